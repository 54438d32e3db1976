// npm run bench: the budget figures of DESIGN.md, measured, not asserted by timed tests.
// 1. Gzipped JavaScript that Chromium actually loads for /login and for the home (budget 120 KB).
// 2. Time to validate a 1,000-item content list with the generated validators (budget 0.2 ms).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { validate } from '../src/engine/validate';
import { validateItems } from '../src/engine/items';
import { chromiumArgs, chromiumPath } from '../tests/chromium';

const PORT = 4390;
const BUDGET_KB = 120;

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

async function measureInitialJs() {
  if (!existsSync('dist/index.html') || process.argv.includes('--build'))
    spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const server: ChildProcess = spawn(
    'node_modules/.bin/tsx',
    ['server/main.ts', '--port', String(PORT), '--static', 'dist', '--data-dir', 'memory'],
    {
      stdio: 'ignore',
    },
  );
  try {
    await waitFor(`http://127.0.0.1:${PORT}/config.json`);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    const page = await browser.newPage();
    const loaded = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) loaded.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
    });
    const total = () => [...loaded.values()].reduce((sum, size) => sum + size, 0) / 1024;

    const origin = `http://aurora.localhost:${PORT}`;
    await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    const login = total();
    const loginFiles = loaded.size;
    await page.getByRole('textbox', { name: 'Login' }).fill('ana@aurora.test');
    await page.getByRole('button', { name: 'Avançar' }).click();
    await page.getByLabel('Senha').fill('Senha1234');
    await page.getByRole('button', { name: 'Fazer login' }).click();
    await page.waitForURL(`${origin}/`);
    // The home opened directly by a signed-in learner: a fresh load of "/".
    loaded.clear();
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-home-type] a').first().waitFor();
    const home = total();
    await browser.close();
    if (process.argv.includes('--files'))
      console.log([...loaded].map(([file, size]) => `  ${(size / 1024).toFixed(1)} KB ${file}`).join('\n'));
    return { login, loginFiles, home, homeFiles: loaded.size };
  } finally {
    server.kill('SIGTERM');
  }
}

function median(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measureValidation() {
  const fixture = JSON.parse(readFileSync('fixtures/aurora/tenant.json', 'utf8')) as { content: object[] };
  const content = Array.from({ length: 1000 }, (_, i) => ({
    ...fixture.content[i % fixture.content.length],
    idContentItem: i + 1,
  }));
  const payload = { success: true, idSection: 2, idSectionType: 2, content };
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
  const items = time(() => {
    if (validateItems(validate, 'content-item', content).some((item) => !item.ok))
      throw new Error('fixture item invalid');
  });
  return { envelope, items };
}

const validation = measureValidation();
console.log(
  `validate 1,000-item content list: envelope ${validation.envelope.toFixed(3)} ms, envelope + every item ${validation.items.toFixed(3)} ms (median; budget 0.2 ms)`,
);
const js = await measureInitialJs();
const verdict = (kb: number) => (kb <= BUDGET_KB ? 'ok' : 'OVER BUDGET');
console.log(
  `initial JS /login: ${js.login.toFixed(1)} KB gzipped in ${js.loginFiles} files (budget ${BUDGET_KB} KB: ${verdict(js.login)})`,
);
console.log(
  `initial JS home:   ${js.home.toFixed(1)} KB gzipped in ${js.homeFiles} files (budget ${BUDGET_KB} KB: ${verdict(js.home)})`,
);
