// Block List (learning-area.md 2.3): the block's elements one per line as wide banner cards, under
// the block's own banner image when its parameter banner is '1' (the image is parameters.mediaUrl,
// in its large landscape crop, else the original).
import type { BlockRendererProps } from '../../../src/engine';
import { CardsBlock, VariantImage } from '../../../src/ui/learning-card';
import * as css from './styles.css';

export default function List(props: BlockRendererProps) {
  const { banner, mediaUrl } = props.parameters;
  const image =
    banner === '1' && mediaUrl ? (
      <div className={css.banner} data-banner="">
        <VariantImage
          src={mediaUrl}
          variant="landscape-large"
          className={css.bannerImage}
          width={1200}
          height={300}
        />
      </div>
    ) : null;
  return <CardsBlock {...props} variant="banner" layout="stack" before={image} />;
}
