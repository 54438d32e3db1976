// The order in which a page's blocks appear (issue 21): top to bottom, each once its renderer and those
// of the blocks above it have loaded, so the first never waits for the others and nothing above a block
// ever moves when it arrives.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createRegistry, registrar, type BlockPayload, type BlockRendererProps } from '../engine';
import { isSchemaId, loadAllValidators } from '../engine/validate';
import { renderWithEngine } from '../../tests/setup/engine';
import { BlockList } from './BlockList';

beforeAll(async () => {
  await loadAllValidators();
});

function Titled({ block }: BlockRendererProps) {
  return <h2>{block.title}</h2>;
}

/** A registry of three block types whose renderer modules arrive when the test says so. */
function registryOfThree() {
  const arrivals = new Map<string, () => void>();
  const line = registrar<BlockPayload>().checking('parameters', 'block-parameters');
  const types = ['Primeiro', 'Segundo', 'Terceiro'];
  const blocks = createRegistry(
    { kind: 'block', types: types.map((type) => ({ type, name: type, renderer: type, spec: 'test' })) },
    types.map((type) =>
      line.self({
        type,
        load: () =>
          new Promise<{ default: typeof Titled }>((resolve) =>
            arrivals.set(type, () => resolve({ default: Titled })),
          ),
      }),
    ),
    isSchemaId,
  );
  const arrive = async (type: string) => {
    // The later renderers are asked for one per task once the first block shows.
    await expect.poll(() => arrivals.has(type)).toBe(true);
    await act(async () => arrivals.get(type)!());
  };
  const page = types.map((type, index) => ({
    blockType: type,
    idBlock: index + 1,
    title: `Bloco ${type}`,
    parameters: {},
  }));
  return { blocks, page, arrive, asked: () => [...arrivals.keys()] };
}

const shown = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);

describe('the blocks of a page', () => {
  it('show top to bottom: the first alone as soon as its renderer arrives, a later one only after those above', async () => {
    const { blocks, page, arrive, asked } = registryOfThree();
    renderWithEngine(<BlockList blocks={page} />, { engine: { blocks } });
    // Only the first renderer is asked for before the first block shows; the page says it is loading.
    expect(asked()).toEqual(['Primeiro']);
    expect(screen.getByRole('status')).toBeTruthy();

    await arrive('Primeiro');
    expect(await screen.findByRole('heading', { name: 'Bloco Primeiro' })).toBeTruthy();
    expect(shown()).toEqual(['Bloco Primeiro']);

    // The third arrives before the second: it waits, unseen, for the block above it.
    await arrive('Terceiro');
    expect(shown()).toEqual(['Bloco Primeiro']);
    await arrive('Segundo');
    await expect.poll(shown).toEqual(['Bloco Primeiro', 'Bloco Segundo', 'Bloco Terceiro']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws at once, with no loading line, when every renderer has arrived before', async () => {
    const { blocks, page, arrive } = registryOfThree();
    const first = renderWithEngine(<BlockList blocks={page} />, { engine: { blocks } });
    for (const type of ['Primeiro', 'Segundo', 'Terceiro']) await arrive(type);
    await expect.poll(shown).toHaveLength(3);
    first.unmount();

    renderWithEngine(<BlockList blocks={page} />, { engine: { blocks } });
    expect(shown()).toEqual(['Bloco Primeiro', 'Bloco Segundo', 'Bloco Terceiro']);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
