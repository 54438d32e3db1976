// Block MasterBanner (learning-area.md 2.3 and 9): the block's IMAGE elements as a banner slider that
// turns every rotationInterval x 1000 ms (the shared carousel: it stops under the pointer, with the
// focus inside, under reduced motion, or paused by its button). A banner with a node or content
// links to it (the learning card's rule); its image is the large landscape crop, else the original.
import { Link } from 'react-router-dom';
import type { BlockRendererProps, ItemResult } from '../../../src/engine';
import { ItemSlot } from '../../../src/engine';
import type { Element, MasterBannerParameters } from '../../../src/generated/types';
import { blockMessages } from '../../../src/i18n/blocks';
import { visuallyHidden } from '../../../src/ui/cards/shared.css';
import { GroupCarousel } from '../../../src/ui/GroupCarousel';
// From their own modules, not the learning card's index: the banner is the home's first paint, and the
// index brings the cards' enrolment modal, its calls and the date library with it (issue 21).
import { BlockFrame, blockHeading } from '../../../src/ui/learning-card/BlockFrame';
import { VariantImage } from '../../../src/ui/learning-card/VariantImage';
import { elementPath, elementView } from '../../../src/ui/learning-card/elementView';
import * as css from './styles.css';

/** Banner autoplay (learning-area.md 9): rotationInterval seconds times 1000. */
export const autoplayMs = (rotationInterval: number) => rotationInterval * 1000;

const words = {
  slide: blockMessages.banner,
  slideOf: blockMessages.bannerOf,
  goTo: blockMessages.goToBanner,
  previous: blockMessages.previousBanner,
  next: blockMessages.nextBanner,
};

/** The banners: IMAGE elements, and in their place the fallback of an element that failed its schema. */
const isBanner = (item: ItemResult<Element>) => !item.ok || item.value.elementType === 'IMAGE';

function Banner({ element, position }: { element: Element; position: number }) {
  const view = elementView(element);
  const href = elementPath(view);
  // The banner's title names it, and its link when it has one.
  const name = view.title || blockMessages.bannerNumber(position);
  const image = view.image ? (
    <VariantImage
      src={view.image}
      variant="landscape-large"
      className={css.image}
      width={1200}
      height={400}
      eager={position === 1}
    />
  ) : (
    <div className={css.noImage} />
  );
  // The title is the banner's name (visually hidden: the picture carries its own words).
  const caption = <span className={visuallyHidden}>{name}</span>;
  return (
    <figure className={css.banner}>
      {href ? (
        <Link to={href} className={css.link}>
          {image}
          {caption}
        </Link>
      ) : (
        <div className={css.link}>
          {image}
          {caption}
        </div>
      )}
    </figure>
  );
}

export default function MasterBanner({
  block,
  parameters,
  items,
}: BlockRendererProps<MasterBannerParameters>) {
  const banners = items.filter(isBanner);
  // Elements but no banner among them: hidden, as a banner slider with no elements is.
  if (banners.length === 0) return null;
  const label = blockHeading({ block, parameters }).title || blockMessages.banners;
  return (
    <BlockFrame block={block} parameters={parameters} heading={false}>
      <GroupCarousel
        label={label}
        items={banners}
        perGroup={1}
        keepHiddenSlides
        words={words}
        autoplay={{
          everyMs: autoplayMs(parameters.rotationInterval),
          pause: blockMessages.pauseRotation,
          resume: blockMessages.resumeRotation,
        }}
      >
        {(group) =>
          group.map((item) => (
            <ItemSlot key={item.index} item={item}>
              {(element) => <Banner element={element} position={banners.indexOf(item) + 1} />}
            </ItemSlot>
          ))
        }
      </GroupCarousel>
    </BlockFrame>
  );
}
