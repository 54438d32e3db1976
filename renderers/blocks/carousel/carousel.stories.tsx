import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders, demoBlock, demoNodes } from '../../../.storybook/learning-blocks';

const meta = {
  title: 'Blocks/Carrousel',
  component: Block,
  loaders: blockLoaders,
  args: { block: demoBlock('Carrousel', demoNodes, { cardFormat: 'portrait' }) },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Portrait: Story = {};
export const LandscapeXsmall: Story = { args: { block: demoBlock('Carrousel', demoNodes) } };
export const JourneyCards: Story = {
  args: { block: demoBlock('Carrousel', demoNodes, { type: 'journey' }) },
};
