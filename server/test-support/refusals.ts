// The refusals the route tests check again and again: a route's session, and a table of its refusals.
import type { LightMyRequestResponse } from 'fastify';
import { bearer, expectFailure } from './test-server.ts';

type Send<Input> = (input: Input) => Promise<LightMyRequestResponse>;

/** One refusal: what is sent, the status it answers and its exact pt-BR message. */
export type Refusal<Input> = readonly [input: Input, status: number, message: string | RegExp];

/** Sends each input in turn and expects its refusal; a failure names the input it came from. */
export async function expectRefusals<Input>(send: Send<Input>, refusals: readonly Refusal<Input>[]) {
  for (const [input, status, message] of refusals) {
    const response = await send(input);
    try {
      expectFailure(response, status, message);
    } catch (error) {
      if (error instanceof Error) error.message = `${JSON.stringify(input)}: ${error.message}`;
      throw error;
    }
  }
}

/**
 * A route that needs a session of the host's tenant: without a token, and with a token of another
 * tenant sent to this host, it answers 401 'Sessão expirada.'.
 */
export function expectSessionRequired(
  send: Send<Record<string, string>>,
  host: string,
  foreignToken: string,
): Promise<void> {
  return expectRefusals(send, [
    [{ host }, 401, 'Sessão expirada.'],
    [bearer(host, foreignToken), 401, 'Sessão expirada.'],
  ]);
}
