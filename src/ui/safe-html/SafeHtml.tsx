// Rich text from the server, sanitised before it reaches the DOM (see sanitize.ts).
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

interface Props {
  html: string;
  className?: string;
  /** The element holding the HTML: a div by default, a span inside a line of text. */
  as?: 'div' | 'span' | 'section';
}

export function SafeHtml({ html, className, as: Element = 'div' }: Props) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The one place the app sets HTML: the string has just been through DOMPurify.
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
