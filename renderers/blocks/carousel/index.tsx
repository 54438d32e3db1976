// Block Carrousel (learning-area.md 2.3): the block's elements as learning cards in the shared
// carousel, one group being a row of the card format's columns on this screen (columnsFor). A block
// with more cards than one row shows 'Ver todos', its own page (/cardlist/{idBlock}: title, text and
// every card at once).
import { Link } from 'react-router-dom';
import type { BlockRendererProps } from '../../../src/engine';
import { catalogMessages } from '../../../src/i18n/learning-catalog';
import { messages } from '../../../src/i18n/messages';
import { cardListPath } from '../../../src/paths/learning-paths';
import { GroupCarousel } from '../../../src/ui/GroupCarousel';
import {
  BlockFrame,
  ElementCards,
  blockHeading,
  cardOptions,
  useColumns,
} from '../../../src/ui/learning-card';
import * as css from './styles.css';

export default function Carrousel({ block, parameters, items }: BlockRendererProps) {
  const { format, variant } = cardOptions(parameters, 'standard');
  const columns = useColumns(format);
  const title = blockHeading({ block, parameters }).title;
  return (
    <BlockFrame block={block} parameters={parameters} landmark={false}>
      <GroupCarousel
        label={title || messages.carousel}
        items={items}
        perGroup={columns}
        className={css.carousel}
      >
        {/* ElementCards lays each group out in the same columns: a short last group keeps the card width. */}
        {(group) => <ElementCards items={group} format={format} variant={variant} />}
      </GroupCarousel>
      {block.idBlock !== undefined && items.length > columns ? (
        <Link
          to={cardListPath(block.idBlock)}
          className={css.seeAll}
          aria-label={title ? catalogMessages.seeAllOf(title) : undefined}
        >
          {catalogMessages.seeAll}
        </Link>
      ) : null}
    </BlockFrame>
  );
}
