// Block NodeLink (learning-area.md 2.3): links to other pages of the tree, one per line, each card's
// whole surface leading to its node: its learning page when the learner is enrolled, else its
// catalog page (the learning card's rule), with the learner's progress when there is one.
import type { BlockRendererProps } from '../../../src/engine';
import { CardsBlock } from '../../../src/ui/learning-card';

export default function NodeLink(props: BlockRendererProps) {
  return <CardsBlock {...props} variant="standard" layout="stack" />;
}
