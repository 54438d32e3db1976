// Before files streamed, the uploads and the profile photos kept their bytes in a bytea column. A
// data folder from then is moved over at start: each row's bytes go to the file store (one row at
// a time, so one file in memory at most, once), then the column is dropped. Nothing to do on a
// database created since (schema-uploads.sql and schema-profile.sql have no bytes column).
import { Readable } from 'node:stream';
import type { Database } from '../db/database.ts';
import { newFileKey, type FileArea, type FileStore } from './file-store.ts';

interface TableWithBytes {
  table: string;
  bytesColumn: string;
  /** With id_app, the row's primary or unique key. */
  idColumn: string;
  area: FileArea;
}

const tablesThatHeldBytes: readonly TableWithBytes[] = [
  { table: 'user_uploads', bytesColumn: 'file_data', idColumn: 'file_key', area: 'user-uploads' },
  { table: 'uploaded_files', bytesColumn: 'bytes', idColumn: 'id_file', area: 'photos' },
];

async function hasColumn(db: Database, table: string, column: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
    [table, column],
  );
  return rows.length > 0;
}

/** Returns how many files were moved (0 on any database created since). */
export async function moveBytesToFiles(db: Database, files: FileStore): Promise<number> {
  let moved = 0;
  for (const { table, bytesColumn, idColumn, area } of tablesThatHeldBytes) {
    if (!(await hasColumn(db, table, bytesColumn))) continue;
    // Names from the fixed list above, never from input.
    const pending = await db.query<{ idApp: number; id: string }>(
      `SELECT id_app AS "idApp", ${idColumn} AS id FROM ${table} WHERE storage_key IS NULL`,
    );
    for (const { idApp, id } of pending) {
      const [row] = await db.query<{ bytes: Uint8Array }>(
        `SELECT ${bytesColumn} AS bytes FROM ${table} WHERE id_app = $1 AND ${idColumn} = $2`,
        [idApp, id],
      );
      if (!row) continue;
      const storageKey = newFileKey(area);
      await files.put(storageKey, Readable.from([Buffer.from(row.bytes)]));
      await db.query(`UPDATE ${table} SET storage_key = $3 WHERE id_app = $1 AND ${idColumn} = $2`, [
        idApp,
        id,
        storageKey,
      ]);
      moved += 1;
    }
    await db.exec(
      `ALTER TABLE ${table} DROP COLUMN ${bytesColumn};
       ALTER TABLE ${table} ALTER COLUMN storage_key SET NOT NULL;`,
    );
  }
  return moved;
}
