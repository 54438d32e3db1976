import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders, demoBlock, demoNodes } from '../../../.storybook/learning-blocks';

const meta = {
  title: 'Blocks/Campaign',
  component: Block,
  loaders: blockLoaders,
  args: {
    block: demoBlock(
      'Campaign',
      demoNodes.slice(0, 4),
      { cardFormat: 'square', mediaType: 'image', mediaUrl: '/demo/capa-conquista.svg' },
      { title: 'Campanha Aprender Juntos', text: 'Ganhe pontos a cada conteúdo concluído.' },
    ),
  },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const WithoutImage: Story = {
  args: {
    block: demoBlock('Campaign', demoNodes.slice(0, 4), { cardFormat: 'square' }, { title: 'Campanha' }),
  },
};
