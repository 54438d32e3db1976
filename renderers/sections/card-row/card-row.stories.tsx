import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import CardRow from './index';

const section = sectionOfType(8);
const content = contentOf(section);

const meta = {
  title: 'Sections/Single-line card list (type 8)',
  component: CardRow,
  args: { section, format: formatOf(section), items: contentItems(content) },
} satisfies Meta<typeof CardRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
