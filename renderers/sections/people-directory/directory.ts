// The rules of the people directory (content-app.md 5 and 9), kept pure so they are unit-tested:
// the list follows a new search only when that search has matches, and "ver mais" adds 10.
import { DIRECTORY_PAGE_SIZE } from '../../../src/api/directory';

/** The search and page whose answer is on screen. */
export interface Shown {
  searchText: string;
  page: number;
}

/**
 * A new search replaces the list (from page 1) only when its first page has matches; otherwise the
 * previous list stays as it was.
 */
export function nextShown(
  shown: Shown,
  searchText: string,
  firstPage: { userList: unknown[] } | undefined,
): Shown {
  if (searchText === shown.searchText || !firstPage || firstPage.userList.length === 0) return shown;
  return { searchText, page: 1 };
}

/** How many people page N brings: 10, 20, 30... */
export const peopleOnPage = (page: number) => DIRECTORY_PAGE_SIZE * page;

export const hasMore = (shownCount: number, totalRecord: number) => shownCount < totalRecord;
