// The paged list (section type 9): POST /content/paged/{idSection} one page at a time, and
// GET /content/tags/{idSection} for its tag chips. The envelope is validated by the client; each item
// is validated here, once per page, so one bad item breaks only itself and a long list never
// re-validates the pages it already holds.
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem } from '../generated/types';
import { validate } from '../engine/validate';
import { validateItems, type ItemResult } from '../engine/items';
import { api } from './instance';

const PAGE_SIZE = 12;

export interface PagedFilter {
  searchTags: readonly string[];
  /** Blank means no text filter; it is then left out of the request. */
  searchText?: string;
}

export interface ContentPage {
  /** Indexes run across pages (page 2 of 12 starts at 12), so keys and fallbacks stay unique. */
  items: ItemResult<ContentItem>[];
  totalRecord: number;
  page: number;
  pageSize: number;
}

const normalised = ({ searchTags, searchText }: PagedFilter) => ({
  // The order the chips were pressed in does not change the result, so it does not change the key.
  searchTags: [...searchTags].sort(),
  searchText: searchText?.trim() || undefined,
});

export const pagedContentKeys = {
  pages: (idSection: number, filter: PagedFilter) =>
    ['content', 'paged', idSection, normalised(filter)] as const,
  tags: (idSection: number) => ['content', 'tags', idSection] as const,
};

/** The next page while the ones loaded hold fewer items than the total, else none. */
export function nextPageParam(
  last: Pick<ContentPage, 'page' | 'pageSize' | 'totalRecord'>,
): number | undefined {
  return last.page * last.pageSize < last.totalRecord ? last.page + 1 : undefined;
}

export async function fetchContentPage(idSection: number, filter: PagedFilter, page: number) {
  const body = { page, pageSize: PAGE_SIZE, ...normalised(filter) };
  const response = await api().request('POST', `/content/paged/${idSection}`, {
    schema: 'api/content-paged-response',
    body,
  });
  // The answer's own page size places the items: a server (or the bench) may page differently.
  const offset = (response.page - 1) * response.pageSize;
  const items = validateItems<ContentItem>(validate, 'content-item', response.content).map((item) => ({
    ...item,
    index: item.index + offset,
  }));
  return { items, totalRecord: response.totalRecord, page: response.page, pageSize: response.pageSize };
}

export const pagedContentQuery = (idSection: number, filter: PagedFilter) =>
  infiniteQueryOptions({
    queryKey: pagedContentKeys.pages(idSection, filter),
    queryFn: ({ pageParam }): Promise<ContentPage> => fetchContentPage(idSection, filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // Pages are only ever appended: comparing 10,000 items deeply at each page would be wasted work.
    structuralSharing: false,
  });

const sectionTagsQuery = (idSection: number) =>
  queryOptions({
    queryKey: pagedContentKeys.tags(idSection),
    queryFn: async () =>
      (
        await api().request('GET', `/content/tags/${idSection}`, {
          schema: 'api/content-tags-response',
        })
      ).tags,
  });

export const useSectionTags = (idSection: number) => useQuery(sectionTagsQuery(idSection));
