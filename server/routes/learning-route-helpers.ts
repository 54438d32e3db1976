// What the learning route modules share: body schemas from schemas/api and the next id of a table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/database.ts';
import { schemasDir } from '../paths.ts';

/** A request body schema of schemas/api, as Fastify's own validator takes it (no draft or id). */
export function bodySchema(file: string): Record<string, unknown> {
  const {
    $schema: _draft,
    $id: _id,
    ...schema
  } = JSON.parse(readFileSync(path.join(schemasDir, 'api', file), 'utf8')) as Record<string, unknown>;
  return schema;
}

/** Ids are per tenant: the next one after the tenant's highest. */
export async function nextId(db: Queryable, table: string, column: string, idApp: number): Promise<number> {
  const [row] = await db.query<{ next: number }>(
    `SELECT coalesce(max(${column}), 0)::int + 1 AS next FROM ${table} WHERE id_app = $1`,
    [idApp],
  );
  return row?.next ?? 1;
}

/** Path parameters that are ids (integers from 1), all required. */
export const idParams = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((name) => [name, { type: 'integer', minimum: 1 }])),
});

/** offset and limit of the paged calls of 7.1-7.3, with the page size the spec gives the call (9). */
export const paging = (defaultLimit: number) =>
  ({
    offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: defaultLimit },
  }) as const;
