// The learning pages' calls (learning-area.md 7.1, 7.2, 7.3): a level of an enrollment, a node's page,
// the classes of a course and the enrolment in one, equivalences, class attachments, likes and share
// analytics. Learning data is never treated as stale (9): an enrolment invalidates what it changes.
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from './errors';
import { api } from './instance';

/** A page the server refused (2.2: a LEARNING node without an active enrollment), in its pt-BR words. */
export interface Refused {
  refused: string;
}

/** A 403 or 404 is an answer to show, not a failure to retry: the server's message is the page. */
async function orRefused<T>(call: Promise<T>): Promise<T | Refused> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.code === 'http' && (error.status === 403 || error.status === 404)) {
      return { refused: error.message };
    }
    throw error;
  }
}

export const isRefused = (answer: object): answer is Refused => 'refused' in answer;

/** learning-area.md 9, "Data queries are never treated as stale". */
const NEVER_STALE = Infinity;

/** Class list limit 30; attachments page 25 (learning-area.md 9). */
export const CLASS_LIST_LIMIT = 30;
export const ATTACHMENTS_PAGE = 25;

export const learningPageKeys = {
  /** Every learning answer: an enrolment changes cards on every page. */
  all: ['learning'] as const,
  level: (idUser: number, idEnrollment: number, nodeCode: string | undefined) =>
    ['learning', 'level', idUser, idEnrollment, nodeCode ?? ''] as const,
  node: (idNode: number) => ['learning', 'node', idNode] as const,
  catalogNode: (nodeCode: string) => ['learning', 'catalog-node', nodeCode] as const,
  subtree: (nodeCode: string) => ['learning', 'subtree', nodeCode] as const,
  block: (idBlock: number) => ['learning', 'block', idBlock] as const,
  teams: (nodeCode: string) => ['learning', 'teams', nodeCode] as const,
  equivalences: (idNode: number) => ['learning', 'equivalences', idNode] as const,
  attachments: (idTeam: number, page: number) => ['learning', 'attachments', idTeam, page] as const,
  likes: (idNode: number) => ['learning', 'likes', idNode] as const,
};

/**
 * GET /learning/students/{idUser}/enrollments/{idEnrollment}: the enrollment's root node, or the node
 * of its course named by nodeCode (/level/{idEnrollment}/{nodeCode}), with blocks, child nodes, its own
 * contents and which are locked.
 */
export const levelQuery = (idUser: number, idEnrollment: number, nodeCode?: string) =>
  queryOptions({
    queryKey: learningPageKeys.level(idUser, idEnrollment, nodeCode),
    queryFn: () =>
      orRefused(
        api().request('GET', `/learning/students/${idUser}/enrollments/${idEnrollment}`, {
          schema: 'api/learning-enrollment-node-response',
          query: nodeCode === undefined ? undefined : { nodeCode },
        }),
      ),
    staleTime: NEVER_STALE,
  });

/** GET /learning/nodes/{id}: a node's page by id (the avatar card's /level?nodeLevel={n}). */
export const nodePageQuery = (idNode: number) =>
  queryOptions({
    queryKey: learningPageKeys.node(idNode),
    queryFn: () =>
      orRefused(api().request('GET', `/learning/nodes/${idNode}`, { schema: 'api/learning-node-response' })),
    staleTime: NEVER_STALE,
  });

/** GET /learning/catalogs/{nodeCode}: a node's page by code (the journey card's tree root). */
export const catalogNodeQuery = (nodeCode: string) =>
  queryOptions({
    queryKey: learningPageKeys.catalogNode(nodeCode),
    queryFn: () =>
      orRefused(
        api().request('GET', `/learning/catalogs/${encodeURIComponent(nodeCode)}`, {
          schema: 'api/learning-catalog-page-response',
        }),
      ),
    staleTime: NEVER_STALE,
  });

/** The whole tree below a node (depth 10, up to 100 nodes): the journey card's tree. */
export const subtreeQuery = (nodeCode: string) =>
  queryOptions({
    queryKey: learningPageKeys.subtree(nodeCode),
    queryFn: () =>
      api().request('GET', `/learning/catalogs/${encodeURIComponent(nodeCode)}/nodes`, {
        schema: 'api/learning-catalog-listing-response',
        query: { depth: 10, limit: 100 },
      }),
    staleTime: NEVER_STALE,
  });

