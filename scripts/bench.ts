// npm run bench: the budget figures of DESIGN.md, measured, not asserted by timed tests.
// 1. Gzipped JavaScript that Chromium actually loads for /login and for the home (budget 120 KB), and
//    the bytes it receives for them over the network (what a learner pays: compressed, with headers).
// 2. Time to validate a 1,000-item content list with the generated validators (ADR 0016: 0.2 ms for
//    items of one shape, 0.5 ms for a mix of shapes).
// 3. A 10,000-item paged list (section type 9) scrolled to its end in Chromium: long tasks over 50 ms.
// 4. The learning catalog page with 10,000 nodes scrolled to its end in Chromium: its longest task.
// 5. The learning home, a course page, an evaluation and the SCORM lessons as a signed-in learner's
//    browser loads them with an empty cache: JS transferred, scripts and requests, each with its budget.
// Options: --validation-only (2), --learning-only (5), --js-only (1, 2 and 5), --paged-only (3), --catalog-only (4), --files, --build, --dist DIR (dist), --port P (4390),
// --paged-port P (4391), --catalog-port P (4392), --trace FILE [--profile].
// Also, from the build manifest (no browser): each content viewer's lazy chunks, and what a learner on
// the learning home downloads once every block renderer is loaded; no block renderer may be in the
// first paint's files (the bench exits with 1 if one is).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from '@playwright/test';
import { validate } from '../src/engine/validate';
import { validateItems } from '../src/engine/items';
import { chromiumArgs, chromiumPath } from '../tests/chromium';
import { cpuTimes, stolenShare } from './cpu-steal';
import { startApi, type ApiProcess } from './api-process';
import { CHUNK_MODULES_FILE } from './chunk-modules';
import { LEARNING_PAGES } from './learning-pages';

const PORT = Number(argument('--port') ?? 4390);
// The built app to measure (--dist DIR; dist by default).
const DIST = argument('--dist') ?? 'dist';
const BUDGET_KB = 120;
// A first visit has no service worker, and an installed one would answer the later pages' scripts from
// its caches (0 bytes "transferred"): every page is measured without it. What the worker downloads in
// the background is reported apart (measurePrecache). The lazy chunk that registers it still loads and
// is counted.
const NO_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

