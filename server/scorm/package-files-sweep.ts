// Package files are removed once no package needs them (issue 17, defect 10): a crash mid-ingest left
// 1,561 files no row named and a temporary zip, and replaced packages stayed forever (446 MB in one
// afternoon). After an upload replaces an item's package, the old package's files go (unless another
// item's copy shares them, or a run in flight still reads them); at every start, whatever was missed:
// ingestions that never ended become ERROR, replaced packages whose runs have ended lose their files,
// files no row names are removed once old enough not to be an ingestion in flight in another process,
// and upload folders a crashed process left in the temporary folder go too.
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Queryable } from '../db/database.ts';
import type { FileStore } from '../files/file-store.ts';
import { scormMessages } from './messages.ts';
import { failInterruptedPackages, forgetReplacedPackageFiles, unnamedKeys } from './store-sweep.ts';

/** An ingestion takes seconds to a minute (27.8 s for the largest manifest tried): an hour is a dead one. */
export const interruptedAfterMs = 60 * 60 * 1000;
/** A file no row names yet may be an ingestion in flight (rows come last): left alone this long. */
export const unnamedFileGraceMs = 60 * 60 * 1000;
/** An upload's zip waits in a temporary folder of this prefix (upload.ts): a day-old one is a crash's. */
export const uploadFolderPrefix = 'scorm-upload-';
export const abandonedUploadAfterMs = 24 * 60 * 60 * 1000;

const batchSize = 500;

export interface SweepReport {
  interrupted: number;
  replacedFiles: number;
  unnamedFiles: number;
  uploadFolders: number;
}

/** Removes the keys among `keys` that no package names; answers how many went. */
async function removeUnnamed(db: Queryable, files: FileStore, keys: readonly string[]): Promise<number> {
  const gone = await unnamedKeys(db, [...new Set(keys)]);
  for (const key of gone) await files.remove(key);
  return gone.length;
}

/** The files of the item's replaced packages (all items' when none is given), kept while a run reads them. */
export async function removeReplacedPackageFiles(
  db: Queryable,
  files: FileStore,
  now: Date,
  item?: { idApp: number; idContentItem: number },
): Promise<number> {
  return removeUnnamed(db, files, await forgetReplacedPackageFiles(db, now, item));
}

/** At start: everything a crash, a replace with runs in flight or an older version left behind. */
export async function sweepPackageFiles(
  db: Queryable,
  files: FileStore,
  now: Date,
  temporaryFolder = tmpdir(),
): Promise<SweepReport> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const interrupted = await failInterruptedPackages(
    db,
    before(interruptedAfterMs),
    scormMessages.ingestInterrupted,
  );
  const replacedFiles = await removeReplacedPackageFiles(db, files, now);
  let unnamedFiles = 0;
  let batch: string[] = [];
  for await (const { key, modifiedAt } of files.list('scorm-packages')) {
    if (modifiedAt > before(unnamedFileGraceMs)) continue;
    batch.push(key);
    if (batch.length < batchSize) continue;
    unnamedFiles += await removeUnnamed(db, files, batch);
    batch = [];
  }
  unnamedFiles += await removeUnnamed(db, files, batch);
  const uploadFolders = await removeAbandonedUploads(temporaryFolder, before(abandonedUploadAfterMs));
  return { interrupted, replacedFiles, unnamedFiles, uploadFolders };
}

async function removeAbandonedUploads(folder: string, before: Date): Promise<number> {
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [])) {
    if (!name.startsWith(uploadFolderPrefix)) continue;
    const where = path.join(folder, name);
    const info = await stat(where).catch(() => undefined);
    if (!info || info.mtime > before) continue;
    await rm(where, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
