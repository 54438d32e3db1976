// The rich text the app lets people write (content-app.md 5 "Rich text editor: max length 500 by
// default; a link must match http(s):// or www, else 'Formato de url inválido'"; learning-area.md 5 for
// comments), shared by the editor, the comments drawer and the reference API. One HTML profile: b, i,
// u, a (href only, http, https or mailto: a relative or javascript: address is dropped, the link's
// words kept), p, br; everything else goes, a disallowed tag keeping its text (script, style and the
// like are emptied by DOMPurify). The text is cut on the parsed tree, never inside a tag. Each side
// hands its DOMPurify in (the server's on jsdom, the browser's own), so this module needs no DOM.
import { webAddress } from './web-address.ts';

/** content-app.md 5 and 9: "Editor max 500". */
export const RICH_TEXT_MAX_LENGTH = 500;

export const richTextProfile: RichTextProfile = {
  ALLOWED_TAGS: ['b', 'i', 'u', 'a', 'p', 'br'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM: true,
};

/** DOMPurify's options the profile sets (its Config, without importing DOMPurify here). */
export interface RichTextProfile {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  ALLOW_DATA_ATTR: boolean;
  ALLOW_ARIA_ATTR: boolean;
  RETURN_DOM: true;
}

/** What the rule needs of a DOMPurify instance. */
export interface RichTextPurifier {
  sanitize(dirty: string, config: RichTextProfile): unknown;
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

export interface CleanRichText {
  /** The sanitised HTML, cut at `max` characters of text, trimmed. */
  html: string;
  /** Nothing to read is left (only spaces, empty tags, or what was removed). */
  empty: boolean;
  /** Characters of text before the cut: above `max`, the writer wrote more than the limit. */
  length: number;
}

/** Rich text as it may be stored and shown. */
export function cleanRichText(purifier: RichTextPurifier, dirty: string, max: number): CleanRichText {
  const root = purifier.sanitize(dirty, richTextProfile) as SanitisedRoot;
  const length = (root.textContent ?? '').trim().length;
  cutText(root, max);
  return { html: root.innerHTML.trim(), empty: (root.textContent ?? '').trim() === '', length };
}

/**
 * The address a link of the editor goes to: "http://…", "https://…" or "www.…" (content-app.md 5),
 * a "www." one given https so it leaves the app; null for anything else (no scheme, javascript:,
 * spaces, a bare word), which the editor refuses with 'Formato de url inválido'.
 */
export function editorLinkAddress(raw: string): string | null {
  const text = raw.trim();
  if (!/^(?:https?:\/\/|www\.)[^\s<>"]+$/i.test(text)) return null;
  const absolute = /^www\./i.test(text) ? `https://${text}` : text;
  const url = webAddress(absolute);
  return url && url.hostname.includes('.') ? url.href : null;
}
