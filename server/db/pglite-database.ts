import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { displayPath } from '../paths.ts';
import { inMemoryDataDir, type Database, type Queryable } from './database.ts';

export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const inMemory = dataDir === inMemoryDataDir;
  // PGlite creates the data folder itself but not its parents (.data/ on a fresh clone).
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? inMemoryDataDir : dataDir);

  const queryable = (target: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
  });

  return {
    ...queryable(pglite),
    async exec(sql) {
      await pglite.exec(sql);
    },
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
    description: inMemory ? 'PGlite (in memory)' : `PGlite (${displayPath(dataDir)})`,
  };
}
