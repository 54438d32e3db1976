// Content viewers by content type number (content-app.md 2.6, learning-area.md 2.4). Apart from
// registry/index.ts: only the content page loads this table (a lazy chunk, not the first paint).
import contentTypes from '../schemas/content-types.json';
import { createRegistry, registrar, type Catalogue, type Registry } from '../src/engine/registry';
import { isSchemaId } from '../src/engine/validate';
import type { EngineConfig } from '../src/engine/context';
import type { ContentRendererProps } from '../src/engine/props';
import { appEngine } from '.';
import { blockRegistry } from './blocks';

export const contentCatalogue = contentTypes as Catalogue;

// A viewer draws the content item it is given and loads anything more itself; a line may name a
// narrower payloadSchema for the item than content-item.
const content = registrar<ContentRendererProps>().checking('item', 'content-item');
// prettier-ignore
const contentTable = [
  content.self({ type: 1, load: () => import('../renderers/contents/audio') }),
  content.self({ type: 2, load: () => import('../renderers/contents/video') }),
  content.self({ type: 3, load: () => import('../renderers/contents/article') }),
  content.self({ type: 4, load: () => import('../renderers/contents/embedded-page') }),
  content.self({ type: 5, load: () => import('../renderers/contents/rich-page') }),
  content.self({ type: 6, load: () => import('../renderers/contents/live-stream') }),
  content.self({ type: 7, load: () => import('../renderers/contents/video-playlist') }),
  content.self({ type: 8, load: () => import('../renderers/contents/external-link') }),
  content.self({ type: 9, load: () => import('../renderers/contents/rich-page') }),
  content.self({ type: 15, load: () => import('../renderers/contents/journey') }),
  content.self({ type: 16, load: () => import('../renderers/contents/stepped-journey') }),
  content.self({ type: 18, load: () => import('../renderers/contents/download') }),
  content.self({ type: 22, load: () => import('../renderers/contents/journey') }),
  content.self({ type: 23, load: () => import('../renderers/contents/impact-journey') }),
  content.self({ type: 25, load: () => import('../renderers/contents/pdf') }),
  // learning-area.md 2.4 "external link page": the same card as type 8, opening the link in a new tab.
  content.self({ type: 27, load: () => import('../renderers/contents/external-link') }),
];

let registry: Registry<ContentRendererProps> | undefined;

/** Built on first use, once: the content page adds it to the app's engine. */
export function contentRegistry(): Registry<ContentRendererProps> {
  registry ??= createRegistry(contentCatalogue, contentTable, isSchemaId);
  return registry;
}

/** The engine with every registry and the real validators: stories, tests and scripts start here. */
export function fullEngine(overrides: Partial<EngineConfig> = {}): EngineConfig {
  return appEngine({ contents: contentRegistry(), blocks: blockRegistry(), ...overrides });
}
