import Ajv, { type Options } from 'ajv';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { defaultTextMaxLength, isCleanDeep } from './clean-text.ts';

/** PostgreSQL's `integer`, the type of every id and counter column. */
export const databaseInteger = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

type Schema = Record<string, unknown>;

const isSchemaObject = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Keywords whose value is one subschema, and those whose value is a list or a map of subschemas. */
const singleSubschemas = [
  'additionalProperties',
  'items',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];
const listSubschemas = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const mapSubschemas = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];

/**
 * The route's schema with the bounds every input must have, filled in where the route names none (a
 * new tree: the route's own object is left alone):
 * - an integer lies within PostgreSQL's integer (a route may say tighter, never wider);
 * - a string has a maximum length (defaultTextMaxLength unless the route says) and holds no NUL and
 *   no lone surrogate (`cleanText`);
 * - a subschema without a type (any JSON) holds no such character in any string inside it.
 * Numbers are kept finite by the ajv option `strictNumbers`.
 */
export function withInputBounds<T>(schema: T): T {
  if (!isSchemaObject(schema)) return schema;
  const bounded: Schema = { ...schema };
  for (const keyword of singleSubschemas)
    if (isSchemaObject(bounded[keyword])) bounded[keyword] = withInputBounds(bounded[keyword]);
  for (const keyword of listSubschemas)
    if (Array.isArray(bounded[keyword]))
      bounded[keyword] = (bounded[keyword] as unknown[]).map(withInputBounds);
  for (const keyword of mapSubschemas)
    if (isSchemaObject(bounded[keyword]))
      bounded[keyword] = Object.fromEntries(
        Object.entries(bounded[keyword]).map(([name, inner]) => [name, withInputBounds(inner)]),
      );

  const types = typesOf(bounded);
  if (types.includes('integer')) {
    if (bounded.exclusiveMinimum === undefined)
      bounded.minimum = Math.max(Number(bounded.minimum ?? -Infinity), databaseInteger.minimum);
    if (bounded.exclusiveMaximum === undefined)
      bounded.maximum = Math.min(Number(bounded.maximum ?? Infinity), databaseInteger.maximum);
  }
  if (types.includes('string')) {
    bounded.maxLength ??= defaultTextMaxLength;
    bounded.cleanText = true;
  }
  if (types.length === 0 && bounded.$ref === undefined) bounded.cleanText = true;
  return bounded as T;
}

/**
 * Text that ajv would turn into a number but nobody means as one: "Infinity", "1e308", "0x10", " 1 ",
 * "1.0" for an integer. URL numbers are plain decimals; the bounds are then checked on the number.
 */
const plainDecimal = {
  integer: /^-?\d+$/,
  number: /^-?\d+(\.\d+)?$/,
} as const;

type NumberKind = keyof typeof plainDecimal;

/** The top-level properties of a URL part declared as integer or number. */
function numericProperties(schema: unknown): Map<string, NumberKind> {
  const found = new Map<string, NumberKind>();
  if (!isSchemaObject(schema) || !isSchemaObject(schema.properties)) return found;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isSchemaObject(property)) continue;
    const types = typesOf(property);
    if (types.includes('integer')) found.set(name, 'integer');
    else if (types.includes('number')) found.set(name, 'number');
  }
  return found;
}

interface UrlValidator {
  (data: unknown): boolean;
  errors?: FastifySchemaValidationError[] | null;
}

/** Refuses URL numbers that are not plain decimals, then lets ajv convert and check the rest. */
function withPlainDecimals(schema: unknown, validate: UrlValidator): UrlValidator {
  const numeric = numericProperties(schema);
  if (numeric.size === 0) return validate;
  const checked: UrlValidator = (data) => {
    const values = isSchemaObject(data) ? data : {};
    for (const [name, kind] of numeric) {
      const raw = values[name];
      const texts = (Array.isArray(raw) ? raw : [raw]).filter((value) => typeof value === 'string');
      if (texts.every((text) => plainDecimal[kind].test(text))) continue;
      checked.errors = [
        {
          keyword: 'type',
          instancePath: `/${name}`,
          schemaPath: `#/properties/${name}/type`,
          params: { type: kind },
          message: `must be ${kind}`,
        },
      ];
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors ?? null;
    return valid;
  };
  return checked;
}

function newAjv(options: Options): Ajv {
  const ajv = new Ajv(options);
  ajv.addKeyword({
    keyword: 'cleanText',
    schemaType: 'boolean',
    validate: (enabled: boolean, data: unknown) => !enabled || isCleanDeep(data),
  });
  return ajv;
}

type RouteValidator = ReturnType<Ajv['compile']> | UrlValidator;

/**
 * Route schemas are checked by two ajv instances: URL parts (query string, path parameters) arrive as
 * text and are converted to the declared types; JSON bodies are not converted, so `{"username": 123}`
 * is refused instead of silently becoming "123". Every schema first gets the bounds of withInputBounds.
 * The contract tests check the request samples with the same compiler.
 */
export function routeSchemaCompiler(): (schema: unknown, httpPart: string | undefined) => RouteValidator {
  const common: Options = {
    allErrors: false,
    useDefaults: true,
    removeAdditional: false,
    strict: true,
    // NaN and ±Infinity (JSON's 1e400) are no numbers.
    strictNumbers: true,
  };
  const forUrl = newAjv({ ...common, coerceTypes: 'array' });
  const forBody = newAjv({ ...common, coerceTypes: false });
  return (schema, httpPart) => {
    const bounded = withInputBounds(schema) as Schema;
    if (httpPart === 'body') return forBody.compile(bounded);
    return withPlainDecimals(bounded, forUrl.compile(bounded));
  };
}

export function useRouteValidation(app: FastifyInstance): void {
  const compile = routeSchemaCompiler();
  app.setValidatorCompiler(({ schema, httpPart }) => compile(schema, httpPart));
}
