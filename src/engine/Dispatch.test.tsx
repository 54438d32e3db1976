import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import {
  ContentViewer,
  HomeLayout,
  ItemSlot,
  Section,
  createRegistry,
  registrar,
  type SectionPayload,
  type SectionRendererProps,
  type RuntimeCatalogue,
} from '.';
import { Block } from './Block';
import { isSchemaId, loadAllValidators } from './validate';
import type { BlockPayload, BlockRendererProps } from './props';
import type { MasterBannerParameters } from '../generated/types';
import { renderWithEngine } from '../../tests/setup/engine';

const catalogue: RuntimeCatalogue = {
  kind: 'section',
  types: [{ type: 2 }, { type: 3 }],
};

function ListRenderer({ items }: SectionRendererProps) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.index}>
          <ItemSlot item={item}>{(value) => <span>{(value as { text: string }).text}</span>}</ItemSlot>
        </li>
      ))}
    </ul>
  );
}

function Broken(): never {
  throw new Error('renderer bug');
}

const register = registrar<SectionPayload>().checking('format', 'design-format');
/** Type 2: a content list drawn by ListRenderer (both registries below hold it). */
const contentList = register.list({
  type: 2,
  from: 'content-list',
  itemSchema: 'content-item',
  load: async () => ({ default: ListRenderer }),
});
const sections = createRegistry(
  catalogue,
  [contentList, register.self({ type: 3, load: async () => ({ default: Broken }) })],
  isSchemaId,
);

const section = (idSectionType: number) => ({ idSection: 7, idSectionType, name: 'Treinamentos' });
const good = (id: number, text: string) => ({ idContentItem: id, idContentType: 1, text });

/** A section of the test registry's type, with raw items, drawn by the dispatcher. */
const drawSection = (idSectionType: number, items: unknown[], { preview = false } = {}) =>
  renderWithEngine(<Section section={section(idSectionType)} format={{}} items={items} />, {
    engine: { sections, preview },
  });

describe('engine dispatch', () => {
  it('renders a registered section type lazily with its validated items', async () => {
    drawSection(2, [good(1, 'Boas-vindas'), good(2, 'Compliance')]);
    expect(await screen.findByText('Boas-vindas')).toBeTruthy();
    expect(screen.getByText('Compliance')).toBeTruthy();
  });

  it('shows "Seção não disponível" for an unknown section type', () => {
    drawSection(999, []);
    expect(screen.getByText('Seção não disponível')).toBeTruthy();
  });

  it('lets an invalid item break only itself', async () => {
    drawSection(2, [good(1, 'Boas-vindas'), { idContentItem: 2 }, good(3, 'Podcast')]);
    expect(await screen.findByText('Boas-vindas')).toBeTruthy();
    expect(screen.getByText('Podcast')).toBeTruthy();
    expect(screen.getByText('Este item não pôde ser exibido.')).toBeTruthy();
  });

  it('shows the JSON pointer and the failing rule in designer preview', async () => {
    drawSection(2, [good(1, 'Ok'), { idContentItem: 2, idContentType: 1, text: '' }], { preview: true });
    expect(await screen.findByText('/1/text')).toBeTruthy();
    expect(screen.getByText('minLength')).toBeTruthy();
    expect(screen.getByText(/JSON recebido/)).toBeTruthy();
  });

  it('contains a renderer that throws inside its own boundary', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithEngine(
      <>
        <Section section={section(3)} format={{}} items={[]} />
        <p>resto da página</p>
      </>,
      { engine: { sections } },
    );
    expect(await screen.findByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(screen.getByText('resto da página')).toBeTruthy();
    quiet.mockRestore();
  });

  it('uses the spec texts for unknown blocks, content types and home layouts', () => {
    renderWithEngine(
      <>
        <Block block={{ blockType: 'Inexistente' }} />
        <ContentViewer item={{ idContentItem: 1, idContentType: 99, text: 'x' }} />
        <ContentViewer
          item={{ idContentItem: 1, idContentType: 99, text: 'x' }}
          unknownText="Não foi possível abrir o conteúdo."
        />
        <HomeLayout homeType="spiral" section={section(1)} format={{}} items={[]} />
      </>,
    );
    expect(screen.getByText('O tipo "Inexistente" não existe na lista de componentes.')).toBeTruthy();
    expect(screen.getByText('No content type')).toBeTruthy();
    expect(screen.getByText('Não foi possível abrir o conteúdo.')).toBeTruthy();
    expect(screen.getByText('Seção não disponível')).toBeTruthy();
  });
});

describe('payload schema', () => {
  // Every section's design format must match design-format.json before it is drawn.
  const designed = createRegistry(catalogue, [contentList], isSchemaId);

  it('draws the section when its payload matches the schema', async () => {
    renderWithEngine(<Section section={section(2)} format={{}} items={[good(1, 'Boas-vindas')]} />, {
      engine: { sections: designed },
    });
    expect(await screen.findByText('Boas-vindas')).toBeTruthy();
  });

  it('shows the invalid-data fallback in place of the renderer when it does not', async () => {
    renderWithEngine(
      <>
        <Section
          section={section(2)}
          format={{ menuitem: { emphasisNumber: -1 } }}
          items={[good(1, 'Boas-vindas')]}
        />
        <p>resto da página</p>
      </>,
      { engine: { sections: designed, preview: true } },
    );
    expect(screen.getByText('Dados inválidos: section 2')).toBeTruthy();
    expect(screen.getByText('/menuitem/emphasisNumber')).toBeTruthy();
    expect(screen.getByText('minimum')).toBeTruthy();
    expect(screen.queryByText('Boas-vindas')).toBeNull();
    expect(screen.getByText('resto da página')).toBeTruthy();
  });
});

