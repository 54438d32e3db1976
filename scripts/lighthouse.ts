// npm run lighthouse: Lighthouse's mobile run (its defaults: a Moto G Power screen, simulated slow 4G,
// 4x CPU slowdown) on each page of PAGES (both /login pages, aurora's content home, and the learning
// area as bruno meets it: its home, a course page, an evaluation, the SCORM lesson list), several runs
// each, against the built app served by the reference API (in-memory database, its own port). Prints
// the median of each figure beside the page's budget (issue 21) and the conditions it was measured in;
// exits 1 when a median misses its budget.
//   --only NAME  the pages whose name contains NAME (e.g. --only learning)
//   --runs N     runs per page (3)
//   --dist DIR   the built app to serve (dist; built first when missing, or always with --build)
//   --port P     the reference API's port (4392)
//   --json DIR   also writes every report as JSON into DIR (lighthouse-reports)
//   --details    also prints, per run, the LCP element and what blocked the first render
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { launch, type Browser } from 'puppeteer-core';
import { startApi } from './api-process';
import { cpuTimes, stolenShare } from './cpu-steal';
import { LEARNING_PAGES } from './learning-pages';

function argument(flag: string, fallback: string): string {
  const at = process.argv.indexOf(flag);
  const value = at >= 0 ? process.argv[at + 1] : undefined;
  return value && !value.startsWith('--') ? value : fallback;
}

const RUNS = Number(argument('--runs', '3'));
const DIST = argument('--dist', 'dist');
const PORT = Number(argument('--port', '4392'));
const JSON_DIR = process.argv.includes('--json') ? argument('--json', 'lighthouse-reports') : null;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The key and shape the app keeps its session under (src/session/store.ts).
const SESSION_KEY = 'wl.menuData';
const ONLY = argument('--only', '');

interface Learner {
  username: string;
  password: string;
}
const ana: Learner = { username: 'ana@aurora.test', password: 'Senha1234' };
const bruno: Learner = { username: 'bruno@horizonte.test', password: 'Senha1234' };

interface PageToMeasure {
  name: string;
  tenant: 'aurora' | 'horizonte';
  path: string;
  /** Opened first in the same tab; the page measured is where the app leads from it (LearningPage.via). */
  via?: string;
  /** A selector the page must show once measured: a run on its error or loading state fails. */
  ready?: string;
  /** Signed in as this learner (the session the login stores), or signed out. */
  learner?: Learner;
  /** The lowest median performance score it may have; CLS may be at most maxCls everywhere. */
  minScore: number;
}

const maxCls = 0.02;
const PAGES = (
  [
    { name: 'aurora /login', tenant: 'aurora', path: '/login', minScore: 98 },
    { name: 'horizonte /login', tenant: 'horizonte', path: '/login', minScore: 98 },
    { name: 'aurora home', tenant: 'aurora', path: '/', learner: ana, minScore: 90 },
    ...LEARNING_PAGES.map((learning) => ({
      name: learning.name,
      tenant: 'horizonte' as const,
      path: learning.path,
      via: learning.via,
      ready: learning.ready,
      learner: bruno,
      minScore: learning.minScore,
    })),
  ] satisfies PageToMeasure[] as PageToMeasure[]
).filter((page) => page.name.includes(ONLY));

const originOf = (tenant: string) => `http://${tenant}.localhost:${PORT}`;

/**
 * A request to the reference API. Node does not resolve *.localhost and fetch() drops a Host header,
 * so it asks 127.0.0.1 through node:http with the tenant's Host header.
 */
function callApi(
  pathname: string,
  body?: object,
  tenant = 'aurora',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: pathname,
        method: payload ? 'POST' : 'GET',
        headers: {
          host: `${tenant}.localhost:${PORT}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function waitForServer(tries = 600) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await callApi('/config.json')).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the reference API did not answer on port ${PORT}`);
}

/** The session the app stores after a login, made through the API (what the login screen stores). */
async function learnerSession(tenant: string, learner: Learner): Promise<string> {
  const response = await callApi('/api/login', { ...learner, idAppType: 1 }, tenant);
  if (response.status !== 200) throw new Error(`login of ${learner.username} failed: ${response.status}`);
  const { token, loginInfo, menu, design } = JSON.parse(response.text) as Record<string, unknown>;
  return JSON.stringify({ token, loginInfo, menu, design });
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  totalBytes: number;
  scriptBytes: number;
  requests: number;
}

function figures(lhr: Result): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const row = (type: string) => summary?.find((item) => item.resourceType === type);
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    totalBytes: audit('total-byte-weight'),
    scriptBytes: Number(row('script')?.transferSize ?? Number.NaN),
    requests: Number(row('total')?.requestCount ?? Number.NaN),
  };
}

/** What made the run slow, for --details: the LCP element and the resources that blocked the render. */
function details(lhr: Result): string {
  const lcpElement = JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details ?? {}).match(
    /"snippet":"((?:[^"\\]|\\.)*)"/,
  )?.[1];
  const blocking = (
    (lhr.audits['render-blocking-insight'] ?? lhr.audits['render-blocking-resources'])?.details as {
      items?: Array<{ url?: string; wastedMs?: number }>;
    }
  )?.items
    ?.map((item) => `${item.url} (${Math.round(item.wastedMs ?? 0)} ms)`)
    .join(', ');
  return `    LCP element: ${lcpElement ?? '?'}\n    render-blocking: ${blocking || 'none'}`;
}

