import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, messages } from '../messages.ts';
import { Refusal } from './refusal.ts';
import { describeValidationError } from './validation-messages.ts';

const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.emptyJsonBody,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.invalidRequest,
};

const messagesByStatus: Record<number, string> = {
  401: messages.sessionExpired,
  403: messages.forbidden,
  404: messages.routeNotFound,
};

/**
 * Bad input is answered with its 4xx status and a pt-BR message, in the same `{success:false, message}`
 * shape as every other answer. Anything else is a fault of the server: logged, and answered with a
 * 500 that reveals nothing of the cause.
 */
export function useErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A failure is never kept by a cache, whatever the route meant to allow for its data.
    reply.header('cache-control', 'no-store');
    if (error.validation) {
      return reply
        .code(400)
        .send(failure(describeValidationError(error.validation[0], error.validationContext)));
    }
    // The one place a refusal becomes an answer (server/http/refusal.ts).
    if (error instanceof Refusal)
      return reply.code(error.statusCode).headers(error.headers).send(failure(error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        messagesByCode[error.code] ??
        (error instanceof SyntaxError ? messages.malformedJson : undefined) ??
        messagesByStatus[status] ??
        messages.invalidRequest;
      return reply.code(status).send(failure(message));
    }
    // The browser went away while a compressed stream was on its way (a player cancels a request it no
    // longer needs): nobody is there to answer, and nothing failed on the server's side.
    const clientLeft = error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.destroyed;
    if (clientLeft) request.log.debug({ err: error }, 'client left before the answer ended');
    else request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(messages.internalError));
  });
}
