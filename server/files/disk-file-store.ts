// The file store on disk: one file per key under a folder (`.data/files` beside `.data/pglite` by
// default), or a temporary folder deleted when the server closes (`--data-dir memory`, tests).
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, opendir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { displayPath } from '../paths.ts';
import { StartupError } from '../startup-error.ts';
import { closeIncomingFolder, openIncomingFolder } from './incoming-folder.ts';
import {
  assertFileKey,
  isFileKey,
  type ByteSpan,
  type FileArea,
  type FileStore,
  type StoredFileInfo,
} from './file-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export async function openDiskFileStore(
  folder: string,
  options: { temporary?: boolean } = {},
): Promise<FileStore> {
  const root = path.resolve(folder);
  // Files being written: renamed to their key only once complete, so a key is whole or absent. The
  // folder is this process's own: other processes may be writing in theirs (incoming-folder.ts).
  let incoming: string;
  try {
    incoming = await openIncomingFolder(root);
  } catch (error) {
    throw new StartupError([
      `${displayPath(root)}: cannot keep uploaded files there (${(error as NodeJS.ErrnoException).code}); ` +
        'pass --files-dir (or set FILES_DIR) to a folder the server may write to',
    ]);
  }

  const pathOf = (key: string) => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, content: Readable) {
      const target = pathOf(key);
      const partial = path.join(incoming, randomUUID());
      // flush: the bytes are on disk before the rename makes them visible under their key.
      const sink = createWriteStream(partial, { flags: 'wx', flush: true });
      try {
        await pipeline(content, sink);
        const { size } = await stat(partial);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(partial, target);
        return { size };
      } catch (error) {
        content.destroy();
        // A source that fails at once can fail while the sink is still opening its file: the file then
        // appears after an rm made at once, and stays. Removed once the sink has closed.
        if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
        await rm(partial, { force: true });
        throw error;
      }
    },

    async openRead(key, span?: ByteSpan) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      // Only the span is read from disk (a 1 KB range of a 19 MB video reads 1 KB).
      return handle.createReadStream(span ? { start: span.start, end: span.end } : {});
    },

    async stat(key): Promise<StoredFileInfo | undefined> {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list(area: FileArea) {
      let listing;
      try {
        listing = await opendir(path.join(root, area));
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for await (const entry of listing) {
        const key = `${area}/${entry.name}`;
        if (!entry.isFile() || !isFileKey(key)) continue;
        const info = await stat(path.join(root, area, entry.name)).catch(() => undefined);
        // Removed meanwhile (another process's sweep): nothing to list.
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },

    async close() {
      if (options.temporary) await rm(root, { recursive: true, force: true });
      else await closeIncomingFolder(incoming);
    },

    description: options.temporary ? 'files in a temporary folder' : `files in ${displayPath(root)}`,
  };
}

/** A store in a fresh folder of the system's temporary folder, deleted by close(). */
export async function openTemporaryFileStore(): Promise<FileStore> {
  const folder = await mkdtemp(path.join(tmpdir(), 'reference-api-files-'));
  return openDiskFileStore(folder, { temporary: true });
}
