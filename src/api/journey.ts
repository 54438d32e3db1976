// My journey's calls (learning-area.md 2.2, 4.6, 6, 7.2, 7.5, 7.6): what decides which tabs the learner
// has, and the enrolment requests. Under the 'learning' key, so an enrolment or a request (which read
// everything again, learning-pages.ts) refreshes the journey too. Never stale (9).
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { EnrollmentRequest } from '../generated/types';
import { readFeature } from './features';
import { api } from './instance';

const NEVER_STALE = Infinity;

/** learning-area.md 9: "enrollment requests page 10". */
export const REQUESTS_PAGE_SIZE = 10;

export const journeyKeys = {
  hasRequests: (idUser: number) => ['learning', 'journey', 'has-requests', idUser] as const,
  inCampaign: () => ['learning', 'journey', 'in-campaign'] as const,
  feature: (id: string) => ['learning', 'journey', 'feature', id] as const,
  requests: () => ['learning', 'journey', 'requests'] as const,
  requestsPage: (statuses: readonly string[], page: number) =>
    ['learning', 'journey', 'requests', statuses.join(','), page] as const,
};

/**
 * A rule behind a tab (6) that could not be read hides the tab instead of failing the whole journey:
 * the learner keeps the tabs that do not depend on it.
 */
const orHidden = async (read: () => Promise<boolean>) => {
  try {
    return await read();
  } catch {
    return false;
  }
};

/** A rule behind a tab: read once a session, false when it could not be read (orHidden). */
const tabRuleQuery = <Key extends QueryKey>(queryKey: Key, read: () => Promise<boolean>) =>
  queryOptions({ queryKey, queryFn: () => orHidden(read), staleTime: NEVER_STALE });

/** GET /learning/students/{idUser}/has-enrollment-requests: the requests tab is offered (2.2). */
export const hasRequestsQuery = (idUser: number) =>
  tabRuleQuery(
    journeyKeys.hasRequests(idUser),
    async () =>
      (
        await api().request('GET', `/learning/students/${idUser}/has-enrollment-requests`, {
          schema: 'api/learning-has-enrollment-requests-response',
        })
      ).hasEnrollmentRequests,
  );

/** GET /campaign/userisincampaign: the ranking tab is offered (2.2). */
export const inCampaignQuery = () =>
  tabRuleQuery(
    journeyKeys.inCampaign(),
    async () =>
      (
        await api().request('GET', '/campaign/userisincampaign', {
          schema: 'api/campaign-user-is-in-campaign-response',
        })
      ).userIsInCampaign,
  );

/** GET /learning/features/{id}: EXTERNAL_COURSES offers the external courses tab (2.2, 7.6). */
export const featureQuery = (id: 'EXTERNAL_COURSES' | 'RECOMMENDATION_BLOCK') =>
  tabRuleQuery(journeyKeys.feature(id), () => readFeature(id));

export type RequestStatus = EnrollmentRequest['status'];

/** GET /learning/enrollment-requests/?idUser&offset&limit&status: one page of the learner's requests. */
export const requestsQuery = (idUser: number, statuses: readonly RequestStatus[], page: number) =>
  queryOptions({
    queryKey: journeyKeys.requestsPage(statuses, page),
    queryFn: () =>
      api().request('GET', '/learning/enrollment-requests/', {
        schema: 'api/learning-enrollment-requests-response',
        query: {
          idUser: String(idUser),
          offset: String((page - 1) * REQUESTS_PAGE_SIZE),
          limit: String(REQUESTS_PAGE_SIZE),
          status: statuses.join(','),
        },
      }),
    staleTime: NEVER_STALE,
    // Another page or filter keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** PUT /learning/enrollment-requests/{id}/cancel: only a PENDING request; the server says why not. */
export const cancelRequest = (idEnrollmentRequest: number) =>
  api().request('PUT', `/learning/enrollment-requests/${idEnrollmentRequest}/cancel`, {
    schema: 'api/message-response',
  });
