// The one door to the generated ajv standalone validators: `validate` returns errors, never throws.
import { schemaTable as table } from '../generated/schema-table';
import type { Validator, ValidatorError } from '../generated/validators.js';
import type * as T from '../generated/types';

export type SchemaId = keyof typeof table;
export type SchemaType<Id extends SchemaId> = (typeof table)[Id] extends Validator<infer V> ? V : never;
export type { T as Types };

export interface ValidationIssue {
  /** JSON pointer of the failing value, '' for the root. */
  pointer: string;
  /** The rule that failed, e.g. `minLength` or `required`. */
  rule: string;
  message: string;
}

export type Validation<V> = { ok: true; value: V } | { ok: false; issues: ValidationIssue[]; raw: unknown };

export function isSchemaId(id: string): id is SchemaId {
  return Object.hasOwn(table, id);
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
  const validator = table[schemaId] as Validator<SchemaType<Id>>;
  if (validator(payload)) return { ok: true, value: payload };
  return { ok: false, issues: (validator.errors ?? []).map(toIssue), raw: payload };
}

/** A validator function with the engine's signature, so tests and stories can inject their own. */
export type Validate = typeof validate;
