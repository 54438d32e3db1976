import { readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

// Plain SQL in its own file, so it reads (and runs in psql) as what it is.
const schemaFile = new URL('./schema.sql', import.meta.url);

export async function createSchema(db: Database): Promise<void> {
  await db.exec(await readFile(schemaFile, 'utf8'));
}
