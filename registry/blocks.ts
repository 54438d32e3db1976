// Home blocks of the learning area by block type (learning-area.md 2.3). Apart from
// registry/index.ts: no screen of the content app draws a block, so the block catalogue and its
// lines stay out of the first paint; the learning home adds this registry to the engine, as the
// content page adds ./contents.
import blockTypes from '../schemas/block-types.json';
import {
  createRegistry,
  registrar,
  type Catalogue,
  type Registration,
  type Registry,
} from '../src/engine/registry';
import { isSchemaId } from '../src/engine/validate';
import type { BlockPayload } from '../src/engine/props';

export const blockCatalogue = blockTypes as Catalogue;

// Each line checks the block's parameters against block-parameters.json, or the block type's own
// parameters schema, and its elements one by one against element.json. A block drawn from its
// elements with none is left out of the page (hiddenWhenEmpty in block-types.json).
const block = registrar<BlockPayload>().checking('parameters', 'block-parameters');
// prettier-ignore
const blockTable: Registration<BlockPayload>[] = [
  block.list({ type: 'MasterBanner', from: 'elements', itemSchema: 'element', payloadSchema: 'block-parameters/master-banner', load: () => import('../renderers/blocks/master-banner') }),
  block.list({ type: 'Carrousel', from: 'elements', itemSchema: 'element', load: () => import('../renderers/blocks/carousel') }),
  block.list({ type: 'Grid', from: 'elements', itemSchema: 'element', load: () => import('../renderers/blocks/grid') }),
  block.list({ type: 'NodeLink', from: 'elements', itemSchema: 'element', load: () => import('../renderers/blocks/node-link') }),
  block.list({ type: 'List', from: 'elements', itemSchema: 'element', load: () => import('../renderers/blocks/list') }),
  block.list({ type: 'ListBlocks', from: 'elements', itemSchema: 'element', load: () => import('../renderers/blocks/list-blocks') }),
  block.self({ type: 'Recommendation', load: () => import('../renderers/blocks/recommendation') }),
  block.self({ type: 'EnrollmentsInProgress', load: () => import('../renderers/blocks/enrollments-in-progress') }),
  block.self({ type: 'Catalog', payloadSchema: 'block-parameters/catalog', load: () => import('../renderers/blocks/catalog') }),
  block.self({ type: 'TitleSection', load: () => import('../renderers/blocks/title-section') }),
  block.self({ type: 'TextSection', load: () => import('../renderers/blocks/text-section') }),
  block.self({ type: 'Meeting', load: () => import('../renderers/blocks/meeting') }),
  block.self({ type: 'Calendar', load: () => import('../renderers/blocks/calendar') }),
  block.list({ type: 'PreTest', from: 'elements', itemSchema: 'element', load: () => import('../renderers/blocks/pre-test') }),
  block.self({ type: 'Upgrade', load: () => import('../renderers/blocks/upgrade') }),
  block.list({ type: 'Campaign', from: 'elements', itemSchema: 'element', payloadSchema: 'block-parameters/campaign', load: () => import('../renderers/blocks/campaign') }),
];

let registry: Registry<BlockPayload> | undefined;

/** Built on first use, once: the learning home adds it to the app's engine. */
export function blockRegistry(): Registry<BlockPayload> {
  registry ??= createRegistry(blockCatalogue, blockTable, isSchemaId);
  return registry;
}
