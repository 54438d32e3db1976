// Home blocks of the learning area by block type (learning-area.md 2.3). Apart from
// registry/index.ts: no screen of the content app draws a block, so the block catalogue and its
// lines stay out of the first paint; the learning home adds this registry to the engine, as the
// content page adds ./contents.
import { createRegistry, type Registry } from '../src/engine/registry';
import { isSchemaId } from '../src/engine/validate';
import type { BlockPayload } from '../src/engine/props';
// Each line checks the block's parameters against block-parameters.json, or the block type's own
// parameters schema, and its elements one by one against element.json. A block drawn from its
// elements with none is left out of the page (hiddenWhenEmpty in block-types.json).
import { blockCatalogue, blockLines } from './generated/block-lines';

export { blockCatalogue };

let registry: Registry<BlockPayload> | undefined;

/** Built on first use, once: the learning home adds it to the app's engine. */
export function blockRegistry(): Registry<BlockPayload> {
  registry ??= createRegistry(blockCatalogue, blockLines, isSchemaId);
  return registry;
}
