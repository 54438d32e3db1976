import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/lists-b.json';
import type { MenuSection } from '../../../src/generated/types';
import JourneyCards from './index';

const section = sectionOfType(45);
const format = formatOf(section);
const content = contentOf(section);
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
