// npm run api-load: requests/s and latency percentiles of the learning home and a learning page under
// N simultaneous connections (default 20), on the embedded PGlite and on PostgreSQL, in the same run:
// each engine gets its own API process (`server/main.ts`), started, loaded and stopped in turn. On
// PostgreSQL it also counts the SQL statements per request (scripts/count-sql.mjs).
// PostgreSQL: DATABASE_URL of a server you may create databases on (default: the one `npm test` would
// start is not reused; give it), e.g.
//   DATABASE_URL=postgres://app:app@127.0.0.1:5432/postgres npm run api-load -- --seconds 15
// Without DATABASE_URL only PGlite is measured.
//   --before REV  also measures the server of git revision REV (a worktree beside this one, sharing
//                 its node_modules), first, in the same run: before and after side by side.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve as absolute } from 'node:path';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { Client } from 'pg';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '5391' },
    before: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);
const host = 'horizonte.localhost';
const targets = [
  { name: 'learning home', path: '/api/learning/nodes/2' },
  { name: 'learning page', path: '/api/learning/nodes/101' },
];

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function request(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { host, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function waitForServer(child: ChildProcess): Promise<void> {
  // A condition, not a time: the health of the process, with a generous ceiling for a busy host.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      const { status } = await request('GET', '/config.json', {});
      if (status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start within 180 s');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(path: string, token: string) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const at = performance.now();
        const { status } = await request('GET', path, { authorization: `Bearer ${token}` });
        latencies.push(performance.now() - at);
        if (status !== 200) errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** The statements the API process has sent so far (scripts/count-sql.mjs), asked by a signal. */
async function statementsSent(child: ChildProcess, file: string): Promise<number> {
  rmSync(file, { force: true });
  child.kill('SIGUSR2');
  const deadline = Date.now() + 30_000;
  while (!existsSync(file) || readFileSync(file, 'utf8') === '') {
    if (Date.now() > deadline) throw new Error('the API did not report its statement count');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Number(readFileSync(file, 'utf8'));
}

/** One server (a revision's folder, on one engine) loaded target by target: one line per target. */
async function measure(label: string, cwd: string, env: NodeJS.ProcessEnv, args: string[]) {
  const countFile = join(mkdtempSync(join(tmpdir(), 'api-load-')), 'statements');
  const counting = Boolean(env.DATABASE_URL);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      ...(counting ? ['--import', absolute('scripts/count-sql.mjs')] : []),
      'server/main.ts',
      '--port',
      String(port),
      ...args,
    ],
    {
      cwd,
      env: { ...process.env, ...env, SQL_COUNT_FILE: countFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitForServer(child);
    const login = await request(
      'POST',
      '/api/login',
      {},
      {
        username: 'bruno@horizonte.test',
        password: 'Senha1234',
        idAppType: 1,
      },
    );
    const { token } = JSON.parse(login.body) as { token: string };
    for (const target of targets) {
      await load(target.path, token); // warm-up: caches and JIT, not counted
      const before = counting ? await statementsSent(child, countFile) : 0;
      const result = await load(target.path, token);
      const perRequest = counting
        ? ((await statementsSent(child, countFile)) - before) / (result.requestsPerSecond * seconds)
        : undefined;
      console.info(
        `${label.padEnd(30)} ${target.name.padEnd(14)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s` +
          `  p50 ${result.p50.toFixed(0).padStart(5)} ms  p99 ${result.p99.toFixed(0).padStart(5)} ms` +
          (perRequest === undefined ? '' : `  ${perRequest.toFixed(1)} SQL statements a request`) +
          (result.errors ? `  ${result.errors} errors` : ''),
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dirname(countFile), { recursive: true, force: true });
  }
}

/** REV checked out beside this folder (git worktree), with this folder's node_modules. */
function worktreeOf(revision: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'api-load-before-'));
  rmSync(folder, { recursive: true });
  const added = spawnSync('git', ['worktree', 'add', '--detach', folder, revision], { stdio: 'inherit' });
  if (added.status !== 0) throw new Error(`git worktree add ${revision} failed`);
  symlinkSync(absolute('node_modules'), join(folder, 'node_modules'));
  return folder;
}

console.info(`${connections} connections, ${seconds} s per target (after a warm-up of the same length)`);
const revisions: { label: string; cwd: string }[] = [];
if (values.before) revisions.push({ label: `before (${values.before})`, cwd: worktreeOf(values.before) });
revisions.push({ label: values.before ? 'after (this folder)' : '', cwd: process.cwd() });
const adminUrl = process.env.DATABASE_URL;
const admin = adminUrl ? new Client({ connectionString: adminUrl }) : undefined;
await admin?.connect();
try {
  for (const { label, cwd } of revisions) {
    await measure(`PGlite ${label}`, cwd, { DATABASE_URL: '' }, ['--data-dir', 'memory']);
    if (!admin || !adminUrl) continue;
    // A database of its own for each server: the revisions' schemas may differ.
    const name = `load_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await measure(`PostgreSQL ${label}`, cwd, { DATABASE_URL: url.toString() }, []);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
} finally {
  await admin?.end();
  agent.destroy();
  for (const { cwd } of revisions)
    if (cwd !== process.cwd()) spawnSync('git', ['worktree', 'remove', '--force', cwd], { stdio: 'inherit' });
}
