// Requests the server cannot read as meant: a malformed or overlong address, a JSON body in another
// encoding, a request line Node's HTTP parser refuses. Each gets a pt-BR 4xx in the API's
// `{success:false, message}` shape, with the headers of every other answer, and never repeats the input
// (Fastify's own answers are English and echo the path).
import { isUtf8 } from 'node:buffer';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../messages.ts';
import { inputMessages } from '../messages-input.ts';
import { isCleanText } from './clean-text.ts';
import { Refusal } from './refusal.ts';
import { securityHeaders } from './security-headers.ts';

/** Nothing the app builds comes close (its longest search text is 100 characters). */
export const maxUrlLength = 4096;

/** Headers of an answer given before any hook runs; an error answer is never worth caching. */
const earlyAnswerHeaders = { ...securityHeaders, 'cache-control': 'no-store' } as const;

/**
 * The `frameworkErrors` option of Fastify(): a path whose percent-encoding is not UTF-8 (FST_ERR_BAD_URL)
 * or a path parameter over the router's length (FST_ERR_MAX_PARAM_LENGTH). Called before any hook,
 * so the headers the onSend hooks add are set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .headers(earlyAnswerHeaders)
    .send(failure(tooLong ? inputMessages.pathPartTooLong : inputMessages.malformedUrl));
}

/**
 * The `clientErrorHandler` option of Fastify(): what Node's HTTP parser refuses before Fastify sees a
 * request (headers or a request line over 16 KB, bytes HTTP does not allow). Written straight to the
 * socket, as Fastify's own handler does, then the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, inputMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, inputMessages.requestTimeout]
        : [400, inputMessages.malformedRequest];
  const body = JSON.stringify(failure(message));
  const headers = {
    ...earlyAnswerHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** Why an address cannot be read (too long, percent-encoding that is not UTF-8, a NUL), if it cannot. */
export function urlProblem(url: string): string | undefined {
  if (url.length > maxUrlLength) return inputMessages.urlTooLong;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return inputMessages.malformedUrl;
  }
  return isCleanText(decoded) ? undefined : inputMessages.malformedUrl;
}

/** The charset a Content-Type names, lower-cased, if it names one. */
export function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

/**
 * The checks every request goes through before its route: the whole address (the router only checks
 * the path; the query string reaches routes undecoded when it is malformed), and JSON bodies that are
 * UTF-8, as RFC 8259 requires (Node would turn other bytes into U+FFFD without a word).
 */
export function useMalformedRequestChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const problem = urlProblem(request.url);
    if (problem) return reply.code(problem === inputMessages.urlTooLong ? 414 : 400).send(failure(problem));
    // busboy throws a bare Error (a 500) for a multipart body without its boundary.
    const contentType = request.headers['content-type'];
    if (
      contentType &&
      /^\s*multipart\//i.test(contentType) &&
      !/;\s*boundary\s*=\s*"?[^";\s]+/i.test(contentType)
    )
      return reply.code(400).send(failure(inputMessages.malformedMultipart));
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
      return done(new Refusal(415, inputMessages.unsupportedCharset), undefined);
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new Refusal(400, inputMessages.bodyNotUtf8), undefined);
    parseJson(request, bytes.toString('utf8'), done);
  });
}
