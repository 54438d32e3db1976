// Registry types and the factory that checks its own entries. Registration never throws: a bad
// entry is refused with an exact message (Gutenberg's registration does the same).
import type { ComponentType } from 'react';
import type { SchemaId } from './validate';

export type CatalogueKind = 'section' | 'block' | 'content' | 'home';
export type TypeKey = number | string;

export interface CatalogueEntry {
  type: TypeKey;
  name: string;
  renderer: string;
  spec: string;
}

export interface Catalogue {
  kind: CatalogueKind;
  types: CatalogueEntry[];
}

/** One registered renderer: which type it draws, what it validates, and how to load it lazily. */
export interface Registration<Props> {
  type: TypeKey;
  /** Schema that each item of the payload must match before the renderer sees it. */
  itemSchema: SchemaId;
  /**
   * Where the screen gets the items: the section's own menu options, its content list, or
   * `self`: the renderer pages or searches through its own data hooks (src/api) and gets no items.
   */
  source?: 'menu-options' | 'content-list' | 'self';
  load: () => Promise<{ default: ComponentType<Props> }>;
}

export interface RegistryEntry<Props> extends Registration<Props> {
  catalogue: CatalogueEntry;
}

export interface Registry<Props> {
  kind: CatalogueKind;
  get(type: TypeKey): RegistryEntry<Props> | undefined;
  entries(): RegistryEntry<Props>[];
  catalogue: Catalogue;
  /** Entries refused at registration, with the reason. */
  problems: string[];
}

export function createRegistry<Props>(
  catalogue: Catalogue,
  registrations: Registration<Props>[],
  knownSchemas: (id: string) => boolean,
): Registry<Props> {
  const problems: string[] = [];
  const byType = new Map<TypeKey, RegistryEntry<Props>>();
  for (const registration of registrations) {
    const entry = catalogue.types.find((candidate) => candidate.type === registration.type);
    const label = `${catalogue.kind} type ${JSON.stringify(registration.type)}`;
    if (!entry) problems.push(`${label} is not in the ${catalogue.kind} catalogue; registration refused.`);
    else if (byType.has(registration.type))
      problems.push(`${label} is registered twice; the second is refused.`);
    else if (!knownSchemas(registration.itemSchema))
      problems.push(`${label} names the unknown schema "${registration.itemSchema}"; registration refused.`);
    else byType.set(registration.type, { ...registration, catalogue: entry });
  }
  for (const problem of problems) console.error(`[registry] ${problem}`);
  return {
    kind: catalogue.kind,
    catalogue,
    problems,
    get: (type) => byType.get(type),
    entries: () => [...byType.values()],
  };
}

/** Types of the catalogue that no renderer draws yet (npm run registry prints these). */
export function missingRenderers(registry: Pick<Registry<never>, 'catalogue' | 'get'>): CatalogueEntry[] {
  return registry.catalogue.types.filter((entry) => !registry.get(entry.type));
}
