// npm start: builds the app when its sources are newer than dist/, starts the reference API with
// the built app on port 5173 and prints the demo URLs and users.
// npm run dev: the same API on 5174 behind Vite's dev server on 5173 (hot reload).
// Extra arguments go to the server: npm start -- --fixtures path/to/my-tenants
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dev = args.includes('--dev');
const serverArgs = args.filter((arg) => arg !== '--dev');
const port = Number(process.env.PORT ?? 5173);
const bin = (name) => join(root, 'node_modules', '.bin', name);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

function buildIfNeeded() {
  const built = newest(join(root, 'dist/index.html'));
  const sources = Math.max(
    ...['src', 'registry', 'renderers', 'schemas', 'index.html', 'public', 'vite.config.ts'].map((p) =>
      newest(join(root, p)),
    ),
  );
  if (built >= sources) return;
  console.info('Construindo o aplicativo (vite build)...');
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function fixtureDirs() {
  const dirs = [];
  for (let i = 0; i < serverArgs.length; i++)
    if (serverArgs[i] === '--fixtures') dirs.push(serverArgs[i + 1]);
  return dirs.length ? dirs : ['fixtures'];
}

function printDemo() {
  const lines = [`\nAplicativo em execução (porta ${port}). Tenants:`];
  for (const dir of fixtureDirs()) {
    const base = join(process.cwd(), dir);
    if (!existsSync(base)) continue;
    for (const tenant of readdirSync(base)) {
      const file = join(base, tenant, 'tenant.json');
      if (!existsSync(file)) continue;
      try {
        const fixture = JSON.parse(readFileSync(file, 'utf8'));
        lines.push(`  ${fixture.app.name}: http://${fixture.app.bucket}:${port}/`);
        for (const user of fixture.users)
          lines.push(
            `    ${user.email} / ${user.password}${user.admin ? ' (admin)' : ''}${user.canAccessSupport ? ' (suporte)' : ''}`,
          );
      } catch {
        // The server reports broken fixtures itself, with the failing pointer.
      }
    }
  }
  console.info(lines.join('\n') + '\n');
}

const children = [];
function run(command, commandArgs, extraEnv = {}) {
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return child;
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => children.forEach((child) => child.kill(signal)));

if (dev) {
  const apiPort = port + 1;
  run(bin('tsx'), ['server/main.ts', '--port', String(apiPort), '--host', '127.0.0.1', ...serverArgs]);
  run(bin('vite'), ['--port', String(port)], { API_PORT: String(apiPort) });
} else {
  buildIfNeeded();
  run(bin('tsx'), ['server/main.ts', '--port', String(port), '--static', 'dist', ...serverArgs]);
}
printDemo();
