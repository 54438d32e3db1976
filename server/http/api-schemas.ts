// Request schemas come from schemas/api/ (the single source of truth), and the handler's types come
// from the same file through src/generated/api-schemas.ts: change a schema, run `npm run schemas`, and
// a handler that no longer fits fails `tsc`. The phantom `type` carries the generated type into the
// route table (route-table.ts) without a hand-written copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiSchemaTypes } from '../../src/generated/api-schemas.ts';
import { schemasDir } from '../paths.ts';

/** A JSON schema and the TypeScript type of what it accepts. */
export interface Typed<T> {
  readonly schema: Record<string, unknown>;
  /** Never set: only carries T to the handler's request type. */
  readonly type?: T;
}

export type ApiSchemaName = keyof ApiSchemaTypes;

const cache = new Map<string, Record<string, unknown>>();

/**
 * A schemas/api file as Fastify's validator takes it (no draft, no id), typed by its generated type.
 * The request schemas are self-contained (no $ref), so they need no registry.
 */
export function apiSchema<K extends ApiSchemaName>(name: K): Typed<ApiSchemaTypes[K]> {
  let schema = cache.get(name);
  if (!schema) {
    const {
      $schema: _draft,
      $id: _id,
      ...rest
    } = JSON.parse(readFileSync(path.join(schemasDir, 'api', `${name}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    schema = rest;
    cache.set(name, schema);
  }
  return { schema };
}

/** Path parameters that are ids (integers from 1), all required: `idParams('idUser', 'idEnrollment')`. */
export function idParams<N extends string>(...names: N[]): Typed<Record<N, number>> {
  return {
    schema: {
      type: 'object',
      required: names,
      properties: Object.fromEntries(names.map((name) => [name, { type: 'integer', minimum: 1 }])),
    },
  };
}

/** A schema written beside its route where schemas/api has none (path parameters that are not ids). */
export function localSchema<T>(schema: Record<string, unknown>): Typed<T> {
  return { schema };
}
