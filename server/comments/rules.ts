// What the comments' rules decide (learning-area.md 4.10, 5): the text a learner may store, and what a
// learner may read of a comment.
import { cleanComment, type CommentPurifier } from '../../src/shared-rules/comments.ts';
import { refuse } from '../http/refusal.ts';
import { commentMessages as text } from './messages.ts';
import type { CommentRow } from './store.ts';

/** The sanitised text to store (5), or a 400 when nothing of it is left to read. */
export function checkedText(purifier: CommentPurifier, dirty: string): string {
  const { html, empty } = cleanComment(purifier, dirty);
  if (empty) return refuse(400, text.empty);
  return html;
}

/**
 * 4.10: the text is withheld (the client shows a hidden-content notice) from a comment hidden by
 * moderation, a deleted comment kept for its replies, and a reply the learner reported.
 */
export function isWithheld(row: CommentRow): boolean {
  return row.deleted || row.hiddenBy !== null || (row.idParentComment !== null && row.reportedByMe);
}