/** GET /learning/blocks/{idBlock}: one block with its elements (/cardlist/{idBlock}). */
export const blockQuery = (idBlock: number) =>
  queryOptions({
    queryKey: learningPageKeys.block(idBlock),
    queryFn: () =>
      orRefused(
        api().request('GET', `/learning/blocks/${idBlock}`, { schema: 'api/learning-block-response' }),
      ),
    staleTime: NEVER_STALE,
  });

/** POST /learning/node-enrollments/: the node enrollment a level's first open creates (2.2, 4.2). */
export const createNodeEnrollment = (body: {
  idUser: number;
  idEnrollment: number;
  nodeCode: string;
  idTeam: number;
  idParentNodeEnrollment?: number;
}) => api().request('POST', '/learning/node-enrollments/', { schema: 'api/learning-created-response', body });

/** GET /learning/teams/?nodeCode&limit&onlyAvailable: the classes the modal lists (7.2). */
export const teamsQuery = (nodeCode: string) =>
  queryOptions({
    queryKey: learningPageKeys.teams(nodeCode),
    queryFn: () =>
      api().request('GET', '/learning/teams/', {
        schema: 'api/learning-teams-response',
        // Full classes too: the modal shows their places as '0' (5) and the server refuses them in its words.
        query: { nodeCode, limit: CLASS_LIST_LIMIT, onlyAvailable: false },
      }),
    staleTime: NEVER_STALE,
  });

/** Direct enrolment (needApproval 0): POST /learning/enrollments/ {idTeam, nodeCode, idUser} -> {idEnrollment}. */
export const enrollDirectly = (body: { idTeam: number; nodeCode: string; idUser: number }) =>
  api().request('POST', '/learning/enrollments/', {
    schema: 'api/learning-direct-enrollment-response',
    body,
  });

/** POST /learning/enrollments/request {idTeam}: asks for a place in a class that needs approval. */
export const requestEnrollment = (idTeam: number) =>
  api().request('POST', '/learning/enrollments/request', {
    schema: 'api/learning-created-response',
    body: { idTeam },
  });

/** GET /learning/nodes/{id}/equivalences: the courses that count for this one (origin.title). */
export const equivalencesQuery = (idNode: number) =>
  queryOptions({
    queryKey: learningPageKeys.equivalences(idNode),
    queryFn: () =>
      api().request('GET', `/learning/nodes/${idNode}/equivalences`, {
        schema: 'api/learning-equivalences-response',
      }),
    staleTime: NEVER_STALE,
  });

/** GET /learning/attachments/teams/{idTeam}?offset&limit: one page of 25 of a class's files. */
export const attachmentsQuery = (idTeam: number, page: number) =>
  queryOptions({
    queryKey: learningPageKeys.attachments(idTeam, page),
    queryFn: () =>
      api().request('GET', `/learning/attachments/teams/${idTeam}`, {
        schema: 'api/learning-attachments-response',
        query: { offset: page * ATTACHMENTS_PAGE, limit: ATTACHMENTS_PAGE },
      }),
    staleTime: NEVER_STALE,
  });

/** GET /learning/social/likes/NODE/{idNode}: the page's likes and whether the learner may like it. */
export const likesQuery = (idNode: number) =>
  queryOptions({
    queryKey: learningPageKeys.likes(idNode),
    queryFn: () =>
      api().request('GET', `/learning/social/likes/NODE/${idNode}`, {
        schema: 'api/learning-likes-response',
      }),
    staleTime: NEVER_STALE,
  });

/** POST /learning/social/likes/NODE/{idNode} {liked}: likes the page, or takes the like back. */
export const setLiked = (idNode: number, liked: boolean) =>
  api().request('POST', `/learning/social/likes/NODE/${idNode}`, {
    schema: 'api/learning-likes-response',
    body: { liked },
  });

export type ShareOrigin = 'content/share/click' | 'content/share/copy';

/** Share analytics (4.2): the share modal was opened, or its link copied. A failure is only logged (8). */
export function sendShareAnalytics(origin: ShareOrigin, idUser: number, idContent: number): void {
  api()
    .request('POST', '/learning/social/shares', {
      schema: 'api/message-response',
      body: { origin, idUser, idContent },
    })
    .catch((error: unknown) => console.warn('share analytics', error));
}
