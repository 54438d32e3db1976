// The SCORM CDN test (learning-area.md 4.2, 9): when the runtime config names a test page
// (scormCdnTestUrl), it is loaded once in a hidden frame; passed or failed is kept 7 days in a cookie and
// decides `useCdn` of the play call. Without a test page nothing runs and no CDN is used.

import { isHttpsAddress } from '../../shared-rules/web-address';

export type CdnResult = 'passed' | 'failed';

const COOKIE = 'scormCdnTest';
/** 9: "SCORM CDN cookie 7 days (604800 s)". */
export const CDN_COOKIE_SECONDS = 604_800;
/** A test page that has not loaded by then has failed. */
export const CDN_TEST_TIMEOUT_MS = 10_000;

export function readCdnCookie(doc: Document = document): CdnResult | null {
  const value = doc.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE)?.[1];
  return value === 'passed' || value === 'failed' ? value : null;
}

export function writeCdnCookie(result: CdnResult, doc: Document = document) {
  const secure = doc.location && isHttpsAddress(doc.location) ? '; Secure' : '';
  doc.cookie = `${COOKIE}=${result}; Max-Age=${CDN_COOKIE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Loads the test page in a hidden frame: passed when it loads in time; the frame goes either way. */
export function runCdnTest(
  url: string,
  { doc = document, timeoutMs = CDN_TEST_TIMEOUT_MS }: { doc?: Document; timeoutMs?: number } = {},
): Promise<CdnResult> {
  return new Promise((resolve) => {
    // The test page runs with no rights of the app's (its scripts only, in an opaque origin), unseen.
    // oxlint-disable-next-line react/iframe-missing-sandbox
    const frame = doc.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.title = 'Teste de CDN';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (result: CdnResult) => {
      clearTimeout(timer);
      frame.remove();
      resolve(result);
    };
    frame.addEventListener('load', () => done('passed'), { once: true });
    frame.addEventListener('error', () => done('failed'), { once: true });
    timer = setTimeout(() => done('failed'), timeoutMs);
    frame.src = url;
    doc.body.append(frame);
  });
}

let running: Promise<CdnResult> | null = null;

/**
 * Whether the play call may use the CDN: the cookie's result, or the test's (run once per page, its
 * result stored); false, with nothing run, when no test page is configured.
 */
export async function cdnAllowed(
  testUrl: string | undefined,
  options: { doc?: Document; timeoutMs?: number } = {},
): Promise<boolean> {
  if (!testUrl) return false;
  const doc = options.doc ?? document;
  const known = readCdnCookie(doc);
  if (known) return known === 'passed';
  running ??= runCdnTest(testUrl, options).then((result) => {
    writeCdnCookie(result, doc);
    running = null;
    return result;
  });
  return (await running) === 'passed';
}
