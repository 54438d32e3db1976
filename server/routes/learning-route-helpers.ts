// What the learning route modules share: body schemas from schemas/api, id parameters, paging.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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
