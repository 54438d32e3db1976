// The tenant icons, drawn once and kept in memory: sharp takes ~20-80 ms per icon, and browsers ask for
// them on every manifest check. An entry is redrawn when its source changes (a designer's fixture file:
// its size and modification time; a remote logo: after an hour) or the tenant's colour does.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { webAddress } from '../../src/shared-rules/web-address.ts';
import type { IconSpec } from './app-icons.ts';
import { renderIcon } from './icons.ts';

export interface DrawnIcon {
  png: Buffer;
  /** A strong validator of the PNG's bytes (If-None-Match answers 304). */
  etag: string;
}

interface Source {
  /** Changes when the bytes may have changed. */
  stamp: string;
  read: () => Promise<Buffer | undefined>;
}

const REMOTE_TIMEOUT_MS = 5000;
const REMOTE_MAX_BYTES = 5 * 1024 * 1024;
const REMOTE_KEPT_MS = 60 * 60 * 1000;
/** Five icons per tenant: room for 100 tenants before the oldest entries go. */
const MAX_ENTRIES = 500;

async function readRemote(url: URL): Promise<Buffer | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  if (!response.ok) return undefined;
  const bytes = Buffer.from(await response.arrayBuffer());
  return bytes.length <= REMOTE_MAX_BYTES ? bytes : undefined;
}

/**
 * Where the icon's picture comes from: the tenant's /demo/ asset (never outside its folder), or an http(s)
 * address. Anything else (none, a data: address) draws the plain colour.
 */
async function sourceOf(
  address: string | undefined,
  assetsDir: string | undefined,
  now: number,
): Promise<Source> {
  const none: Source = { stamp: 'none', read: async () => undefined };
  if (!address) return none;
  if (address.startsWith('/demo/') && assetsDir) {
    const folder = path.resolve(assetsDir);
    const file = path.resolve(folder, decodeURIComponent(address.slice('/demo/'.length).split('?')[0]!));
    if (!file.startsWith(folder + path.sep)) return none;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return none;
    return { stamp: `${file}:${info.size}:${info.mtimeMs}`, read: () => readFile(file) };
  }
  const remote = webAddress(address);
  if (!remote) return none;
  return {
    stamp: `${remote.href}:${Math.floor(now / REMOTE_KEPT_MS)}`,
    read: () => readRemote(remote).catch(() => undefined),
  };
}

export interface IconRequest {
  bucket: string;
  name: string;
  spec: IconSpec;
  /** The tenant's favicon, else its logo. */
  address: string | undefined;
  colour: string;
  assetsDir: string | undefined;
}

export function createIconCache(now: () => number = Date.now) {
  const drawn = new Map<string, { stamp: string; icon: Promise<DrawnIcon> }>();
  /** How many times an icon was actually drawn (tests check that the second ask is served from memory). */
  let draws = 0;
  return {
    get draws() {
      return draws;
    },
    async icon({ bucket, name, spec, address, colour, assetsDir }: IconRequest): Promise<DrawnIcon> {
      const key = `${bucket}|${name}`;
      const source = await sourceOf(address, assetsDir, now());
      const stamp = `${source.stamp}|${colour}`;
      const kept = drawn.get(key);
      if (kept?.stamp === stamp) return kept.icon;
      draws += 1;
      const icon = source.read().then(async (bytes) => {
        const png = await renderIcon(bytes, spec, colour);
        return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
      });
      const entry = { stamp, icon };
      // A failure is not kept: the next ask tries again.
      icon.catch(() => {
        if (drawn.get(key) === entry) drawn.delete(key);
      });
      drawn.delete(key);
      drawn.set(key, entry);
      if (drawn.size > MAX_ENTRIES) drawn.delete(drawn.keys().next().value!);
      return icon;
    },
  };
}
