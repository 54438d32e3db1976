import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import MultiFormatList from './index';

const section = sectionOfType(18);
const format = formatOf(section);
const content = contentOf(section);

const meta = {
  title: 'Sections/Multiple-format list (type 18)',
  component: MultiFormatList,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof MultiFormatList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
// One format only: no filter chips.
export const OneFormat: Story = {
  args: { items: contentItems(content.filter((item) => item.idContentType === 25)) },
};
