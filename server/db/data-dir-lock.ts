// One server per PGlite data folder. PGlite is a single-process engine: a second server opened on the
// same folder answers 200 while the two overwrite each other's pages, and one's writes vanish. A lock
// file taken at start turns that into a refusal with a message saying what to do.
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { displayPath } from '../paths.ts';
import { StartupError } from '../startup-error.ts';

export const lockFileName = '.lock';

/** What the lock file holds: who took it, so a later start can tell a live server from a crashed one. */
export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  /** Tells two servers of one process apart (tests build several). */
  token: string;
}

export interface DataDirLock {
  /** Removes the lock file if it is still this server's. */
  release(): void;
}

/**
 * Takes `<dataDir>/.lock` or throws a StartupError naming the server that holds it. A lock left by a
 * process that no longer runs on this host (kill -9, power cut) is stale and taken over. Throws the
 * file system's error when the folder cannot be written (the caller words it).
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, lockFileName);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; ; attempt += 1) {
    if (createExclusively(file, JSON.stringify(mine))) break;
    const holder = readHolder(file);
    if (attempt > 0 || (holder && isRunning(holder))) throw new StartupError([heldMessage(dataDir, holder)]);
    // Stale, or not a lock this server wrote (ours are written whole, see createExclusively). Moved
    // aside rather than deleted, so a later look shows what was taken over. Known narrow window: two
    // servers taking over the same stale lock at the same instant could both start.
    try {
      renameSync(file, `${file}.stale`);
    } catch (error) {
      // Another server starting at the same moment moved it first: the next attempt decides.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return {
    release() {
      if (readHolder(file)?.token === mine.token) rmSync(file, { force: true });
    },
  };
}

/**
 * Writes the whole content to a temporary file, then links it to the lock's name: link fails when the
 * name exists, so taking the lock is atomic and a lock file is never seen half written.
 */
function createExclusively(file: string, content: string): boolean {
  const temporary = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(temporary, content, { flag: 'wx' });
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? {
          pid: holder.pid,
          host: holder.host,
          startedAt: String(holder.startedAt),
          token: String(holder.token),
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/** A process of another host cannot be checked from here: it counts as running. */
function isRunning(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function heldMessage(dataDir: string, holder: LockHolder | undefined): string {
  const folder = displayPath(dataDir);
  const lock = `${folder}/${lockFileName}`;
  const who = !holder
    ? 'another server'
    : holder.host === hostname()
      ? `another server (pid ${holder.pid}, started ${holder.startedAt})`
      : `a server on host ${holder.host} (pid ${holder.pid}, started ${holder.startedAt})`;
  return (
    `${who} uses the data folder ${folder}: stop it, or pass --data-dir with another folder ` +
    `(--data-dir memory keeps nothing). If no such server runs any more, remove ${lock}.`
  );
}
