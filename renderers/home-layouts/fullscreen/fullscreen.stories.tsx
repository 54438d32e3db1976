import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeFormat, homeSection, menuItems, optionsOf } from '../../../.storybook/fixture';
import Fullscreen from './index';

const options = optionsOf(homeSection);

const meta = {
  title: 'Home layouts/Fullscreen',
  component: Fullscreen,
  args: { section: homeSection, format: homeFormat, items: menuItems(options) },
} satisfies Meta<typeof Fullscreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
