// The external courses' calls (learning-area.md 7.7): the learner's list by status (10 a page), create
// (a resubmission names its parent), edit, cancel, and the evidence: a multipart upload to the upload
// service (fileData, fileName; the session goes in its header, never in the address or the form) that
// answers the stored path, and its download with the session. Under the 'learning' key; never stale (9).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LearningExternalCourse, LearningExternalCourseBody } from '../generated/types';
import { EXTERNAL_COURSES_PAGE_SIZE, type ExternalCourseStatus } from '../shared-rules/external-course';
import { evidenceFields } from '../shared-rules/external-course-evidence';
import { api, runtimeConfig } from './instance';
import { uploadBaseUrl, xhrTransport, type UploadProgress } from './uploads';

const NEVER_STALE = Infinity;

/** A 5 MB file on a slow mobile link takes longer than the 30 s an answer gets. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export type ExternalCourse = LearningExternalCourse;
export type ExternalCourseBody = LearningExternalCourseBody;

export const externalCourseKeys = {
  all: () => ['learning', 'journey', 'external-courses'] as const,
  page: (statuses: readonly ExternalCourseStatus[], page: number) =>
    ['learning', 'journey', 'external-courses', statuses.join(','), page] as const,
};

/** GET /learning/externalcourses/?offset&limit&statuses: one page of the learner's own, newest first. */
export const externalCoursesQuery = (statuses: readonly ExternalCourseStatus[], page: number) =>
  queryOptions({
    queryKey: externalCourseKeys.page(statuses, page),
    queryFn: () =>
      api().request('GET', '/learning/externalcourses/', {
        schema: 'api/learning-external-courses-response',
        query: {
          offset: (page - 1) * EXTERNAL_COURSES_PAGE_SIZE,
          limit: EXTERNAL_COURSES_PAGE_SIZE,
          statuses: statuses.join(','),
        },
      }),
    staleTime: NEVER_STALE,
    placeholderData: keepPreviousData,
  });

/** POST /learning/externalcourses/ (with idParentUserExternalCourse: the resubmission of a rejected one). */
export const createExternalCourse = async (body: ExternalCourseBody) =>
  (
    await api().request('POST', '/learning/externalcourses/', {
      schema: 'api/learning-external-course-response',
      body,
    })
  ).result;

/** PUT /learning/externalcourses/{id}: only a PENDING course; the server says why not. */
export const updateExternalCourse = async (id: number, body: ExternalCourseBody) =>
  (
    await api().request('PUT', `/learning/externalcourses/${id}`, {
      schema: 'api/learning-external-course-response',
      body,
    })
  ).result;

/** PUT /learning/externalcourses/{id}/cancel: only a PENDING course, for good. */
export const cancelExternalCourse = async (id: number) =>
  (
    await api().request('PUT', `/learning/externalcourses/${id}/cancel`, {
      schema: 'api/learning-external-course-response',
    })
  ).result;

/** The evidence upload: resolves with the path the course sends as evidencePath, and the stored name. */
export async function uploadEvidence(file: File, onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  body.set(evidenceFields.fileName, file.name);
  // The file goes last: a server reading the stream has the name before the bytes.
  body.set(evidenceFields.file, file, file.name);
  const answer = await api().request('POST', '/uploads/externalcourse', {
    schema: 'api/learning-external-course-evidence-response',
    body,
    baseUrl: uploadBaseUrl(runtimeConfig()),
    fetch: xhrTransport(onProgress),
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return { path: answer.externalCourse, fileName: answer.fileName };
}

/** The evidence's bytes, read with the session (the file is served only to its owner and admins). */
export async function downloadEvidence(evidencePath: string): Promise<Blob> {
  let blob: Blob | undefined;
  const keepFile: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!response.ok || response.headers.get('content-type')?.includes('application/json')) return response;
    blob = await response.blob();
    return new Response(null, { status: 200 });
  };
  await api().request('GET', evidencePath, { schema: 'api/learning-no-content-response', fetch: keepFile });
  if (!blob) throw new Error('Arquivo inválido.');
  return blob;
}
