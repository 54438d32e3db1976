// The registries the first paint needs: sections, blocks and home layouts. The content viewers'
// table is left out (registry/content-registry.ts): only the content page uses it, and its forty
// lazy imports would weigh on the 120 KB initial budget.
import sectionTypes from '../schemas/section-types.json';
import blockTypes from '../schemas/block-types.json';
import contentTypes from '../schemas/content-types.json';
import homeLayouts from '../schemas/home-layouts.json';
// Direct module imports (not the engine's index): scripts read the registries without any CSS.
import { createRegistry, type Catalogue } from '../src/engine/registry';
import { isSchemaId } from '../src/engine/validate';
import type { EngineConfig } from '../src/engine/context';
import { sectionRegistrations } from './sections';
import { blockRegistrations } from './blocks';
import { homeLayoutRegistrations } from './home-layouts';

export const catalogues = {
  section: sectionTypes as Catalogue,
  block: blockTypes as Catalogue,
  content: contentTypes as Catalogue,
  home: homeLayouts as Catalogue,
};

export function createShellRegistries(): Omit<EngineConfig, 'validate' | 'preview' | 'contents'> {
  return {
    sections: createRegistry(catalogues.section, sectionRegistrations as never, isSchemaId),
    blocks: createRegistry(catalogues.block, blockRegistrations, isSchemaId),
    homeLayouts: createRegistry(catalogues.home, homeLayoutRegistrations, isSchemaId),
  };
}
