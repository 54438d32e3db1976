// The learning content viewer's calls (learning-area.md 7.1, 7.3): the content (free or inside an
// enrollment), the enrollment's navigation map, and the progress the viewer reports (4.2). Learning data
// is never stale (9): after a progress change the viewer asks for the content and the map again.
import { queryOptions } from '@tanstack/react-query';
import type {
  LearningContentAccessBody,
  LearningContentEnrollmentCreateBody,
  LearningContentEnrollmentUpdateBody,
  LearningTrackingBody,
} from '../generated/types';
import { isApiError } from './errors';
import { api } from './instance';

/** What the server refused to open, with its pt-BR reason (a locked item, another course's, 4.3). */
export interface Refusal {
  refusal: string;
}

/** 403, 404 and 409 say why a content cannot be opened: the viewer shows it, there is nothing to retry. */
const refusalOf = (error: unknown): Refusal => {
  if (isApiError(error) && error.code === 'http' && [403, 404, 409].includes(error.status ?? 0))
    return { refusal: error.message };
  throw error;
};

/** learning-area.md 9, "Data queries are never treated as stale". */
const NEVER_STALE = Infinity;

export interface EnrolledContentKey {
  idUser: number;
  idEnrollment: number;
  idNodeEnrollment: number;
  idContent: number;
}

export const learningViewerKeys = {
  all: ['learning', 'viewer'] as const,
  free: (idContent: number) => ['learning', 'viewer', 'free', idContent] as const,
  enrolled: ({ idUser, idEnrollment, idNodeEnrollment, idContent }: EnrolledContentKey) =>
    ['learning', 'viewer', 'enrolled', idUser, idEnrollment, idNodeEnrollment, idContent] as const,
  map: (idUser: number, idEnrollment: number) => ['learning', 'viewer', 'map', idUser, idEnrollment] as const,
};

/** GET /learning/contents/{id}: a content opened without an enrollment (/contentNode/{idContent}). */
export const freeContentQuery = (idContent: number) =>
  queryOptions({
    queryKey: learningViewerKeys.free(idContent),
    queryFn: () =>
      api()
        .request('GET', `/learning/contents/${idContent}`, {
          schema: 'api/learning-enrolled-content-response',
        })
        .catch(refusalOf),
    staleTime: NEVER_STALE,
  });

/** GET /learning/students/{u}/enrollments/{e}/nodeEnrollment/{n}/contents/{c}: with its neighbours. */
export const enrolledContentQuery = (key: EnrolledContentKey) =>
  queryOptions({
    queryKey: learningViewerKeys.enrolled(key),
    queryFn: () =>
      api()
        .request(
          'GET',
          `/learning/students/${key.idUser}/enrollments/${key.idEnrollment}/nodeEnrollment/${key.idNodeEnrollment}/contents/${key.idContent}`,
          { schema: 'api/learning-enrolled-content-response' },
        )
        .catch(refusalOf),
    staleTime: NEVER_STALE,
  });

/** GET .../navigation-map?fullMap=true: the whole tree of the enrollment (2.4). */
export const navigationMapQuery = (idUser: number, idEnrollment: number) =>
  queryOptions({
    queryKey: learningViewerKeys.map(idUser, idEnrollment),
    queryFn: () =>
      api().request('GET', `/learning/students/${idUser}/enrollments/${idEnrollment}/navigation-map`, {
        schema: 'api/learning-navigation-map-response',
        query: { fullMap: 'true' },
      }),
    staleTime: NEVER_STALE,
  });

/** POST /learning/content-enrollments/: the first open of a content in an enrollment (4.2). */
export const createContentEnrollment = (body: LearningContentEnrollmentCreateBody) =>
  api().request('POST', '/learning/content-enrollments/', {
    schema: 'api/learning-content-enrollment-response',
    body,
  });

/** PUT /learning/content-enrollments/{id}: IN_PROGRESS with a higher percent, or COMPLETED (4.2). */
export const updateContentEnrollment = (
  idContentEnrollment: number,
  body: LearningContentEnrollmentUpdateBody,
) =>
  api().request('PUT', `/learning/content-enrollments/${idContentEnrollment}`, {
    schema: 'api/learning-content-enrollment-response',
    body,
  });

/** POST /learning/contents/{id}/accesses: the ACCESS_CONTENT record of a completed content (4.2). */
export const recordContentAccess = (idContent: number, body: LearningContentAccessBody) =>
  api().request('POST', `/learning/contents/${idContent}/accesses`, { schema: 'api/message-response', body });

/** POST /learning/contents/{id}/trackings: a content viewed outside an enrollment (4.2); says earnPoints. */
export const sendLearningTracking = (idContent: number, body: LearningTrackingBody) =>
  api().request('POST', `/learning/contents/${idContent}/trackings`, {
    schema: 'api/learning-tracking-response',
    body,
  });
