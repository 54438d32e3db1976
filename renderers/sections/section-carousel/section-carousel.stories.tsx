import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatOf, menuItems, sectionOfType } from '../../../.storybook/fixture';
import SectionCarousel from './index';

const section = sectionOfType(13);
const format = formatOf(section);
const options = section.menuOption ?? [];

const meta = {
  title: 'Sections/Carousel of sub-sections (type 13)',
  component: SectionCarousel,
  args: { section, format, items: menuItems(options) },
} satisfies Meta<typeof SectionCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleGroup: Story = { args: { items: menuItems(options.slice(0, 2)) } };
