import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useStaticDir } from '../test-support/static-dir.ts';
import { aurora, horizonte, useTestServer } from '../test-support/test-server.ts';
import { appContentSecurityPolicy, contentSecurityPolicy, reactAriaStyleHashes } from './security-headers.ts';

const staticDir = useStaticDir('wl-static-', {
  'index.html':
    '<!doctype html><title>app</title><script type="module" src="/assets/index-abc123.js"></script>',
  'assets/index-abc123.js': 'console.log("app");',
});
const server = useTestServer({ staticDir, preview: true });

const get = (url: string, host = aurora) => server.get(url, { host });

function expectSecurityHeaders(headers: Record<string, unknown>, host = aurora): void {
  // The app's policy; its pages may also frame the host's SCORM package origin (ADR 0011).
  const page = String(headers['content-type']).startsWith('text/html');
  expect(headers['content-security-policy']).toBe(
    page ? appContentSecurityPolicy('http', host) : contentSecurityPolicy,
  );
  if (page)
    expect(headers['content-security-policy']).toContain(`frame-src 'self' https: http://scorm.${host};`);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('security headers', () => {
  it('keep eval and inline code out', () => {
    expect(contentSecurityPolicy).toContain("script-src 'self';");
    expect(contentSecurityPolicy).not.toMatch(/unsafe-(eval|inline)/);
  });

  it('allow exactly the style sheets the installed react-aria inserts, by hash', () => {
    const sheets = ['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs'].map((file) => {
      const source = readFileSync(`node_modules/react-aria/dist/private/${file}`, 'utf8');
      const attribute = /PRESSABLE_ATTRIBUTE = '([\w-]+)'/.exec(source)?.[1] ?? '';
      const template = /\.textContent = `([^`]*)`/.exec(source)?.[1] ?? '';
      return template.replace(/\$\{[^}]+\}/g, attribute).trim();
    });
    const hashes = sheets.map((sheet) => `'sha256-${createHash('sha256').update(sheet).digest('base64')}'`);
    expect(sheets[0]).toContain('[data-react-aria-pressable]');
    expect(sheets[1]).toContain('overscroll-behavior: contain');
    expect(hashes).toEqual(reactAriaStyleHashes);
    expect(contentSecurityPolicy).toContain(`style-src 'self' ${hashes.join(' ')};`);
  });

  it('are on every kind of response', async () => {
    const responses = await Promise.all([
      get('/'),
      get('/perfil'),
      get('/assets/index-abc123.js'),
      get('/config.json'),
      get('/demo/logo.svg'),
      get('/api/app/manifest.webmanifest'),
      get('/api/content/list/1'),
      get('/api/nao-existe'),
      server.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { host: aurora, 'content-type': 'application/json' },
        payload: '{',
      }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200, 401, 404, 400,
    ]);
    for (const response of responses) expectSecurityHeaders(response.headers);
  });
});

describe('the built app', () => {
  it('serves index.html for client routes, never cached', async () => {
    for (const url of ['/', '/login', '/content/12?idSection=2', '/boas-vindas/2']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>app</title>');
    }
  });

  it('caches hashed assets for a year, and 404s missing files and API routes as JSON', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/assets/missing-123.js', '/api/nao-existe', '/api']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Rota não encontrada.' });
    }
  });

  it('publishes the runtime config, uncached', async () => {
    const response = await get('/config.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      apiBaseUrl: '/api',
      preview: true,
      uploadHost: '',
      chatHost: '',
      adminHost: 'http://admin.localhost:5173',
      scormCdnTestUrl: '',
    });
  });

  it('keeps API answers out of caches', async () => {
    const response = await server.post('/api/app/details/', {}, { bucket: 'aurora.localhost' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('/demo/ files', () => {
  it("serve the assets of the host's tenant only", async () => {
    const logo = await get('/demo/avatar-ana.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await get('/demo/avatar-ana.svg', horizonte)).statusCode).toBe(404);
    expect((await get('/demo/logo.svg', 'desconhecido.localhost')).statusCode).toBe(404);
  });

  it('never leave the assets folder', async () => {
    for (const url of [
      '/demo/../tenant.json',
      '/demo/%2e%2e/tenant.json',
      '/demo/..%2ftenant.json',
      '/demo/.%2e/.%2e/horizonte/tenant.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('"users"');
    }
  });
});
