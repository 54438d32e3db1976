// The content viewers' registry, built on first use by the content page (a lazy chunk).
import { createRegistry, type Registry } from '../src/engine/registry';
import { isSchemaId } from '../src/engine/validate';
import type { ContentRendererProps } from '../src/engine/props';
import { contentRegistrations } from './contents';
import { catalogues } from './shell';

let registry: Registry<ContentRendererProps> | undefined;

export function contentRegistry(): Registry<ContentRendererProps> {
  registry ??= createRegistry(catalogues.content, contentRegistrations, isSchemaId);
  return registry;
}
