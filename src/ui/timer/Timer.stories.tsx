import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timer } from './Timer';

const meta = {
  title: 'Widgets/Timer',
  component: Timer,
  args: { seconds: 125, label: 'Tempo restante' },
} satisfies Meta<typeof Timer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {};

/** Under 20 s: the warning style, and the live region says so once. */
export const Warning: Story = { args: { seconds: 19 } };
