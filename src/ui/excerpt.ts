// Post excerpts (content-app.md 5: html tags are stripped from text; truncation appends "...").
// The HTML is parsed by DOMParser into an inert document (no scripts run, no images load) and only
// its text is read: never a regex over markup, never injected into the page.

/** The visible text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  // Code and styles are not words a reader sees.
  for (const hidden of document.body.querySelectorAll('script, style, template, noscript')) hidden.remove();
  // Block elements end a sentence: keep a space between them so "<p>a</p><p>b</p>" reads "a b".
  for (const block of document.body.querySelectorAll('p, div, li, h1, h2, h3, h4, h5, h6, br, tr'))
    block.after(' ');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * `text` cut to at most `max` characters plus "...": at the last word boundary when there is one in
 * the second half, so no word is split. Text that fits is returned as it is.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const end = space > max / 2 ? cut.slice(0, space) : cut;
  return `${end.replace(/[\s.,;:!?-]+$/, '')}...`;
}

export const EXCERPT_LENGTH = 180;

export const excerpt = (html: string, max = EXCERPT_LENGTH) => truncate(htmlToText(html), max);

/**
 * A card's description (content-app.md 5): the text of what the tenant wrote, whether plain or HTML
 * ("<p>Um recado rápido de <strong>10 segundos</strong>..." reads as its words, never its tags), cut
 * with "...". Plain text skips the parser: a long list draws many cards.
 */
export const cardDescription = (description: string, max = EXCERPT_LENGTH) =>
  truncate(/[<&]/.test(description) ? htmlToText(description) : description.trim(), max);
