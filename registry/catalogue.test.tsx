// The generic contract of every registered renderer, tested once for the whole catalogue (the way
// Gutenberg tests every block): its folder has an index; a list renderer shows
// the item fallback in place of an invalid item between two valid ones, and its empty text for an
// empty list, or nothing at all when its catalogue entry says hiddenWhenEmpty (learning-area.md 2.3:
// lists, grids and carousels with no elements are hidden); a block gives way to the fallback when
// its parameters fail their schema. Each type's example is drawn by registry/catalogue-examples.test.tsx;
// a renderer folder's own test and stories cover only what is particular to it, where it has some.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { messages } from '../src/i18n/messages';
import type { ContentItem, Element } from '../src/generated/types';
import { ContentViewer, type Registry } from '../src/engine';
import { Block } from '../src/engine/Block';
import { loadAllValidators } from '../src/engine/validate';
import type { CatalogueKind, TypeKey } from '../src/engine/registry';
import { renderHomeLayout, renderSection, renderWithEngine } from '../tests/setup/engine';
import { blockRegistry } from './blocks';
import { contentRegistry, fullEngine } from './contents';
import { listRenderers } from './list-renderers';
import { rendererOf } from './catalogue-files';

const engine = fullEngine();
const LOAD = { timeout: 20_000 };
const registries: Registry<never>[] = [
  engine.sections,
  engine.homeLayouts,
  blockRegistry(),
  contentRegistry(),
];

const entries = registries.flatMap((registry) =>
  registry.entries().map((entry) => ({ kind: registry.kind, entry })),
);

describe.each(entries)('$kind type $entry.type', ({ kind, entry }) => {
  const name = rendererOf(kind, entry.type);
  it('has its renderer folder with an index', () => {
    // renderers/<kind>s/<renderer>/: sections, home-layouts, blocks, contents.
    const folder = path.join(import.meta.dirname, '..', 'renderers', `${kind}s`, name);
    expect(existsSync(path.join(folder, 'index.tsx')), `${kind}s/${name}/index.tsx`).toBe(true);
  });
});

/** Two valid items and one invalid, as the server could send them, per item schema. */
const samples = {
  'content-item': {
    first: { idContentItem: 101, idContentType: 3, text: 'Primeiro do catálogo' },
    invalid: { idContentItem: 102 },
    second: { idContentItem: 103, idContentType: 3, text: 'Segundo do catálogo' },
  },
  'menu-option': {
    first: { text: 'Primeiro do catálogo', sectionTo: 2 },
    invalid: { sectionTo: 5 },
    second: { text: 'Segundo do catálogo', sectionTo: 3 },
  },
} as const;

/** The item fallback stands between the two valid items, in the order the page reads. */
async function expectFallbackBetween(container: HTMLElement, first: string, second: string) {
  const fallback = await screen.findByText(messages.itemUnavailable, {}, LOAD);
  const text = container.textContent ?? '';
  const at = (part: string) => text.indexOf(part);
  expect(at(first)).toBeGreaterThanOrEqual(0);
  expect(at(first)).toBeLessThan(at(fallback.textContent ?? ''));
  expect(at(fallback.textContent ?? '')).toBeLessThan(at(second));
}

const render = (kind: CatalogueKind, type: TypeKey, raw: readonly unknown[]) =>
  kind === 'home-layout' ? renderHomeLayout(String(type), raw) : renderSection(Number(type), raw);

const lists = listRenderers(engine);

describe.each(lists)('$kind type $type ($name) with a list of items', ({ kind, type, itemSchema, empty }) => {
  const sample = samples[itemSchema as keyof typeof samples];

  // The first render of a type transforms its renderer module: seconds on a busy machine.
  it('shows the fallback in place of an invalid item, between the two valid ones', LOAD, async () => {
    const { container } = render(kind, type, [sample.first, sample.invalid, sample.second]);
    await expectFallbackBetween(container, sample.first.text, sample.second.text);
  });

  it('says its empty text when the list is empty', LOAD, async () => {
    render(kind, type, []);
    expect(await screen.findByText(empty ?? messages.noContent, {}, LOAD)).toBeTruthy();
  });
});

/** An IMAGE element, which every block drawn from elements draws (the banner slider no other kind). */
const element = (idElement: number, title: string) => ({
  elementType: 'IMAGE' as const,
  idElement,
  data: { title, image: `/demo/banner-${idElement}.jpg` },
});

// A block's parameters are checked against its line's payloadSchema, which builds on
// block-parameters.json: a negative margin fails every one, and the block gives way to the fallback.
// It has an element: a list block with none is hidden before anything is checked.
describe.each(blockRegistry().entries())('block type $type', ({ type }) => {
  beforeAll(async () => {
    await loadAllValidators();
  });

  it('shows the invalid-data fallback in place of a block whose parameters fail', LOAD, async () => {
    renderWithEngine(
      <Block
        block={{ blockType: String(type), parameters: { marginTop: -1 }, elements: [element(1, 'Primeiro')] }}
      />,
    );
    expect(await screen.findByText(messages.itemUnavailable, {}, LOAD)).toBeTruthy();
  });
});

// A block drawn from its elements: the same two list cases, with elements as the server sends them.
const blockLists = blockRegistry()
  .entries()
  .filter(({ data }) => data.from === 'elements');

describe.each(blockLists)('block type $type with a list of elements', (entry) => {
  const { type, catalogue } = entry;
  const first = element(1, 'Primeiro do catálogo');
  const second = element(3, 'Segundo do catálogo');
  // A NODE element must name its node.
  const invalid = { elementType: 'NODE', idElement: 2 };
  // rotationInterval: the banner slider needs it; block-parameters.json allows it on every block.
  // Raw, as the server could send them (one is invalid): the engine checks each.
  const renderBlock = (elements: unknown[]) =>
    renderWithEngine(
      <Block
        block={{
          blockType: String(type),
          title: 'Bloco',
          parameters: { rotationInterval: 5 },
          elements: elements as Element[],
        }}
      />,
    );

  beforeAll(async () => {
    await loadAllValidators();
  });

  it('shows the fallback in place of an invalid element, between the two valid ones', LOAD, async () => {
    const { container } = renderBlock([first, invalid, second]);
    await expectFallbackBetween(container, first.data.title, second.data.title);
  });

  if (catalogue.hiddenWhenEmpty)
    it('is hidden when it has no elements: the page draws nothing for it', LOAD, async () => {
      const { container } = renderBlock([]);
      // Nothing now, and nothing once its renderer module has loaded either.
      expect(container.innerHTML).toBe('');
      await act(() => entry.load());
      expect(container.innerHTML).toBe('');
    });
  else
    it('says its empty text when it has no elements', LOAD, async () => {
      renderBlock([]);
      expect(await screen.findByText(catalogue.empty ?? messages.noContent, {}, LOAD)).toBeTruthy();
    });
});

// A content viewer is handed one item: an item that fails content-item (here, no text) gives way to
// the invalid-data fallback before the viewer sees it, whatever its type.
describe.each(contentRegistry().entries())('content type $type', ({ type }) => {
  it('shows the invalid-data fallback in place of an item that fails its schema', LOAD, async () => {
    const invalid = { idContentItem: 3, idContentType: Number(type) } as ContentItem;
    renderWithEngine(<ContentViewer item={invalid} />);
    expect(await screen.findByText(messages.itemUnavailable, {}, LOAD)).toBeTruthy();
  });
});
