// The XSS corpus in Chromium: every page and list of the test tenant that carries the payloads
// (tests/fixtures/laboratorio/parts/xss.json, built from tests/fixtures/xss/payloads.json) is opened
// with listeners on dialogs (alert) and console messages (XSS-FIRED-<n>). Next to each payload a
// harmless marker must be visible, so a page that drew nothing would not pass, and the live DOM is
// searched for anything that could run: an event handler attribute, a javascript:/data: address, a
// script element. (The CSP would also refuse an inline handler, but its console reports cannot tell
// the live page from the sanitiser's own inert parse, where Chromium reports every on* it reads.)
import { expect, test, type Page } from '@playwright/test';
import { slugify } from '../../src/paths/paths';
import {
  addressPayloads,
  FIRST_ITEM,
  FIRST_LINK,
  FIRST_PAGE,
  HTML_TYPES,
  marker,
  payloads,
  SECTIONS,
  sectionMarker,
  buildXssPart,
} from '../fixtures/xss/build-part';
import { startSignedIn, tenantUrl } from './support';

const part = buildXssPart();
const sectionName = (idSection: number) => part.menu.find((entry) => entry.idSection === idSection)!.name;
const sectionUrl = (idSection: number) =>
  tenantUrl('laboratorio', `/${slugify(sectionName(idSection))}/${idSection}?idSection=${idSection}`);
const contentUrl = (idContentItem: number, idSection: number) =>
  tenantUrl('laboratorio', `/content/${idContentItem}?idSection=${idSection}`);

/** Everything that would mean a payload ran or reached the DOM alive. */
function watchXss(page: Page) {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/XSS-FIRED/.test(text)) fired.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => {
    if (/XSS|alert/.test(error.message)) fired.push(`error: ${error.message}`);
  });
  return fired;
}

/** Elements of the page's body (open shadow roots included) that could run code. */
function liveDangers(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const runs = /^(javascript|vbscript|data):/i;
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
    const visit = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        const tag = element.localName;
        if (tag === 'script' && element.closest('body')) found.push('<script> in the body');
        for (const { name, value } of element.attributes) {
          if (name.toLowerCase().startsWith('on')) found.push(`${tag}[${name}]`);
          // oxlint-disable-next-line no-control-regex -- control characters are what it removes
          if (urlAttributes.includes(name.toLowerCase()) && runs.test(value.replace(/[\u0000-\u0020]/g, '')))
            found.push(`${tag}[${name}=${value.slice(0, 60)}]`);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    // The body: the head is the app's own (index.html), never server data.
    visit(document.body);
    return found;
  });
}

async function expectInert(page: Page, fired: string[]) {
  expect(await liveDangers(page)).toEqual([]);
  expect(fired).toEqual([]);
}

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, request, 'laboratorio', 'lia@laboratorio.test');
});

test('the listeners and the DOM search catch what they look for (the test itself can fail)', async ({
  page,
}) => {
  const fired = watchXss(page);
  await page.goto(tenantUrl('laboratorio', '/'));
  await page.evaluate(() => {
    console.log('XSS-FIRED-0');
    alert('0');
  });
  await expect.poll(() => fired.length).toBe(2);
  expect(fired).toEqual(['console: XSS-FIRED-0', 'dialog: 0']);
  // The DOM search finds a handler and a javascript: address put in the page.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.setAttribute('href', ' javascript:void 0');
    link.setAttribute('onclick', 'void 0');
    document.body.append(link);
  });
  expect(await liveDangers(page)).toEqual(['a[href= javascript:void 0]', 'a[onclick]']);
});

test('the lists carrying the payloads run none of them', async ({ page }) => {
  test.setTimeout(90_000);
  const fired = watchXss(page);

  // Card grid and post list: titles and descriptions (cards), excerpts of the HTML (posts).
  for (const idSection of [SECTIONS.cardGrid, SECTIONS.postList]) {
    await page.goto(sectionUrl(idSection));
    await expect(page.getByRole('heading', { level: 1, name: sectionMarker(idSection) })).toBeAttached();
    for (const payload of payloads.filter(
      (entry) => (entry.n % 2 ? SECTIONS.cardGrid : SECTIONS.postList) === idSection,
    ))
      await expect(
        page.getByText(marker(payload.n), { exact: false }).first(),
        `item ${payload.n}`,
      ).toBeVisible();
    await expectInert(page, fired);
  }

  // Card row of embedded pages and link pages whose addresses are payloads.
  await page.goto(sectionUrl(SECTIONS.cardRow));
  await expect(page.getByRole('heading', { level: 1, name: sectionMarker(SECTIONS.cardRow) })).toBeAttached();
  await expect(page.getByText(/^XSS página \d+/).first()).toBeVisible();
  await expectInert(page, fired);

  // Menu map: every option's text.
  await page.goto(sectionUrl(SECTIONS.menuMap));
  for (const payload of payloads)
    await expect(page.getByText(`Opção ${payload.n} `, { exact: false }).first()).toBeVisible();
  await expectInert(page, fired);
  await page.waitForTimeout(500);
  expect(fired).toEqual([]);
});

for (const type of HTML_TYPES) {
  test(`every content page of type ${type} runs none of its payloads (text, HTML, link, chat)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const fired = watchXss(page);
    const ofType = payloads.filter((payload) => HTML_TYPES[(payload.n - 1) % HTML_TYPES.length] === type);
    for (const payload of ofType) {
      const idSection = payload.n % 2 ? SECTIONS.cardGrid : SECTIONS.postList;
      await page.goto(contentUrl(FIRST_ITEM + payload.n, idSection));
      const article = page.getByRole('article');
      // The title as text, the body's marker, and the room's messages (all payloads, as text).
      await expect(article.getByRole('heading', { level: 1 })).toContainText(`XSS ${payload.n} `);
      await expect(article.getByText(marker(payload.n), { exact: true }), `item ${payload.n}`).toBeVisible();
      await expect(article.getByText(new RegExp(`^marcador-chat-${payload.n} `))).toBeVisible();
      await expectInert(page, fired);
    }
    await page.waitForTimeout(500);
    expect(fired).toEqual([]);
  });
}

test('embedded pages whose address is a payload frame nothing and go back to their section', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fired = watchXss(page);
  for (const [at, payload] of addressPayloads().entries()) {
    await page.goto(contentUrl(FIRST_PAGE + at + 1, SECTIONS.cardRow));
    await expect(page, `page of payload ${payload.n}`).toHaveURL(sectionUrl(SECTIONS.cardRow));
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectInert(page, fired);
  }
  await page.waitForTimeout(500);
  expect(fired).toEqual([]);
});

test('link pages whose address is a payload offer no link to it', async ({ page }) => {
  test.setTimeout(90_000);
  const fired = watchXss(page);
  for (const [at, payload] of addressPayloads().entries()) {
    await page.goto(contentUrl(FIRST_LINK + at + 1, SECTIONS.cardRow));
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toContainText(
      `XSS link ${payload.n} `,
    );
    await expect(page.getByText(marker(payload.n), { exact: false }).first()).toBeVisible();
    await expectInert(page, fired);
  }
  await page.waitForTimeout(500);
  expect(fired).toEqual([]);
});
