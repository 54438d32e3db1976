import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeFormat, homeSection, menuItems, optionsOf } from '../../../.storybook/fixture';
import Row from './index';

const options = optionsOf(homeSection);

const meta = {
  title: 'Home layouts/Rows',
  component: Row,
  args: { section: homeSection, format: homeFormat, items: menuItems(options) },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
