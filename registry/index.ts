// The registries, by kind. Adding a type = one renderer folder (renderers/<kind>s/<name>/) + its
// entry in the kind's catalogue (schemas/<kind>-types.json: its data source, item and payload schemas,
// and an example in a demo tenant) + `npm run schemas`, which writes the registry lines, the run-time
// catalogue and the type's story into ./generated. `list` lines get their items checked against
// `itemSchema`; `self` lines load their own data. Every line's payload part (a section's format, a
// block's parameters) is checked against the kind's schema, or the entry's own `payloadSchema`.
// Content viewers live in ./contents and blocks in ./blocks (only their screens load them).
// Direct module imports (not the engine's index): scripts read the registries without any CSS.
import { createRegistry } from '../src/engine/registry';
import { isSchemaId, validate } from '../src/engine/validate';
import type { EngineConfig } from '../src/engine/context';
// Section types (content-app.md 2.5; types 5 and 11 share the live list, 45 and 58 the journey cards)
// and the home layouts chosen by the home design's home.homeType (content-app.md 2.1), drawn from the
// same payload as a section and checked the same way.
import { sectionCatalogue, sectionLines } from './generated/section-lines';
import { homeLayoutCatalogue, homeLayoutLines } from './generated/home-layout-lines';

export const catalogues = { section: sectionCatalogue, 'home-layout': homeLayoutCatalogue };

/**
 * The app's engine: sections and home layouts. The blocks (./blocks) and the content viewers
 * (./contents) are left out: only the learning home and the content page use them, and their
 * catalogues and lazy imports would weigh on the 120 KB initial budget.
 */
export function appEngine(overrides: Partial<EngineConfig> = {}): EngineConfig {
  return {
    sections: createRegistry(sectionCatalogue, sectionLines, isSchemaId),
    homeLayouts: createRegistry(homeLayoutCatalogue, homeLayoutLines, isSchemaId),
    validate,
    preview: false,
    ...overrides,
  };
}