async function waitFor(url: string, tries = 100) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer at ${url}`);
}

let built = false;
function buildOnce() {
  if (built) return;
  built = true;
  // The manifest tells which chunks each lazy viewer brings (measureViewerChunks), chunk-modules.json
  // which modules each file holds (scripts/chunk-modules.ts: written by builds with --manifest).
  if (!existsSync(MANIFEST) || !existsSync(CHUNK_MODULES) || process.argv.includes('--build'))
    spawnSync('node_modules/.bin/vite', ['build', '--manifest', '--outDir', DIST, '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
}

const MANIFEST = path.join(DIST, '.vite/manifest.json');
const CHUNK_MODULES = path.join(DIST, CHUNK_MODULES_FILE);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The build's manifest, with the gzipped size of a chunk, a chunk's static closure and the first paint's chunks. */
function readBuild() {
  buildOnce();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const gzipped = (key: string) =>
    gzipSync(readFileSync(path.join(DIST, manifest[key]!.file)), { level: 9 }).length;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  // The first paint: the app's entry, or (vite.config.ts groups it) the 'app' chunk and the runtime. The
  // SCORM host page (scorm-host.html) is an entry too, but it loads only on the package origin.
  const initial = new Set<string>();
  for (const key of Object.keys(manifest))
    if (key === 'index.html' || /^_(app|rolldown-runtime)-[\w-]+\.js$/.test(key)) closure(key, initial);
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipped(key), 0) / 1024;
  return { manifest, closure, initial, sum };
}

/**
 * Each content viewer's lazy chunks, gzipped: what opening the viewer loads beyond the first paint's
 * files, and what the viewer itself may load later on demand (a stream player, pdf.js).
 */
function measureViewerChunks() {
  const { manifest, closure, initial, sum } = readBuild();
  return Object.keys(manifest)
    .filter((key) => /^renderers\/contents\/[^/]+\/index\.tsx$/.test(key))
    .map((key) => {
      const opened = [...closure(key)].filter((chunk) => !initial.has(chunk));
      // Each on-demand import separately (a stream player loads the HLS or the DASH build, not both).
      let later = 0;
      for (const chunk of opened)
        for (const dynamic of manifest[chunk]!.dynamicImports ?? []) {
          const needed = [...closure(dynamic)].filter(
            (extra) => !initial.has(extra) && !opened.includes(extra),
          );
          later = Math.max(later, sum(needed));
        }
      return { viewer: key.split('/')[2]!, opened: sum(opened), later };
    })
    .sort((a, b) => a.viewer.localeCompare(b.viewer));
}

/** The block renderers registry/blocks.ts registers: their folders under renderers/blocks/. */
function registeredBlockRenderers(): string[] {
  const table = readFileSync('registry/blocks.ts', 'utf8');
  return [
    ...new Set(
      [...table.matchAll(/import\('\.\.\/renderers\/blocks\/([\w-]+)'\)/g)].map((match) => match[1]!),
    ),
  ];
}

/**
 * What a learner on the learning home downloads once every home block's renderer is loaded: the
 * first paint's files, the LearningHomeScreen chunk, each registered block renderer's chunks and the
 * learning validators (gzipped, each file once). Also the renderers/blocks/* modules found in the
 * first paint's files, which must be none: block renderers load only on the learning home.
 */
/**
 * The learning area's own screens beyond the first paint (issue 12): what opening them adds, gzipped. The
 * SCORM host page loads on the package origin only, so all of its files count.
 */
function measureLearningScreens() {
  const { closure, initial, sum } = readBuild();
  const added = (key: string, counted: Set<string>) =>
    sum([...closure(key)].filter((chunk) => !counted.has(chunk)));
  return [
    {
      name: 'evaluation screens (with the answers outbox)',
      kb: added('src/features/evaluations/index.ts', initial),
    },
    { name: 'SCORM lesson cards and player', kb: added('src/features/scorm-lessons/index.ts', initial) },
    { name: 'SCORM host page (package origin only)', kb: added('scorm-host.html', new Set()) },
  ];
}

/**
 * The service worker's precache (scripts/pwa-shell.ts): the files it downloads in the background after
 * the first visit, as the build lists them in sw.js, gzipped and as the server sends them (brotli).
 */
function measurePrecache() {
  const worker = path.join(DIST, 'sw.js');
  if (!existsSync(worker)) return undefined;
  const files = [...readFileSync(worker, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  let raw = 0;
  let gzipped = 0;
  let brotli = 0;
  for (const file of files) {
    const body = readFileSync(path.join(DIST, file));
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
    const compressed = path.join(DIST, `${file}.br`);
    brotli += existsSync(compressed) ? readFileSync(compressed).length : body.length;
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return `${files.length} files, ${kb(raw)} KB (gzipped ${kb(gzipped)} KB, brotli ${kb(brotli)} KB)`;
}

function measureLearningHome() {
  const { manifest, closure, initial, sum } = readBuild();
  const keyOf = (module: string) => {
    const key = [`${module}.tsx`, `${module}.ts`].find((candidate) => manifest[candidate]);
    if (!key) throw new Error(`${module} is not in the build manifest`);
    return key;
  };
  const renderers = registeredBlockRenderers();
  const loaded = new Set(initial);
  for (const module of [
    'src/app/routes/LearningHomeScreen',
    'src/generated/schema-table-learning',
    ...renderers.map((name) => `renderers/blocks/${name}/index`),
  ])
    closure(keyOf(module), loaded);
  const modules = JSON.parse(readFileSync(CHUNK_MODULES, 'utf8')) as Record<string, string[]>;
  const inFirstPaint = [...initial]
    .flatMap((key) => modules[manifest[key]!.file] ?? [])
    .filter((module) => module.startsWith('renderers/blocks/'));
  const blockTypes = (JSON.parse(readFileSync('schemas/block-types.json', 'utf8')) as { types: unknown[] })
    .types;
  return {
    kb: sum(loaded),
    files: loaded.size,
    renderers: renderers.length,
    types: blockTypes.length,
    inFirstPaint,
  };
}

async function signIn(page: Page, origin: string, email = 'ana@aurora.test') {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Login' }).fill(email);
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Senha').fill('Senha1234');
  await page.getByRole('button', { name: 'Fazer login' }).click();
  await page.waitForURL(`${origin}/`);
}

/** A byte count per kind of response, as Chromium's network stack received them (headers included). */
interface Transferred {
  script: number;
  total: number;
  /** Responses received: every one, and the scripts among them. */
  requests: number;
  scripts: number;
}

/**
 * Counts what the page pays over the network: Chromium's encodedDataLength of every finished response
 * (compressed body and headers; 0 for what came from the cache).
 */
async function watchTransfers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const types = new Map<string, string>();
  const sizes: Transferred = { script: 0, total: 0, requests: 0, scripts: 0 };
  // A data: address (an icon drawn in a style sheet) is no request: Chromium reports it as one.
  const inline = new Set<string>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, type);
    if (response.url.startsWith('data:')) inline.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (inline.has(requestId)) return;
    sizes.total += encodedDataLength;
    sizes.requests += 1;
    if (types.get(requestId) !== 'Script') return;
    sizes.script += encodedDataLength;
    sizes.scripts += 1;
  });
  await cdp.send('Network.enable');
  return {
    /** What was transferred since the last call. */
    take(): Transferred {
      const taken = { ...sizes };
      Object.assign(sizes, { script: 0, total: 0, requests: 0, scripts: 0 });
      return taken;
    },
  };
}

/** The reference API on PORT over the demo tenants, serving the built app, and Chromium, for `run`. */
async function onDemoServer<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  buildOnce();
  const server = await startApi(
    'node_modules/.bin/tsx',
    ['server/main.ts', '--port', String(PORT), '--static', DIST, '--data-dir', 'memory'],
    PORT,
  );
  try {
    // Seeding the fixtures takes seconds alone, much longer on a busy machine.
    await waitFor(`http://127.0.0.1:${PORT}/config.json`, 600);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      return await run(browser);
    } finally {
      await browser.close();
    }
  } finally {
    // Gone before the next measure starts its own on the same port.
    await server.stop();
  }
}

