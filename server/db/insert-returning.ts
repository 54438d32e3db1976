import type { Queryable } from './database.ts';

/**
 * The row an `INSERT … RETURNING` wrote (its new id, or the row as readers see it). An insert that
 * did not fail always answers one, so none is a bug of the statement: an Error (a 500), not a refusal.
 */
export async function insertReturning<T>(db: Queryable, sql: string, params: readonly unknown[]): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`${/INSERT INTO \w+/.exec(sql)?.[0] ?? 'INSERT'} returned no row`);
  return row;
}
