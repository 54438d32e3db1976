// The learning header's calls (learning-area.md 2.4, 7.1): the side menu of products level by level,
// the in-progress menu, the enrolment tree, and the search results page by page. Learning data is
// never treated as stale (9), as in learning.ts.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Node } from '../generated/types';
import { validateItems, type ItemResult } from '../engine/items';
import { validate } from '../engine/validate';
import { api } from './instance';

/** learning-area.md 9, "Data queries are never treated as stale". */
const NEVER_STALE = Infinity;

/** learning-area.md 9: "search page size 5". */
export const SEARCH_PAGE_SIZE = 5;

export const learningFrameKeys = {
  sideMenu: (nodeCode: string | null) => ['learning', 'side-menu', nodeCode] as const,
  inProgress: (idUser: number) => ['learning', 'enrollments-in-progress', idUser] as const,
  enrollmentTree: () => ['learning', 'enrollment-tree'] as const,
  search: (searchString: string) => ['learning', 'search', searchString] as const,
};

/**
 * One level of the side menu: the children of nodeCode (GET /learning/nodes/side-menu?nodeCode=), or
 * with null the first level (GET /learning/nodes/side-menu/roots, server/learning/routes-pages.ts).
 */
export const sideMenuQuery = (nodeCode: string | null) =>
  queryOptions({
    queryKey: learningFrameKeys.sideMenu(nodeCode),
    queryFn: async () =>
      (
        await api().request(
          'GET',
          nodeCode === null ? '/learning/nodes/side-menu/roots' : '/learning/nodes/side-menu',
          {
            schema: 'api/learning-side-menu-response',
            query: nodeCode === null ? undefined : { nodeCode },
          },
        )
      ).data,
    staleTime: NEVER_STALE,
  });

/** Each node of a list checked on its own against node.json: one bad node breaks only its line. */
const checkedNodes = (data: readonly unknown[], offset = 0): ItemResult<Node>[] =>
  validateItems<Node>(validate, 'node', data).map((item) => ({ ...item, index: item.index + offset }));

/** GET /learning/students/{idUser}/enrollments-in-progress: the nodes of the learner's enrolments. */
export const enrollmentsInProgressQuery = (idUser: number) =>
  queryOptions({
    queryKey: learningFrameKeys.inProgress(idUser),
    queryFn: async () =>
      checkedNodes(
        (
          await api().request('GET', `/learning/students/${idUser}/enrollments-in-progress`, {
            schema: 'api/learning-enrollments-in-progress-response',
          })
        ).data,
      ),
    staleTime: NEVER_STALE,
  });

/** GET /learning/catalogs/enrollments: the learner's enrolled nodes, in groups with a title. */
export const enrollmentTreeQuery = () =>
  queryOptions({
    queryKey: learningFrameKeys.enrollmentTree(),
    queryFn: async () =>
      (
        await api().request('GET', '/learning/catalogs/enrollments', {
          schema: 'api/learning-enrollment-tree-response',
        })
      ).data,
    staleTime: NEVER_STALE,
  });

export interface SearchPage {
  /** Indexes run across pages, so keys and fallbacks stay unique. */
  nodes: ItemResult<Node>[];
  totalRecords: number;
  /** Where the next page starts. */
  next: number;
}

/** GET /learning/search?searchString&offset&limit, SEARCH_PAGE_SIZE at a time. */
export const searchQuery = (searchString: string) =>
  infiniteQueryOptions({
    queryKey: learningFrameKeys.search(searchString),
    queryFn: async ({ pageParam }): Promise<SearchPage> => {
      const response = await api().request('GET', '/learning/search', {
        schema: 'api/learning-search-response',
        query: { searchString, offset: pageParam, limit: SEARCH_PAGE_SIZE },
      });
      return {
        nodes: checkedNodes(response.data, pageParam),
        totalRecords: response.totalRecords,
        next: pageParam + response.data.length,
      };
    },
    initialPageParam: 0,
    // An empty page ends the list too: a server that counts more than it gives never loops.
    getNextPageParam: (last: SearchPage) =>
      last.next < last.totalRecords && last.nodes.length > 0 ? last.next : undefined,
    staleTime: NEVER_STALE,
  });
