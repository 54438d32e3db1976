// Every demo page of both tenants at 375 px (issue 20, content-app.md 2 and 9): none may scroll
// sideways, and no text may stay hidden behind the fixed bars. The pages come from the tenants' own
// data: each section of the signed-in menu, each section's first content item (and one item of every
// content type not met that way), and the fixed screens. The home's four layouts are walked too.
// Pages are opened a few at a time in one browser context per tenant, so the walk stays short.
import { appendFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { DesignEntry, MenuSection } from '../../src/generated/types';
import { contentPath, routes, sectionPath } from '../../src/paths/paths';
import { loadTenant } from './fixture';
import { apiLogin, type ApiSession, fetchFromServer, PORT, tenantUrl } from './support';

const PHONE = { width: 375, height: 812 };
const PAGES_AT_ONCE = 6;

const TENANTS = [
  { tenant: 'aurora', email: 'ana@aurora.test' },
  { tenant: 'horizonte', email: 'bruno@horizonte.test' },
] as const;

type Session = ApiSession & { menu: MenuSection[]; design: DesignEntry[] };

interface FixtureContent {
  idContentItem: number;
  idContentType: number;
  idSection?: number;
}

async function signInData(browser: Browser, tenant: string, email: string): Promise<Session> {
  const context = await browser.newContext();
  const session = (await apiLogin(context.request, tenant, email)) as Session;
  await context.close();
  return session;
}

/** A phone-sized context whose pages start signed in with this session (as support.startSignedIn). */
async function phoneContext(browser: Browser, tenant: string, session: Session | null) {
  const context = await browser.newContext({ viewport: PHONE });
  if (session)
    await context.addInitScript(
      ({ host, data }) => {
        if (window !== window.top || location.host !== host) return;
        if (!JSON.parse(localStorage.getItem('wl.menuData') ?? 'null'))
          localStorage.setItem('wl.menuData', data);
      },
      { host: `${tenant}.localhost:${PORT}`, data: JSON.stringify(session) },
    );
  return context;
}

/** The addresses to walk, from the signed-in menu and the tenant fixture. */
function demoPages(tenant: string, menu: readonly MenuSection[]): string[] {
  const data = loadTenant(tenant);
  const content = (data.content ?? []) as FixtureContent[];
  const sections = new Set(menu.map((section) => section.idSection));
  const listed = content.filter((item) => item.idSection !== undefined && sections.has(item.idSection));
  const picked = new Map<number, FixtureContent>();
  for (const section of menu) {
    const first = listed.find((item) => item.idSection === section.idSection);
    if (first) picked.set(first.idContentItem, first);
  }
  const types = new Set([...picked.values()].map((item) => item.idContentType));
  for (const item of listed)
    if (!types.has(item.idContentType)) {
      types.add(item.idContentType);
      picked.set(item.idContentItem, item);
    }

  const store = menu.find((section) => section.idSectionType === 59);
  const offers = (data.offers ?? []) as { idOffer: number }[];
  const rooms = menu.filter((section) => section.idSectionType === 52 && !section.contentLocation);
  const notifications = (data.notifications ?? []) as { idNotification?: number; id?: number }[];
  return [
    routes.home.to(),
    routes.profile.to(),
    routes.store.to(),
    ...(store && offers[0]
      ? [
          routes.storeProduct.to({}, { idOffer: offers[0].idOffer, idSection: store.idSection }),
          routes.storeCart.to({}, { idSection: store.idSection }),
        ]
      : [routes.storeCart.to()]),
    routes.messages.to(),
    ...notifications.slice(0, 1).flatMap((item) => {
      const id = item.idNotification ?? item.id;
      return id ? [routes.message.to({ id })] : [];
    }),
    ...rooms.slice(0, 1).map((room) => routes.chatRoom.to({ room: room.idSection })),
    routes.uploadForm.to(),
    ...menu.map((section) => sectionPath(section.name, section.idSection)),
    ...[...picked.values()].map((item) => contentPath(item.idContentItem, item.idSection)),
  ];
}

/** Waits for a page to have drawn its data: no loading text left, the network quiet, fonts in. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('[data-loading]') && !/Carregando/.test(document.body.innerText),
    null,
    { timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Runs in the page: what sticks out sideways, and which text the fixed bars hide at the two ends of
 * the page (at the top nothing can scroll out from under the top bar, at the bottom nothing can
 * scroll out from under the bottom menu). Returns one line per offender.
 */
function inspect(): string[] {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const problems: string[] = [];
  const all = [...document.body.querySelectorAll<HTMLElement>('*')];

  const describe = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('data-testid') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const role = element.getAttribute('role');
    const owner = element.closest('[data-section-type],[data-block],[data-home-type],[data-content-type]');
    const where = owner
      ? ` in ${[...owner.attributes].find((attribute) => attribute.name.startsWith('data-'))?.name}=${
          [...owner.attributes].find((attribute) => attribute.name.startsWith('data-'))?.value
        }`
      : '';
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name}"${where} (x ${Math.round(
      rect.left,
    )}-${Math.round(rect.right)}, y ${Math.round(rect.top)}-${Math.round(rect.bottom)})`;
  };
  /**
   * The nearest box that clips an element on one axis: an ancestor whose overflow is not visible,
   * skipping those an absolutely placed element escapes (it belongs to its positioned ancestor).
   */
  const clippedBy = (node: Node, axis: 'overflowX' | 'overflowY') => {
    let escaping = node instanceof Element && getComputedStyle(node).position === 'absolute';
    if (node instanceof Element && getComputedStyle(node).position === 'fixed') return null;
    for (let parent = node.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (escaping && style.position === 'static') continue;
      if (style[axis] !== 'visible') return parent;
      if (style.position === 'fixed') return null;
      escaping = style.position === 'absolute';
    }
    return null;
  };

  const scroller = document.scrollingElement!;
  if (scroller.scrollWidth > width + 1) {
    // The outermost elements past the right edge that no scrolling box of their own holds.
    const wide = all.filter((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1 || clippedBy(element, 'overflowX')) return false;
      const parent = element.parentElement!;
      return parent === document.body || parent.getBoundingClientRect().right <= width + 1;
    });
    problems.push(
      `scrolls sideways (scrollWidth ${scroller.scrollWidth} > ${width}): ${wide.slice(0, 6).map(describe).join('; ')}`,
    );
  }

  // A text box's placeholder is read in full: a one-row box that cuts it in half hides the hint.
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'textarea[placeholder], input[placeholder]',
  )) {
    if (field.value || !field.checkVisibility()) continue;
    const style = getComputedStyle(field);
    measure.font = getComputedStyle(field, '::placeholder').font;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const cut =
      field instanceof HTMLTextAreaElement
        ? field.scrollHeight > field.clientHeight + 1
        : measure.measureText(field.placeholder).width > room + 1;
    if (cut) problems.push(`placeholder cut: ${describe(field)} "${field.placeholder}"`);
  }

  // The bottom menu: every entry has a picture and its whole name on at most two lines (issue 20: a
  // '•' for an icon, 'Webinars e encontros' on three lines, names running into each other).
  for (const entry of document.querySelectorAll<HTMLElement>('[data-testid="bottom-menu"] a')) {
    const label = entry.lastElementChild as HTMLElement | null;
    const picture = entry.querySelector('img, [data-kind]');
    const lines = label
      ? label.getClientRects().length && label.scrollHeight / parseFloat(getComputedStyle(label).lineHeight)
      : 0;
    if (
      !picture ||
      !label ||
      label.scrollWidth > entry.clientWidth ||
      lines > 2.1 ||
      label.scrollHeight > label.clientHeight + 1
    )
      problems.push(
        `bottom menu entry without its picture or its whole name on two lines: ${describe(entry)}`,
      );
  }

  // The fixed bars: fixed or sticky, as wide as half the screen, at the top or the bottom edge.
  const bars = all.filter((element) => {
    const position = getComputedStyle(element).position;
    if (position !== 'fixed' && position !== 'sticky') return false;
    const rect = element.getBoundingClientRect();
    return rect.width >= width / 2 && rect.height > 0 && rect.height < height / 3;
  });
  const insideBar = (element: Element) => bars.some((bar) => bar.contains(element));
  // Words a person should read: visible text outside the bars, dialogs and anything hidden, measured
  // by the words' own box (an element's padding may well run under a bar).
  const words: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent!.trim() || insideBar(parent)) continue;
    if (parent.closest('dialog,[role="dialog"],[aria-hidden="true"],script,style,noscript')) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    words.push(node as Text);
  }
  /** The part of some words their scrolling ancestors let show, in viewport coordinates. */
  const shown = (text: Text) => {
    const range = document.createRange();
    range.selectNodeContents(text);
    const rect = range.getBoundingClientRect();
    let { top, bottom } = rect;
    for (let box = clippedBy(text, 'overflowY'); box; box = clippedBy(box, 'overflowY')) {
      const clip = box.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    return { top, bottom, left: rect.left, right: rect.right, width: rect.width };
  };
  const hiddenUnder = (edge: 'top' | 'bottom') => {
    const edgeBars = bars.filter((bar) => {
      const rect = bar.getBoundingClientRect();
      return edge === 'top' ? rect.top <= 1 : rect.bottom >= height - 1;
    });
    for (const bar of edgeBars) {
      const box = bar.getBoundingClientRect();
      for (const text of words) {
        const part = shown(text);
        if (part.width <= 1 || part.bottom - part.top <= 1) continue;
        if (part.right <= box.left || part.left >= box.right) continue;
        const covered = Math.min(part.bottom, box.bottom) - Math.max(part.top, box.top);
        if (covered > 2)
          problems.push(
            `text hidden under the ${edge} bar ${describe(bar)}: ${describe(text.parentElement!)}`,
          );
      }
    }
  };
  window.scrollTo(0, 0);
  hiddenUnder('top');
  window.scrollTo(0, scroller.scrollHeight);
  hiddenUnder('bottom');
  window.scrollTo(0, 0);
  return problems;
}

/** Opens the pages a few at a time and lists each problem once, with the pages it was met on. */
async function walk(context: BrowserContext, tenant: string, paths: readonly string[]) {
  const queue = [...paths];
  const found = new Map<string, string[]>();
  const worker = async () => {
    const page = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const start = Date.now();
      await page.goto(tenantUrl(tenant, path));
      await settle(page);
      const settled = Date.now();
      for (const problem of await page.evaluate(inspect))
        found.set(problem, [...(found.get(problem) ?? []), tenantUrl(tenant, path)]);
      if (process.env.NARROW_TIMES)
        appendFileSync(
          process.env.NARROW_TIMES,
          `${tenant}${path} ${settled - start} ${Date.now() - settled}\n`,
        );
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
  return [...found].map(([problem, [first, ...more]]) =>
    more.length ? `${first} (and ${more.length} more pages) ${problem}` : `${first} ${problem}`,
  );
}

test.describe.configure({ mode: 'parallel' });

for (const { tenant, email } of TENANTS)
  test(`every demo page of ${tenant} fits 375 px: no sideways scroll, no text under the bars`, async ({
    browser,
  }) => {
    // A ceiling, not a wait: each walk took 1.6–1.8 min on a two-core machine running the suite; 2 min
    // cut one short there.
    test.setTimeout(300_000);
    const session = await signInData(browser, tenant, email);
    const pages = demoPages(tenant, session.menu);
    const context = await phoneContext(browser, tenant, session);
    const problems = await walk(context, tenant, pages);
    await context.close();
    const signedOut = await phoneContext(browser, tenant, null);
    const app = loadTenant(tenant).app as { landingPage?: boolean };
    problems.push(
      ...(await walk(signedOut, tenant, [
        routes.login.to(),
        ...(app.landingPage ? [routes.landing.to()] : []),
      ])),
    );
    await signedOut.close();
    test.info().annotations.push({ type: 'pages', description: `${tenant}: ${pages.length + 1}` });
    expect(problems, `${pages.length + 1} pages walked`).toEqual([]);
  });

const LAYOUTS = ['row', 'mosaic', 'fullscreen', 'carousel'] as const;

test("the home's four layouts fit 375 px and show the first tile's title between the bars", async ({
  browser,
}) => {
  const session = await signInData(browser, 'aurora', 'ana@aurora.test');
  const home = session.menu[0]!.idSection;
  const problems: string[] = [];
  for (const homeType of LAYOUTS) {
    // The design the server sent, with the home drawn by this layout instead (as a designer sets it).
    const design = session.design.map((entry) =>
      entry.idSection === home ? { ...entry, format: { ...entry.format, home: { homeType } } } : entry,
    );
    const context = await phoneContext(browser, 'aurora', { ...session, design });
    const page = await context.newPage();
    await page.goto(tenantUrl('aurora', '/'));
    await expect(page.locator(`[data-home-type="${homeType}"]`)).toBeVisible();
    await settle(page);
    for (const problem of await page.evaluate(inspect)) problems.push(`${homeType}: ${problem}`);
    // When the home opens, the first tile's title sits between the top bar and the bottom menu.
    const title = page.locator(`[data-home-type="${homeType}"] li a`).first().locator('span').last();
    const box = (await title.boundingBox())!;
    const menuTop = (await page.getByTestId('bottom-menu').boundingBox())!.y;
    if (box.y + box.height > menuTop + 1)
      problems.push(
        `${homeType}: the first tile's title ends at ${Math.round(box.y + box.height)}, under the menu at ${Math.round(menuTop)}`,
      );
    await context.close();
  }
  expect(problems).toEqual([]);
});

