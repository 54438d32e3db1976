// Builds the four registries from the catalogues and the registration tables.
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
import { contentRegistrations } from './contents';
import { homeLayoutRegistrations } from './home-layouts';

export const catalogues = {
  section: sectionTypes as Catalogue,
  block: blockTypes as Catalogue,
  content: contentTypes as Catalogue,
  home: homeLayouts as Catalogue,
};

export function createRegistries(): Omit<EngineConfig, 'validate' | 'preview'> {
  return {
    sections: createRegistry(catalogues.section, sectionRegistrations as never, isSchemaId),
    blocks: createRegistry(catalogues.block, blockRegistrations, isSchemaId),
    contents: createRegistry(catalogues.content, contentRegistrations, isSchemaId),
    homeLayouts: createRegistry(catalogues.home, homeLayoutRegistrations, isSchemaId),
  };
}
