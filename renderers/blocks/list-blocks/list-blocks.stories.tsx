import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders, demoBlock, demoNodes } from '../../../.storybook/learning-blocks';

const meta = {
  title: 'Blocks/ListBlocks',
  component: Block,
  loaders: blockLoaders,
  args: { block: demoBlock('ListBlocks', demoNodes.slice(0, 6), { cardFormat: 'square' }) },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
