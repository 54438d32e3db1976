// Addresses that come from the server (a content's link, page or image) are used only when they are
// http(s) pages: never javascript:, data: or vbscript:, whatever their spelling. Besides absolute
// http(s) addresses, a path of the app's own origin ("/demo/pagina.html") and a bare "www." host
// (content-app.md 5 accepts links written that way) are understood; anything else is no address.
//
// One function, two rules, decided from the spec: content-app.md 5 ("a link must match http(s):// or
// www") is the rule for addresses shown inside the app (articles, embedded pages, images), where the
// app's own paths also make sense. The redirects (2.6 and 6: "opens the admin domain", an external
// address in a new tab) name another site, so there only an absolute http(s) address is one: a path
// or a bare "www." would be guessed, and a wrong guess opens the app itself or a stranger's host.
// Callers ask for that rule with `base` null.

import { isHttpAddress } from '../shared-rules/web-address';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The address as a URL when it is an http(s) page; null otherwise. `base` resolves the app's own
 * paths; with `base` null only absolute http(s) addresses are accepted (the redirects).
 */
export function httpUrl(
  raw: string | undefined | null,
  base: string | null = window.location.href,
): URL | null {
  const text = raw?.trim();
  if (!text) return null;
  let absolute: string;
  if (SCHEME.test(text)) absolute = text;
  else if (base === null) return null;
  else if (text.startsWith('/')) absolute = new URL(text, base).href;
  else if (/^www\./i.test(text)) absolute = `https://${text}`;
  else return null;
  try {
    const url = new URL(absolute);
    return isHttpAddress(url) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The address with `token={token}` added to its query, keeping the query it already has as it is
 * written (content-app.md 2.6, type 4: "embedded web page with the token appended").
 */
export function withToken(url: URL, token: string | null | undefined): URL {
  if (!token) return url;
  const withParam = new URL(url.href);
  const param = `token=${encodeURIComponent(token)}`;
  withParam.search = url.search.length > 1 ? `${url.search}&${param}` : `?${param}`;
  return withParam;
}
