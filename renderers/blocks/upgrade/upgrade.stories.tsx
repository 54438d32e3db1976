import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Block } from '../../../src/engine/Block';
import { blockLoaders } from '../../../.storybook/learning-blocks';
import { trialPlan } from '../../../tests/fixtures/learning-samples';
import { withFakeApi } from '../../../tests/setup/fake-api';
import { plansFake } from '../../../src/features/plans/test-support';
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
  // The plans calls as the reference API answers them: the learner's request, and the administrator's
  // plan flow (the cards, the calculator, the contact form).
  decorators: [withFakeApi(plansFake({ active: trialPlan }).handler)],
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Diga que está gostando da degustação': pressing it hides the block. */
export const Learner: Story = { decorators: [signedIn(0)] };
/** 'Restam 12 dias': pressing it opens the plan flow. */
export const Administrator: Story = { decorators: [signedIn(1)] };