/**
 * Each learning page as a signed-in learner's browser loads it with an empty cache (bruno on horizonte):
 * every script and request it receives until the network is quiet, from Chromium's network stack.
 */
const measureLearningPages = () =>
  onDemoServer(async (browser) => {
    const origin = `http://horizonte.localhost:${PORT}`;
    const page = await browser.newPage(NO_SERVICE_WORKER);
    await signIn(page, origin, 'bruno@horizonte.test');
    const cdp = await page.context().newCDPSession(page);
    const network = await watchTransfers(page);
    const measured = [];
    for (const learning of LEARNING_PAGES) {
      let address = `${origin}${learning.path}`;
      if (learning.via) {
        // The address the app makes (an evaluation's questionnaire), then loaded as a reload would.
        await page.goto(`${origin}${learning.via}`);
        const opened = new URL(`${origin}${learning.via}`).pathname;
        await page.waitForURL((url) => url.pathname !== opened, { timeout: 60_000 });
        address = page.url();
      }
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
      network.take();
      await page.goto(address);
      await page
        .locator(learning.ready)
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (error: unknown) => {
          // What the page showed instead (its error state names what failed).
          console.log(page.url(), await page.locator('main').innerText());
          throw error;
        });
      // The blocks below the first load after it, one renderer per task: wait for the last of them.
      await page.waitForLoadState('networkidle');
      measured.push({ ...learning, transferred: network.take() });
    }
    return measured;
  });

