import type { Meta, StoryObj } from '@storybook/react-vite';
import { menuItems, menuOptionsStory, sectionOfType } from '../../../.storybook/fixture';
import SectionCarousel from './index';

const { options, args } = menuOptionsStory(sectionOfType(13));

const meta = {
  title: 'Sections/Carousel of sub-sections (type 13)',
  component: SectionCarousel,
  args,
} satisfies Meta<typeof SectionCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleGroup: Story = { args: { items: menuItems(options.slice(0, 2)) } };
