// The comments' rules that the server and the drawer share (learning-area.md 4.10, 5, 9): the entity
// types, the page sizes, and what a comment's text may be. The server sanitises every text it stores
// with DOMPurify on jsdom; the drawer runs the same profile in the browser to know, before sending,
// whether anything would be left. Both hand their DOMPurify in, so this module needs no DOM of its own.
import { cleanRichText, richTextProfile, type RichTextProfile, type RichTextPurifier } from './rich-text.ts';

export const commentEntityTypes = ['NODE', 'TEAM'] as const;
export type CommentEntityType = (typeof commentEntityTypes)[number];

/** 9: comments 6 at first (and each 'more'), replies 5 per load, 1000 characters of text at most. */
export const COMMENTS_PAGE_SIZE = 6;
export const REPLIES_PAGE_SIZE = 5;
export const COMMENT_MAX_LENGTH = 1000;

/**
 * 5: b, i, u, a (href only, http, https or mailto), p, br: the rich-text profile
 * (src/shared-rules/rich-text.ts), which the upload form's editor shares.
 */
export const commentHtmlProfile: RichTextProfile = richTextProfile;

/** What the rule needs of a DOMPurify instance (the server's on jsdom, or the browser's). */
export type CommentPurifier = RichTextPurifier;

export interface CleanComment {
  /** The sanitised HTML, cut at COMMENT_MAX_LENGTH characters of text, trimmed. */
  html: string;
  /** Nothing to read is left (only spaces, empty tags, or what was removed): not sent, not stored. */
  empty: boolean;
}

/** A comment's text as it may be stored and shown (5). */
export function cleanComment(purifier: CommentPurifier, dirty: string): CleanComment {
  const { html, empty } = cleanRichText(purifier, dirty, COMMENT_MAX_LENGTH);
  return { html, empty };
}
