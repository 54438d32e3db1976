import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import HighlightList from './index';

const section = sectionOfType(10);
const format = formatOf(section);
const content = contentOf(section);

const meta = {
  title: 'Sections/Highlight list (type 10)',
  component: HighlightList,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof HighlightList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
// emphasisNumber from the design: none, the default (1), and more than there are items.
const emphasis = (emphasisNumber: number | undefined): Story => ({
  args: { format: { ...format, menuitem: { ...format.menuitem, emphasisNumber } } },
});
export const NoEmphasis = emphasis(0);
export const DefaultEmphasis = emphasis(undefined);
export const AllEmphasised = emphasis(99);
