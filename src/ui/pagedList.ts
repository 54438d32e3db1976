// The rules of the paged list with search tags (section type 9, content-app.md 2.5 and 9), as pure
// functions so each is tested on its own.
import type { ContentItem } from '../generated/types';

/** Desktop is a width above 900 px (content-app.md 9). */
export const isDesktopWidth = (width: number) => width > 900;

/** What the API accepts (POST /content/paged): at most 10 tags of 1 to 40 characters, text up to 100. */
export const MAX_SEARCH_TAGS = 10;
const MAX_TAG_LENGTH = 40;
export const MAX_SEARCH_TEXT = 100;

/**
 * Wide screens show more cards at once, so page 2 is asked for as soon as page 1 arrives (content-app.md
 * 9: "Paged lists prefetch page 2 on wide screens"). Only then: later pages wait for the scroll.
 */
export function shouldPrefetchSecondPage(state: {
  width: number;
  pagesLoaded: number;
  hasNextPage: boolean;
  fetching: boolean;
}): boolean {
  return isDesktopWidth(state.width) && state.pagesLoaded === 1 && state.hasNextPage && !state.fetching;
}

/** Content type 4 (an embedded page) replaces the list's history entry instead of pushing one. */
export const replacesHistory = (item: Pick<ContentItem, 'idContentType'>) => item.idContentType === 4;

/** Presses or releases a tag chip; a new tag beyond the API's limit is ignored. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  if (selected.includes(tag)) return selected.filter((kept) => kept !== tag);
  return selected.length >= MAX_SEARCH_TAGS ? [...selected] : [...selected, tag];
}

/** Tags the API would refuse (over 40 characters) are not offered as chips. */
export const usableTags = (tags: readonly string[]) =>
  tags.filter((tag) => tag.length >= 1 && tag.length <= MAX_TAG_LENGTH);
