import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, invalidContent } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/lists-a.json';
import type { DesignFormat, MenuSection } from '../../../src/generated/types';
import HighlightList from './index';

const section = part.menu.find((entry) => entry.idSectionType === 10) as MenuSection;
const format = part.design.find((entry) => entry.idSection === section.idSection)?.format as DesignFormat;
const content = part.content.filter((item) => item.idSection === section.idSection);

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
export const Empty: Story = { args: { items: [] } };
export const InvalidItem: Story = {
  args: { items: contentItems([content[0], invalidContent, ...content.slice(1)]) },
};