async function runOnce(browser: Browser, page: PageToMeasure): Promise<Result> {
  const tab = await browser.newPage();
  const origin = originOf(page.tenant);
  try {
    // Lighthouse empties the HTTP cache and the origin's caches before it loads the page, but not
    // localStorage: the session set here is what a returning learner's browser holds. A fresh one
    // per run: a page may count a visit or start something (an evaluation's try).
    const session = page.learner ? await learnerSession(page.tenant, page.learner) : '';
    await tab.goto(`${origin}/config.json`);
    await tab.evaluate(
      (key, value) => (value ? localStorage.setItem(key, value) : localStorage.clear()),
      SESSION_KEY,
      session,
    );
    let url = `${origin}${page.path}`;
    if (page.via) {
      // The app replaces the address it was opened on (an evaluation's start) with the page's own.
      await tab.goto(`${origin}${page.via}`);
      const opened = new URL(`${origin}${page.via}`).pathname;
      await tab.waitForFunction((from) => location.pathname !== from, { timeout: 120_000 }, opened);
      url = tab.url();
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    if (page.learner && new URL(result.lhr.finalDisplayedUrl).pathname.startsWith('/login'))
      throw new Error(`${page.name} ended on ${result.lhr.finalDisplayedUrl}: the session was refused`);
    // A score of the page's error state would be a score of nothing.
    if (page.ready && !(await tab.$(page.ready)))
      throw new Error(`${page.name} (${url}) did not show ${page.ready} once loaded`);
    return result.lhr;
  } finally {
    await tab.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Prints the page's medians beside its budget; answers whether they hold. */
function report(page: PageToMeasure, runs: Result[]): boolean {
  const all = runs.map(figures);
  const mid = (pick: (run: Figures) => number) => median(all.map(pick));
  const score = mid((run) => run.score);
  const cls = mid((run) => run.cls);
  const holds = score >= page.minScore && cls <= maxCls;
  console.log(
    `${holds ? 'ok  ' : 'MISS'} ${page.name.padEnd(23)} performance ${score} (runs: ${all.map((run) => run.score).join(', ')}; budget ${page.minScore}), ` +
      `FCP ${seconds(mid((run) => run.fcp))}, LCP ${seconds(mid((run) => run.lcp))}, ` +
      `TBT ${Math.round(mid((run) => run.tbt))} ms, CLS ${cls.toFixed(3)} (budget ${maxCls}), ` +
      `Speed Index ${seconds(mid((run) => run.speedIndex))}; transferred ${kb(mid((run) => run.totalBytes))} ` +
      `in ${mid((run) => run.requests)} requests, of which JS ${kb(mid((run) => run.scriptBytes))}`,
  );
  if (process.argv.includes('--details')) for (const lhr of runs) console.log(details(lhr));
  return holds;
}

/** The machine's load average over 1 minute, as `uptime` shows it, when the runs began and ended. */
const load = () => loadavg()[0]!.toFixed(2);

function conditions(lhr: Result, stolen: number | null, loads: [string, string]): string {
  const { throttling, throttlingMethod, formFactor, screenEmulation } = lhr.configSettings;
  return [
    `Lighthouse ${lhr.lighthouseVersion}, ${formFactor} (${screenEmulation.width}x${screenEmulation.height} at ${screenEmulation.deviceScaleFactor}x), ` +
      `throttling ${throttlingMethod}: RTT ${throttling.rttMs} ms, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps down, CPU slowdown ${throttling.cpuSlowdownMultiplier}x`,
    `${RUNS} runs per page, median of each figure; ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} headless, ` +
      `benchmark index ${lhr.environment.benchmarkIndex}` +
      (stolen === null ? '' : `, CPU steal during the runs ${(stolen * 100).toFixed(0)}%`) +
      `, load average ${loads[0]} at the start and ${loads[1]} at the end (${cpus().length} cores)` +
      `; app from ${DIST}, reference API --data-dir memory on port ${PORT}`,
  ].join('\n');
}

if (!existsSync(path.join(DIST, 'index.html')) || process.argv.includes('--build')) {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', DIST, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startApi(
  'node_modules/.bin/tsx',
  ['server/main.ts', '--port', String(PORT), '--host', '127.0.0.1', '--static', DIST, '--data-dir', 'memory'],
  PORT,
);
let browser: Browser | undefined;
let allHold = true;
try {
  await waitForServer();
  browser = await launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const cpuBefore = cpuTimes();
  const loadBefore = load();
  const results = new Map<PageToMeasure, Result[]>(PAGES.map((page) => [page, []]));
  // Run by run, every page in turn: a slow minute of the host spreads over the pages, not one page.
  for (let run = 0; run < RUNS; run++)
    for (const page of PAGES) {
      const lhr = await runOnce(browser, page);
      results.get(page)!.push(lhr);
      if (JSON_DIR) {
        mkdirSync(JSON_DIR, { recursive: true });
        const file = `${page.name.replaceAll(/\W+/g, '-')}-${run + 1}.json`;
        writeFileSync(path.join(JSON_DIR, file), JSON.stringify(lhr));
      }
    }
  const stolen = stolenShare(cpuBefore, cpuTimes());
  for (const [page, runs] of results) allHold = report(page, runs) && allHold;
  console.log(conditions([...results.values()][0]![0]!, stolen, [loadBefore, load()]));
} finally {
  await browser?.close();
  await server.stop();
}
if (!allHold) process.exitCode = 1;
