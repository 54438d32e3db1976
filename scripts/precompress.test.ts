import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = (name: string) => path.join(dir, name);
const style = '.card { color: var(--text); padding: 8px 12px; }\n'.repeat(100);

describe('precompress', () => {
  it('writes brotli and gzip copies that decode to each text file, in every folder', async () => {
    writeFileSync(file('index.html'), `<!doctype html><p>${'Olá '.repeat(500)}</p>`);
    writeFileSync(file('assets/app-1.css'), style);
    const summary = await precompress(dir);
    expect(summary.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(file('assets/app-1.css.br'))).toString()).toBe(style);
    expect(gunzipSync(readFileSync(file('assets/app-1.css.gz'))).toString()).toBe(style);
    expect(summary.brotliBytes).toBeLessThan(summary.gzipBytes);
  });

  it('leaves alone tiny files, formats compressed already, and data that does not shrink', async () => {
    writeFileSync(file('assets/tiny-1.js'), 'export {};');
    writeFileSync(file('assets/photo-1.png'), style);
    writeFileSync(file('assets/random-1.json'), randomBytes(4096));
    expect((await precompress(dir)).files).toBe(0);
    for (const name of ['assets/tiny-1.js', 'assets/photo-1.png', 'assets/random-1.json'])
      expect(existsSync(file(`${name}.br`)) || existsSync(file(`${name}.gz`)), name).toBe(false);
  });

  it('removes the copies of a file that no longer gains from them, and never compresses a copy', async () => {
    writeFileSync(file('index.html'), style);
    await precompress(dir);
    writeFileSync(file('index.html'), '<!doctype html>');
    await precompress(dir);
    expect(existsSync(file('index.html.br'))).toBe(false);
    expect(existsSync(file('index.html.gz'))).toBe(false);
    expect(existsSync(file('index.html.br.br'))).toBe(false);
  });
});
