import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { useStaticDir } from '../test-support/static-dir.ts';
import { aurora, useTestServer } from '../test-support/test-server.ts';

// A build as Vite leaves it, then compressed the way the build does it (scripts/precompress.ts).
const script = `export const greeting = ${JSON.stringify('Olá, aprendiz! '.repeat(400))};\n`;
const indexHtml = `<!doctype html><html lang="pt-BR"><head><title>app</title>
<script type="module" src="/assets/app-abc123.js"></script></head>
<body><div id="root"><main><p role="status">${'Aguarde, carregando a aplicação... '.repeat(60)}</p></main></div></body></html>`;
const tinyScript = 'console.log(1);';

const staticDir = useStaticDir('wl-static-compressed-', {
  'index.html': indexHtml,
  'assets/app-abc123.js': script,
  'assets/tiny-abc123.js': tinyScript,
});
// Compressed before the server starts, as the build leaves it.
beforeAll(async () => {
  await precompress(staticDir);
});
const server = useTestServer({ staticDir });

const request = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}, method = 'GET') =>
  server.app.inject({
    method: method as 'GET' | 'HEAD',
    url,
    headers: { host: aurora, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
  });

/** What a browser does with the body: undo the content-encoding it was sent with. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : encoding === 'gzip'
        ? gunzipSync(response.rawPayload)
        : response.rawPayload;
  return body.toString('utf8');
}

const clients = [
  { name: 'brotli', accept: 'gzip, deflate, br, zstd', encoding: 'br' },
  { name: 'gzip', accept: 'gzip, deflate', encoding: 'gzip' },
  { name: 'identity', accept: undefined, encoding: undefined },
  { name: 'identity only', accept: 'identity', encoding: undefined },
] as const;

describe('the built app, compressed', () => {
  it('made .br and .gz copies of what gains from it, and none of tiny files', () => {
    const built = (name: string) => path.join(staticDir, name);
    expect(brotliDecompressSync(readFileSync(built('assets/app-abc123.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(built('assets/app-abc123.js.gz'))).toString()).toBe(script);
    expect(readFileSync(built('index.html.br')).length).toBeLessThan(indexHtml.length / 4);
    expect(() => readFileSync(built('assets/tiny-abc123.js.br'))).toThrow();
  });

  for (const client of clients)
    it(`sends a ${client.name} client an asset it can decode, cached for a year`, async () => {
      const response = await request('/assets/app-abc123.js', client.accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(client.encoding);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
      expect(decoded(response)).toBe(script);
      if (client.encoding) expect(response.rawPayload.length).toBeLessThan(script.length / 5);
    });

  for (const client of clients)
    for (const url of ['/', '/index.html', '/content/12?idSection=2', '/perfil'])
      it(`sends a ${client.name} client index.html at ${url}, revalidated every time`, async () => {
        const response = await request(url, client.accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(client.encoding);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['vary']).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['etag']).toBeTruthy();
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(decoded(response)).toBe(indexHtml);
      });

  it('gives each encoding its own ETag, and answers a matching If-None-Match with 304', async () => {
    const brotli = await request('/assets/app-abc123.js', 'br');
    const gzip = await request('/assets/app-abc123.js', 'gzip');
    const identity = await request('/assets/app-abc123.js');
    expect(new Set([brotli, gzip, identity].map((response) => response.headers['etag'])).size).toBe(3);
    const again = await request('/', 'br', {
      'if-none-match': String((await request('/', 'br')).headers['etag']),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a tiny file, which has no copy, in a form each client can read', async () => {
    // No .br copy was made of it (not worth a file); the API's compression (compression.ts) may
    // still encode it on the way, and the browser gets the same script either way.
    const br = await request('/assets/tiny-abc123.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    const body =
      br.headers['content-encoding'] === 'br' ? brotliDecompressSync(br.rawPayload).toString() : br.body;
    expect(body).toBe(tinyScript);
    const plain = await request('/assets/tiny-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(tinyScript);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request('/assets/app-abc123.js', 'br');
    const head = await request('/assets/app-abc123.js', 'br', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const header of [
      'content-encoding',
      'content-type',
      'content-length',
      'etag',
      'vary',
      'cache-control',
    ])
      expect(head.headers[header], header).toBe(get.headers[header]);
    const page = await request('/perfil', 'gzip', {}, 'HEAD');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers a Range with a slice of the representation it names (the compressed bytes when encoded)', async () => {
    const compressed = readFileSync(path.join(staticDir, 'assets/app-abc123.js.br'));
    const brotli = await request('/assets/app-abc123.js', 'br', { range: 'bytes=0-29' });
    expect(brotli.statusCode).toBe(206);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-range']).toBe(`bytes 0-29/${compressed.length}`);
    expect(brotli.rawPayload.equals(compressed.subarray(0, 30))).toBe(true);

    const identity = await request('/assets/app-abc123.js', 'identity', { range: 'bytes=10-19' });
    expect(identity.statusCode).toBe(206);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-range']).toBe(`bytes 10-19/${Buffer.byteLength(script)}`);
    expect(identity.rawPayload.equals(Buffer.from(script).subarray(10, 20))).toBe(true);

    const beyond = await request('/assets/app-abc123.js', 'br', {
      range: `bytes=${compressed.length + 10}-`,
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('never serves the compressed copies under their own names as the page, nor a missing asset', async () => {
    for (const url of ['/assets/missing-123.js', '/assets/missing-123.js.br']) {
      const response = await request(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Rota não encontrada.' });
    }
  });
});
