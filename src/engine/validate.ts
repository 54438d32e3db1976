// The one door to the generated ajv standalone validators: `validate` returns errors, never throws.
import * as validators from '../generated/validators.js';
import type { Validator, ValidatorError } from '../generated/validators.js';
import type * as T from '../generated/types';

/** Schema ids the app validates against, each mapped to its generated validator and its type. */
const table = {
  'app-details': validators.validateAppDetails,
  'content-item': validators.validateContentItem,
  'design-entry': validators.validateDesignEntry,
  'design-format': validators.validateDesignFormat,
  'login-info': validators.validateLoginInfo,
  'menu-option': validators.validateMenuOption,
  'menu-section': validators.validateMenuSection,
  user: validators.validateUser,
  'api/app-details-response': validators.validateApiAppDetailsResponse,
  'api/content-find-response': validators.validateApiContentFindResponse,
  'api/content-list-response': validators.validateApiContentListResponse,
  'api/login-response': validators.validateApiLoginResponse,
  'api/message-response': validators.validateApiMessageResponse,
  'api/renew-login-response': validators.validateApiRenewLoginResponse,
  'api/user-login-info-response': validators.validateApiUserLoginInfoResponse,
  'api/user-response': validators.validateApiUserResponse,
} satisfies Record<string, Validator<unknown>>;

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
