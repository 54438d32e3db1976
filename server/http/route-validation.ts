import Ajv, { type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';

/**
 * Route schemas are checked by two ajv instances: URL parts (query string, path parameters) arrive as
 * text and are converted to the declared types; JSON bodies are not converted, so `{"username": 123}`
 * is refused instead of silently becoming "123".
 */
export function useRouteValidation(app: FastifyInstance): void {
  const common: Options = { allErrors: false, useDefaults: true, removeAdditional: false, strict: true };
  const forUrl = new Ajv({ ...common, coerceTypes: 'array' });
  const forBody = new Ajv({ ...common, coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? forBody : forUrl).compile(schema),
  );
}
