// The one door to the generated ajv standalone validators: `validate` returns errors and throws only
// when asked for a lazy schema before its bundle is loaded (a programming error).
// The core validators (first paint) are bundled with the app; the others load on first use in two
// bundles, the content app's extended one and the learning area's, through loadValidatorsFor(id),
// which the API client awaits before it checks such a response, or loadAllValidators().
import { extendedSchemaIds, learningSchemaIds, schemaTable as core } from '../generated/schema-table';
import type { schemaTable as ExtendedTable } from '../generated/schema-table-extended';
import type { schemaTable as LearningTable } from '../generated/schema-table-learning';
import type { Validator, ValidatorError } from '../generated/validators.js';
import type * as T from '../generated/types';

type Table = typeof core & typeof ExtendedTable & typeof LearningTable;
export type SchemaId = keyof Table;
export type CoreSchemaId = keyof typeof core;
export type SchemaType<Id extends SchemaId> = Table[Id] extends Validator<infer V> ? V : never;

let table: Partial<Record<SchemaId, Validator<unknown>>> = core;

const lazyBundles = {
  extended: () => import('../generated/schema-table-extended'),
  learning: () => import('../generated/schema-table-learning'),
};
type LazyBundle = keyof typeof lazyBundles;
const loading: Partial<Record<LazyBundle, Promise<Validate>>> = {};

function loadBundle(bundle: LazyBundle): Promise<Validate> {
  // A load that failed (offline) is not kept: the next call tries again.
  loading[bundle] ??= lazyBundles[bundle]().then(
    ({ schemaTable }) => {
      table = { ...table, ...schemaTable };
      return validate;
    },
    (error: unknown) => {
      delete loading[bundle];
      throw error;
    },
  );
  return loading[bundle];
}

/** The learning area's schemas: its entities, and its calls (every api/learning-* schema). */
const isLearningSchemaId = (id: string) =>
  id.startsWith('api/learning-') || (learningSchemaIds as readonly string[]).includes(id);

/** Loads the bundle holding this schema once (nothing for a core one); resolves to `validate`. */
export function loadValidatorsFor(id: SchemaId): Promise<Validate> {
  if (isCoreSchemaId(id)) return Promise.resolve(validate);
  return loadBundle(isLearningSchemaId(id) ? 'learning' : 'extended');
}

/** Loads every lazy bundle once; resolves to `validate`, which then knows every schema. */
export function loadAllValidators(): Promise<Validate> {
  return Promise.all([loadBundle('extended'), loadBundle('learning')]).then(() => validate);
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
  return (
    isCoreSchemaId(id) ||
    (extendedSchemaIds as readonly string[]).includes(id) ||
    (learningSchemaIds as readonly string[]).includes(id)
  );
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
    throw new Error(`The validator of "${schemaId}" is not loaded: await loadValidatorsFor(id) first.`);
  if (validator(payload)) return { ok: true, value: payload };
  return { ok: false, issues: (validator.errors ?? []).map(toIssue), raw: payload };
}

/** A validator function with the engine's signature, so tests and stories can inject their own. */
export type Validate = typeof validate;
