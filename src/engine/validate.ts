// The one door to the generated ajv standalone validators: `validate` returns errors and throws only
// when asked for an extended schema before loadAllValidators() (a programming error).
// The core validators (first paint) are bundled with the app; the extended ones load on first use
// through loadAllValidators(), which the API client awaits before it checks such a response.
import { extendedSchemaIds, schemaTable as core } from '../generated/schema-table';
import type { schemaTable as ExtendedTable } from '../generated/schema-table-extended';
import type { Validator, ValidatorError } from '../generated/validators.js';
import type * as T from '../generated/types';

type Table = typeof core & typeof ExtendedTable;
export type SchemaId = keyof Table;
export type CoreSchemaId = keyof typeof core;
export type SchemaType<Id extends SchemaId> = Table[Id] extends Validator<infer V> ? V : never;

let table: Partial<Record<SchemaId, Validator<unknown>>> = core;
let loading: Promise<Validate> | null = null;

/** Loads the extended validators once; resolves to `validate`, which then knows every schema. */
export function loadAllValidators(): Promise<Validate> {
  loading ??= import('../generated/schema-table-extended').then(({ schemaTable: extended }) => {
    table = { ...core, ...extended };
    return validate;
  });
  return loading;
}

export const isCoreSchemaId = (id: string): id is CoreSchemaId => Object.hasOwn(core, id);
export type { T as Types };

export interface ValidationIssue {
  /** JSON pointer of the failing value, '' for the root. */
  pointer: string;
  /** The rule that failed, e.g. `minLength` or `required`. */
  rule: string;
  message: string;
}

export type Validation<V> = { ok: true; value: V } | { ok: false; issues: ValidationIssue[]; raw: unknown };

/** Whether a registry line or an item list may name this schema: every entity schema, core or extended.
 * API response and body schemas (api/...) are named only by the API client, so they are not listed. */
export function isSchemaId(id: string): id is SchemaId {
  return isCoreSchemaId(id) || (extendedSchemaIds as readonly string[]).includes(id);
}

const toIssue = (error: ValidatorError): ValidationIssue => ({
  pointer:
    error.keyword === 'required'
      ? `${error.instancePath}/${String(error.params.missingProperty)}`
      : error.instancePath,
  rule: error.keyword,
  message: error.message ?? error.keyword,
});

export function validate<Id extends SchemaId>(schemaId: Id, payload: unknown): Validation<SchemaType<Id>> {
  const validator = table[schemaId] as Validator<SchemaType<Id>> | undefined;
  if (!validator)
    throw new Error(`The validator of "${schemaId}" is not loaded: await loadAllValidators() first.`);
  if (validator(payload)) return { ok: true, value: payload };
  return { ok: false, issues: (validator.errors ?? []).map(toIssue), raw: payload };
}

/** A validator function with the engine's signature, so tests and stories can inject their own. */
export type Validate = typeof validate;
