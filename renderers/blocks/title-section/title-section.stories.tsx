import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders, demoBlock } from '../../../.storybook/learning-blocks';

const meta = {
  title: 'Blocks/TitleSection',
  component: Block,
  loaders: blockLoaders,
  args: {
    block: demoBlock(
      'TitleSection',
      [],
      {},
      { title: 'Sua jornada de aprendizagem', text: 'Escolha por onde começar hoje.' },
    ),
  },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = {
  args: { block: demoBlock('TitleSection', [], {}, { title: 'Sua jornada de aprendizagem' }) },
};
