import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block } from '../../../src/engine/Block';
import type { Element } from '../../../src/generated/types';
import { blockLoaders, demoBlock } from '../../../.storybook/learning-blocks';

const preTest = (
  idElement: number,
  title: string,
  changes: Pick<Element, 'contentEnrollment'> = {},
): Element => ({
  elementType: 'EVALUATION',
  idElement,
  data: { idEvaluation: idElement, title, evaluationType: 'PRE_TEST', description: 'Dez questões.' },
  ...changes,
});

const meta = {
  title: 'Blocks/PreTest',
  component: Block,
  loaders: blockLoaders,
  args: {
    block: demoBlock(
      'PreTest',
      [
        preTest(1, 'Pré-teste: Segurança da Informação'),
        preTest(2, 'Pré-teste: Atendimento', { contentEnrollment: { progress: 40, status: 'IN_PROGRESS' } }),
        preTest(3, 'Pré-teste: Liderança', {
          contentEnrollment: { progress: 100, status: 'COMPLETED', grade: 80 },
        }),
      ],
      {},
      { title: 'Pré-testes' },
    ),
  },
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Não iniciado', 'Em andamento', 'Concluído' with 'Aproveitamento: 80%'. */
export const EveryStatus: Story = {};
