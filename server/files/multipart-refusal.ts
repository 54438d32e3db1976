// What a failed multipart body answers, for the routes that read a file out of one (the upload form, an
// external course's evidence): the multipart plugin's and busboy's own messages are English.
import type { FastifyError } from 'fastify';
import { Refusal, type RefusalStatus } from '../http/refusal.ts';
import { messages } from '../messages.ts';

export const multipartMessages = {
  notMultipart: 'Envie os dados como multipart/form-data.',
  oneFileOnly: 'Envie um arquivo por vez.',
  tooManyFields: 'O formulário tem campos demais.',
  interrupted: 'O envio foi interrompido antes de terminar. Tente novamente.',
} as const;

/** The multipart plugin's errors, by code, but a file over the size limit (each route words that one). */
const refusalOfPluginError: Record<string, [RefusalStatus, string]> = {
  FST_FILES_LIMIT: [413, multipartMessages.oneFileOnly],
  FST_FIELDS_LIMIT: [413, multipartMessages.tooManyFields],
  FST_PARTS_LIMIT: [413, multipartMessages.tooManyFields],
  FST_PROTO_VIOLATION: [400, messages.invalidRequest],
  FST_MP_PREMATURE_CLOSE: [400, multipartMessages.interrupted],
};

/**
 * Throws what a failure while reading the body answers: a refusal as it is; the plugin's errors by code
 * (`fileTooLarge`, the route's words for a file over its limit); busboy's own complaints about a
 * malformed body ("Unexpected end of form", no boundary) as an invalid request; anything else as it is
 * (a 500).
 */
export function throwAsMultipartRefusal(error: unknown, fileTooLarge: string): never {
  if (error instanceof Refusal) throw error;
  const code = (error as FastifyError).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new Refusal(413, fileTooLarge);
  const known = refusalOfPluginError[code];
  if (known) throw new Refusal(...known);
  if (error instanceof Error && !('statusCode' in error)) throw new Refusal(400, messages.invalidRequest);
  throw error;
}
