// Content viewers by content type number (content-app.md 2.6, learning-area.md 2.4). Apart from
// registry/index.ts: only the content page loads this table (a lazy chunk, not the first paint).
import { createRegistry, type Registry } from '../src/engine/registry';
import { isSchemaId } from '../src/engine/validate';
import type { EngineConfig } from '../src/engine/context';
import type { ContentRendererProps } from '../src/engine/props';
import { appEngine } from '.';
import { blockRegistry } from './blocks';
// A viewer draws the content item it is given and loads anything more itself; an entry may name a
// narrower payloadSchema for the item than content-item. Type 27 (learning-area.md 2.4 "external
// link page") is the same card as type 8; type 26 (a SCORM course) has no line: the learning pages
// draw it.
import { contentCatalogue, contentLines } from './generated/content-lines';

export { contentCatalogue };

let registry: Registry<ContentRendererProps> | undefined;

/** Built on first use, once: the content page adds it to the app's engine. */
export function contentRegistry(): Registry<ContentRendererProps> {
  registry ??= createRegistry(contentCatalogue, contentLines, isSchemaId);
  return registry;
}

/** The engine with every registry and the real validators: stories, tests and scripts start here. */
export function fullEngine(overrides: Partial<EngineConfig> = {}): EngineConfig {
  return appEngine({ contents: contentRegistry(), blocks: blockRegistry(), ...overrides });
}