async function measureInitialJs() {
  return onDemoServer(async (browser) => {
    const page = await browser.newPage(NO_SERVICE_WORKER);
    const loaded = new Map<string, number>();
    const brotli = new Map<string, number>();
    // A body arrives after its response event: the last script of a page (the login screen's chunk)
    // was sometimes still on its way when the page went network-idle, and left out of the count.
    const reading = new Set<Promise<void>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const read = response
        .body()
        .then((body) => {
          const file = new URL(response.url()).pathname;
          loaded.set(file, gzipSync(body, { level: 9 }).length);
          brotli.set(file, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length);
        })
        .catch(() => undefined)
        .finally(() => reading.delete(read));
      reading.add(read);
    });
    /** Every script body received so far, read. */
    const bodiesRead = () => Promise.all(reading);
    const total = (sizes: Map<string, number> = loaded) =>
      [...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const network = await watchTransfers(page);

    const origin = `http://aurora.localhost:${PORT}`;
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Login' }).waitFor();
    await bodiesRead();
    const login = total();
    const loginBrotli = total(brotli);
    const loginFiles = loaded.size;
    const loginList = [...loaded];
    const loginTransferred = network.take();
    await page.getByRole('textbox', { name: 'Login' }).fill('ana@aurora.test');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByLabel('Senha').fill('Senha1234');
    await page.getByRole('button', { name: 'Fazer login' }).click();
    await page.waitForURL(`${origin}/`);
    // The home drawn once after the login, so its modules are in the cache before the reload below
    // (without this wait, a busy machine measured the home's own chunks as "not cached").
    await page.locator('[data-home-type] a').first().waitFor();
    // The home opened directly by a signed-in learner: a fresh load of "/".
    loaded.clear();
    brotli.clear();
    network.take();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-home-type] a').first().waitFor();
    await bodiesRead();
    const home = total();
    const homeBrotli = total(brotli);
    const homeCached = network.take();
    const session = await page.evaluate(() => localStorage.getItem('wl.menuData'));

    // The same home in a browser that has never loaded the app (empty cache), already signed in.
    const fresh = await browser.newPage(NO_SERVICE_WORKER);
    await fresh.addInitScript(
      ({ host, value }) => {
        if (window === window.top && location.host === host && value)
          localStorage.setItem('wl.menuData', value);
      },
      { host: new URL(origin).host, value: session },
    );
    const freshNetwork = await watchTransfers(fresh);
    await fresh.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await fresh.locator('[data-home-type] a').first().waitFor();
    const homeTransferred = freshNetwork.take();
    const list = (files: [string, number][]) =>
      files.map(([file, size]) => `  ${(size / 1024).toFixed(1)} KB ${file}`).join('\n');
    if (process.argv.includes('--files'))
      console.log(`/login:\n${list(loginList)}\nhome:\n${list([...loaded])}`);
    return {
      login,
      loginBrotli,
      loginFiles,
      home,
      homeBrotli,
      homeFiles: loaded.size,
      loginTransferred,
      homeTransferred,
      homeCached,
    };
  });
}

