import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import GridList from './index';

const section = sectionOfType(7);
const format = formatOf(section);
const content = contentOf(section);

const meta = {
  title: 'Sections/Grid list (type 7)',
  component: GridList,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
