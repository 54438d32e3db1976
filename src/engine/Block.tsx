// The block dispatcher (learning-area.md 2.3), apart from Dispatch.tsx: only the learning screens
// draw blocks, so this module and its texts travel with them, not with the content app's first paint.
import { useMemo } from 'react';
import type { Block as BlockData, BlockParameters } from '../generated/types';
import { blockMessages } from '../i18n/blocks';
import { useEngine } from './context';
import { Dispatch, NO_ITEMS } from './Dispatch';

const NO_PARAMETERS: BlockParameters = {};

/** A block as the node's response gives it: its elements are its items, checked one by one. */
export function Block({ block }: { block: BlockData }) {
  const { blocks } = useEngine();
  // One payload per block, so the checks and the error boundary keep it across renders.
  const payload = useMemo(() => ({ block, parameters: block.parameters ?? NO_PARAMETERS }), [block]);
  if (!blocks) throw new Error('<Block> needs an engine with its blocks registry');
  const elements = block.elements ?? NO_ITEMS;
  // learning-area.md 2.3: lists, grids and carousels with no elements are hidden (their catalogue
  // entries say hiddenWhenEmpty), where a section would say its empty text.
  if (elements.length === 0 && blocks.get(block.blockType)?.catalogue.hiddenWhenEmpty) return null;
  return (
    <Dispatch
      registry={blocks}
      type={block.blockType}
      payload={payload}
      items={elements}
      unknownText={blockMessages.unknownBlock(block.blockType)}
    />
  );
}
