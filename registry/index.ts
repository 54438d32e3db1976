// The registries: one line per renderer, by kind. Adding a type = one renderer folder
// (renderers/<kind>s/<name>/) + one line here + its entry in the kind's catalogue
// (schemas/<kind>-types.json). `list` lines get their items checked against `itemSchema`; `self`
// lines load their own data. Every line's payload part (a section's format, a block's parameters)
// is checked against the kind's schema, or the line's own `payloadSchema`. Content viewers live
// in ./contents (only the content page loads them).
import sectionTypes from '../schemas/section-types.json';
import homeLayoutTypes from '../schemas/home-layout-types.json';
// Direct module imports (not the engine's index): scripts read the registries without any CSS.
import { createRegistry, registrar, type Catalogue } from '../src/engine/registry';
import { isSchemaId, validate } from '../src/engine/validate';
import type { EngineConfig } from '../src/engine/context';
import type { SectionPayload } from '../src/engine/props';

// The catalogues by kind; the block and content catalogues are in ./blocks and ./contents.
export const catalogues = {
  section: sectionTypes as Catalogue,
  'home-layout': homeLayoutTypes as Catalogue,
};

// Section types (content-app.md 2.5). Types 5 and 11 share the live list, 45 and 58 the journey cards.
const section = registrar<SectionPayload>().checking('format', 'design-format');
// prettier-ignore
const sectionTable = [
  section.list({ type: 1, from: 'menu-options', itemSchema: 'menu-option', load: () => import('../renderers/sections/menu-map') }),
  section.list({ type: 2, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/card-grid') }),
  section.list({ type: 3, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/mosaic') }),
  section.list({ type: 4, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/video-mosaic') }),
  section.list({ type: 5, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/live-list') }),
  section.list({ type: 6, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/card-players') }),
  section.list({ type: 7, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/grid-list') }),
  section.list({ type: 8, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/card-row') }),
  section.self({ type: 9, load: () => import('../renderers/sections/paged-list') }),
  section.list({ type: 10, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/highlight-list') }),
  section.list({ type: 11, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/live-list') }),
  section.list({ type: 12, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/journey-list') }),
  section.list({ type: 13, from: 'menu-options', itemSchema: 'menu-option', load: () => import('../renderers/sections/section-carousel') }),
  section.list({ type: 14, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/post-list') }),
  section.list({ type: 18, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/multi-format-list') }),
  section.list({ type: 19, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/playlist') }),
  section.list({ type: 20, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/media-library') }),
  section.self({ type: 21, load: () => import('../renderers/sections/people-directory') }),
  section.self({ type: 25, load: () => import('../renderers/sections/agenda') }),
  section.self({ type: 31, load: () => import('../renderers/sections/user-upload-list') }),
  section.list({ type: 32, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/notifications') }),
  section.list({ type: 33, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/card-menu') }),
  section.self({ type: 36, load: () => import('../renderers/sections/admin-redirect') }),
  section.self({ type: 38, load: () => import('../renderers/sections/external-redirect') }),
  section.self({ type: 43, load: () => import('../renderers/sections/assessment-frame') }),
  section.list({ type: 45, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/journey-cards') }),
  section.list({ type: 48, from: 'menu-options', itemSchema: 'menu-option', load: () => import('../renderers/sections/rated-tiles') }),
  section.self({ type: 49, load: () => import('../renderers/sections/upload-form') }),
  section.self({ type: 52, load: () => import('../renderers/sections/chat-room') }),
  section.list({ type: 58, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/journey-cards') }),
  section.self({ type: 59, load: () => import('../renderers/sections/store') }),
  section.self({ type: 60, load: () => import('../renderers/sections/profile-link') }),
  section.list({ type: 61, from: 'content-list', itemSchema: 'content-item', load: () => import('../renderers/sections/document-list') }),
];

// Home layouts, chosen by the home design's home.homeType (content-app.md 2.1).
// A home layout is drawn from the same payload as a section, checked the same way.
const homeLayout = section;
// prettier-ignore
const homeLayoutTable = [
  homeLayout.list({ type: 'row', from: 'menu-options', itemSchema: 'menu-option', load: () => import('../renderers/home-layouts/row') }),
  homeLayout.list({ type: 'mosaic', from: 'menu-options', itemSchema: 'menu-option', load: () => import('../renderers/home-layouts/mosaic') }),
  homeLayout.list({ type: 'fullscreen', from: 'menu-options', itemSchema: 'menu-option', load: () => import('../renderers/home-layouts/fullscreen') }),
  homeLayout.list({ type: 'carousel', from: 'menu-options', itemSchema: 'menu-option', load: () => import('../renderers/home-layouts/carousel') }),
];

/**
 * The app's engine: sections and home layouts. The blocks (./blocks) and the content viewers
 * (./contents) are left out: only the learning home and the content page use them, and their
 * catalogues and lazy imports would weigh on the 120 KB initial budget.
 */
export function appEngine(overrides: Partial<EngineConfig> = {}): EngineConfig {
  return {
    sections: createRegistry(catalogues.section, sectionTable, isSchemaId),
    homeLayouts: createRegistry(catalogues['home-layout'], homeLayoutTable, isSchemaId),
    validate,
    preview: false,
    ...overrides,
  };
}
