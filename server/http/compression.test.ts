// Issue 21: JSON over 1 KB answers compressed (brotli, else gzip, with Vary), and a page of the
// learning catalogue that did not change costs a 304 (ETag), while other API answers stay no-store.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { horizonte } from '../test-support/test-server.ts';
import { compressionThresholdBytes } from './compression.ts';

const { live, bruno } = horizonteLearner();
/** The learning home's blocks (horizonte's company id). */
const home = '/api/learning/nodes/2';
const get = (url: string, headers: Record<string, string> = {}) =>
  live.app.inject({ method: 'GET', url, headers: { ...bruno(), ...headers } });

describe('compressed answers', () => {
  it('sends the learning home brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const plain = await get(home);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThresholdBytes);

    const br = await get(home, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await get(home, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers and byte ranges as they are', async () => {
    const small = await live.app.inject({
      method: 'GET',
      url: '/api/learning/plans/active',
      headers: { ...bruno(), 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(small.headers['content-encoding']).toBeUndefined();

    const logo = await live.app.inject({
      method: 'GET',
      url: '/demo/logo.svg',
      headers: { host: horizonte, 'accept-encoding': 'br', range: 'bytes=0-99' },
    });
    expect(logo.statusCode).toBe(206);
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.rawPayload.length).toBe(100);
  });
});

describe('revalidation', () => {
  it('answers 304 with no body to an unchanged page of the catalogue, kept private', async () => {
    const first = await get(home, { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    const again = await get(home, { 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another tag (another learner's page, or a changed one) gets the page.
    expect((await get(home, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('keeps other API answers out of every cache', async () => {
    const response = await get('/api/learning/students/1/enrollments-in-progress');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('revalidates the tenant runtime configuration', async () => {
    const config = await live.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: horizonte },
    });
    const again = await live.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: horizonte, 'if-none-match': config.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
