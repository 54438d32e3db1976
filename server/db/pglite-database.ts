import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { displayPath } from '../paths.ts';
import { StartupError } from '../startup-error.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { inMemoryDataDir, type Database, type Queryable, type Transaction } from './database.ts';

/** What every data-folder message ends with: the ways out. */
const choices = 'pass --data-dir with another folder, or --data-dir memory to keep nothing';

/**
 * `snapshot`: a data folder written by writePgliteSnapshot, which an in-memory database starts from
 * (test servers: a third of a second instead of the seconds of an empty cluster, migrations and seed).
 */
export async function openPgliteDatabase(dataDir: string, snapshot?: string): Promise<Database> {
  const inMemory = dataDir === inMemoryDataDir;
  const lock = inMemory ? undefined : prepareDataDir(dataDir);
  let pglite: PGlite;
  try {
    pglite = await (inMemory && snapshot
      ? PGlite.create({ loadDataDir: new Blob([readFileSync(snapshot)]) })
      : PGlite.create(inMemory ? inMemoryDataDir : dataDir));
  } catch (error) {
    lock?.release();
    if (inMemory) throw error;
    const folder = displayPath(dataDir);
    throw new StartupError([
      `${folder}: not a PGlite data folder this server can open (written by another PGlite or ` +
        `PostgreSQL version, or damaged: ${(error as Error).message}). Remove the folder to start ` +
        `afresh (its data is lost), or ${choices}.`,
    ]);
  }

  return wrapPglite(pglite, inMemory ? 'PGlite (in memory)' : `PGlite (${displayPath(dataDir)})`, () =>
    lock?.release(),
  );
}

/** An in-memory database made ready by `prepare` (migrations, seed), written to `file` as a tar. */
export async function writePgliteSnapshot(file: string, prepare: (db: Database) => Promise<void>) {
  const pglite = await PGlite.create(inMemoryDataDir);
  try {
    await prepare(wrapPglite(pglite, 'PGlite (snapshot)', () => undefined));
    const tar = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

function wrapPglite(pglite: PGlite, description: string, release: () => void): Database {
  const queryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
  });
  const transaction = (target: Pick<PGlite, 'query' | 'exec'>): Transaction => ({
    ...queryable(target),
    async exec(sql) {
      await target.exec(sql);
    },
  });

  // One connection in one process (the data folder's lock keeps others out): the advisory lock of
  // PostgreSQL becomes a queue of this process's callers.
  let lockQueue: Promise<unknown> = Promise.resolve();
  const db: Database = {
    ...transaction(pglite),
    transaction: (work) => pglite.transaction((tx) => work(transaction(tx))),
    withLock(_key, work) {
      const turn = lockQueue.then(() => work(db));
      lockQueue = turn.catch(() => undefined);
      return turn;
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        release();
      }
    },
    description,
  };
  return db;
}

/**
 * Creates the folder (PGlite creates it but not its parents: .data/ on a fresh clone), checks that it
 * is a writable folder and takes its lock; every failure is a StartupError naming the folder.
 */
function prepareDataDir(dataDir: string): DataDirLock {
  const folder = displayPath(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTDIR') throw cannot(folder, 'create', error);
  }
  if (!isFolder(dataDir)) {
    throw new StartupError([`${folder}: not a folder (a file, or inside one): ${choices}.`]);
  }
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw cannot(folder, 'write to', error);
  }
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function cannot(folder: string, what: string, error: unknown): StartupError {
  const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  return new StartupError([`${folder}: cannot ${what} the data folder (${reason}): ${choices}.`]);
}
