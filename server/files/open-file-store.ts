import { openDiskFileStore, openTemporaryFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';

/** A folder, an open store the caller keeps (tests), or none: a temporary folder gone at close. */
export type FilesOption = string | FileStore;

export async function openFileStore(
  option: FilesOption | undefined,
): Promise<{ files: FileStore; owned: boolean }> {
  if (option === undefined) return { files: await openTemporaryFileStore(), owned: true };
  if (typeof option === 'string') return { files: await openDiskFileStore(option), owned: true };
  return { files: option, owned: false };
}
