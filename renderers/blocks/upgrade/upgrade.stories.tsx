import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Block } from '../../../src/engine/Block';
import { blockLoaders } from '../../../.storybook/learning-blocks';
import { trialPlan } from '../../../tests/fixtures/learning-samples';
import { withFakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';

const signedIn = (admin: 0 | 1) => (Story: ComponentType) => {
  signInForTest({ loginInfo: { admin } });
  return <Story />;
};

const meta = {
  title: 'Blocks/Upgrade',
  component: Block,
  loaders: blockLoaders,
  args: { block: { blockType: 'Upgrade', idBlock: 16, title: 'Conheça os planos' } },
  decorators: [
    withFakeApi((_url, init) =>
      init?.method === 'POST'
        ? {
            success: true,
            message: 'Obrigado! Registramos o seu interesse no upgrade do plano.',
            numberRequest: 1,
          }
        : { data: trialPlan },
    ),
  ],
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Diga que está gostando da degustação': pressing it hides the block. */
export const Learner: Story = { decorators: [signedIn(0)] };
/** 'Restam 12 dias'. */
export const Administrator: Story = { decorators: [signedIn(1)] };
