// The real engines the server tests run on a second time: Debian's PostgreSQL and Redis, each started
// here on a free loopback port with a throw-away data folder, and stopped after (also on a failure or
// ctrl-C). TEST_DATABASE_URL or REDIS_URL given in the environment are used as they are instead.
// The cluster Debian's postgresql package may run on 5432 is neither needed nor touched.
//
//   node scripts/test-engines.mjs <command> [args...]   runs the command with both variables set
//   import { startEngines } from './test-engines.mjs'    what scripts/test.mjs does
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const install = 'apt-get install -y postgresql redis-server (see README)';

/** The newest PostgreSQL of /usr/lib/postgresql/<version>/bin, or undefined. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

/** What is missing to start the engines this environment does not give, as an install hint. */
export function missingEngines(env = process.env) {
  const missing = [];
  if (!env.TEST_DATABASE_URL && !postgresBin()) missing.push('PostgreSQL');
  if (!env.REDIS_URL && spawnSync('redis-server', ['--version']).status !== 0) missing.push('Redis');
  return missing.length ? `${missing.join(' and ')} missing: ${install}.` : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${output}`);
  }
  return result;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
function postgresCommand(bin, program, args) {
  const path = join(bin, program);
  if (process.getuid?.() !== 0) return [path, args];
  return ['runuser', ['-u', 'postgres', '--', path, ...args]];
}

async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error(`PostgreSQL is missing: ${install}.`);
  const dir = mkdtempSync(join(tmpdir(), 'wl-test-postgres-'));
  if (process.getuid?.() === 0) {
    const uid = Number(run('id', ['-u', 'postgres']).stdout);
    const gid = Number(run('id', ['-g', 'postgres']).stdout);
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const stop = () => {
    // Immediate: the data is thrown away anyway.
    spawnSync(...postgresCommand(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate']), {
      stdio: 'ignore',
    });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(
      ...postgresCommand(bin, 'initdb', [
        '-D',
        data,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--no-locale',
        '--no-sync',
      ]),
    );
    const port = await freePort();
    // Durability is not what these tests check: no fsync makes every start's migrations quick.
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c max_connections=200',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    run(
      ...postgresCommand(bin, 'pg_ctl', [
        'start',
        '-D',
        data,
        '-l',
        join(dir, 'postgres.log'),
        '-w',
        '-t',
        '120',
        '-o',
        settings,
      ]),
    );
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) socket.end();
    });
    socket.on('close', () => resolve(reply.startsWith('+PONG')));
    socket.on('error', () => undefined);
  });
}

async function startRedis() {
  const port = await freePort();
  // Its own process group: a ctrl-C reaches the tests, and this script stops Redis itself.
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  child.unref();
  const stop = () => {
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const failed = new Promise((_, reject) => child.once('error', reject));
  const deadline = Date.now() + 60_000;
  try {
    while (!(await Promise.race([answersPing(port), failed]))) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/**
 * Starts what the environment does not give. Returns the variables to pass to the tests and stop(),
 * which is synchronous (it also runs from an 'exit' handler) and safe to call twice.
 */
export async function startEngines(env = process.env) {
  const stops = [];
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const each of stops.toReversed()) each();
  };
  try {
    let databaseUrl = env.TEST_DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startPostgres();
      stops.push(postgres.stop);
      databaseUrl = postgres.url;
    }
    let redisUrl = env.REDIS_URL;
    if (!redisUrl) {
      const redis = await startRedis();
      stops.push(redis.stop);
      redisUrl = redis.url;
    }
    return { env: { TEST_DATABASE_URL: databaseUrl, REDIS_URL: redisUrl }, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Stops the engines when the process ends, however it ends (a failed step exits; ctrl-C; kill). */
export function stopOnExit(engines) {
  process.on('exit', engines.stop);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: node scripts/test-engines.mjs <command> [args...]');
    process.exit(2);
  }
  const missing = missingEngines();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  const engines = await startEngines();
  stopOnExit(engines);
  console.info(`PostgreSQL ${engines.env.TEST_DATABASE_URL} · Redis ${engines.env.REDIS_URL}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...engines.env } });
  process.exit(result.status ?? 1);
}
