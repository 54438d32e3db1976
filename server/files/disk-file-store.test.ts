import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDiskFileStore, openTemporaryFileStore } from './disk-file-store.ts';
import { isFileKey, newFileKey, type FileStore } from './file-store.ts';
import { filesUnder } from './http-test-client.ts';

let folder: string;
let store: FileStore;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'disk-file-store-test-'));
  store = await openDiskFileStore(folder);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A stream that sends `chunks`, then fails when `failure` is given (an upload cut off). */
function source(chunks: string[], failure?: Error): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) yield Buffer.from(chunk);
      if (failure) throw failure;
    })(),
    { objectMode: false },
  );
}

describe('the disk file store', () => {
  it('keeps what it is given under a random key, and reads it back whole or in part', async () => {
    const key = newFileKey('user-uploads');
    expect(await store.put(key, source(['0123', '456789']))).toEqual({ size: 10 });
    expect(await readFile(path.join(folder, ...key.split('/')), 'utf8')).toBe('0123456789');
    expect(await text((await store.openRead(key))!)).toBe('0123456789');
    expect(await text((await store.openRead(key, { start: 2, end: 4 }))!)).toBe('234');
    expect(await store.stat(key)).toMatchObject({ size: 10 });
    await store.remove(key);
    expect(await store.stat(key)).toBeUndefined();
    expect(await store.openRead(key)).toBeUndefined();
    await store.remove(key);
  });

  it('keeps nothing of a stream that fails, not even its temporary file', async () => {
    const key = newFileKey('photos');
    const before = await filesUnder(folder);
    await expect(store.put(key, source(['half of it'], new Error('cut off')))).rejects.toThrow('cut off');
    expect(await store.stat(key)).toBeUndefined();
    expect(await filesUnder(folder)).toEqual(before);
  });

  it('takes only its own keys: no name can reach outside its folder', async () => {
    expect(isFileKey(newFileKey('photos'))).toBe(true);
    for (const key of [
      '../escape',
      'user-uploads/../../x',
      '/etc/passwd',
      'user-uploads/a',
      'other/' + 'a'.repeat(32),
    ]) {
      expect(isFileKey(key)).toBe(false);
      await expect(store.put(key, source(['x']))).rejects.toThrow('not a file key');
      await expect(store.openRead(key)).rejects.toThrow('not a file key');
    }
  });

  it('in a temporary folder, deletes the folder when closed', async () => {
    const temporaryFolders = async () =>
      (await readdir(tmpdir())).filter((name) => name.startsWith('reference-api-files-'));
    const before = await temporaryFolders();
    const temporary = await openTemporaryFileStore();
    const [created] = (await temporaryFolders()).filter((name) => !before.includes(name));
    expect(created).toBeDefined();
    const key = newFileKey('photos');
    await temporary.put(key, source(['x']));
    expect(await filesUnder(path.join(tmpdir(), created!))).toEqual([path.join(...key.split('/'))]);
    await temporary.close();
    expect(existsSync(path.join(tmpdir(), created!))).toBe(false);
  });
});
