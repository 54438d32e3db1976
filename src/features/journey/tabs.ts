// Which journey tabs a learner has (learning-area.md 2.2, 6): registered, history and certificates
// always; enrolment requests only when the learner has some, the ranking only inside a campaign, external
// courses only when the company has the feature. An address naming a tab the learner does not have, or
// no tab at all, shows the registered one.
import type { JourneyTab } from '../../paths/learning-paths';

/** The tabs in the order the screen and the user menu show them. */
export const journeyTabOrder: readonly JourneyTab[] = [
  'registered',
  'requestEnrollmentStatus',
  'historic',
  'certificates',
  'gamification',
  'externalCourse',
];

export interface JourneyRules {
  hasEnrollmentRequests: boolean;
  isInCampaign: boolean;
  externalCourses: boolean;
}

const ruleOf: Partial<Record<JourneyTab, keyof JourneyRules>> = {
  requestEnrollmentStatus: 'hasEnrollmentRequests',
  gamification: 'isInCampaign',
  externalCourse: 'externalCourses',
};

/** The tabs this learner has, in order. */
export function availableTabs(rules: JourneyRules): JourneyTab[] {
  return journeyTabOrder.filter((tab) => {
    const rule = ruleOf[tab];
    return rule === undefined || rules[rule];
  });
}

/** The tab an address shows: the one it names when the learner has it, else registered (2.2). */
export function shownTab(requested: string | undefined, available: readonly JourneyTab[]): JourneyTab {
  // The router matches without case (/myjourney/requestEnrollmentStatus), so does the tab.
  const wanted = requested?.toLowerCase();
  return available.find((tab) => tab.toLowerCase() === wanted) ?? 'registered';
}
