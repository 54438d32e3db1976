import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { displayPath } from '../paths.ts';
import { StartupError } from '../startup-error.ts';
import { lockFileName } from './data-dir-lock.ts';
import { openPgliteDatabase } from './pglite-database.ts';

let workDir: string;
beforeEach(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'wl-pglite-'));
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

/** The problems of the StartupError the promise rejects with. */
async function problemsOf(opening: Promise<unknown>): Promise<string[]> {
  const error = await opening.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StartupError);
  return [...(error as StartupError).problems];
}

/** The pid of a process that has ended: nothing runs under it (until the system reuses it). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('one server per data folder', () => {
  it('refuses a second server on the same folder, then lets one start after the first closes', async () => {
    const dataDir = path.join(workDir, 'pglite');
    const start = () => buildServer({ fixtureDirs: ['fixtures'], database: { kind: 'pglite', dataDir } });
    const first = await start();
    const problems = await problemsOf(start());
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^another server \\(pid ${process.pid}, started [^)]+\\) uses the data folder ${displayPath(dataDir)}: ` +
            'stop it, or pass --data-dir with another folder',
        ),
      ),
    ]);
    // The refused start left the first server's lock and data alone.
    expect(JSON.parse(readFileSync(path.join(dataDir, lockFileName), 'utf8')).pid).toBe(process.pid);
    const config = await first.inject({ method: 'GET', url: '/config.json' });
    expect(config.statusCode).toBe(200);
    await first.close();
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);

    const next = await start();
    expect(
      (
        await next.inject({
          method: 'POST',
          url: '/api/app/details/',
          payload: { bucket: 'aurora.localhost' },
        })
      ).statusCode,
    ).toBe(200);
    await next.close();
  }, 180_000);

  it('takes over the lock of a server that no longer runs (kill -9)', async () => {
    const dataDir = path.join(workDir, 'pglite');
    mkdirSync(dataDir);
    const stale = { pid: deadPid(), host: hostname(), startedAt: '2026-01-01T00:00:00.000Z', token: 'x' };
    writeFileSync(path.join(dataDir, lockFileName), JSON.stringify(stale));
    const db = await openPgliteDatabase(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, lockFileName), 'utf8')).pid).toBe(process.pid);
    expect(JSON.parse(readFileSync(path.join(dataDir, `${lockFileName}.stale`), 'utf8')).pid).toBe(stale.pid);
    await db.close();
  });

  it("names another host's server, which it cannot check, and how to free the folder", async () => {
    const dataDir = path.join(workDir, 'pglite');
    mkdirSync(dataDir);
    const other = { pid: 4242, host: 'outra-maquina', startedAt: '2026-11-23T10:00:00.000Z', token: 'y' };
    writeFileSync(path.join(dataDir, lockFileName), JSON.stringify(other));
    const [problem] = await problemsOf(openPgliteDatabase(dataDir));
    expect(problem).toContain('a server on host outra-maquina (pid 4242, started 2026-11-23T10:00:00.000Z)');
    expect(problem).toContain(
      `If no such server runs any more, remove ${displayPath(dataDir)}/${lockFileName}.`,
    );
  });
});

describe('a data folder the server cannot use', () => {
  it('is named when it is a file', async () => {
    const file = path.join(workDir, 'not-a-folder');
    writeFileSync(file, 'x');
    expect(await problemsOf(openPgliteDatabase(file))).toEqual([
      `${displayPath(file)}: not a folder (a file, or inside one): pass --data-dir with another folder, or --data-dir memory to keep nothing.`,
    ]);
    expect(await problemsOf(openPgliteDatabase(path.join(file, 'pglite')))).toEqual([
      expect.stringContaining(`${displayPath(path.join(file, 'pglite'))}: not a folder`),
    ]);
  });

  it('is named when it cannot be created', async () => {
    const [problem] = await problemsOf(openPgliteDatabase('/sys/wl-pglite-test/pglite'));
    expect(problem).toMatch(
      /^\/sys\/wl-pglite-test\/pglite: cannot create the data folder \(E[A-Z]+\): pass --data-dir/,
    );
  });

  it('is named, with what to do, when it holds another version or damaged data', async () => {
    const dataDir = path.join(workDir, 'old');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '9\n');
    const [problem] = await problemsOf(openPgliteDatabase(dataDir));
    expect(problem).toMatch(
      new RegExp(
        `^${displayPath(dataDir)}: not a PGlite data folder this server can open \\(written by another`,
      ),
    );
    expect(problem).toContain('Remove the folder to start afresh (its data is lost), or pass --data-dir');
    // The failed start does not leave its lock behind.
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  });
});
