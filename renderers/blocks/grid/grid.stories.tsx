import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders, demoBlock, demoNodes } from '../../../.storybook/learning-blocks';

const meta = {
  title: 'Blocks/Grid',
  component: Block,
  loaders: blockLoaders,
  args: { block: demoBlock('Grid', demoNodes) },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LandscapeXsmall: Story = {};
export const Portrait: Story = { args: { block: demoBlock('Grid', demoNodes, { cardFormat: 'portrait' }) } };
export const Square: Story = { args: { block: demoBlock('Grid', demoNodes, { cardFormat: 'square' }) } };
export const AvatarCards: Story = {
  args: { block: demoBlock('Grid', demoNodes, { cardFormat: 'square', type: 'avatar' }) },
};
