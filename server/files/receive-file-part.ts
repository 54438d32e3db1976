// One file of a multipart body, streamed into the file store: its first bytes are read and checked
// before anything is kept, the rest flows from the parser to the store chunk by chunk (never the
// whole file in memory), and a file over the parser's size limit is refused while it streams.
import type { MultipartFile } from '@fastify/multipart';
import { Readable } from 'node:stream';
import type { FileArea, FileStore } from './file-store.ts';
import { newFileKey } from './file-store.ts';

export type ReceivedFilePart =
  | { outcome: 'stored'; storageKey: string; size: number }
  | { outcome: 'empty' }
  /** `accepts` said no to the first bytes: nothing was stored. */
  | { outcome: 'refused' };

export interface ReceiveOptions {
  area: FileArea;
  /** How many first bytes `accepts` needs to see (fewer when the file is shorter). */
  sampleBytes: number;
  accepts(sample: Uint8Array): boolean | Promise<boolean>;
  /** The error to fail with when the parser truncated the file at its size limit. */
  tooLarge(): Error;
}

/**
 * Reads `part` to its end and stores it unless its first bytes are refused or it is empty. Rejects
 * (with `tooLarge()` or the parser's error for an interrupted body) leaving nothing stored.
 */
export async function receiveFilePart(
  part: MultipartFile,
  files: FileStore,
  options: ReceiveOptions,
): Promise<ReceivedFilePart> {
  const chunks: AsyncIterator<Buffer> = part.file[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < options.sampleBytes) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.byteLength;
  }
  const sample = Buffer.concat(head);
  if (sample.byteLength === 0) return { outcome: 'empty' };
  if (!(await options.accepts(sample))) {
    // Read the rest without keeping it, so the parser reaches the parts that follow.
    while (!ended) ended = (await chunks.next()).done === true;
    if (part.file.truncated) throw options.tooLarge();
    return { outcome: 'refused' };
  }

  async function* wholeFile() {
    yield sample;
    if (!ended) for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    // busboy ends a file cut at the size limit like a complete one: failing here makes the store
    // drop what it wrote instead of keeping the first 20 MB.
    if (part.file.truncated) throw options.tooLarge();
  }
  const storageKey = newFileKey(options.area);
  const { size } = await files.put(storageKey, Readable.from(wholeFile(), { objectMode: false }));
  return { outcome: 'stored', storageKey, size };
}
