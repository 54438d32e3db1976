// Block ListBlocks (learning-area.md 2.3): the block's elements as block cards, each title laid over
// its image, in rows of the card format's columns.
import type { BlockRendererProps } from '../../../src/engine';
import { CardsBlock } from '../../../src/ui/learning-card';

export default function ListBlocks(props: BlockRendererProps) {
  return <CardsBlock {...props} variant="block" />;
}
