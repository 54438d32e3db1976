// The registered renderers that draw a list of items (section types and home layouts with a `list`
// line): the catalogue-wide test and story check their generic cases, an empty list and an invalid
// item between valid ones, for all of them at once.
import type { EngineConfig } from '../src/engine/context';
import { rendererOf } from './catalogue-files';
import type { Registry, TypeKey } from '../src/engine/registry';
import type { SchemaId } from '../src/engine/validate';
import type { SectionPayload } from '../src/engine/props';

export interface ListRenderer {
  kind: 'section' | 'home-layout';
  type: TypeKey;
  /** The renderer folder's name. */
  name: string;
  itemSchema: SchemaId;
  /** The spec's empty text, when it differs from "Nenhum conteúdo disponível". */
  empty?: string;
}

export function listRenderers({ sections, homeLayouts }: Pick<EngineConfig, 'sections' | 'homeLayouts'>) {
  const lists = (kind: ListRenderer['kind'], registry: Registry<SectionPayload>): ListRenderer[] =>
    registry.entries().flatMap(({ type, data, catalogue }) =>
      data.from === 'self'
        ? []
        : [
            {
              kind,
              type,
              name: rendererOf(kind, type),
              itemSchema: data.itemSchema,
              empty: catalogue.empty,
            },
          ],
    );
  return [...lists('section', sections), ...lists('home-layout', homeLayouts)];
}
