// The learning calls of the data-loading home blocks and the catalog page (learning-area.md 2.3,
// 7.1): recommendations, enrollments in progress, the catalog listing by nodeCode with its tags, and
// the catalog page's node. The client checks each envelope; the nodes of a page are checked here, one
// by one against node.json, so one bad card breaks only itself. Never stale (9), as every learning
// query (learning.ts).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Node } from '../generated/types';
import { validate } from '../engine/validate';
import { validateItems, type ItemResult } from '../engine/items';
import { api } from './instance';

const NEVER_STALE = Infinity;

/** How many nodes a paged list asks for: `first` at first, `step` after (learning-area.md 9). */
export interface PageSizes {
  first: number;
  step: number;
}

/** One page of nodes; indexes run across pages, so keys and fallbacks stay unique. */
export interface NodePage {
  items: ItemResult<Node>[];
  totalRecords: number;
  offset: number;
}

/** What the catalog listing is narrowed by: the text (at most 25 characters) and the tags. */
export interface CatalogFilter {
  /** How deep below the catalog's node the listing goes (query depth). */
  depth: number;
  searchString: string;
  tags: readonly string[];
}

/** The catalog's search box takes at most 25 characters (learning-area.md 2.3, 5, 9). */
export const CATALOG_SEARCH_MAX = 25;

const normalised = ({ depth, searchString, tags }: CatalogFilter) => ({
  depth,
  searchString: searchString.trim(),
  // The order the tags were picked in does not change the result, so it does not change the key.
  tags: [...tags].sort(),
});

export const learningCatalogKeys = {
  recommendations: (idUser: number, sizes: PageSizes) =>
    ['learning', 'recommendations', idUser, sizes] as const,
  inProgress: (idUser: number) => ['learning', 'enrollments-in-progress', idUser] as const,
  listing: (nodeCode: string, filter: CatalogFilter, sizes: PageSizes) =>
    ['learning', 'catalog', nodeCode, 'nodes', normalised(filter), sizes] as const,
  tags: (nodeCode: string) => ['learning', 'catalog', nodeCode, 'tags'] as const,
  page: (nodeCode: string) => ['learning', 'catalog', nodeCode] as const,
};

const checkedNodes = (raw: readonly unknown[], offset: number): ItemResult<Node>[] =>
  validateItems<Node>(validate, 'node', raw).map((item) => ({ ...item, index: item.index + offset }));

/** The next offset while the pages loaded hold fewer nodes than the total, else none. */
export function nextOffset(pages: readonly NodePage[]): number | undefined {
  const last = pages.at(-1);
  if (!last) return undefined;
  const loaded = last.offset + last.items.length;
  // A page with nothing in it ends the list even if the total says more (a list that shrank).
  return last.items.length > 0 && loaded < last.totalRecords ? loaded : undefined;
}

const limitAt = (offset: number, sizes: PageSizes) => (offset === 0 ? sizes.first : sizes.step);

/** The infinite-list options every paged node list shares: offsets, page sizes, appended pages. */
const pagedNodes = (fetchPage: (offset: number, limit: number) => Promise<NodePage>, sizes: PageSizes) => ({
  queryFn: ({ pageParam }: { pageParam: number }) => fetchPage(pageParam, limitAt(pageParam, sizes)),
  initialPageParam: 0,
  getNextPageParam: (_last: NodePage, pages: NodePage[]) => nextOffset(pages),
  // Pages are only ever appended: comparing thousands of nodes deeply at each page is wasted work.
  structuralSharing: false,
  staleTime: NEVER_STALE,
});

/** GET /learning/students/{idUser}/recommendations?offset&limit: {totalRecords, result}. */
export const recommendationsQuery = (idUser: number, sizes: PageSizes) =>
  infiniteQueryOptions({
    queryKey: learningCatalogKeys.recommendations(idUser, sizes),
    ...pagedNodes(async (offset, limit) => {
      const answer = await api().request('GET', `/learning/students/${idUser}/recommendations`, {
        schema: 'api/learning-recommendations-response',
        query: { idUser, offset, limit },
      });
      return { items: checkedNodes(answer.result, offset), totalRecords: answer.totalRecords, offset };
    }, sizes),
  });

/** GET /learning/students/{idUser}/enrollments-in-progress: {data}, each node checked. */
export const enrollmentsInProgressQuery = (idUser: number) =>
  queryOptions({
    queryKey: learningCatalogKeys.inProgress(idUser),
    queryFn: async () => {
      const answer = await api().request('GET', `/learning/students/${idUser}/enrollments-in-progress`, {
        schema: 'api/learning-enrollments-in-progress-response',
      });
      return checkedNodes(answer.data, 0);
    },
    staleTime: NEVER_STALE,
  });

/**
 * The catalog listing (7.1, path not shown; the reference API's GET
 * /learning/catalogs/{nodeCode}/nodes?depth&offset&limit&searchString&tags): blank text and no tags
 * are left out of the request; tags go as a comma list.
 */
export const catalogListingQuery = (nodeCode: string, filter: CatalogFilter, sizes: PageSizes) =>
  infiniteQueryOptions({
    queryKey: learningCatalogKeys.listing(nodeCode, filter, sizes),
    ...pagedNodes(async (offset, limit) => {
      const { depth, searchString, tags } = normalised(filter);
      const answer = await api().request('GET', `/learning/catalogs/${encodeURIComponent(nodeCode)}/nodes`, {
        schema: 'api/learning-catalog-listing-response',
        query: {
          depth,
          offset,
          limit,
          searchString: searchString || undefined,
          tags: tags.length > 0 ? tags.join(',') : undefined,
        },
      });
      return { items: checkedNodes(answer.data, offset), totalRecords: answer.totalRecords, offset };
    }, sizes),
  });

/** GET /learning/tags/available?nodeCode=: the tag names of the catalog's tag filter. */
export const catalogTagsQuery = (nodeCode: string) =>
  queryOptions({
    queryKey: learningCatalogKeys.tags(nodeCode),
    queryFn: async () =>
      (
        await api().request('GET', '/learning/tags/available', {
          schema: 'api/learning-tags-available-response',
          query: { nodeCode },
        })
      ).data,
    staleTime: NEVER_STALE,
  });

/**
 * GET /learning/catalogs/{nodeCode}: the catalog's node. With its children (childNodes) when its
 * catalog opens; a course without an active enrollment comes alone, to be presented, not listed (2.2).
 */
export const catalogPageQuery = (nodeCode: string) =>
  queryOptions({
    queryKey: learningCatalogKeys.page(nodeCode),
    queryFn: async (): Promise<Node> =>
      (
        await api().request('GET', `/learning/catalogs/${encodeURIComponent(nodeCode)}`, {
          schema: 'api/learning-catalog-page-response',
        })
      ).data,
    staleTime: NEVER_STALE,
  });
