// The calls of the learning home's event blocks (learning-area.md 2.4, 4.7, 7.5): the learner's
// meetings and the agenda (the schedule calls the content app's agenda makes). The plan's are in
// plans.ts. Like every learning query, never stale (9).
import { queryOptions } from '@tanstack/react-query';
import { api } from './instance';
import { schedulesQuery, scheduleTypesQuery } from './schedule';

/** learning-area.md 9, "Data queries are never treated as stale". */
const NEVER_STALE = Infinity;

export const learningEventsKeys = {
  meetings: (idUser: number, nodeCode: string | null) => ['learning', 'meetings', idUser, nodeCode] as const,
};

/**
 * GET /learning/students/{idUser}/meetings[?nodeCode]: the meetings of the learner's classes, earliest
 * first; with a page's nodeCode only that page's and its sub-pages' ('Eventos da página'), null: all.
 */
export const learningMeetingsQuery = (idUser: number, nodeCode: string | null) =>
  queryOptions({
    queryKey: learningEventsKeys.meetings(idUser, nodeCode),
    queryFn: async () =>
      (
        await api().request('GET', `/learning/students/${idUser}/meetings`, {
          schema: 'api/learning-meetings-response',
          query: nodeCode === null ? undefined : { nodeCode },
        })
      ).result,
    staleTime: NEVER_STALE,
  });

/** The agenda's categories (schedule types) and every event: the Calendar block filters them itself. */
export const learningScheduleTypesQuery = () => ({ ...scheduleTypesQuery(), staleTime: NEVER_STALE });
export const learningSchedulesQuery = () => ({ ...schedulesQuery('all'), staleTime: NEVER_STALE });
