// Registry types and the factory that checks its own entries. Registration never throws: a bad
// entry is refused with an exact message (Gutenberg's registration does the same).
import { createElement, useMemo, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import type { Catalogue } from '../generated/types';
import { useEngine } from './context';
import { validateItems, type ItemResult } from './items';
import { preloadable } from './preloadable';
import type { SchemaId, SchemaType, Validate, Validation } from './validate';

export type { Catalogue };
/** section, home-layout, block or content: a registry's kind; its config key and renderer folder are the plural. */
export type CatalogueKind = Catalogue['kind'];
export type CatalogueEntry = Catalogue['types'][number];
export type TypeKey = CatalogueEntry['type'];
/**
 * What the app reads of a catalogue entry at run time: its type and its empty rules. The rest (name,
 * renderer folder, spec, data source, example) documents the type in schemas/<kind>-types.json, feeds
 * the generator and the tests (registry/catalogue-files.ts), and stays out of the first paint.
 */
export type RuntimeEntry = Pick<CatalogueEntry, 'type' | 'empty' | 'hiddenWhenEmpty'>;
export interface RuntimeCatalogue {
  kind: CatalogueKind;
  types: RuntimeEntry[];
}

/** Where a renderer's items come from: the section's menu options or content list, a block's elements. */
export type ItemSource = 'menu-options' | 'content-list' | 'elements';

/**
 * Where a renderer's data comes from: a list of items the screen loads, each checked against
 * `itemSchema` before the renderer sees it; or `self`: the renderer draws its payload and loads
 * anything else through its own data hooks (src/api), so it gets no items and has no item schema.
 */
export type DataSource = { from: ItemSource; itemSchema: SchemaId } | { from: 'self' };

/** A payload that failed its schema: what the invalid-data fallback shows. */
export type PayloadFailure = Extract<Validation<unknown>, { ok: false }>;

/** What the dispatcher hands a registration: the kind's payload, the raw items, and its fallback. */
export interface Dispatched<Payload> {
  payload: Payload;
  items: readonly unknown[];
  /** Drawn in place of the renderer when the payload's checked part fails its schema. */
  invalid: (failure: PayloadFailure) => ReactNode;
}

/** One registered renderer: which type it draws, where its data comes from, and the lazy renderer. */
export interface Registration<Payload> {
  type: TypeKey;
  data: DataSource;
  /** The schema the payload's checked part must match (a section's design, a block's parameters). */
  payloadSchema: SchemaId;
  /** Checks the payload part and the items, then renders the lazily loaded renderer. */
  Renderer: FunctionComponent<Dispatched<Payload>>;
  /** The renderer's module, for a check or a prefetch; rendering goes through `Renderer`. */
  load: () => Promise<{ default: unknown }>;
}

export interface RegistryEntry<Payload> extends Registration<Payload> {
  catalogue: RuntimeEntry;
}

export interface Registry<Payload> {
  kind: CatalogueKind;
  get(type: TypeKey): RegistryEntry<Payload> | undefined;
  entries(): RegistryEntry<Payload>[];
  catalogue: RuntimeCatalogue;
  /** Entries refused at registration, with the reason. */
  problems: string[];
}

type Load<Props> = () => Promise<{ default: ComponentType<Props> }>;

const NO_ITEMS: never[] = [];
const noItems = () => ({ items: NO_ITEMS });

/** True when the payload's part is the very value a schema accepted, so it has that schema's type. */
const holds = <P, K extends keyof P, V>(payload: P, key: K, value: V): payload is P & Record<K, V> =>
  payload[key] === value;

/**
 * The typed way to write the registration lines of one kind. `checking(key, schema)` names the part
 * of the payload the engine checks before the renderer sees it (a section's `format`, a block's
 * `parameters`) and the schema every line of the kind meets; a line's `payloadSchema` narrows it
 * (a block type's own parameters), and the renderer's props carry that part typed from it. `list`
 * ties the renderer's item type to its item schema, `self` passes no items. Each returns the same
 * erased `Registration<Payload>`, so one table and one dispatcher serve every type without casts.
 */
export const registrar = <Payload extends object>() => ({
  checking<Key extends keyof Payload, Base extends SchemaId>(key: Key, baseSchema: Base) {
    type Checked<Id extends SchemaId> = Payload & Record<Key, SchemaType<Id>>;
    function line<Id extends SchemaId, Extra extends object>(
      type: TypeKey,
      data: DataSource,
      payloadSchema: Id,
      load: Load<Checked<Id> & Extra>,
      extra: (validate: Validate, items: readonly unknown[]) => Extra,
    ): Registration<Payload> {
      const { Component, preload } = preloadable(load);
      function CheckedPayload({ payload, items, invalid }: Dispatched<Payload>) {
        const { validate } = useEngine();
        const check = useMemo(() => validate(payloadSchema, payload[key]), [validate, payload]);
        const props = useMemo(() => extra(validate, items), [validate, items]);
        if (!check.ok) return invalid(check);
        return holds(payload, key, check.value) ? createElement(Component, { ...payload, ...props }) : null;
      }
      return { type, data, payloadSchema, Renderer: CheckedPayload, load: preload };
    }
    return {
      list<ItemId extends SchemaId, Id extends SchemaId = Base>(registration: {
        type: TypeKey;
        from: ItemSource;
        itemSchema: ItemId;
        payloadSchema?: Id;
        load: Load<Checked<Id> & { items: ItemResult<SchemaType<ItemId>>[] }>;
      }): Registration<Payload> {
        const { type, from, itemSchema, payloadSchema, load } = registration;
        return line(type, { from, itemSchema }, payloadSchema ?? baseSchema, load, (validate, items) => ({
          items: validateItems<SchemaType<ItemId>>(validate, itemSchema, items),
        }));
      },
      self<Id extends SchemaId = Base>(registration: {
        type: TypeKey;
        payloadSchema?: Id;
        load: Load<Checked<Id> & { items: never[] }>;
      }): Registration<Payload> {
        const { type, payloadSchema, load } = registration;
        return line(type, { from: 'self' }, payloadSchema ?? baseSchema, load, noItems);
      },
    };
  },
});

export function createRegistry<Payload>(
  catalogue: RuntimeCatalogue,
  registrations: Registration<Payload>[],
  knownSchemas: (id: string) => boolean,
): Registry<Payload> {
  const problems: string[] = [];
  const byType = new Map<TypeKey, RegistryEntry<Payload>>();
  for (const registration of registrations) {
    const entry = catalogue.types.find((candidate) => candidate.type === registration.type);
    const label = `${catalogue.kind} type ${JSON.stringify(registration.type)}`;
    const { data, payloadSchema } = registration;
    // Its item schema, if any, then its payload schema.
    const unknown = [data.from === 'self' ? payloadSchema : data.itemSchema, payloadSchema].find(
      (id) => !knownSchemas(id),
    );
    if (!entry) problems.push(`${label} is not in the ${catalogue.kind} catalogue; registration refused.`);
    else if (byType.has(registration.type))
      problems.push(`${label} is registered twice; the second is refused.`);
    else if (unknown) problems.push(`${label} names the unknown schema "${unknown}"; registration refused.`);
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
export function missingRenderers(registry: Pick<Registry<never>, 'catalogue' | 'get'>): RuntimeEntry[] {
  return registry.catalogue.types.filter((entry) => !registry.get(entry.type));
}