describe('block parameters', () => {
  // The block schemas are extended ones, loaded with the learning area's API responses.
  beforeAll(async () => {
    await loadAllValidators();
  });

  // Typed from its line's payloadSchema: rotationInterval is a number here, not number | undefined.
  function Banner({ block, parameters, items }: BlockRendererProps<MasterBannerParameters>) {
    const autoplay = parameters.rotationInterval * 1000;
    return <p>{`${block.title}: troca a cada ${autoplay} ms, ${items.length} elemento(s)`}</p>;
  }

  const block = registrar<BlockPayload>().checking('parameters', 'block-parameters');
  const blocks = createRegistry(
    {
      kind: 'block',
      types: [{ type: 'MasterBanner' }],
    },
    [
      block.list({
        type: 'MasterBanner',
        from: 'elements',
        itemSchema: 'element',
        payloadSchema: 'block-parameters/master-banner',
        load: async () => ({ default: Banner }),
      }),
    ],
    isSchemaId,
  );
  const banner = (parameters: object) => ({
    blockType: 'MasterBanner',
    title: 'Destaques',
    parameters,
    elements: [{ elementType: 'IMAGE' as const, idElement: 1 }],
  });

  it("hands the renderer its parameters typed by the block type's schema, and its elements", async () => {
    renderWithEngine(<Block block={banner({ rotationInterval: 5 })} />, { engine: { blocks } });
    expect(await screen.findByText('Destaques: troca a cada 5000 ms, 1 elemento(s)')).toBeTruthy();
  });

  it('shows the invalid-data fallback in place of a block whose parameters fail that schema', () => {
    renderWithEngine(
      <>
        <Block block={banner({ cardFormat: 'square' })} />
        <p>resto da página</p>
      </>,
      { engine: { blocks, preview: true } },
    );
    expect(screen.getByText('Dados inválidos: block "MasterBanner"')).toBeTruthy();
    expect(screen.getByText('/rotationInterval')).toBeTruthy();
    expect(screen.getByText('required')).toBeTruthy();
    expect(screen.queryByText(/troca a cada/)).toBeNull();
    expect(screen.getByText('resto da página')).toBeTruthy();
  });

  it('does not compile a renderer whose parameters the line does not check', () => {
    // Without payloadSchema the line only promises BlockParameters, where rotationInterval is optional.
    const line = block.list({
      type: 'MasterBanner',
      from: 'elements',
      itemSchema: 'element',
      // @ts-expect-error Banner needs MasterBannerParameters
      load: async () => ({ default: Banner }),
    });
    expect(line.payloadSchema).toBe('block-parameters');
  });
});

describe('blocks with no elements', () => {
  // learning-area.md 2.3: lists, grids and carousels with no elements are hidden.
  function Cards({ block, items }: BlockRendererProps) {
    return <p>{`${block.title}: ${items.length} card(s)`}</p>;
  }
  const block = registrar<BlockPayload>().checking('parameters', 'block-parameters');
  const line = (type: string) =>
    block.list({ type, from: 'elements', itemSchema: 'element', load: async () => ({ default: Cards }) });
  const blocks = createRegistry(
    {
      kind: 'block',
      types: [{ type: 'Grid', hiddenWhenEmpty: true }, { type: 'Outro' }],
    },
    [line('Grid'), line('Outro')],
    isSchemaId,
  );

  beforeAll(async () => {
    await loadAllValidators();
  });

  it('leaves out a block whose catalogue entry says hiddenWhenEmpty, and draws it once it has one', async () => {
    const grid = (elements: { elementType: 'IMAGE' }[]) => (
      <Block block={{ blockType: 'Grid', title: 'Cursos', elements }} />
    );
    const { container } = renderWithEngine(grid([]), { engine: { blocks } });
    expect(container.innerHTML).toBe('');
    renderWithEngine(grid([{ elementType: 'IMAGE' }]), { engine: { blocks } });
    expect(await screen.findByText('Cursos: 1 card(s)')).toBeTruthy();
  });

  it('draws a block without that flag, elements or not', async () => {
    renderWithEngine(<Block block={{ blockType: 'Outro', title: 'Outro' }} />, { engine: { blocks } });
    expect(await screen.findByText('Outro: 0 card(s)')).toBeTruthy();
  });
});

describe('registry checks its own entries', () => {
  it('refuses unknown types, duplicates and unknown schemas without throwing', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = async () => ({ default: ListRenderer });
    const line = (type: number, itemSchema: 'content-item' | 'menu-option') =>
      register.list({ type, from: 'content-list', itemSchema, load });
    // This registry knows only the content item's and the design format's schemas.
    const registry = createRegistry(
      catalogue,
      [line(2, 'content-item'), line(2, 'content-item'), line(42, 'content-item'), line(3, 'menu-option')],
      (id) => id === 'content-item' || id === 'design-format',
    );
    expect(registry.entries().map((entry) => entry.type)).toEqual([2]);
    expect(registry.problems).toEqual([
      'section type 2 is registered twice; the second is refused.',
      'section type 42 is not in the section catalogue; registration refused.',
      'section type 3 names the unknown schema "menu-option"; registration refused.',
    ]);
    quiet.mockRestore();
  });
});
