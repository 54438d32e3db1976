import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentListStory, itemsStory } from '../../../.storybook/fixture';
import LiveList from './index';

const { content, args } = contentListStory(5);

// The fixture's dates are fixed (the e2e test sets the clock to 24 Nov 2026); this story moves two
// events to today so "AO VIVO" shows whenever the story is opened.
const today = (hours: number) => {
  const date = new Date();
  date.setHours(hours, 0, 0, 0);
  return date.toISOString();
};

const meta = {
  title: 'Sections/Live list (types 5 and 11)',
  component: LiveList,
  args,
} satisfies Meta<typeof LiveList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LiveToday: Story = itemsStory(
  content.map((item, at) => (at < 2 ? { ...item, initDate: today(10 + at * 6) } : item)),
);
