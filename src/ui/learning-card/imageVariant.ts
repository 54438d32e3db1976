// Image variants (learning-area.md 9): the server keeps each card image in several crops, named by
// inserting '-format-{variant}' before the extension; the card asks for the crop of its format and
// falls back to the original when that file does not exist (see VariantImage).
import { imageVariantUrl, type ImageVariant } from '../../shared-rules/image-variants';
import type { CardFormat, CardVariant } from './columns';

export { imageVariantUrl, type ImageVariant };

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
