import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders, demoBlock, demoNodes } from '../../../.storybook/learning-blocks';

const meta = {
  title: 'Blocks/List',
  component: Block,
  loaders: blockLoaders,
  args: {
    block: demoBlock('List', demoNodes.slice(0, 3), { banner: '1', mediaUrl: '/demo/fundo-ondas.svg' }),
  },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Parameter banner '1': the block's image above its cards. */
export const WithBanner: Story = {};
export const WithoutBanner: Story = {
  args: {
    block: demoBlock('List', demoNodes.slice(0, 3), { banner: '0', mediaUrl: '/demo/fundo-ondas.svg' }),
  },
};
