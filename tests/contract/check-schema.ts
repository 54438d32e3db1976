// A sample checked against its schema the way the product checks it: an entity or an answer by the
// generated validators the browser ships, a request body or query by the server's route validation
// (its own ajv, with the bounds every input gets), the only place a request is checked.
import { readFileSync } from 'node:fs';
import { routeSchemaCompiler } from '../../server/http/route-validation';
import { validate, type SchemaId, type ValidationIssue } from '../../src/engine/validate';
import { isRequestSchemaId, type SampleSchemaId } from '../fixtures/schema-ids';

const compileRoute = routeSchemaCompiler();
const routeValidators = new Map<string, ReturnType<typeof compileRoute>>();

function requestValidator(id: string) {
  let check = routeValidators.get(id);
  if (!check) {
    const {
      $schema: _draft,
      $id: _id,
      ...schema
    } = JSON.parse(readFileSync(`schemas/${id}.json`, 'utf8')) as Record<string, unknown>;
    check = compileRoute(schema, id.endsWith('-body') ? 'body' : 'querystring');
    routeValidators.set(id, check);
  }
  return check;
}

/** The first issue of a payload, 'valid' when there is none (validators loaded: loadAllValidators). */
export function firstIssue(id: SampleSchemaId, payload: unknown): 'valid' | Omit<ValidationIssue, 'message'> {
  if (!isRequestSchemaId(id)) {
    const result = validate(id as SchemaId, payload);
    return result.ok ? 'valid' : { pointer: result.issues[0]!.pointer, rule: result.issues[0]!.rule };
  }
  // The server converts a query's text to numbers in place: check a copy.
  const check = requestValidator(id);
  if (check(structuredClone(payload))) return 'valid';
  const [error] = check.errors ?? [];
  const missing = error?.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
  return { pointer: `${error?.instancePath ?? ''}${missing}`, rule: error?.keyword ?? '' };
}
