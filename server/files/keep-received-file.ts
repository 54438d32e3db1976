// The one recipe of a route that receives a file into the store and writes the row that names it (the
// upload form, an external course's evidence): the bytes stay only once the row is written.
import type { FastifyRequest } from 'fastify';
import { Refusal, refuse } from '../http/refusal.ts';
import { multipartMessages } from './multipart-refusal.ts';
import type { FileStore } from './file-store.ts';

export interface ReceivedFileSteps<Received, Kept> {
  /** Reads the body, the file straight into the store (a failure there leaves nothing stored). */
  receive(): Promise<Received>;
  /** Where the received bytes are, if any were stored. */
  storageKeyOf(received: Received): string | undefined;
  /** Checks what came and writes the row naming the bytes: a refusal or a failure here removes them. */
  keep(received: Received): Promise<Kept>;
}

/**
 * Receives the file and keeps it, answering what `keep` answers; a body that is not multipart is a 415.
 * A refusal in the middle of a body (a file over the limit) reads the rest, so the browser finishes
 * sending and reads the answer instead of seeing the connection reset.
 */
export async function keepReceivedFile<Received, Kept>(
  request: FastifyRequest,
  files: FileStore,
  steps: ReceivedFileSteps<Received, Kept>,
): Promise<Kept> {
  if (!request.isMultipart()) return refuse(415, multipartMessages.notMultipart);
  let received: { value: Received } | undefined;
  try {
    received = { value: await steps.receive() };
    return await steps.keep(received.value);
  } catch (error) {
    if (error instanceof Refusal) request.raw.resume();
    const storageKey = received && steps.storageKeyOf(received.value);
    if (storageKey) await files.remove(storageKey);
    throw error;
  }
}
