// npm test: the one test command. Typecheck, lint, unit/component/contract/server tests (vitest), the
// server tests again on a real PostgreSQL (and Redis), a production build, then the Playwright
// end-to-end suite in Debian's Chromium against it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { missingEngines, startEngines, stopOnExit } from './test-engines.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const started = Date.now();
const timings = [];

function step(name, command, args, env = {}) {
  const at = Date.now();
  console.info(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${name} ${((Date.now() - at) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✘ ${name} failed (exit ${result.status}).`);
    summary(false);
    process.exit(result.status ?? 1);
  }
}

const vitestJson = join(tmpdir(), `vitest-${process.pid}.json`);
const vitestPostgresJson = join(tmpdir(), `vitest-postgres-${process.pid}.json`);
const playwrightJson = join(tmpdir(), `playwright-${process.pid}.json`);

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of [vitestJson, vitestPostgresJson]) {
    if (!existsSync(file)) continue;
    const v = JSON.parse(readFileSync(file, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
  }
  if (existsSync(playwrightJson)) {
    const p = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
    passed += p.expected + p.flaky;
    failed += p.unexpected;
    skipped += p.skipped;
  }
  return { passed, failed, skipped };
}

function summary(ok) {
  const { passed, failed, skipped } = counts();
  console.info(`\n${timings.join(' · ')} · total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.info(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
}

if (!process.env.CHROMIUM_PATH && !existsSync('/usr/bin/chromium')) {
  console.error('Chromium is missing: apt-get install -y chromium (see README).');
  process.exit(1);
}

const missing = missingEngines();
if (missing) {
  console.error(missing);
  process.exit(1);
}

rmSync(vitestJson, { force: true });
rmSync(vitestPostgresJson, { force: true });
rmSync(playwrightJson, { force: true });
step('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
step('typecheck server', bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']);
step('lint', bin('oxlint'), [
  '--deny-warnings',
  '-c',
  '.oxlintrc.json',
  'src',
  'registry',
  'renderers',
  'server',
  'scripts',
  'tests',
  '.storybook',
]);
step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
// PostgreSQL and Redis on free loopback ports (or TEST_DATABASE_URL / REDIS_URL as given), stopped
// when this script ends, whichever way.
const engines = await startEngines();
stopOnExit(engines);
// The first run is the embedded default (PGlite, limits in the process): TEST_DATABASE_URL and
// REDIS_URL emptied, whatever the environment says. The second runs the server suite on PostgreSQL
// and Redis, where the two-process test runs too.
step(
  'vitest',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { REDIS_URL: '', TEST_DATABASE_URL: '' },
);
step(
  'vitest server on PostgreSQL',
  bin('vitest'),
  [
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestPostgresJson}`,
  ],
  engines.env,
);
step('build', bin('vite'), ['build', '--logLevel', 'warn']);
step('playwright', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });
summary(true);
