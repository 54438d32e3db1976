// npm run api-load: requests/s and latency percentiles of the learning home and a learning page under
// N simultaneous connections (default 20), on the embedded PGlite and on PostgreSQL, in the same run:
// each engine gets its own API process (`server/main.ts`), started, loaded and stopped in turn.
// PostgreSQL: DATABASE_URL of a server you may create databases on (default: the one `npm test` would
// start is not reused; give it), e.g.
//   DATABASE_URL=postgres://app:app@127.0.0.1:5432/postgres npm run api-load -- --seconds 15
// Without DATABASE_URL only PGlite is measured.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { Client } from 'pg';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '5391' },
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

async function measure(engine: string, env: NodeJS.ProcessEnv, args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts', '--port', String(port), ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
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
      const result = await load(target.path, token);
      console.info(
        `${engine.padEnd(10)} ${target.name.padEnd(14)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s` +
          `  p50 ${result.p50.toFixed(0).padStart(5)} ms  p99 ${result.p99.toFixed(0).padStart(5)} ms` +
          (result.errors ? `  ${result.errors} errors` : ''),
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

console.info(`${connections} connections, ${seconds} s per target (after a warm-up of the same length)`);
await measure('PGlite', { DATABASE_URL: '' }, ['--data-dir', 'memory']);
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `load_${randomUUID().replaceAll('-', '')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await measure('PostgreSQL', { DATABASE_URL: url.toString() }, []);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
agent.destroy();
