import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

// Plain SQL in its own files, so it reads (and runs in psql) as what it is: schema.sql holds the core
// tables, each area that stores what users create adds its own schema-{area}.sql (run after, by name).
const schemaFolder = new URL('./', import.meta.url);

export async function schemaFiles(): Promise<string[]> {
  const areas = (await readdir(schemaFolder)).filter((name) => /^schema-[a-z-]+\.sql$/.test(name)).sort();
  return ['schema.sql', ...areas];
}

export async function createSchema(db: Database): Promise<void> {
  for (const name of await schemaFiles()) await db.exec(await readFile(new URL(name, schemaFolder), 'utf8'));
}
