import type { Queryable } from './database.ts';

/**
 * Ids are per tenant: the next one after the tenant's highest.
 * TODO(issue 17): races under concurrency (two writers read the same max); ids move to sequences.
 */
export async function nextId(db: Queryable, table: string, column: string, idApp: number): Promise<number> {
  const [row] = await db.query<{ next: number }>(
    `SELECT coalesce(max(${column}), 0)::int + 1 AS next FROM ${table} WHERE id_app = $1`,
    [idApp],
  );
  return row?.next ?? 1;
}
