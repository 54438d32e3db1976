import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders, demoBlock, demoNodes } from '../../../.storybook/learning-blocks';

const meta = {
  title: 'Blocks/NodeLink',
  component: Block,
  loaders: blockLoaders,
  args: { block: demoBlock('NodeLink', demoNodes.slice(0, 2), {}, { title: 'Continue por aqui' }) },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
