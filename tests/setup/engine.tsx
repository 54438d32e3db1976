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
import type { Block as BlockData, ContentItem, DesignFormat, MenuSection } from '../../src/generated/types';
import { fullEngine } from '../../registry/contents';
import { QueryProvider } from './fake-api';

export { fullEngine as engineConfig };

interface RenderOptions {
  route?: string;
  engine?: Partial<EngineConfig>;
}

export function renderWithEngine(ui: ReactElement, { route = '/', engine = {} }: RenderOptions = {}) {
  return render(
    <EngineProvider config={fullEngine(engine)}>
      {/* A fresh cache, as the app has one: a renderer may load its own data (a tile's likes). */}
      <QueryProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryProvider>
    </EngineProvider>,
  );
}

/**
 * Draws one section renderer itself, its raw content items checked as the dispatcher checks them: a
 * renderer folder's test looks at what only that renderer does (the catalogue test covers its line).
 */
export function renderSectionItems(
  Renderer: ComponentType<SectionRendererProps<ContentItem>>,
  section: MenuSection,
  raw: readonly unknown[],
  format: DesignFormat = {},
) {
  return renderWithEngine(
    <Renderer section={section} format={format} items={validateItems(validate, 'content-item', raw)} />,
  );
}

/** The card or row (an article) around the link named `title`. */
export const articleOfLink = (title: string) =>
  screen.getByRole('link', { name: title }).closest('article') as HTMLElement;

const testSection = (idSectionType: number): MenuSection => ({ idSection: 20, idSectionType, name: 'Seção' });

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
