// Query strings of the learning area: paged calls and others with defaults (schemas/api/learning-*-query).
import { localSchema, type Typed } from '../http/api-schemas.ts';

/**
 * A query schema whose defaults the validator fills in (useDefaults, route-validation.ts): the handler
 * always has those fields, although the generated type marks them optional.
 */
export function withDefaults<T, K extends keyof T>(
  typed: Typed<T>,
  ..._filled: K[]
): Typed<T & Required<Pick<T, K>>> {
  return typed as Typed<T & Required<Pick<T, K>>>;
}

/** A node's code in a path, as the fixtures write them. */
export const nodeCodeParams = localSchema<{ nodeCode: string }>({
  type: 'object',
  required: ['nodeCode'],
  properties: { nodeCode: { type: 'string', minLength: 1, maxLength: 100 } },
});
