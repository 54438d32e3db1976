// Block Campaign (learning-area.md 2.3, 3 Campaign): the campaign by its name (the block's title), its
// text and image (parameters mediaType 'image' and mediaUrl), and the categories whose courses count
// for it as learning cards. A campaign with no categories is left out of the page (hiddenWhenEmpty).
import type { BlockRendererProps } from '../../../src/engine';
import { httpUrl } from '../../../src/ui/httpUrl';
import { CardsBlock } from '../../../src/ui/learning-card';
import * as css from './styles.css';

export default function Campaign(props: BlockRendererProps) {
  const { mediaType, mediaUrl } = props.parameters;
  // The image is the campaign's banner beside its name: decorative, the title already names it.
  const image = mediaType === 'image' ? httpUrl(mediaUrl) : null;
  return (
    <CardsBlock
      {...props}
      variant="standard"
      before={image ? <img className={css.media} src={image.href} alt="" /> : null}
    />
  );
}
