// The SCORM lessons' calls (learning-area.md 3 "SCO lesson", 7.3; Contract A of issue 12). The lesson
// cards read the enrolled content GET (the viewer's query: one cache entry, so refreshing it after a
// finished lesson refreshes both); a lesson starts with POST /learning/scorm/play/, which answers the
// run's host page on the package origin.
import { queryOptions } from '@tanstack/react-query';
import type { LearningEnrolledContentResponse, LearningScormContent, ScoLesson } from '../generated/types';
import { isApiError, type ApiError } from './errors';
import { api } from './instance';
import { xhrTransport, type UploadProgress } from './uploads';

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
  /**
   * A kept run (ADR 0026): for a course kept on the device, played offline later; counts no access and
   * starts nothing.
   */
  keep?: boolean;
}

/** POST /learning/scorm/play/: a run of the lesson (counts an access); 409 with the pt-BR reason when locked. */
export const playLesson = (body: PlayBody) =>
  api().request('POST', '/learning/scorm/play/', { schema: 'api/learning-scorm-play-response', body });

/** Where the lesson runs: a run the server started now, or a kept one played offline. */
export interface LessonRunAddress {
  url: string;
  kept?: boolean;
}

/** What the server refused to start, with its pt-BR reason (a locked lesson, a package not ready). */
export interface RunRefusal {
  refusal: string;
}

const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.code === 'http' && [403, 404, 409].includes(error.status ?? 0);

/**
 * One run of a lesson per visit of its address (`visit`: the router's key of that visit): read through
 * the data-state pattern like any screen's data, but never asked for again by itself (no retry, never
 * stale, outside the ['learning'] keys a finished lesson refreshes), since each call starts a new run and
 * counts an access. `allowCdn` gives the CDN test's answer (4.2). When the server cannot start one (no
 * connection, above all), `keptRun` may give the lesson's kept run (a course kept on the device, ADR
 * 0026), played instead.
 */
export const lessonRunQuery = (
  body: Omit<PlayBody, 'useCdn'>,
  visit: string,
  allowCdn: () => Promise<boolean>,
  keptRun?: () => Promise<string | null>,
) =>
  queryOptions({
    queryKey: ['scorm-run', body.idEnrollment, body.idContentItem, body.idNodeEnrollment, body.idSco, visit],
    queryFn: async (): Promise<LessonRunAddress | RunRefusal> => {
      try {
        return await playLesson({ ...body, useCdn: await allowCdn() });
      } catch (error) {
        // A refusal stands (a locked lesson); any other failure plays the kept run, if there is one.
        if (isRefusal(error)) return { refusal: error.message };
        const kept = await keptRun?.();
        if (kept) return { url: kept, kept: true };
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** PUT …/kept-runs/{runToken}/runtime-data: what a kept run recorded (the outbox sends it, ADR 0026). */
export const keptRunDataPath = (runToken: string) => `/learning/scorm/kept-runs/${runToken}/runtime-data`;

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

/** 10 minutes: a package of several hundred MB goes up slowly on an office link. */
const PACKAGE_UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * POST /learning/scorm/content-items/{idContentItem}/package (an admin's, multipart `file`): the zip
 * replaces the item's package once the server has checked and stored it. Sent over XMLHttpRequest for
 * its progress; a refusal rejects with the server's pt-BR reason (ApiError.message).
 */
export function sendScormPackage(
  idContentItem: number,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
) {
  const body = new FormData();
  body.set('file', file, file.name);
  return api().request('POST', `/learning/scorm/content-items/${idContentItem}/package`, {
    schema: 'api/learning-scorm-package-response',
    body,
    fetch: xhrTransport(onProgress),
    timeoutMs: PACKAGE_UPLOAD_TIMEOUT_MS,
  });
}
