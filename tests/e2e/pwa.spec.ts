// The installable, offline-capable app of each tenant (issue 20 item 1; content-app.md 4 PWA prompt, 7
// offline toast, 9 manifest icons): its PNG icons, Chromium's installability check (the one Lighthouse's
// PWA category ran before version 12 dropped it), the service worker's offline shell, caches that never
// show one user's data to the next, and the install prompt at 375 px.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium';
import { axeViolations } from './axe';
import { apiLogin, direct, signIn, signInUnderWorker, tenantUrl, workerControls } from './support';

// The rest of the suite blocks service workers (playwright.config.ts): these tests are about them.
test.use({ serviceWorkers: 'allow' });

const tenants = [
  { tenant: 'aurora', name: 'Aurora Conteúdos' },
  { tenant: 'horizonte', name: 'Horizonte Educação Corporativa' },
];

/** Width and height of a PNG, from its IHDR chunk; fails on anything that is not a PNG. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

for (const { tenant, name } of tenants)
  test(`${tenant}: PNG icons in the manifest, installable, a service worker controls the page`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const manifestUrl = direct(tenant, '/api/app/manifest.webmanifest');
    const manifest = await (await request.get(manifestUrl.url, { headers: manifestUrl.headers })).json();
    expect(manifest).toMatchObject({ name, start_url: '/', scope: '/', display: 'standalone', id: '/' });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '256x256 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    const expected = [
      ...icons.map((icon) => ({ src: `/api/app/${icon.src}`, size: Number(icon.sizes.split('x')[0]) })),
      { src: '/api/app/icons/apple-touch-icon.png', size: 180 },
    ];
    for (const { src, size } of expected) {
      const icon = direct(tenant, src);
      const response = await request.get(icon.url, { headers: icon.headers });
      expect(response.headers()['content-type'], src).toBe('image/png');
      expect(pngSize(await response.body()), src).toEqual([size, size]);
    }

    // A persistent profile: Chromium reports every context Playwright makes up as "in-incognito",
    // which no real install happens in.
    const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      locale: 'pt-BR',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(tenantUrl(tenant, '/login'));
      await expect(page.getByRole('textbox', { name: 'Login' })).toBeVisible();
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        'href',
        '/api/app/icons/apple-touch-icon.png',
      );
      await workerControls(page);
      const cdp = await context.newCDPSession(page);
      // The manifest and its icons are fetched by the browser as it checks: asked until it has them.
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          timeout: 20_000,
        })
        .toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(tenantUrl(tenant, '/api/app/manifest.webmanifest'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

/**
 * Ana signed in under the service worker, her profile and the home visited with the worker in charge:
 * their scripts and the app's details are kept.
 */
async function visitAsAna(page: Page) {
  await signInUnderWorker(page, 'aurora', 'ana@aurora.test');
  await page.goto(tenantUrl('aurora', '/perfil'));
  await expect(page.getByText('ana@aurora.test').first()).toBeVisible();
  await page.goto(tenantUrl('aurora', '/'));
  await expect(page.locator('[data-home-type] a').first()).toBeVisible();
}

test('offline, a reload of a visited screen shows the shell and the offline toast', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await visitAsAna(page);

  await context.setOffline(true);
  for (const screen of ['/', '/perfil']) {
    await page.goto(tenantUrl('aurora', screen));
    await expect(page.getByRole('link', { name: 'Aurora Conteúdos — Início' })).toBeVisible();
    await expect(page.getByText('Parece que você está sem conexão com a internet.')).toBeVisible();
  }
  await context.setOffline(false);
});

test("a second learner on the same browser never sees the first one's data in any cache", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await visitAsAna(page);
  // 'Sair' is in the top bar's user menu.
  await page.getByTestId('top-bar').getByRole('button', { name: 'Menu de Ana' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(tenantUrl('aurora', '/login'));

  await signIn(page, 'aurora', 'bia@aurora.test');
  await expect(page).toHaveURL(tenantUrl('aurora', '/'));
  await page.goto(tenantUrl('aurora', '/perfil'));
  await expect(page.getByText('bia@aurora.test').first()).toBeVisible();
  await expect(page.getByText('ana@aurora.test')).toHaveCount(0);
  await expect(page.getByText('Ana Souza')).toHaveCount(0);

  const kept = await page.evaluate(async () => {
    const found: { cache: string; url: string; text: string }[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const key of await cache.keys()) {
        const response = await cache.match(key);
        found.push({ cache: cacheName, url: key.url, text: response ? await response.text() : '' });
      }
    }
    return found;
  });
  // The worker keeps the shell, the app's details and images: something, and nothing of Ana's.
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.some((entry) => entry.url.includes('/app/details'))).toBe(true);
  const anas = kept.filter((entry) => /ana@aurora\.test|Ana Souza/.test(`${entry.url} ${entry.text}`));
  expect(anas.map((entry) => `${entry.cache} ${entry.url}`)).toEqual([]);
  expect(kept.filter((entry) => entry.cache.startsWith('wl-user-'))).toEqual([]);
});

test.describe('the install prompt on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  /** The browser's offer, as Chromium sends it: an event with prompt() and userChoice. */
  const offerInstall = (page: Page) =>
    page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => {
          (window as unknown as { installPrompted: boolean }).installPrompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });

  test('offers the install once; the answer sets askPWA to 0 on the server', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, 'horizonte', 'sofia@horizonte.test');
    await expect(page).toHaveURL(tenantUrl('horizonte', '/'));
    const dialog = page.getByRole('dialog', { name: 'Instalar o aplicativo' });
    // The offer may come before or after the prompt's module loads: offered until it shows.
    await expect(async () => {
      await offerInstall(page);
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(dialog.getByText(/Instale o Horizonte Educação Corporativa na tela inicial/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Instalar' }).click();
    await expect(dialog).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted),
    ).toBe(true);

    await expect
      .poll(async () => (await apiLogin(request, 'horizonte', 'sofia@horizonte.test')).loginInfo.askPWA)
      .toBe(0);

    // Signed in again: the home has nothing to ask.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'horizonte', 'sofia@horizonte.test');
    await expect(page).toHaveURL(tenantUrl('horizonte', '/'));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wl.menuData')!).loginInfo.askPWA)).toBe(
      0,
    );
    await offerInstall(page);
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
