// Image variants (learning-area.md 9): the server keeps each card image in several crops, named by
// inserting '-format-{variant}' before the extension; the card asks for the crop of its format and
// falls back to the original when that file does not exist (see VariantImage).
import type { CardFormat, CardVariant } from './columns';

export type ImageVariant =
  'portrait' | 'landscape-large' | 'landscape-middle' | 'landscape-small' | 'landscape-xsmall';

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

/**
 * The crop a card asks for: a banner the large landscape, a block card the middle one, a journey
 * card the small one, else its format's own. The spec names no square or avatar crop: those cards
 * take the original.
 */
export function variantOfCard(format: CardFormat, variant: CardVariant): ImageVariant | undefined {
  if (variant === 'banner') return 'landscape-large';
  if (variant === 'block') return 'landscape-middle';
  if (variant === 'journey') return 'landscape-small';
  if (variant === 'avatar' || format === 'square') return undefined;
  return format;
}
