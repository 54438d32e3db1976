import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders, demoBanners, demoBlock } from '../../../.storybook/learning-blocks';

const meta = {
  title: 'Blocks/MasterBanner',
  component: Block,
  loaders: blockLoaders,
  args: { block: demoBlock('MasterBanner', demoBanners, { rotationInterval: 5 }, { title: 'Destaques' }) },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Turns every 5 s (rotationInterval 5), except under the pointer, with the focus inside, or paused. */
export const Default: Story = {};
export const OneBanner: Story = {
  args: { block: demoBlock('MasterBanner', demoBanners.slice(0, 1), { rotationInterval: 5 }) },
};
