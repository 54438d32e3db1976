import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockLoaders, demoBlock } from '../../../.storybook/learning-blocks';
import { demoSession, withApi, withSession } from '../../../.storybook/providers';
import { Block } from '../../../src/engine/Block';
import { catalogAnswer, demoNodes } from '../../../src/features/learning-catalog/test-support';
import { never } from '../../../tests/setup/fake-api';

const catalog = demoNodes(60);

/** The listing narrowed by text and tags (any of them), and the tags under the catalog. */
const catalogApi = withApi((url) => catalogAnswer(catalog, url));

const parameters = {
  nodeCode: 'HZ-CATALOGO',
  depth: 2,
  textSearch: '1' as const,
  tagsFilter: '1' as const,
  cardFormat: 'portrait' as const,
};

const meta = {
  title: 'Blocks/Catalog',
  component: Block,
  loaders: blockLoaders,
  args: { block: demoBlock('Catalog', [], parameters, { title: 'Catálogo' }) },
  decorators: [catalogApi, withSession(demoSession())],
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search (25 characters at most), tags, the first page and 'Ver todos'. */
export const Default: Story = {};
/** Without textSearch and tagsFilter '1': the cards alone. */
export const CardsOnly: Story = {
  args: { block: demoBlock('Catalog', [], { nodeCode: 'HZ-CATALOGO' }, { title: 'Catálogo' }) },
};
/** 'Não foram encontrados resultados'. */
export const NoResults: Story = { decorators: [withApi(() => ({ totalRecords: 0, data: [] }))] };
export const Loading: Story = { decorators: [withApi(never)] };
