// A card image asking for its format's crop first (imageVariantUrl), and showing the original when
// that crop fails to load. Same loading rules as every card image (CardImage).
import { useState } from 'react';
import { CardImage } from '../cards/CardImage';
import { imageVariantUrl, type ImageVariant } from './imageVariant';

interface Props {
  src: string;
  variant: ImageVariant | undefined;
  className: string;
  width: number;
  height: number;
  eager?: boolean;
}

export function VariantImage({ src, variant, ...image }: Props) {
  // The original whose crop failed: a new src asks for its own crop again.
  const [failed, setFailed] = useState<string>();
  const url = variant === undefined || failed === src ? src : imageVariantUrl(src, variant);
  return <CardImage {...image} src={url} onError={url === src ? undefined : () => setFailed(src)} />;
}
