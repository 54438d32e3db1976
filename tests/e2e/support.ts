// Shared steps of the end-to-end suite: tenant URLs and signing in the way a learner does.
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const tenantUrl = (tenant: string, path = '/') => `http://${tenant}.localhost:${PORT}${path}`;
export const PASSWORD = 'Senha1234';

/** For Node-side requests: Node does not resolve *.localhost, so the tenant goes in the Host header. */
export const direct = (tenant: string, path: string) => ({
  url: `http://127.0.0.1:${PORT}${path}`,
  headers: { Host: `${tenant}.localhost:${PORT}` },
});

export async function signIn(page: Page, tenant: string, email: string, path = '/login') {
  await page.goto(tenantUrl(tenant, path));
  await page.getByRole('textbox', { name: 'Login' }).fill(email);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Fazer login' }).click();
}

/** What POST /api/login answers: the session the app keeps (wl.menuData). */
export interface ApiSession {
  token: string;
  loginInfo: { idUser: number; askPWA?: number } & Record<string, unknown>;
  menu: unknown;
  design: unknown;
}

/** Signs `email` in through the API, as the login screen does, and answers the session. */
export async function apiLogin(request: APIRequestContext, tenant: string, email: string) {
  const { url, headers } = direct(tenant, '/api/login');
  const response = await request.post(url, {
    headers,
    data: { username: email, password: PASSWORD, idAppType: 1 },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiSession;
}

/** The bearer token of a session of `email`'s own: for API calls beside the page's session. */
export const apiToken = async (request: APIRequestContext, tenant: string, email: string) =>
  (await apiLogin(request, tenant, email)).token;

/** direct() for a call made with a session's token. */
export const directAs = (tenant: string, path: string, token: string) => {
  const { url, headers } = direct(tenant, path);
  return { url, headers: { ...headers, authorization: `Bearer ${token}` } };
};

/**
 * Signs in through the API and hands the session to the page before its scripts run: for tests
 * about what comes after login (the login screen itself is walked in login.spec.ts).
 */
export async function startSignedIn(page: Page, request: APIRequestContext, tenant: string, email: string) {
  const { token, loginInfo, menu, design } = await apiLogin(request, tenant, email);
  await page.addInitScript(
    ({ host, session }) => {
      // Runs in every frame too; a sandboxed one has no storage.
      if (window !== window.top || location.host !== host) return;
      if (!JSON.parse(localStorage.getItem('wl.menuData') ?? 'null'))
        localStorage.setItem('wl.menuData', session);
    },
    { host: `${tenant}.localhost:${PORT}`, session: JSON.stringify({ token, loginInfo, menu, design }) },
  );
}

/** Signs `email` in through the API (startSignedIn) and opens `path` on the tenant: how most tests begin. */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  tenant: string,
  email: string,
  path = '/',
) {
  await startSignedIn(page, request, tenant, email);
  await page.goto(tenantUrl(tenant, path));
}

/** Waits until the app's service worker controls the page (it claims its clients when it activates). */
export const workerControls = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

/** Signs in through the login form, lands on the home and waits for the service worker: how offline tests begin. */
export async function signInUnderWorker(page: Page, tenant: string, email: string) {
  await signIn(page, tenant, email);
  await expect(page).toHaveURL(tenantUrl(tenant, '/'));
  await workerControls(page);
}

/**
 * GET an API address as `email`, in a session of its own (not the page's): what the server holds,
 * read beside a page that may be offline.
 */
export async function apiGetAs(request: APIRequestContext, tenant: string, email: string, path: string) {
  const { url, headers } = directAs(tenant, path, await apiToken(request, tenant, email));
  return (await request.get(url, { headers })).json();
}

/** How many writes wait in the page's outbox (its IndexedDB 'answers-outbox'). */
export const outboxCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const opening = indexedDB.open('answers-outbox');
        opening.onsuccess = () => {
          const count = opening.result.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

/** Fails the test on any Content-Security-Policy violation the page reports. */
export function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  return { expectNone: () => expect(violations).toEqual([]) };
}

declare global {
  interface Window {
    cspViolations?: Array<{ directive: string; blocked: string; sample: string }>;
  }
}

/**
 * Every securitypolicyviolation event the page's documents report, and every console line about one
 * (Chromium reports some only there): call before the page loads; the answer reads them, as text.
 */
export async function recordCspViolations(page: Page) {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|unsafe-eval/i.test(message.text()))
      consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
  return async () => [
    ...(await page.evaluate(() => window.cspViolations ?? [])).map((event) => JSON.stringify(event)),
    ...consoleLines,
  ];
}

/** route.fetch() for an intercepted call: the real server's answer, reached without *.localhost DNS. */
export async function fetchFromServer(route: Route) {
  const request = route.request();
  const url = new URL(request.url());
  return route.fetch({
    url: `http://127.0.0.1:${PORT}${url.pathname}${url.search}`,
    headers: { ...(await request.allHeaders()), host: url.host },
  });
}

/**
 * The page does not scroll sideways. Polled, not read once: right after a resize or a late image the
 * layout (a popover placed for the old width, a row not yet wrapped) may overflow for a frame, which
 * a learner never sees; an overflow that stays fails after the expect timeout.
 */
export const expectNoSideScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    )
    .toBe(true);

/** 'Sair' from the learning header's user menu, confirmed: the session ends on the login screen. */
export async function signOutFromLearningHeader(page: Page, tenant: string, firstName: string) {
  await page
    .getByTestId('top-bar')
    .getByRole('button', { name: `Menu de ${firstName}` })
    .click();
  await page
    .getByRole('dialog', { name: new RegExp(firstName) })
    .getByRole('button', { name: 'Sair' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Tem certeza de que deseja sair?' })
    .getByRole('button', { name: 'Sair' })
    .click();
  await expect(page).toHaveURL(tenantUrl(tenant, '/login'));
}
