// Where the bytes of what users send live (the upload form's files, the profile photo). The
// database keeps only each file's metadata and its storage key; the bytes go through this one
// small interface as streams, so no file is ever whole in memory or read in one database query.
// The reference API stores on disk (disk-file-store.ts); an S3-compatible store can implement the
// same five calls later (PutObject through a multipart upload, GetObject with a Range header,
// HeadObject, DeleteObject): see docs/decisions/0007-files-on-disk-behind-one-interface.md.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A range of bytes, both ends included (as in HTTP's `Range: bytes=start-end`). */
export interface ByteSpan {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

export interface FileStore {
  /**
   * Stores every byte of `content` under `key` and resolves with their count once they are all
   * kept. If `content` fails (a refused or interrupted upload), nothing is left under `key` and
   * the promise rejects with that error: a reader never sees half a file.
   */
  put(key: string, content: Readable): Promise<{ size: number }>;
  /** The file's bytes (only `span`'s when given), or undefined when nothing is stored there. */
  openRead(key: string, span?: ByteSpan): Promise<Readable | undefined>;
  stat(key: string): Promise<StoredFileInfo | undefined>;
  /** Forgets the file; a key with nothing behind it is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every key of an area with its time, for the sweep of files no row names (a crash mid-ingest,
   * server/scorm/package-files-sweep.ts). Keys come one at a time: an area may hold many.
   */
  list(area: FileArea): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Releases what the store holds (a temporary folder is deleted). */
  close(): Promise<void>;
  /** Where the files live, for the start-up line. */
  readonly description: string;
}

/** The kinds of files kept, each the first part of its keys. */
export type FileArea = 'user-uploads' | 'photos' | 'scorm-packages';

const fileKeyPattern = /^(user-uploads|photos|scorm-packages)\/[A-Za-z0-9_-]{32}$/;

/**
 * A new key: the area and 24 random bytes. Keys are never made from what a user sent (a file
 * name), so no name can reach outside the store's folder or overwrite another file.
 */
export function newFileKey(area: FileArea): string {
  return `${area}/${randomBytes(24).toString('base64url')}`;
}

export function isFileKey(key: string): boolean {
  return fileKeyPattern.test(key);
}

/** Every store checks the keys it is handed the same way. */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
}