function median(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * A 1,000-item content list validated item by item, as the engine does (ADR 0002): items of one shape
 * (every item the demo's first), and the aurora demo's mix of 36 items in 9 shapes (which keys each
 * has), which is what a real list looks like. ADR 0016 says why the two differ threefold.
 */
function measureValidation() {
  const fixture = JSON.parse(readFileSync('fixtures/aurora/tenant.json', 'utf8')) as { content: object[] };
  const list = (model: (i: number) => object) =>
    Array.from({ length: 1000 }, (_, i) => ({ ...model(i), idContentItem: i + 1 }));
  const mixed = list((i) => fixture.content[i % fixture.content.length]!);
  const oneShape = list(() => fixture.content[0]!);
  const payload = { success: true, idSection: 2, idSectionType: 2, content: mixed };
  const time = (fn: () => void, runs = 300) => {
    for (let i = 0; i < 50; i++) fn();
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const at = performance.now();
      fn();
      samples.push(performance.now() - at);
    }
    return median(samples);
  };
  const envelope = time(() => {
    if (!validate('api/content-list-response', payload).ok) throw new Error('fixture payload invalid');
  });
  const items = (content: object[]) => () => {
    if (validateItems(validate, 'content-item', content).some((item) => !item.ok))
      throw new Error('fixture item invalid');
  };
  // One shape first: V8's property caches see a single object layout, as in a fresh tab.
  const uniform = time(items(oneShape));
  return { envelope, uniform, mixed: time(items(mixed)) };
}

/** The value after a flag (`--trace out.json`), if given. */
function argument(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const PAGED_PORT = Number(argument('--paged-port') ?? 4391);
const PAGED_ITEMS = 10_000;
const PAGED_SECTION = 149;

/**
 * A throwaway copy of the aurora tenant (tenant.json, assets) with one more part: a paged list
 * (section type 9) of 10,000 items made from the demo part's, each with its own id.
 */
function writePagedFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-paged-'));
  const tenant = path.join(root, 'aurora');
  mkdirSync(path.join(tenant, 'parts'), { recursive: true });
  cpSync('fixtures/aurora/tenant.json', path.join(tenant, 'tenant.json'));
  cpSync('fixtures/aurora/assets', path.join(tenant, 'assets'), { recursive: true });
  const demo = JSON.parse(readFileSync('fixtures/aurora/parts/paged.json', 'utf8')) as { content: object[] };
  const content = Array.from({ length: PAGED_ITEMS }, (_, at) => {
    const model = demo.content[at % demo.content.length] as { text: string };
    return {
      ...model,
      idContentItem: 100_001 + at,
      idSection: PAGED_SECTION,
      text: `${model.text} (${at + 1})`,
    };
  });
  const part = {
    menu: [{ idSection: PAGED_SECTION, idSectionType: 9, name: 'Biblioteca completa' }],
    content,
  };
  writeFileSync(path.join(tenant, 'parts', 'bench.json'), JSON.stringify(part));
  return root;
}

declare global {
  interface Window {
    benchLongTasks?: number[];
  }
}

/** The reference API on `port` over a throwaway fixture folder, serving the built app. */
function startBenchServer(port: number, fixtures: string): Promise<ApiProcess> {
  // The reference API stands in for a server on another machine: on this one it shares two cores
  // with Chromium, so it runs at a lower priority and the scroll measures the browser, not the API.
  return startApi(
    'nice',
    [
      '-n',
      '10',
      'node_modules/.bin/tsx',
      'server/main.ts',
      '--port',
      String(port),
      '--fixtures',
      fixtures,
      '--data-dir',
      'memory',
      '--static',
      DIST,
    ],
    port,
  );
}

/** A desktop window (1280 x 800) that records every long task of the page. */
async function benchPage(browser: Browser) {
  const page = await browser.newPage({ ...NO_SERVICE_WORKER, viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    window.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLongTasks?.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}

interface ScrollMeasure {
  /** Every long task (over 50 ms) while scrolling, in ms. */
  tasks: number[];
  /** The place of the last card drawn (its aria-posinset): the list's length at the end. */
  loaded: number;
  inDom: number;
  steps: number;
  seconds: number;
  stolen: number | null;
}

/**
 * Wheels the page down until the list's end is on screen with nothing left to load (no `loading`
 * element, no `moreText` button) and its `total`th card is in the page, counting the long tasks on
 * the way (--trace FILE: a Chromium trace of the scroll, to see what a long task was made of).
 */
async function scrollToEnd(
  browser: Browser,
  page: Page,
  end: { total: number; loading: string; moreText: string },
): Promise<ScrollMeasure> {
  await page.evaluate(() => {
    window.benchLongTasks = [];
  });
  const traceFile = argument('--trace');
  if (traceFile)
    await browser.startTracing(page, {
      path: traceFile,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'blink.user_timing',
        ...(process.argv.includes('--profile') ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    });

  const cpuBefore = cpuTimes();
  const started = performance.now();
  await page.mouse.move(640, 400);
  let steps = 0;
  for (; steps < 5000 && performance.now() - started < 180_000; steps++) {
    await page.mouse.wheel(0, 1600);
    await page.waitForTimeout(16);
    if (steps % 20 !== 19) continue;
    // The end: scrolled to the bottom with nothing left to load (no button to load more, no loader).
    const done = await page.evaluate(
      ({ loading, moreText }) =>
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2 &&
        !document.querySelector(loading) &&
        ![...document.querySelectorAll('button')].some((button) => button.textContent === moreText),
      end,
    );
    if (done) break;
  }
  const seconds = (performance.now() - started) / 1000;
  // The last rows arrive during the fling as sketches: their cards are drawn once it ends.
  await page
    .locator(`[role=listitem][aria-posinset="${end.total}"]`)
    .waitFor({ state: 'attached', timeout: 5000 })
    .catch(() => undefined);
  const result = await page.evaluate(() => ({
    tasks: window.benchLongTasks ?? [],
    loaded: Number(
      [...document.querySelectorAll('[role=listitem]')].at(-1)?.getAttribute('aria-posinset') ?? 0,
    ),
    inDom: document.querySelectorAll('[role=listitem]').length,
  }));
  if (traceFile) await browser.stopTracing();
  return { ...result, steps, seconds, stolen: stolenShare(cpuBefore, cpuTimes()) };
}

/**
 * The built app served over `fixtures` (removed afterwards) on `port`, and a bench page in Chromium
 * for `run`.
 */
async function onBenchServer<T>(
  port: number,
  fixtures: string,
  run: (browser: Browser, page: Page) => Promise<T>,
): Promise<T> {
  buildOnce();
  const server = await startBenchServer(port, fixtures);
  try {
    // Checking and seeding 10,000 items takes a while.
    await waitFor(`http://127.0.0.1:${port}/config.json`, 600);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const result = await run(browser, await benchPage(browser));
    await browser.close();
    return result;
  } finally {
    await server.stop();
    rmSync(fixtures, { recursive: true, force: true });
  }
}

const measurePagedListScroll = () =>
  // A desktop window: 4 cards a row, and the list prefetches page 2.
  onBenchServer(PAGED_PORT, writePagedFixture(), async (browser, page) => {
    // 834 requests of 12 would measure the network, not the list: the bench asks for 100 a page.
    await page.route('**/api/content/paged/**', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), pageSize: 100 }) }),
    );
    const origin = `http://aurora.localhost:${PAGED_PORT}`;
    await signIn(page, origin);
    await page.goto(`${origin}/biblioteca-completa/${PAGED_SECTION}?idSection=${PAGED_SECTION}`);
    await page.locator('[role=listitem] a').first().waitFor();
    return scrollToEnd(browser, page, {
      total: PAGED_ITEMS,
      loading: '[data-loading]',
      moreText: 'Carregar mais',
    });
  });

