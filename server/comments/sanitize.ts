// The server's DOMPurify, on a jsdom window made on the first comment written (jsdom takes a moment to
// load: a start, and a server that never stores a comment, do not pay for it). The profile and the cut
// are the shared rule's (src/shared-rules/comments.ts).
import createDOMPurify from 'dompurify';
import type { CommentPurifier } from '../../src/shared-rules/comments.ts';

let purifier: Promise<CommentPurifier> | undefined;

export function commentPurifier(): Promise<CommentPurifier> {
  purifier ??= import('jsdom').then(({ JSDOM }) => {
    const instance = createDOMPurify(new JSDOM('').window as never);
    if (!instance.isSupported) throw new Error('DOMPurify does not run on this jsdom window');
    return instance as unknown as CommentPurifier;
  });
  // A failed load is not kept: the next comment tries again.
  purifier.catch(() => (purifier = undefined));
  return purifier;
}
