// The XSS corpus (tests/fixtures/xss/payloads.json) through the app's sanitiser: whatever comes out,
// parsed the way SafeHtml puts it in the page (innerHTML), holds no script, no event handler and no
// address that runs code. The end-to-end twin (tests/e2e/xss.spec.ts) opens the pages in Chromium.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/ui/safe-html';
import { httpUrl } from '../../src/ui/httpUrl';
import { buildXssPart, PART_FILE, payloads } from '../fixtures/xss/build-part';

/** Elements that run code or load documents, none of which may survive. */
const FORBIDDEN_ELEMENTS = [
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'meta',
  'base',
  'link',
  'style',
  'form',
  'isindex',
];
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background'];
const RUNNING_SCHEME = /^(javascript|vbscript|data):/i;

/** Every element of a fragment, template contents included (they are documents of their own). */
function allElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.localName === 'template')
      found.push(...allElements((element as HTMLTemplateElement).content));
  }
  return found;
}

/** What a browser would find dangerous in `html` once it is parsed into the page. */
function dangers(html: string): string[] {
  // An inert document (no browsing context): parsing the raw payloads here runs none of them.
  const inert = document.implementation.createHTMLDocument('');
  const host = inert.createElement('div');
  inert.body.append(host);
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of allElements(host)) {
    const tag = element.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'style') found.push(`${tag}[style]`);
      // Browsers drop ASCII whitespace and control characters before they read a scheme.
      // oxlint-disable-next-line no-control-regex -- control characters are what it removes
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
      if (URL_ATTRIBUTES.includes(name) && RUNNING_SCHEME.test(value))
        found.push(`${tag}[${name}=${attribute.value}]`);
    }
  }
  return found;
}

describe('the XSS corpus', () => {
  it('holds at least 30 payloads, numbered, each calling alert() or logging its own marker', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(30);
    expect(payloads.map((payload) => payload.n)).toEqual(payloads.map((_, at) => at + 1));
    for (const payload of payloads)
      expect(payload.html, `payload ${payload.n}`).toMatch(
        new RegExp(`alert\\(${payload.n}\\)|XSS-FIRED-${payload.n}|[A-Za-z0-9+/=]{20,}|msgbox`),
      );
  });

  it('is dangerous before sanitising: the check below would notice a payload getting through', () => {
    const caught = payloads.filter((payload) => dangers(payload.html).length > 0);
    // Raw-text and comment tricks are only dangerous once a sanitiser re-serialises them (mXSS).
    expect(caught.length).toBeGreaterThanOrEqual(payloads.length - 8);
  });

  it.each(payloads.map((payload) => [payload.n, payload.kind, payload] as const))(
    'payload %i (%s) comes out of sanitizeHtml inert',
    (_n, _kind, payload) => {
      const clean = sanitizeHtml(`<p>marcador</p>${payload.html}`);
      expect(dangers(clean)).toEqual([]);
      expect(clean).not.toMatch(/<script/i);
      // Sanitising its own output changes nothing: no mutation left for a second parse to find.
      expect(sanitizeHtml(clean)).toBe(clean);
      expect(dangers(sanitizeHtml(clean))).toEqual([]);
    },
  );

  it('refuses every address payload as a link, a frame or an image, however it is spelled', () => {
    const addresses = payloads.filter((payload) => payload.url);
    expect(addresses.length).toBeGreaterThanOrEqual(6);
    for (const payload of addresses)
      expect(httpUrl(payload.url, 'http://laboratorio.localhost/'), `payload ${payload.n}`).toBeNull();
  });

  it('is placed in the test tenant exactly as build-part.ts builds it', () => {
    const committed = JSON.parse(readFileSync(PART_FILE, 'utf8'));
    expect(committed).toEqual(buildXssPart());
  });
});
