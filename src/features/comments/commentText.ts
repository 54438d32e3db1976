// The write box's own check (learning-area.md 5): the browser's DOMPurify with the server's profile
// (src/shared-rules/comments.ts) says whether anything would be left to read, so an empty text (only
// spaces, empty tags, or what the server removes) is never sent; and what the server sent is held to
// the same profile before it is shown. A fresh instance: the app's shared one carries the link hook of
// src/ui/safe-html.
import DOMPurify from 'dompurify';
import { cleanComment, type CommentPurifier } from '../../shared-rules/comments';

let purifier: CommentPurifier | undefined;
const commentPurifier = () => (purifier ??= DOMPurify(window) as unknown as CommentPurifier);

export function isEmptyComment(text: string): boolean {
  if (text.trim() === '') return true;
  return cleanComment(commentPurifier(), text).empty;
}

/** What the server sent, held to the comments' own profile again before it is shown. */
export const commentHtml = (html: string): string => cleanComment(commentPurifier(), html).html;
