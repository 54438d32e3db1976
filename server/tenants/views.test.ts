import { describe, expect, it } from 'vitest';
import type { AppDetails } from '../fixtures/tenant-fixture-types.ts';
import { buildManifest, runtimeConfig } from './views.ts';

const details = (overrides: Partial<AppDetails>) =>
  ({ name: 'Aurora', primaryColor: '#006D77', ...overrides }) as AppDetails;

describe('buildManifest', () => {
  it("names the app, keeps a short name of 12 characters or fewer, and uses the tenant's colours", () => {
    const manifest = buildManifest({ details: details({ fourthColor: '#FAFAFA', favIcon: '/demo/i.png' }) });
    expect(manifest).toMatchObject({
      name: 'Aurora',
      short_name: 'Aurora',
      lang: 'pt-BR',
      theme_color: '#006D77',
      background_color: '#FAFAFA',
    });
  });

  it('shortens a long name to its first word', () => {
    const manifest = buildManifest({ details: details({ name: 'Horizonte Educação Corporativa' }) });
    expect(manifest.short_name).toBe('Horizonte');
  });

  it('offers PNG icons of 192, 256 and 512 and a maskable 512, drawn by the API, for any logo', () => {
    for (const logo of [undefined, 'https://cdn.test/logo.webp?v=2']) {
      const manifest = buildManifest({ details: details({ logo }) });
      // Written out, not computed: the manifest names these very files (the apple-touch icon is not one).
      expect(manifest.icons).toEqual([
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-256.png', sizes: '256x256', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ]);
    }
  });

  it('installs standalone, scoped to the whole host', () => {
    expect(buildManifest({ details: details({}) })).toMatchObject({
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#FFFFFF',
    });
  });
});

describe('runtimeConfig', () => {
  it('tells the app its API base and whether designer preview is on', () => {
    expect(runtimeConfig(true)).toMatchObject({ apiBaseUrl: '/api', preview: true, scormCdnTestUrl: '' });
    expect(runtimeConfig(false).preview).toBe(false);
  });
});
