import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockLoaders, demoBlock } from '../../../.storybook/learning-blocks';
import { demoSession, withApi, withSession } from '../../../.storybook/providers';
import { Block } from '../../../src/engine/Block';
import { demoNodes, pageOf } from '../../../src/features/learning-catalog/test-support';
import { json, never } from '../../../tests/setup/fake-api';

const recommended = demoNodes(24);

const meta = {
  title: 'Blocks/Recommendation',
  component: Block,
  loaders: blockLoaders,
  args: {
    block: demoBlock('Recommendation', [], { cardFormat: 'square' }, { title: 'Recomendados para você' }),
  },
  decorators: [
    withApi((url) => ({ totalRecords: recommended.length, result: pageOf(recommended, url) })),
    withSession(demoSession()),
  ],
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two rows and one more at first; 'Carregar mais' brings two rows more. */
export const Default: Story = {};
/** 'Não foram encontradas recomendações.' */
export const Empty: Story = { decorators: [withApi(() => ({ totalRecords: 0, result: [] }))] };
export const Loading: Story = { decorators: [withApi(never)] };
export const LoadError: Story = { decorators: [withApi(() => json(500, { message: 'Erro' }))] };
