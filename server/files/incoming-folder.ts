// Where files are written before they are whole (disk-file-store.ts renames them to their key once
// complete). Several API processes may share one files folder, so each gets a folder of its own under
// `.incoming/` (its process id and a random part: a restarted process never reuses another's), and a
// start clears only what is surely abandoned: its own (new, so empty) and those untouched for a day, the
// leftovers of a process that crashed mid-upload. Another process's upload in flight is never touched.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export const incomingRoot = '.incoming';
/** A folder untouched this long belongs to no live upload (uploads take minutes, not a day). */
export const abandonedAfterMs = 24 * 60 * 60 * 1000;

/** Makes this process's incoming folder and removes abandoned ones; returns its path. */
export async function openIncomingFolder(root: string, now = new Date()): Promise<string> {
  const parent = path.join(root, incomingRoot);
  await mkdir(parent, { recursive: true });
  await removeAbandoned(parent, now);
  const own = path.join(parent, `${process.pid}-${randomBytes(6).toString('hex')}`);
  await mkdir(own);
  return own;
}

/** The process's own folder at close: its partial files are nobody's. */
export async function closeIncomingFolder(own: string): Promise<void> {
  await rm(own, { recursive: true, force: true });
}

async function removeAbandoned(parent: string, now: Date): Promise<void> {
  for (const entry of await readdir(parent)) {
    const entryPath = path.join(parent, entry);
    try {
      // A folder's time changes when a file is added or renamed away: a live upload keeps it fresh.
      const { mtimeMs } = await stat(entryPath);
      if (now.getTime() - mtimeMs > abandonedAfterMs) await rm(entryPath, { recursive: true, force: true });
    } catch (error) {
      // Removed meanwhile by another process's start: what was wanted.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
