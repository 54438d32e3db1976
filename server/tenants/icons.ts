// The tenant's app icons (content-app.md 9: manifest icons 192, 256, 512), drawn from its favicon (else
// its logo) as PNG: browsers install only with raster icons of these sizes, and iOS reads only its own
// apple-touch icon. sharp (libvips, prebuilt per platform as npm packages, no build step) rasterises the
// SVG, PNG, WebP or JPEG a designer gives.
import sharp from 'sharp';
import type { IconKind, IconSpec } from './app-icons.ts';

/**
 * How much of the square the logo takes. A maskable icon is cut by the launcher to any shape that keeps
 * the centred circle of 80% diameter (the "safe zone"): a square logo of 56% fits inside that circle
 * (its half-diagonal, 0.56 / √2 ≈ 0.396, is under the radius 0.4). iOS rounds the corners of a
 * full-bleed square; 'any' icons are drawn by the platform as they are.
 */
const LOGO_SHARE: Record<IconKind, number> = { any: 1, maskable: 0.56, apple: 0.8 };

/** Vector sources are rasterised at the density that gives the target size, so edges stay sharp. */
async function rasterise(source: Buffer, box: number): Promise<Buffer> {
  const { width = box, height = box, format } = await sharp(source).metadata();
  const density =
    format === 'svg' ? Math.min(2400, Math.ceil((72 * box) / Math.min(width, height))) : undefined;
  return sharp(source, density ? { density } : {})
    .resize(box, box, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/**
 * One icon: the logo centred on a transparent square ('any') or on the tenant's colour (maskable and
 * apple: both must be opaque, iOS fills transparency with black). Without a usable logo, the plain colour.
 */
export async function renderIcon(
  source: Buffer | undefined,
  { size, kind }: IconSpec,
  colour: string,
): Promise<Buffer> {
  const opaque = kind !== 'any';
  const background = opaque ? colour : { r: 0, g: 0, b: 0, alpha: 0 };
  const canvas = sharp({ create: { width: size, height: size, channels: 4, background } });
  const box = Math.round(size * LOGO_SHARE[kind]);
  const logo = source ? await rasterise(source, box).catch(() => undefined) : undefined;
  const drawn = logo ? canvas.composite([{ input: logo, gravity: 'centre' }]) : canvas;
  // Opaque icons lose their alpha channel: no launcher shows a see-through edge.
  return (opaque ? drawn.flatten({ background: colour }) : drawn).png({ compressionLevel: 9 }).toBuffer();
}
