// The body of every block that draws its elements as learning cards (grid, list, list of blocks,
// node links): its frame, anything it shows first (the list's banner), and its cards in the
// block's card format and variant (cardOptions).
import type { ReactNode } from 'react';
import type { BlockRendererProps } from '../../engine';
import { BlockFrame } from './BlockFrame';
import { cardOptions, type CardVariant } from './columns';
import { ElementCards } from './ElementCards';

interface Props extends BlockRendererProps {
  /** The block type's variant, when its parameter `type` names none. */
  variant: CardVariant;
  layout?: 'grid' | 'stack';
  /** Drawn between the block's title and its cards. */
  before?: ReactNode;
}

export function CardsBlock({ block, parameters, items, variant: byDefault, layout, before }: Props) {
  const { format, variant } = cardOptions(parameters, byDefault);
  return (
    <BlockFrame block={block} parameters={parameters}>
      {before}
      <ElementCards items={items} format={format} variant={variant} layout={layout} />
    </BlockFrame>
  );
}
