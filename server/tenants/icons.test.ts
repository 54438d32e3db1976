import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createIconCache } from './icon-cache.ts';
import { APP_ICONS } from './app-icons.ts';
import { renderIcon } from './icons.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// A square logo: an orange disc on transparency, as a designer's favicon may be.
const logo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="#F97316"/></svg>',
);

/** The RGBA of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe('renderIcon', () => {
  it('draws a PNG of each size of the manifest and the apple-touch icon', async () => {
    for (const [name, spec] of Object.entries(APP_ICONS)) {
      const png = await renderIcon(logo, spec, '#0F766E');
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE), name).toBe(true);
      const { width, height, format } = await sharp(png).metadata();
      expect({ name, width, height, format }).toEqual({
        name,
        width: spec.size,
        height: spec.size,
        format: 'png',
      });
    }
  });

  it("keeps a maskable icon's logo inside the safe zone, on the tenant's colour, with no transparency", async () => {
    const png = await renderIcon(logo, { size: 512, kind: 'maskable' }, '#0F766E');
    expect((await sharp(png).stats()).isOpaque).toBe(true);
    // The corner, outside the 80% circle a launcher may keep: the tenant's colour.
    expect(await pixel(png, 4, 4)).toEqual([0x0f, 0x76, 0x6e, 255]);
    // The edge of the safe zone's circle (radius 40%) on the horizontal axis: still the colour, since
    // the logo takes 56% of the side (half-width 28%).
    expect(await pixel(png, 256 - 160, 256)).toEqual([0x0f, 0x76, 0x6e, 255]);
    // The centre: the logo.
    expect(await pixel(png, 256, 256)).toEqual([0xf9, 0x73, 0x16, 255]);
  });

  it('draws the apple-touch icon opaque (iOS would fill transparency with black)', async () => {
    const png = await renderIcon(logo, APP_ICONS['apple-touch-icon.png']!, '#1E3A8A');
    expect((await sharp(png).stats()).isOpaque).toBe(true);
    expect(await pixel(png, 1, 1)).toEqual([0x1e, 0x3a, 0x8a, 255]);
  });

  it('draws the plain colour without a logo or with one it cannot read', async () => {
    for (const source of [undefined, Buffer.from('not an image')]) {
      const png = await renderIcon(source, { size: 192, kind: 'maskable' }, '#1E3A8A');
      expect(await pixel(png, 96, 96)).toEqual([0x1e, 0x3a, 0x8a, 255]);
    }
  });
});

describe('createIconCache', () => {
  it('draws an icon once, and again only when its source file or the colour changes', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'icons-'));
    await writeFile(path.join(folder, 'favicon.svg'), logo);
    const cache = createIconCache();
    const ask = (colour = '#0F766E') =>
      cache.icon({
        bucket: 'aurora.localhost',
        name: 'icon-192.png',
        spec: APP_ICONS['icon-192.png']!,
        address: '/demo/favicon.svg',
        colour,
        assetsDir: folder,
      });
    const first = await ask();
    const second = await ask();
    expect(second).toBe(first);
    expect(cache.draws).toBe(1);
    expect(first.etag).toMatch(/^"[\w-]+"$/);

    await ask('#1E3A8A');
    expect(cache.draws).toBe(2);
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(folder, 'favicon.svg'), later, later);
    await ask('#1E3A8A');
    expect(cache.draws).toBe(3);
  });

  it('never reads outside the tenant folder', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'icons-'));
    const cache = createIconCache();
    const { png } = await cache.icon({
      bucket: 'aurora.localhost',
      name: 'maskable-512.png',
      spec: APP_ICONS['maskable-512.png']!,
      address: '/demo/../../etc/passwd',
      colour: '#0F766E',
      assetsDir: folder,
    });
    expect(await pixel(png, 256, 256)).toEqual([0x0f, 0x76, 0x6e, 255]);
  });
});
