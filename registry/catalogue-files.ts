// The catalogue files as written (schemas/<kind>-types.json), with each type's name, spec reference
// and renderer folder: what tests, stories and scripts read about a type. The app reads only the
// run-time part the generator keeps (registry/generated), so none of this weighs on a chunk.
import sectionTypes from '../schemas/section-types.json';
import homeLayoutTypes from '../schemas/home-layout-types.json';
import blockTypes from '../schemas/block-types.json';
import contentTypes from '../schemas/content-types.json';
import type { Catalogue, CatalogueEntry, CatalogueKind, TypeKey } from '../src/engine/registry';

export const catalogueFiles = {
  section: sectionTypes,
  'home-layout': homeLayoutTypes,
  block: blockTypes,
  content: contentTypes,
} as Record<CatalogueKind, Catalogue>;

/** A type's entry in its catalogue file. */
export function catalogueEntry(kind: CatalogueKind, type: TypeKey): CatalogueEntry {
  const entry = catalogueFiles[kind].types.find((candidate) => candidate.type === type);
  if (!entry) throw new Error(`${kind} type ${String(type)} is not in its catalogue`);
  return entry;
}

/** The renderer folder's name of a type (renderers/<kind>s/<name>). */
export const rendererOf = (kind: CatalogueKind, type: TypeKey) => catalogueEntry(kind, type).renderer;
