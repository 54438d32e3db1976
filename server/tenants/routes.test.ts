import { describe, expect, it } from 'vitest';
import { aurora, expectFailure, horizonte, useTestServer } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';

const server = useTestServer();

const details = (bucket: unknown, host = aurora) => server.post('/api/app/details/', { host }, { bucket });

describe('POST /api/app/details/', () => {
  it('finds the tenant of a host, with or without port', async () => {
    for (const bucket of [
      'aurora.localhost',
      'aurora.localhost:5173',
      'AURORA.localhost',
      'http://aurora.localhost:5173/',
    ]) {
      const response = await details(bucket);
      const { app } = answerOf<{ app: { idApp: number; name: string; primaryColor: string }[] }>(
        response,
        'api/app-details-response.json',
      );
      expect(app).toHaveLength(1);
      expect(app[0]).toMatchObject({ idApp: 1, name: 'Aurora Conteúdos', primaryColor: '#0F766E' });
    }
  });

  it('tells tenants apart', async () => {
    const response = await details('horizonte.localhost:5173', horizonte);
    expect(response.json().app[0]).toMatchObject({
      idApp: 2,
      name: 'Horizonte Educação Corporativa',
      loginPosition: 'top',
    });
  });

  it('answers an empty list for an unknown host', async () => {
    const response = await details('desconhecido.localhost:5173');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, app: [] });
  });

  it('accepts the spelling without the trailing slash', async () => {
    const response = await server.post('/api/app/details', {}, { bucket: 'aurora.localhost' });
    expect(response.json().app).toHaveLength(1);
  });

  it('refuses a body without a text bucket, in pt-BR', async () => {
    expectFailure(await details(undefined), 400, 'O campo "bucket" é obrigatório.');
    expectFailure(await details(42), 400, 'O campo "bucket" deve ser um texto.');
  });
});

describe('GET /api/app/manifest.webmanifest', () => {
  it('describes the tenant of the host as an installable app', async () => {
    const response = await server.get('/api/app/manifest.webmanifest', { host: horizonte });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Horizonte Educação Corporativa',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1E3A8A',
      lang: 'pt-BR',
    });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual([
      '192x192',
      '256x256',
      '512x512',
      '512x512',
    ]);
    // Relative to the manifest: /api/app/icons/icon-192.png.
    expect(manifest.icons[0].src).toBe('icons/icon-192.png');
  });

  it('is a JSON 404 on a host without tenant', async () => {
    const response = await server.get('/api/app/manifest.webmanifest', { host: 'x.localhost' });
    expectFailure(response, 404, 'Nenhuma aplicação correspondente a URL');
  });
});

describe('GET /api/app/icons/{name}', () => {
  const icon = (name: string, host = aurora, headers: Record<string, string> = {}) =>
    server.get(`/api/app/icons/${name}`, { host, ...headers });

  it("answers each tenant's PNG icons at their sizes, cached a day and revalidated by ETag", async () => {
    for (const [name, size] of [
      ['icon-192.png', 192],
      ['icon-256.png', 256],
      ['icon-512.png', 512],
      ['maskable-512.png', 512],
      ['apple-touch-icon.png', 180],
    ] as const) {
      const response = await icon(name);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect([response.rawPayload.readUInt32BE(16), response.rawPayload.readUInt32BE(20)]).toEqual([
        size,
        size,
      ]);
      const again = await icon(name, aurora, { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it("draws each tenant's own: two hosts, two pictures", async () => {
    const [a, h] = await Promise.all([icon('maskable-512.png'), icon('maskable-512.png', horizonte)]);
    expect(a.rawPayload.equals(h.rawPayload)).toBe(false);
  });

  it('is a JSON 404 for another name or a host without tenant', async () => {
    expectFailure(await icon('icon-64.png'), 404, 'Rota não encontrada.');
    expectFailure(await icon('icon-192.png', 'x.localhost'), 404, 'Nenhuma aplicação correspondente a URL');
  });
});

describe('GET /demo/* of an image crop (issue 21)', () => {
  const demo = (url: string) => server.get(url, { host: horizonte });

  it("serves the original in a missing crop's place: one request per card image, no 404 first", async () => {
    const original = await demo('/demo/capa-lideranca.svg');
    expect(original.statusCode).toBe(200);
    for (const variant of ['portrait', 'landscape-large', 'landscape-xsmall']) {
      const crop = await demo(`/demo/capa-lideranca-format-${variant}.svg`);
      expect(crop.statusCode, variant).toBe(200);
      expect(crop.headers['content-type']).toBe(original.headers['content-type']);
      expect(crop.body).toBe(original.body);
    }
  });

  it('still answers 404 for a missing file, a crop of a missing file and a name that is no crop', async () => {
    for (const url of [
      '/demo/nada.svg',
      '/demo/nada-format-portrait.svg',
      '/demo/capa-lideranca-format-square.svg',
      '/demo/../tenant.json',
    ])
      expect((await demo(url)).statusCode, url).toBeGreaterThanOrEqual(400);
  });
});
