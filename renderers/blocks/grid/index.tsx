// Block Grid (learning-area.md 2.3): the block's elements as learning cards in rows of its card
// format's columns (portrait 5, square 4, landscape-xsmall 3; fewer on smaller screens).
import type { BlockRendererProps } from '../../../src/engine';
import { CardsBlock } from '../../../src/ui/learning-card';

export default function Grid(props: BlockRendererProps) {
  return <CardsBlock {...props} variant="standard" />;
}