const CATALOG_PORT = Number(argument('--catalog-port') ?? 4392);
const CATALOG_NODES = 10_000;
const CATALOG_SCHOOLS = 10;

/**
 * A throwaway copy of the horizonte tenant whose catalog (HZ-CATALOGO) holds 10,000 nodes: 10
 * schools (ORGANIZATION) of 999 courses each, made from the demo catalog's, each with its own code and
 * id. The committed fixture keeps its 310.
 */
function writeCatalogFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-catalog-'));
  const tenant = path.join(root, 'horizonte');
  cpSync('fixtures/horizonte', tenant, { recursive: true });
  type StoredNode = { nodeType: string; nodeCode: string; title: string; [field: string]: unknown };
  const demo = (
    JSON.parse(readFileSync('fixtures/horizonte/parts/learning-catalog.json', 'utf8')) as {
      learningNodes: StoredNode[];
    }
  ).learningNodes;
  const schools = demo.filter((node) => node.nodeType === 'ORGANIZATION').slice(0, CATALOG_SCHOOLS);
  const courses = demo.filter((node) => node.nodeType === 'LEARNING');
  const perSchool = (CATALOG_NODES - schools.length) / schools.length;
  // Each demo course keeps its own code and id the first time it is copied: the fixture's classes,
  // equivalences and blocks name them.
  const kept = new Set<StoredNode>();
  const learningNodes = schools.flatMap((school, at) => [
    school,
    ...Array.from({ length: perSchool }, (_, index) => {
      const model = courses[(at * perSchool + index) % courses.length]!;
      if (!kept.has(model)) {
        kept.add(model);
        return { ...model, parentNodeCode: school.nodeCode };
      }
      const code = `${school.nodeCode}-B${index + 1}`;
      return {
        ...model,
        idNode: 200_000 + at * perSchool + index,
        nodeCode: code,
        originalNodeCode: code,
        parentNodeCode: school.nodeCode,
        title: `${model.title} (${index + 1})`,
      };
    }),
  ]);
  writeFileSync(path.join(tenant, 'parts', 'learning-catalog.json'), JSON.stringify({ learningNodes }));
  return root;
}

