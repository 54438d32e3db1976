// Image variants (learning-area.md 9): each card image may be kept in several crops, named by inserting
// '-format-{variant}' before the extension. The app asks for a card's crop (src/ui/learning-card), and
// the server names the learning home's banner crop in a preload (server/learning/home-preloads.ts) and
// serves the original in a missing crop's place (server/tenants/asset-variants.ts): one rule for both.

export const IMAGE_VARIANTS = [
  'portrait',
  'landscape-large',
  'landscape-middle',
  'landscape-small',
  'landscape-xsmall',
] as const;

export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** "/img/curso.jpg?v=2" + portrait -> "/img/curso-format-portrait.jpg?v=2"; no extension: unchanged. */
export function imageVariantUrl(url: string, variant: ImageVariant): string {
  if (/^(data|blob):/i.test(url)) return url;
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  const rest = end < 0 ? '' : url.slice(end);
  const dot = path.lastIndexOf('.');
  // The extension's dot is in the file name, after its first character (not ".hidden", not a folder).
  if (dot <= path.lastIndexOf('/') + 1) return url;
  return `${path.slice(0, dot)}-format-${variant}${path.slice(dot)}${rest}`;
}
