// WCAG 2.x relative luminance and contrast, and the colour helpers the theme needs.
type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  '#' +
  rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: string, b: string): number {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return 1;
  const [hi, lo] = [luminance(ra), luminance(rb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const AA = 4.5;
const WHITE = '#ffffff';
const INK = '#111827';

/** White or ink, whichever reads better on `background` (one of them always passes AA). */
export const readableOn = (background: string) =>
  contrast(WHITE, background) >= contrast(INK, background) ? WHITE : INK;

const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((channel, i) => channel + (to[i]! - channel) * amount) as Rgb;

/**
 * `color` itself when it reads on `background`, else the nearest shade of it (towards ink or white)
 * that reaches `ratio`. Keeps a tenant's hue while fixing a low-contrast palette.
 */
export function ensureContrast(color: string, background: string, ratio = AA): string {
  const rgb = parseHex(color);
  if (!rgb || !parseHex(background)) return readableOn(background);
  if (contrast(color, background) >= ratio) return toHex(rgb);
  const target = parseHex(readableOn(background))!;
  for (let step = 1; step <= 20; step++) {
    const candidate = toHex(mix(rgb, target, step / 20));
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return toHex(target);
}

export const darken = (color: string, amount: number) => {
  const rgb = parseHex(color);
  return rgb ? toHex(mix(rgb, [0, 0, 0], amount)) : color;
};
