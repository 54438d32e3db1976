import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aurora,
  expectFailure,
  expectSchema,
  horizonte,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.app.close());

const details = (bucket: unknown, host = aurora) =>
  server.app.inject({ method: 'POST', url: '/api/app/details/', headers: { host }, payload: { bucket } });

describe('POST /api/app/details/', () => {
  it('finds the tenant of a host, with or without port', async () => {
    for (const bucket of [
      'aurora.localhost',
      'aurora.localhost:5173',
      'AURORA.localhost',
      'http://aurora.localhost:5173/',
    ]) {
      const response = await details(bucket);
      expect(response.statusCode).toBe(200);
      expectSchema(response, 'api/app-details-response.json');
      const { app } = response.json<{ app: { idApp: number; name: string; primaryColor: string }[] }>();
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
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/app/details',
      payload: { bucket: 'aurora.localhost' },
    });
    expect(response.json().app).toHaveLength(1);
  });

  it('refuses a body without a text bucket, in pt-BR', async () => {
    expectFailure(await details(undefined), 400, 'O campo "bucket" é obrigatório.');
    expectFailure(await details(42), 400, 'O campo "bucket" deve ser um texto.');
  });
});

describe('GET /api/app/manifest.webmanifest', () => {
  it('describes the tenant of the host as an installable app', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/app/manifest.webmanifest',
      headers: { host: horizonte },
    });
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
    ]);
    expect(manifest.icons[0].src).toBe('/demo/favicon.svg');
  });

  it('is a JSON 404 on a host without tenant', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/app/manifest.webmanifest',
      headers: { host: 'x.localhost' },
    });
    expectFailure(response, 404, 'Nenhuma aplicação correspondente a URL');
  });
});

describe('GET /demo/* of an image crop (issue 21)', () => {
  const demo = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: horizonte } });

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
