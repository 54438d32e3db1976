// The success counterpart of expectFailure, for the route tests that read what a route answered.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { expectSchema } from './test-server.ts';

/** The body of a 200 answer, checked against schemas/<file> first (a failure shows the body). */
export function answerOf<Body>(response: LightMyRequestResponse, schemaFile: string): Body {
  expect(response.statusCode, response.body).toBe(200);
  expectSchema(response, schemaFile);
  return response.json<Body>();
}
