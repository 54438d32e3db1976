import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import { blockLoaders, demoBlock } from '../../../.storybook/learning-blocks';

const meta = {
  title: 'Blocks/TextSection',
  component: Block,
  loaders: blockLoaders,
  args: {
    block: demoBlock(
      'TextSection',
      [],
      {},
      {
        title: 'Como funciona',
        text: '<p>Conclua as <strong>trilhas obrigatórias</strong> até o fim do trimestre.</p><ul><li>Vídeos</li><li>Leituras</li></ul><script>alert(1)</script><img src="/demo/capa-artigo.svg" alt="Capa do guia" width="160" onerror="alert(1)">',
      },
    ),
  },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The script and the image's onerror are removed before the HTML reaches the page. */
export const Default: Story = {};
