// Several API processes on one files folder (issue 17, Scale 4): a start used to delete the shared
// `.incoming/`, failing the upload another process had in flight.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDiskFileStore } from './disk-file-store.ts';
import { newFileKey } from './file-store.ts';
import { abandonedAfterMs, incomingRoot } from './incoming-folder.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'incoming-folder-test-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the incoming folder of each process', () => {
  it("leaves another process's upload in flight alone", async () => {
    const first = await openDiskFileStore(folder);
    let finish!: () => void;
    let halfWritten!: () => void;
    const halfSent = new Promise<void>((resolve) => (halfWritten = resolve));
    const upload = Readable.from(
      (async function* () {
        yield Buffer.from('first half, ');
        halfWritten();
        await new Promise<void>((resolve) => (finish = resolve));
        yield Buffer.from('second half');
      })(),
      { objectMode: false },
    );
    const key = newFileKey('user-uploads');
    const stored = first.put(key, upload);
    await halfSent;
    // Another process starts on the same folder while the upload is half written.
    const second = await openDiskFileStore(folder);
    finish();
    expect(await stored).toEqual({ size: 23 });
    expect(await text((await second.openRead(key))!)).toBe('first half, second half');
    await first.close();
    await second.close();
  });

  it('removes folders untouched for a day (a crashed process), and its own at close', async () => {
    const incoming = path.join(folder, incomingRoot);
    await mkdir(path.join(incoming, '1234-abandoned'), { recursive: true });
    await mkdir(path.join(incoming, '5678-live'));
    const dayAgo = new Date(Date.now() - abandonedAfterMs - 60_000);
    await utimes(path.join(incoming, '1234-abandoned'), dayAgo, dayAgo);
    const store = await openDiskFileStore(folder);
    const folders = await readdir(incoming);
    expect(folders).not.toContain('1234-abandoned');
    expect(folders).toContain('5678-live');
    const own = folders.find((name) => name.startsWith(`${process.pid}-`));
    expect(own).toBeDefined();
    await store.close();
    expect(existsSync(path.join(incoming, own!))).toBe(false);
    expect(existsSync(path.join(incoming, '5678-live'))).toBe(true);
  });
});
