import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, invalidContent } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/lists-a.json';
import type { DesignFormat, MenuSection } from '../../../src/generated/types';
import MultiFormatList from './index';

const section = part.menu.find((entry) => entry.idSectionType === 18) as MenuSection;
const format = part.design.find((entry) => entry.idSection === section.idSection)?.format as DesignFormat;
const content = part.content.filter((item) => item.idSection === section.idSection);

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
export const Empty: Story = { args: { items: [] } };
export const InvalidItem: Story = {
  args: { items: contentItems([content[0], invalidContent, ...content.slice(1)]) },
};
