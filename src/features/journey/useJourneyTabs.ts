// The tabs a learner has (tabs.ts), from the server's answers to its three rules, asked together. Read
// by the journey screen and by the learning header's user menu when it opens (never on page load: the
// learning pages' first paint makes no journey call).
import { useSuspenseQueries } from '@tanstack/react-query';
import { featureQuery, hasRequestsQuery, inCampaignQuery } from '../../api/journey';
import type { JourneyTab } from '../../paths/learning-paths';
import { availableTabs } from './tabs';

export function useJourneyTabs(idUser: number): JourneyTab[] {
  const [requests, campaign, externalCourses] = useSuspenseQueries({
    queries: [hasRequestsQuery(idUser), inCampaignQuery(), featureQuery('EXTERNAL_COURSES')],
  });
  return availableTabs({
    hasEnrollmentRequests: requests.data,
    isInCampaign: campaign.data,
    externalCourses: externalCourses.data,
  });
}
