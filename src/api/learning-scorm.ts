// The SCORM lessons' calls (learning-area.md 3 "SCO lesson", 7.3; Contract A of issue 12). The lesson
// cards read the enrolled content GET (the viewer's query: one cache entry, so refreshing it after a
// finished lesson refreshes both); a lesson starts with POST /learning/scorm/play/, which answers the
// run's host page on the package origin.
import { queryOptions } from '@tanstack/react-query';
import type { LearningEnrolledContentResponse, LearningScormContent, ScoLesson } from '../generated/types';
import { isApiError } from './errors';
import { api } from './instance';

/** The package's lessons (spec 3 "SCO lesson"), as schemas/api/learning-scorm-content.json has them. */
export type ScormPackage = LearningScormContent;
export type { ScoLesson };

/** The package of a type-26 content as the enrolled content GET answers it; none for other contents. */
export const scormPackageOf = (answer: LearningEnrolledContentResponse): ScormPackage | null =>
  answer.data.scorm ?? null;

export interface PlayBody {
  idEnrollment: number;
  idContentItem: number;
  idSco: number;
  idNodeEnrollment: number;
  /** The CDN test's result (4.2): passed. */
  useCdn: boolean;
}

/** POST /learning/scorm/play/: a run of the lesson (counts an access); 409 with the pt-BR reason when locked. */
export const playLesson = (body: PlayBody) =>
  api().request('POST', '/learning/scorm/play/', { schema: 'api/learning-scorm-play-response', body });

/** What the server refused to start, with its pt-BR reason (a locked lesson, a package not ready). */
export interface RunRefusal {
  refusal: string;
}

const runRefusalOf = (error: unknown): RunRefusal => {
  if (isApiError(error) && error.code === 'http' && [403, 404, 409].includes(error.status ?? 0))
    return { refusal: error.message };
  throw error;
};

/**
 * One run of a lesson per visit of its address (`visit`: the router's key of that visit): read through
 * the data-state pattern like any screen's data, but never asked for again by itself (no retry, never
 * stale, outside the ['learning'] keys a finished lesson refreshes), since each call starts a new run and
 * counts an access. `allowCdn` gives the CDN test's answer (4.2).
 */
export const lessonRunQuery = (
  body: Omit<PlayBody, 'useCdn'>,
  visit: string,
  allowCdn: () => Promise<boolean>,
) =>
  queryOptions({
    queryKey: ['scorm-run', body.idEnrollment, body.idContentItem, body.idNodeEnrollment, body.idSco, visit],
    queryFn: async () => playLesson({ ...body, useCdn: await allowCdn() }).catch(runRefusalOf),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** The run token in a run's address (…/scorm/runs/<token>/), as play answered it. */
export const runTokenOf = (url: string): string | undefined =>
  /\/scorm\/runs\/([A-Za-z0-9_-]+)\//.exec(url)?.[1];

/**
 * GET /learning/scorm/runs/{runToken}: what the server recorded of the run (issue 17, defect 8). The
 * player shows a finished lesson and a completed content from this answer alone: the host page's
 * 'finished' message only says when to ask, since a package page can script its host page.
 */
export const runOutcome = (runToken: string) =>
  api().request('GET', `/learning/scorm/runs/${runToken}`, { schema: 'api/learning-scorm-run-outcome' });
