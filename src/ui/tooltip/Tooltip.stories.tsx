import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip } from './Tooltip';

function LockedLesson({ text }: { text: string }) {
  return (
    <Tooltip text={text}>
      <button type="button">Aula 3 🔒</button>
    </Tooltip>
  );
}

const meta = {
  title: 'Widgets/Tooltip',
  component: LockedLesson,
  args: { text: 'Conclua a aula anterior para liberar esta.' },
} satisfies Meta<typeof LockedLesson>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHoverOrFocus: Story = {};
