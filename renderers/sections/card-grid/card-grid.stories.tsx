import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentListStory, itemsStory } from '../../../.storybook/fixture';
import CardGrid from './index';

const { content, args } = contentListStory(2);

const meta = {
  title: 'Sections/Card grid (type 2)',
  component: CardGrid,
  args,
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompletedAndInProgress: Story = itemsStory(
  content.map((item, at) => ({
    ...(item as object),
    ...(at % 2 ? { progress: 35 + at * 5 } : { completed: 1 }),
  })),
);
