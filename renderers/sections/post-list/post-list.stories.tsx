import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import PostList from './index';

const section = sectionOfType(14);
const format = formatOf(section);
const content = contentOf(section);

const meta = {
  title: 'Sections/Post list (type 14)',
  component: PostList,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
