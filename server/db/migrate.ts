// Numbered migrations: plain SQL files in server/db/migrations/ named NNNN-what.sql, each run once, in
// order, in a transaction of its own, and recorded in schema_migrations. The caller holds the start-up
// lock (Database.withLock), so two processes starting on one empty database never run DDL at once.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { displayPath } from '../paths.ts';
import { StartupError } from '../startup-error.ts';
import type { Database } from './database.ts';

/** The advisory lock of start-up (migrations and seeding): a number no other code locks. */
export const startupLockKey = 0x57_4c_41_50;

const migrationsFolder = new URL('./migrations/', import.meta.url);
const migrationName = /^(\d{4})-[a-z0-9-]+\.sql$/;

export interface Migration {
  version: number;
  /** The file name, e.g. 0001-core.sql. */
  name: string;
}

/** The migrations of the folder, by version. Two files of one version are a mistake. */
export async function migrationFiles(folder: URL = migrationsFolder): Promise<Migration[]> {
  const migrations = (await readdir(folder))
    .filter((name) => name.endsWith('.sql'))
    .map((name) => {
      const match = migrationName.exec(name);
      if (!match) throw new Error(`${fileOf(folder, name)}: name it NNNN-what.sql (e.g. 0014-badges.sql)`);
      return { version: Number(match[1]), name };
    })
    .sort((a, b) => a.version - b.version);
  for (const [index, migration] of migrations.entries()) {
    const previous = migrations[index - 1];
    if (previous?.version === migration.version)
      throw new Error(`${fileOf(folder, migration.name)}: ${previous.name} has the same number`);
  }
  return migrations;
}

/**
 * Brings the database up to the last migration; returns the names of those it ran. `folder` is for
 * tests of the runner itself.
 */
export async function migrate(db: Database, folder: URL = migrationsFolder): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version    integer PRIMARY KEY,
       name       text NOT NULL,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const migrations = await migrationFiles(folder);
  const applied = await db.query<Migration>('SELECT version, name FROM schema_migrations ORDER BY version');
  const known = new Set(migrations.map(({ version }) => version));
  const unknown = applied.filter(({ version }) => !known.has(version));
  if (unknown.length > 0) {
    throw new StartupError([
      `The database was migrated by a newer version of this server (${unknown.map(({ name }) => name).join(', ')} ` +
        `is not in ${displayPath(fileURLToPath(folder))}): start that version, or use another database.`,
    ]);
  }
  const done = new Set(applied.map(({ version }) => version));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(new URL(migration.name, folder), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      });
    } catch (error) {
      throw migrationFailed(fileOf(folder, migration.name), sql, error);
    }
    ran.push(migration.name);
  }
  return ran;
}

/** The engine's message, with the line it points at when it gives a position. */
function migrationFailed(file: string, sql: string, error: unknown): StartupError {
  const { message, position } = error as { message?: string; position?: string };
  const offset = Number(position);
  const line =
    Number.isInteger(offset) && offset > 0 ? sql.slice(0, offset - 1).split('\n').length : undefined;
  const where = line ? `${file}:${line}` : file;
  return new StartupError([
    `${where}: the migration failed (${message ?? String(error)}). Nothing of it was kept (it runs in ` +
      `a transaction) and later migrations did not run: correct it, or the database, and start again.`,
  ]);
}

const fileOf = (folder: URL, name: string) => displayPath(fileURLToPath(new URL(name, folder)));
