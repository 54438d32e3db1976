// The example a catalogue entry points at (schemas/<kind>-types.json `example`): the demo tenant's
// section, content item or home block, drawn through the type's real registration as the app draws
// it. The generated stories (registry/generated/examples.stories.tsx) and the catalogue's smoke test
// (registry/catalogue-examples.test.tsx) render it, one per type.
import { HomeLayout, Section, ContentViewer } from '../src/engine';
import { Block } from '../src/engine/Block';
import type { Block as BlockData, ContentItem, DesignFormat, MenuSection } from '../src/generated/types';
import type { CatalogueEntry, CatalogueKind, TypeKey } from '../src/engine/registry';
import sectionTypes from '../schemas/section-types.json';
import homeLayoutTypes from '../schemas/home-layout-types.json';
import blockTypes from '../schemas/block-types.json';
import contentTypes from '../schemas/content-types.json';
import { mergeParts } from './fixture';

type Fixture = Record<string, unknown>;

/** Both demo tenants, with their parts merged as the server merges them. */
const tenantFiles = import.meta.glob<Fixture>('../fixtures/*/tenant.json', {
  eager: true,
  import: 'default',
});
const partFiles = import.meta.glob<Fixture>('../fixtures/*/parts/*.json', { eager: true, import: 'default' });

interface DemoTenant {
  menu: MenuSection[];
  design: { idSection: number; format?: DesignFormat }[];
  content: ContentItem[];
  learningHomeBlocks?: BlockData[];
  learningNodes?: (Record<string, unknown> & {
    nodeCode: string;
    idNode: number;
    contents?: ContentItem[];
  })[];
}

/**
 * A home block's elements as the server sends them (server/learning/views.ts blockView): the fixture
 * names a node by its code and a content by its id; the answer carries the node or content as `data`
 * (here without the learner's enrollment).
 */
function withElementData(tenant: DemoTenant, block: BlockData): BlockData {
  const nodes = tenant.learningNodes ?? [];
  const contents = nodes.flatMap((node) => node.contents ?? []);
  const elements = (block.elements ?? []).flatMap((raw): unknown[] => {
    const element = raw as unknown as Record<string, unknown>;
    if (element.elementType === 'NODE' && typeof element.nodeCode === 'string') {
      const node = nodes.find((candidate) => candidate.nodeCode === element.nodeCode);
      if (!node) return [];
      const { blocks: _blocks, contents: _contents, ...data } = node;
      return [{ elementType: 'NODE', idNode: node.idNode, idElement: node.idNode, data }];
    }
    if (element.elementType === 'CONTENT' && typeof element.idContentItem === 'number') {
      const content = contents.find((candidate) => candidate.idContentItem === element.idContentItem);
      if (!content) return [];
      const { idContentItem: idElement, idContentType } = content;
      return [{ elementType: 'CONTENT', idContentType, idElement, data: content }];
    }
    return [raw];
  });
  return { ...block, elements } as unknown as BlockData;
}

const tenantNamed = (tenant: string): DemoTenant => {
  const fixture = tenantFiles[`../fixtures/${tenant}/tenant.json`];
  if (!fixture) throw new Error(`No demo tenant "${tenant}"`);
  const parts = Object.fromEntries(
    Object.entries(partFiles).filter(([file]) => file.startsWith(`../fixtures/${tenant}/parts/`)),
  );
  return mergeParts(fixture, parts) as unknown as DemoTenant;
};

export interface Example {
  tenant: 'aurora' | 'horizonte';
  idSection?: number;
  idContentItem?: number;
  idBlock?: number;
}

type ExampleEntry = CatalogueEntry & { example?: Example; data?: { from: string } };

const catalogues: Record<CatalogueKind, { types: ExampleEntry[] }> = {
  section: sectionTypes as { types: ExampleEntry[] },
  'home-layout': homeLayoutTypes as { types: ExampleEntry[] },
  block: blockTypes as { types: ExampleEntry[] },
  content: contentTypes as { types: ExampleEntry[] },
};

/** The catalogue entry of a type, with its example. */
export const exampleEntry = (kind: CatalogueKind, type: TypeKey): ExampleEntry => {
  const entry = catalogues[kind].types.find((candidate) => candidate.type === type);
  if (!entry?.example) throw new Error(`${kind} type ${String(type)} has no example in its catalogue`);
  return entry;
};

/** Every type with an example, by kind: what the generated stories cover. */
export const typesWithExamples = (): { kind: CatalogueKind; type: TypeKey }[] =>
  (Object.keys(catalogues) as CatalogueKind[]).flatMap((kind) =>
    catalogues[kind].types.filter((entry) => entry.data && entry.example).map(({ type }) => ({ kind, type })),
  );

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The catalogue's example ${what} is not in the demo tenant`);
  return value;
}

/** The raw data the example points at, as the server would send it. */
export function exampleData(kind: CatalogueKind, type: TypeKey) {
  const { example, data } = exampleEntry(kind, type);
  const tenant = tenantNamed(example!.tenant);
  const label = `${example!.tenant} ${JSON.stringify(example)}`;
  if (kind === 'block')
    return {
      block: withElementData(
        tenant,
        found(
          tenant.learningHomeBlocks?.find((block) => block.idBlock === example!.idBlock),
          label,
        ),
      ),
    };
  if (kind === 'content')
    return {
      item: found(
        tenant.content.find((item) => item.idContentItem === example!.idContentItem),
        label,
      ),
    };
  const section = found(
    tenant.menu.find((candidate) => candidate.idSection === example!.idSection),
    label,
  );
  const format = tenant.design.find((entry) => entry.idSection === section.idSection)?.format ?? {};
  const items =
    data?.from === 'menu-options'
      ? (section.menuOption ?? [])
      : data?.from === 'content-list'
        ? tenant.content.filter((item) => item.idSection === section.idSection)
        : [];
  return { section, format, items: items as unknown[] };
}

/** Draws the example of one type through its registration. */
export function CatalogueExample({ kind, type }: { kind: CatalogueKind; type: TypeKey }) {
  const data = exampleData(kind, type);
  if (data.block) return <Block block={data.block} />;
  if (data.item) return <ContentViewer item={data.item} idSection={data.item.idSection} />;
  const { section, format, items } = data;
  if (!section) return null;
  return kind === 'home-layout' ? (
    <HomeLayout homeType={String(type)} section={section} format={format} items={items} />
  ) : (
    <Section section={section} format={format} items={items} />
  );
}