/** The catalog page of 10,000 nodes ('Ver todos' of the home's Catalog block) scrolled to its end. */
const measureCatalogScroll = () =>
  // landscape-xsmall cards: 3 a row, 7 then 6 a page.
  onBenchServer(CATALOG_PORT, writeCatalogFixture(), async (browser, page) => {
    // 1,667 requests of 6 would measure the network, not the grid: the bench asks for 100 a page
    // (the API's largest).
    await page.route('**/api/learning/catalogs/*/nodes?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '100');
      return route.continue({ url: url.toString() });
    });
    const origin = `http://horizonte.localhost:${CATALOG_PORT}`;
    await signIn(page, origin, 'bruno@horizonte.test');
    await page.goto(`${origin}/catalog/HZ-CATALOGO?depth=2`);
    await page.locator('[data-catalog-page] [role=listitem] a').first().waitFor({ timeout: 60_000 });
    return scrollToEnd(browser, page, {
      total: CATALOG_NODES,
      loading: '[data-catalog-page] [data-loading]',
      moreText: 'Carregar mais',
    });
  });

/** One line per scroll: items reached, cards in the DOM, the longest task against the 50 ms budget. */
function reportScroll(what: string, measured: ScrollMeasure) {
  const longest = measured.tasks.length ? Math.max(...measured.tasks) : 0;
  const over = measured.tasks.filter((duration) => duration > 50).length;
  console.log(
    `${what}: ${measured.loaded.toLocaleString('en')} items loaded, ${measured.inDom} cards in the DOM, ${measured.steps} wheel steps in ${measured.seconds.toFixed(1)} s; ` +
      `longest task ${longest.toFixed(0)} ms, ${over} over 50 ms (budget: no task over 50 ms: ${over > 0 ? 'OVER BUDGET' : 'ok'})`,
  );
  if (measured.stolen !== null)
    console.log(
      `CPU time the host took from this machine during the scroll (steal): ${(measured.stolen * 100).toFixed(0)}%` +
        (measured.stolen > 0.02 ? ' (a busy host stretches every task: measure again when it is quiet)' : ''),
    );
}

/** One line per learning page: JS and requests against its budget (the bench exits with 1 past one). */
function reportLearningPages(pages: Awaited<ReturnType<typeof measureLearningPages>>) {
  console.log('learning area, signed in, empty cache (bruno on horizonte; until the network is quiet):');
  for (const measured of pages) {
    const { script, scripts, requests } = measured.transferred;
    const holds = script / 1024 <= measured.maxJsKb && requests <= measured.maxRequests;
    if (!holds) process.exitCode = 1;
    console.log(
      `  ${measured.name.padEnd(22)} JS ${(script / 1024).toFixed(1).padStart(6)} KB in ${scripts} scripts, ${requests} requests ` +
        `(budget ${measured.maxJsKb} KB, ${measured.maxRequests} requests: ${holds ? 'ok' : 'OVER BUDGET'})`,
    );
  }
}

// --paged-only, --catalog-only, --learning-only: one measure alone, to compare them in the same hour.
if (process.argv.includes('--learning-only')) {
  reportLearningPages(await measureLearningPages());
  process.exit();
}
if (process.argv.includes('--paged-only')) {
  reportScroll('10,000-item paged list scrolled to the end', await measurePagedListScroll());
  process.exit(0);
}
if (process.argv.includes('--catalog-only')) {
  reportScroll('catalog with 10,000 nodes scrolled', await measureCatalogScroll());
  process.exit(0);
}

