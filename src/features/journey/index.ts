// My journey (learning-area.md 2.2 /myJourney/{tab}, 2.4, 4.6, 6): reached from the lazy learning
// screens' table (src/app/learning/LearningScreens.tsx) and the learning header's user menu.
export { JourneyScreen } from './JourneyScreen';
// The learner's tabs, for the learning header's user menu (its lazy journey links).
export { useJourneyTabs } from './useJourneyTabs';
