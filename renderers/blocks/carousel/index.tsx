// Block Carrousel (learning-area.md 2.3): the block's elements as learning cards in the shared
// carousel, one group being a row of the card format's columns on this screen (columnsFor).
import type { BlockRendererProps } from '../../../src/engine';
import { messages } from '../../../src/i18n/messages';
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
  return (
    <BlockFrame block={block} parameters={parameters} landmark={false}>
      <GroupCarousel
        label={blockHeading({ block, parameters }).title || messages.carousel}
        items={items}
        perGroup={columns}
        className={css.carousel}
      >
        {/* ElementCards lays each group out in the same columns: a short last group keeps the card width. */}
        {(group) => <ElementCards items={group} format={format} variant={variant} />}
      </GroupCarousel>
    </BlockFrame>
  );
}
