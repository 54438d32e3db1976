import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentListStory, itemsStory } from '../../../.storybook/fixture';
import Notifications from './index';

const { content, args } = contentListStory(32);

const meta = {
  title: 'Sections/Notifications (type 32)',
  component: Notifications,
  args,
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first notification dated now reads "Hoje". */
export const Today: Story = itemsStory(
  content.map((item, at) => (at === 0 ? { ...item, initDate: new Date().toISOString() } : item)),
);
