import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeFormat, homeSection, menuItems, optionsOf } from '../../../.storybook/fixture';
import Carousel from './index';

const options = optionsOf(homeSection);

const meta = {
  title: 'Home layouts/Carousel',
  component: Carousel,
  args: { section: homeSection, format: homeFormat, items: menuItems(options) },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
