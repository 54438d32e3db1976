import { useViewportWidth } from '../useViewportWidth';
import { learningTrailRules, type TrailRules } from './trailRules';

/** The learning footer's trail rules for the window as it is now (they change on resize). */
export function useLearningTrailRules(): TrailRules {
  return learningTrailRules(useViewportWidth());
}
