import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentListStory } from '../../../.storybook/fixture';
import CardGrid from './index';

const { content, args } = contentListStory(2);

const meta = {
  title: 'Sections/Card grid (type 2)',
  component: CardGrid,
  args,
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompletedAndInProgress: Story = {
  args: {
    items: contentItems(
      content.map((item, at) => ({
        ...(item as object),
        ...(at % 2 ? { progress: 35 + at * 5 } : { completed: 1 }),
      })),
    ),
  },
};
