// The tenant's app icons as files (content-app.md 9: manifest icons 192, 256, 512): which ones
// GET /api/app/icons/:name draws (icons.ts) and the manifest names (views.ts), kept apart from the
// drawing so that the pure manifest does not load sharp.

export type IconKind = 'any' | 'maskable' | 'apple';

export interface IconSpec {
  size: number;
  kind: IconKind;
}

/** The files GET /api/app/icons/:name answers, as the manifest and index.html name them. */
export const APP_ICONS: Readonly<Record<string, IconSpec>> = {
  'icon-192.png': { size: 192, kind: 'any' },
  'icon-256.png': { size: 256, kind: 'any' },
  'icon-512.png': { size: 512, kind: 'any' },
  'maskable-512.png': { size: 512, kind: 'maskable' },
  'apple-touch-icon.png': { size: 180, kind: 'apple' },
};

/**
 * The manifest's icons: every drawn icon but the apple-touch one (iOS reads it from index.html, not the
 * manifest), named relative to the manifest's own address, so they follow the API wherever it is mounted.
 */
export function manifestIcons(): Record<string, string>[] {
  return Object.entries(APP_ICONS)
    .filter(([, { kind }]) => kind !== 'apple')
    .map(([name, { size, kind }]) => ({
      src: `icons/${name}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: kind,
    }));
}
