// Renders a tree inside the engine (real registries and validators unless a test passes its own)
// and a memory router, the way the app does.
import type { ComponentType, ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  EngineProvider,
  HomeLayout,
  Section,
  validate,
  validateItems,
  type EngineConfig,
  type SectionRendererProps,
} from '../../src/engine';
import { Block } from '../../src/engine/Block';
import { loadAllValidators } from '../../src/engine/validate';
import type {
  Block as BlockData,
  ContentItem,
  DesignFormat,
  MenuOption,
  MenuSection,
} from '../../src/generated/types';
import { fullEngine } from '../../registry/contents';
import { QueryProvider } from './fake-api';

export { fullEngine as engineConfig };

interface RenderOptions {
  route?: string;
  engine?: Partial<EngineConfig>;
  /** The app's query freshness instead of none, for a test that counts calls (QueryProvider's comment). */
  appStaleTime?: boolean;
}

export function renderWithEngine(
  ui: ReactElement,
  { route = '/', engine = {}, appStaleTime = false }: RenderOptions = {},
) {
  return render(
    <EngineProvider config={fullEngine(engine)}>
      {/* A fresh cache, as the app has one: a renderer may load its own data (a tile's likes). The
          tree inside needs no QueryProvider of its own. */}
      <QueryProvider appStaleTime={appStaleTime}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryProvider>
    </EngineProvider>,
  );
}

/**
 * A section of a type as a test draws it: idSection 20 and name 'Seção' unless the test sets the ones
 * it asserts on (a link's ?idSection=, a region named after the section).
 */
export const testSection = (idSectionType: number, section: Partial<MenuSection> = {}): MenuSection => ({
  idSection: 20,
  idSectionType,
  name: 'Seção',
  ...section,
});

/** A raw content item as the server sends it: its id, type and title, then whatever else the test sets. */
export const testItem = (
  idContentItem: number,
  idContentType: number,
  text: string,
  more: Record<string, unknown> = {},
) => ({ idContentItem, idContentType, text, ...more });

/** Draws one section renderer itself, its raw items checked against `schema` as the dispatcher checks them. */
function renderCheckedItems<Item>(
  Renderer: ComponentType<SectionRendererProps<Item>>,
  schema: 'content-item' | 'menu-option',
  section: MenuSection,
  raw: readonly unknown[],
  format: DesignFormat,
) {
  return renderWithEngine(
    <Renderer section={section} format={format} items={validateItems<Item>(validate, schema, raw)} />,
  );
}

/**
 * Draws one section renderer itself with raw content items: a renderer folder's test looks at what
 * only that renderer does (the catalogue test covers its line).
 */
export const renderSectionItems = (
  Renderer: ComponentType<SectionRendererProps<ContentItem>>,
  section: MenuSection,
  raw: readonly unknown[],
  format: DesignFormat = {},
) => renderCheckedItems(Renderer, 'content-item', section, raw, format);

/** The same for a renderer of menu options (a home layout, a menu map, tiles), with raw options. */
export const renderMenuOptions = (
  Renderer: ComponentType<SectionRendererProps<MenuOption>>,
  section: MenuSection,
  raw: readonly unknown[],
  format: DesignFormat = {},
) => renderCheckedItems(Renderer, 'menu-option', section, raw, format);

/** The card or row (an article) around the link named `title`. */
export const articleOfLink = (title: string) =>
  screen.getByRole('link', { name: title }).closest('article') as HTMLElement;

/**
 * Renders a section type through its real registration (the dispatcher, the item check and the lazy
 * renderer), as the section page does, with raw items as the server sends them.
 */
export function renderSection(type: number, raw: readonly unknown[], options: RenderOptions = {}) {
  return renderWithEngine(<Section section={testSection(type)} format={{}} items={raw} />, options);
}

/** The same for a home layout (home.homeType), with the home's raw menu options. */
export function renderHomeLayout(homeType: string, raw: readonly unknown[], options: RenderOptions = {}) {
  return renderWithEngine(
    <HomeLayout homeType={homeType} section={testSection(1)} format={{}} items={raw} />,
    options,
  );
}

/**
 * The same for a home block, as the learning home draws it: its schemas are extended validators,
 * loaded first as the learning area's API calls load them.
 */
export async function renderBlock(block: BlockData, options: RenderOptions = {}) {
  await loadAllValidators();
  return renderWithEngine(<Block block={block} />, options);
}
