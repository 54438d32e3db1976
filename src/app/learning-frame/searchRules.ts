// The search rules of learning-area.md 5 and 9, one place for the header and the results screen.
import { searchResultPath } from '../../paths/learning-paths';

/** "header search max 300". */
export const HEADER_SEARCH_MAX = 300;
/** "content search with fewer than 3 characters does not search". */
export const CONTENT_SEARCH_MIN = 3;

/** Where the header's search goes: /searchResult/{text}, or nowhere for an empty text ("not submitted"). */
export function headerSearchPath(typed: string): string | null {
  const text = typed.trim().slice(0, HEADER_SEARCH_MAX);
  return text ? searchResultPath(text) : null;
}

/** Whether a text is long enough to be searched. */
export const isSearchable = (text: string) => text.trim().length >= CONTENT_SEARCH_MIN;
