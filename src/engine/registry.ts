// Registry types and the factory that checks its own entries. Registration never throws: a bad
// entry is refused with an exact message (Gutenberg's registration does the same).
import { createElement, lazy, useMemo, type ComponentType, type FunctionComponent } from 'react';
import { useEngine } from './context';
import { validateItems, type ItemResult } from './items';
import type { SchemaId, SchemaType, Validate, Validation } from './validate';

export type CatalogueKind = 'section' | 'block' | 'content' | 'home';
export type TypeKey = number | string;

export interface CatalogueEntry {
  type: TypeKey;
  name: string;
  renderer: string;
  spec: string;
  /** A list renderer's empty text, when the spec's differs from "Nenhum conteúdo disponível". */
  empty?: string;
}

export interface Catalogue {
  kind: CatalogueKind;
  types: CatalogueEntry[];
}

/** Where a renderer's items come from: the section's menu options or content list, a block's elements. */
export type ItemSource = 'menu-options' | 'content-list' | 'elements';

/**
 * Where a renderer's data comes from: a list of items the screen loads, each checked against
 * `itemSchema` before the renderer sees it; or `self`: the renderer draws its payload and loads
 * anything else through its own data hooks (src/api), so it gets no items and has no item schema.
 */
export type DataSource = { from: ItemSource; itemSchema: SchemaId } | { from: 'self' };

/** What the dispatcher hands a registration: the kind's payload and the raw items, unchecked. */
export interface Dispatched<Payload> {
  payload: Payload;
  items: readonly unknown[];
}

/** One registered renderer: which type it draws, where its data comes from, and the lazy renderer. */
export interface Registration<Payload> {
  type: TypeKey;
  data: DataSource;
  /** Checks the items and renders the lazily loaded renderer; built by `registrar<Payload>()`. */
  Renderer: FunctionComponent<Dispatched<Payload>>;
  /** The renderer's module, for a check or a prefetch; rendering goes through `Renderer`. */
  load: () => Promise<{ default: unknown }>;
  /** Schema of the payload's own data (a section's design, a block's parameters), if any. */
  payloadSchema?: SchemaId;
  /**
   * Checks that data against `payloadSchema`; the dispatcher shows the invalid-data fallback in
   * place of the renderer when it fails, as for an item.
   */
  checkPayload?: (validate: Validate, payload: Payload) => Validation<unknown>;
}

export interface RegistryEntry<Payload> extends Registration<Payload> {
  catalogue: CatalogueEntry;
}

export interface Registry<Payload> {
  kind: CatalogueKind;
  get(type: TypeKey): RegistryEntry<Payload> | undefined;
  entries(): RegistryEntry<Payload>[];
  catalogue: Catalogue;
  /** Entries refused at registration, with the reason. */
  problems: string[];
}

type Load<Props> = () => Promise<{ default: ComponentType<Props> }>;
const NO_ITEMS: never[] = [];

/** What every registration line may add: a schema for the part of the payload `payloadPart` picks. */
interface PayloadCheck {
  payloadSchema?: SchemaId;
}

/**
 * The typed way to write a registration line of one kind: `list` ties the renderer's item type to
 * its item schema, `self` passes no items. Each returns the same erased `Registration<Payload>`,
 * so one table and one dispatcher serve every type of the kind without casts. `payloadPart` picks
 * what a line's `payloadSchema` checks (a section's format, a block's parameters).
 */
export function registrar<Payload extends object>(payloadPart?: (payload: Payload) => unknown) {
  const payloadCheck = ({ payloadSchema }: PayloadCheck) =>
    payloadSchema && payloadPart
      ? {
          payloadSchema,
          checkPayload: (validate: Validate, payload: Payload) =>
            validate(payloadSchema, payloadPart(payload)),
        }
      : {};
  return {
    list<Id extends SchemaId>(
      registration: PayloadCheck & {
        type: TypeKey;
        from: ItemSource;
        itemSchema: Id;
        load: Load<Payload & { items: ItemResult<SchemaType<Id>>[] }>;
      },
    ): Registration<Payload> {
      const { type, from, itemSchema, load } = registration;
      const Lazy = lazy(load);
      function CheckedItems({ payload, items }: Dispatched<Payload>) {
        const { validate } = useEngine();
        const checked = useMemo(
          () => validateItems<SchemaType<Id>>(validate, itemSchema, items),
          [validate, items],
        );
        return createElement(Lazy, { ...payload, items: checked });
      }
      return {
        type,
        data: { from, itemSchema },
        Renderer: CheckedItems,
        load,
        ...payloadCheck(registration),
      };
    },
    self(
      registration: PayloadCheck & { type: TypeKey; load: Load<Payload & { items: never[] }> },
    ): Registration<Payload> {
      const { type, load } = registration;
      const Lazy = lazy(load);
      const OwnData = ({ payload }: Dispatched<Payload>) =>
        createElement(Lazy, { ...payload, items: NO_ITEMS });
      return { type, data: { from: 'self' }, Renderer: OwnData, load, ...payloadCheck(registration) };
    },
  };
}

export function createRegistry<Payload>(
  catalogue: Catalogue,
  registrations: Registration<Payload>[],
  knownSchemas: (id: string) => boolean,
): Registry<Payload> {
  const problems: string[] = [];
  const byType = new Map<TypeKey, RegistryEntry<Payload>>();
  for (const registration of registrations) {
    const entry = catalogue.types.find((candidate) => candidate.type === registration.type);
    const label = `${catalogue.kind} type ${JSON.stringify(registration.type)}`;
    const { data } = registration;
    if (!entry) problems.push(`${label} is not in the ${catalogue.kind} catalogue; registration refused.`);
    else if (byType.has(registration.type))
      problems.push(`${label} is registered twice; the second is refused.`);
    else if (data.from !== 'self' && !knownSchemas(data.itemSchema))
      problems.push(`${label} names the unknown schema "${data.itemSchema}"; registration refused.`);
    else if (registration.payloadSchema && !knownSchemas(registration.payloadSchema))
      problems.push(
        `${label} names the unknown payload schema "${registration.payloadSchema}"; registration refused.`,
      );
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
