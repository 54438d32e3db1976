import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import DocumentList from './index';

const section = sectionOfType(61);
const format = formatOf(section);
const content = contentOf(section);

const meta = {
  title: 'Sections/Document list (type 61)',
  component: DocumentList,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
