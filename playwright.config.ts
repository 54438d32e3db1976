// End-to-end suite: Debian's Chromium (never a downloaded browser) against the built app served by
// the reference API with an in-memory database, the demo tenants and the test tenants (laboratorio;
// degustacao, a company whose trial is over; tests/fixtures also keeps the XSS corpus, which is no tenant).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium';

// E2E_PORT and E2E_DIST let two suites run side by side (each its own build and server).
export const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A ceiling, not a wait: on two busy cores a learning page may take seconds to draw what a test expects.
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/results.json' }],
  ],
  use: {
    // The app's service worker (src/service-worker) would answer later tests' pages from its caches and
    // outlive a test's routes: blocked everywhere but in pwa.spec.ts, which allows it.
    serviceWorkers: 'block',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  // tests/e2e/limits.json: the suite signs the same demo learners in a hundred times in minutes, far
  // beyond the tokens a person makes, and bruno writes to 'Fale conosco' at every run of a server that is
  // reused between runs; every other limit is the default one (tested in the server tests).
  webServer: {
    command: `node_modules/.bin/tsx server/main.ts --port ${PORT} --host 127.0.0.1 --static ${DIST} --data-dir memory --fixtures fixtures --fixtures tests/fixtures/laboratorio --fixtures tests/fixtures/degustacao --limits tests/e2e/limits.json --outbox .data/e2e-outbox-${PORT}.jsonl`,
    url: `http://127.0.0.1:${PORT}/config.json`,
    reuseExistingServer: !process.env.CI,
    // Checking and seeding every fixture takes a few seconds alone, much longer on a busy machine.
    timeout: 180_000,
    stdout: 'pipe',
  },
});
