import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockLoaders, demoBlock } from '../../../.storybook/learning-blocks';
import { demoSession, withApi, withSession } from '../../../.storybook/providers';
import { Block } from '../../../src/engine/Block';
import { demoNode } from '../../../src/features/learning-catalog/test-support';
import { never } from '../../../tests/setup/fake-api';

const meta = {
  title: 'Blocks/EnrollmentsInProgress',
  component: Block,
  loaders: blockLoaders,
  args: { block: demoBlock('EnrollmentsInProgress', [], {}, { title: 'Continue aprendendo' }) },
  decorators: [withApi(() => ({ data: [3, 6, 9].map((at) => demoNode(at)) })), withSession(demoSession())],
} satisfies Meta<typeof Block>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card opens /level/{idEnrollment}, with the enrollment's progress. */
export const Default: Story = {};
/** None in progress: the block is hidden, title included. */
export const NoneInProgress: Story = { decorators: [withApi(() => ({ data: [] }))] };
export const Loading: Story = { decorators: [withApi(never)] };