const validation = measureValidation();
// Budgets (ADR 0016): 0.2 ms for items of one shape, 0.5 ms for the demo's mix; DESIGN.md's is 2 ms.
const within = (ms: number, budget: number) => `budget ${budget} ms: ${ms <= budget ? 'ok' : 'OVER BUDGET'}`;
console.log(
  `validate 1,000-item content list (median): envelope ${validation.envelope.toFixed(3)} ms; envelope + every item, ` +
    `one shape ${validation.uniform.toFixed(3)} ms (${within(validation.uniform, 0.2)}), ` +
    `the demo's 9 shapes ${validation.mixed.toFixed(3)} ms (${within(validation.mixed, 0.5)})`,
);
if (process.argv.includes('--validation-only')) process.exit(0);
const js = await measureInitialJs();
const verdict = (kb: number) => (kb <= BUDGET_KB ? 'ok' : 'OVER BUDGET');
console.log(
  `initial JS /login: ${js.login.toFixed(1)} KB gzipped (brotli ${js.loginBrotli.toFixed(1)} KB) in ${js.loginFiles} files (budget ${BUDGET_KB} KB: ${verdict(js.login)})`,
);
console.log(
  `initial JS home:   ${js.home.toFixed(1)} KB gzipped (brotli ${js.homeBrotli.toFixed(1)} KB) in ${js.homeFiles} files (budget ${BUDGET_KB} KB: ${verdict(js.home)})`,
);
// What a browser pays: the bytes received for the same pages (compressed bodies and headers).
const transferred = (figures: { script: number; total: number }) =>
  `JS ${(figures.script / 1024).toFixed(1)} KB (budget ${BUDGET_KB} KB: ${verdict(figures.script / 1024)}), everything ${(figures.total / 1024).toFixed(1)} KB`;
console.log(`transferred /login, empty cache:              ${transferred(js.loginTransferred)}`);
console.log(`transferred home signed in, empty cache:      ${transferred(js.homeTransferred)}`);
console.log(`transferred home after the login (cached app): ${transferred(js.homeCached)}`);
reportLearningPages(await measureLearningPages());
console.log('lazy content viewers (gzipped; loaded only when a learner opens one):');
for (const { viewer, opened, later } of measureViewerChunks())
  console.log(
    `  ${viewer.padEnd(18)} ${opened.toFixed(1).padStart(6)} KB${later ? `, then at most ${later.toFixed(1)} KB more on demand` : ''}`,
  );
const learningHome = measureLearningHome();
console.log(
  `learning home, all ${learningHome.types} block types: ${learningHome.kb.toFixed(1)} KB gzipped in ${learningHome.files} files ` +
    `(first paint + LearningHomeScreen + the ${learningHome.renderers} block renderers registry/blocks.ts registers so far + the learning validators)`,
);
// Block renderers load only on the learning home: none may weigh on every page's first paint.
console.log(
  learningHome.inFirstPaint.length
    ? `block renderers in the initial JS: OVER BUDGET (${learningHome.inFirstPaint.join(', ')}; import them only through registry/blocks.ts)`
    : 'block renderers in the initial JS: none (ok)',
);
if (learningHome.inFirstPaint.length) process.exitCode = 1;
console.log('learning screens (gzipped; loaded only when a learner opens one):');
for (const { name, kb } of measureLearningScreens())
  console.log(`  ${name.padEnd(46)} ${kb.toFixed(1).padStart(6)} KB`);
console.log(
  `service worker precache (after the first visit): ${measurePrecache() ?? 'no sw.js in the build'}`,
);
// --js-only: the bundle figures alone (the scroll takes about 45 s).
if (process.argv.includes('--js-only')) process.exit(0);
reportScroll('10,000-item paged list scrolled to the end', await measurePagedListScroll());
reportScroll('catalog with 10,000 nodes scrolled', await measureCatalogScroll());