test('a landing page fits 375 px and shows the logo on a light chip, readable on any header', async ({
  browser,
}) => {
  // Neither demo tenant uses one: Aurora's app details, with a landing page as a company would set it.
  const context = await phoneContext(browser, 'aurora', null);
  await context.route('**/api/app/details/**', async (route) => {
    const response = await fetchFromServer(route);
    const body = (await response.json()) as { app: Record<string, unknown>[] };
    Object.assign(body.app[0]!, {
      landingPage: true,
      landingPageLocation: '/demo/chat-atendimento.html',
      landingPageContact: 'contato@aurora.test',
    });
    await route.fulfill({ response, json: body });
  });
  const page = await context.newPage();
  await page.goto(tenantUrl('aurora', routes.landing.to()));
  const logo = page.getByRole('img', { name: 'Aurora Conteúdos' });
  await expect(logo).toBeVisible();
  await settle(page);
  expect(await page.evaluate(inspect)).toEqual([]);
  // The logo's own light background, not the header's teal behind it.
  const [chip, bar] = await logo.evaluate((image) => [
    getComputedStyle(image).backgroundColor,
    getComputedStyle(image.parentElement!).backgroundColor,
  ]);
  expect(chip).not.toBe('rgba(0, 0, 0, 0)');
  expect(chip).not.toBe(bar);
  await context.close();
});
