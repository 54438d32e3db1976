// Serves a stored file as a stream, whole or one byte range (a <video> seeking), with validators a
// browser can revalidate with. Only the requested bytes are read from the store.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Refusal } from '../http/refusal.ts';
import { messages } from '../messages.ts';
import type { FileStore } from './file-store.ts';

/** One `bytes=start-end` range (also `start-` and `-suffix`); anything else is the whole file. */
export function byteRange(
  header: string | undefined,
  size: number,
): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  const [first, last] = [match[1], match[2]];
  const start = first ? Number(first) : Math.max(0, size - Number(last));
  const end = first && last ? Math.min(Number(last), size - 1) : size - 1;
  return start > end || start >= size ? 'unsatisfiable' : [start, end];
}

export interface FileToSend {
  storageKey: string;
  mimetype: string;
  /** The whole Content-Disposition value (inline or attachment, and the name). */
  disposition: string;
}

/**
 * Answers with the file (200), a range of it (206), 304 when the browser's copy is current, 416 for
 * a range beyond its end, and says true; false (nothing sent) when the store has no such file.
 * (Not the reply itself: a reply is thenable, and awaiting it waits for the answer to finish.)
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  file: FileToSend,
): Promise<boolean> {
  const info = await files.stat(file.storageKey);
  if (!info) return false;
  const { size, modifiedAt } = info;
  // The bytes under a key never change: its size and time name this version well enough.
  const etag = `"${size.toString(16)}-${modifiedAt.getTime().toString(16)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', modifiedAt.toUTCString())
    // The key names these bytes for ever: the browser may keep them, no shared cache may.
    .header('cache-control', 'private, max-age=31536000, immutable');
  const knownVersions = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (knownVersions?.some((tag) => tag === etag || tag === `W/${etag}` || tag === '*')) {
    void reply.code(304).send();
    return true;
  }

  // If-Range: a range of another version of the file would splice two files; send it whole.
  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === etag ? byteRange(request.headers.range, size) : undefined;
  if (range === 'unsatisfiable') {
    throw new Refusal(416, messages.invalidRequest, { 'content-range': `bytes */${size}` });
  }

  const [start, end] = range ?? [0, size - 1];
  reply
    .header('content-type', file.mimetype)
    .header('content-disposition', file.disposition)
    .header('content-length', String(end - start + 1));
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  // HEAD: the headers say it all. Fastify reads a stream sent to HEAD to its end and throws it
  // away (and answers length 0 for no body): an empty stream keeps the length and reads nothing.
  const content =
    request.method === 'HEAD'
      ? Readable.from([])
      : await files.openRead(file.storageKey, range ? { start, end } : undefined);
  if (!content) return false;
  void reply.send(content);
  return true;
}
