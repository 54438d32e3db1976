// The comments' rules that the server and the drawer share (learning-area.md 4.10, 5, 9): the entity
// types, the page sizes, and what a comment's text may be. The server sanitises every text it stores
// with DOMPurify on jsdom; the drawer runs the same profile in the browser to know, before sending,
// whether anything would be left. Both hand their DOMPurify in, so this module needs no DOM of its own.

export const commentEntityTypes = ['NODE', 'TEAM'] as const;
export type CommentEntityType = (typeof commentEntityTypes)[number];

/** 9: comments 6 at first (and each 'more'), replies 5 per load, 1000 characters of text at most. */
export const COMMENTS_PAGE_SIZE = 6;
export const REPLIES_PAGE_SIZE = 5;
export const COMMENT_MAX_LENGTH = 1000;

/**
 * 5: b, i, u, a (href only, http, https or mailto: a relative or javascript: address is dropped, the
 * link's words kept), p, br. Everything else goes: a disallowed tag keeps its text, except script,
 * style and the like, which DOMPurify empties too. RETURN_DOM: the text is cut on the parsed tree.
 */
export const commentHtmlProfile: CommentHtmlProfile = {
  ALLOWED_TAGS: ['b', 'i', 'u', 'a', 'p', 'br'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM: true,
};

/** DOMPurify's options the profile sets (its Config, without importing DOMPurify here). */
export interface CommentHtmlProfile {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  ALLOW_DATA_ATTR: boolean;
  ALLOW_ARIA_ATTR: boolean;
  RETURN_DOM: true;
}

/** The few DOM members the cut reads, which jsdom's and the browser's nodes both have. */
interface TreeNode {
  nodeType: number;
  nodeValue: string | null;
  childNodes: ArrayLike<TreeNode>;
  remove(): void;
}

interface SanitisedRoot extends TreeNode {
  innerHTML: string;
  textContent: string | null;
}

/** What the rule needs of a DOMPurify instance (the server's on jsdom, or the browser's). */
export interface CommentPurifier {
  sanitize(dirty: string, config: CommentHtmlProfile): unknown;
}

const TEXT_NODE = 3;

/** Keeps the first `budget` characters of text under `node`, in reading order; returns what is left. */
function cutText(node: TreeNode, budget: number): number {
  let left = budget;
  for (const child of Array.from(node.childNodes)) {
    if (left <= 0) {
      child.remove();
    } else if (child.nodeType === TEXT_NODE) {
      const text = child.nodeValue ?? '';
      if (text.length > left) {
        // Not between the two halves of a surrogate pair (an emoji): that half could not be stored.
        const end = /[\uD800-\uDBFF]/.test(text.charAt(left - 1)) ? left - 1 : left;
        child.nodeValue = text.slice(0, end);
        left = 0;
      } else {
        left -= text.length;
      }
    } else {
      left = cutText(child, left);
    }
  }
  return left;
}

export interface CleanComment {
  /** The sanitised HTML, cut at COMMENT_MAX_LENGTH characters of text, trimmed. */
  html: string;
  /** Nothing to read is left (only spaces, empty tags, or what was removed): not sent, not stored. */
  empty: boolean;
}

/** A comment's text as it may be stored and shown (5). */
export function cleanComment(purifier: CommentPurifier, dirty: string): CleanComment {
  const root = purifier.sanitize(dirty, commentHtmlProfile) as SanitisedRoot;
  cutText(root, COMMENT_MAX_LENGTH);
  return { html: root.innerHTML.trim(), empty: (root.textContent ?? '').trim() === '' };
}
