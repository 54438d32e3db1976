// The one way domain code says no. A handler, a rule or a store throws a Refusal (status + the pt-BR
// message the learner reads); the error handler (error-handling.ts) is the only place that turns it
// into `{success: false, message}`. No route writes `reply.code(N).send(failure(...))` itself.

/** The statuses a refusal may carry: client errors, and 503 for "not now, try again". */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 416 | 422 | 423 | 429 | 503;

export class Refusal extends Error {
  constructor(
    readonly statusCode: RefusalStatus,
    message: string,
    /** Headers the answer must carry (Retry-After of a 429 or 503). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** `return refuse(404, messages.contentNotFound)` reads as what it does, and narrows like a throw. */
export function refuse(
  statusCode: RefusalStatus,
  message: string,
  headers?: Readonly<Record<string, string>>,
): never {
  throw new Refusal(statusCode, message, headers);
}
