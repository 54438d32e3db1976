import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import CardGrid from './index';

const section = sectionOfType(2);
const content = contentOf(section);

const meta = {
  title: 'Sections/Card grid (type 2)',
  component: CardGrid,
  args: { section, format: formatOf(section), items: contentItems(content) },
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
