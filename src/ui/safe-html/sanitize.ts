// HTML that comes from the server (content, descriptions, terms, chat) goes through DOMPurify, a
// maintained sanitiser, never through a regex: no script, no event handler, no javascript: URL.
// Styles go too: the app's CSP (style-src 'self') would refuse inline styles anyway, and each refusal
// is a CSP violation report. Links leave in a new tab without handing the app's window over.
import DOMPurify from 'dompurify';

let hooked = false;

function purifier() {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify;
}

const options = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'link', 'meta', 'base', 'form', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
};

/** The server's HTML with everything that could run or restyle the app removed. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, options);
}

/** The text of some HTML, tags dropped (content-app.md 5 "html tags are stripped from text"). */
export function htmlToText(html: string): string {
  const text = purifier().sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  const decoder = document.createElement('textarea');
  decoder.innerHTML = text;
  return decoder.value;
}
