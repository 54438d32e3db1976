import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentListStory } from '../../../.storybook/fixture';
import HighlightList from './index';

const { format, args } = contentListStory(10);

const meta = {
  title: 'Sections/Highlight list (type 10)',
  component: HighlightList,
  args,
} satisfies Meta<typeof HighlightList>;

export default meta;
type Story = StoryObj<typeof meta>;

// emphasisNumber from the design: none, the default (1), and more than there are items.
const emphasis = (emphasisNumber: number | undefined): Story => ({
  args: { format: { ...format, menuitem: { ...format.menuitem, emphasisNumber } } },
});
export const NoEmphasis = emphasis(0);
export const DefaultEmphasis = emphasis(undefined);
export const AllEmphasised = emphasis(99);
