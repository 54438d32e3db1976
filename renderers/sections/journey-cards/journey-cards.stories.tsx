import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, invalidContent } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/lists-b.json';
import type { DesignFormat, MenuSection } from '../../../src/generated/types';
import JourneyCards from './index';

const section = part.menu.find((entry) => entry.idSectionType === 45) as MenuSection;
const format = part.design.find((entry) => entry.idSection === section.idSection)?.format as DesignFormat;
const content = part.content.filter((item) => item.idSection === section.idSection);
const leadership = part.menu.find((entry) => entry.idSectionType === 58) as MenuSection;

const meta = {
  title: 'Sections/Journey cards (types 45 and 58)',
  component: JourneyCards,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof JourneyCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Type58: Story = {
  args: {
    section: leadership,
    items: contentItems(part.content.filter((item) => item.idSection === leadership.idSection)),
  },
};
export const Empty: Story = { args: { items: [] } };
export const InvalidItem: Story = {
  args: { items: contentItems([content[0], invalidContent, ...content.slice(1)]) },
};
