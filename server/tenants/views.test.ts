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

  it('offers the favicon (else the logo) at three sizes, typed by its extension', () => {
    const manifest = buildManifest({ details: details({ logo: 'https://cdn.test/logo.webp?v=2' }) });
    expect(manifest.icons).toEqual(
      [192, 256, 512].map((size) => ({
        src: 'https://cdn.test/logo.webp?v=2',
        sizes: `${size}x${size}`,
        type: 'image/webp',
        purpose: 'any',
      })),
    );
    expect(buildManifest({ details: details({}) }).icons).toEqual([]);
  });
});

describe('runtimeConfig', () => {
  it('tells the app its API base and whether designer preview is on', () => {
    expect(runtimeConfig(true)).toMatchObject({ apiBaseUrl: '/api', preview: true, scormCdnTestUrl: '' });
    expect(runtimeConfig(false).preview).toBe(false);
  });
});
