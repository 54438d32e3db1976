import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  homeSection,
  menuItems,
  menuOptionsStory,
  optionSectionOfType,
  optionsOf,
} from '../../../.storybook/fixture';
import MenuMap from './index';

const { args } = menuOptionsStory(optionSectionOfType(1));
// The home's options carry photos: the best showcase for each image style.
const withStyle = (imageStyle: string) =>
  optionsOf(homeSection).map((option) => ({ ...(option as object), imageStyle }));

const meta = {
  title: 'Sections/Menu map (type 1)',
  component: MenuMap,
  args,
} satisfies Meta<typeof MenuMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tile: Story = { args: { items: menuItems(withStyle('tile')) } };
export const Icon: Story = { args: { items: menuItems(withStyle('icon')) } };
export const Hybrid: Story = { args: { items: menuItems(withStyle('hybrid')) } };
export const ColourWithoutImage: Story = {
  args: {
    items: menuItems([
      { text: 'Ouvidoria', sectionTo: 2, color: '#134E4A' },
      { text: 'Benefícios', sectionTo: 3, imageStyle: 'icon', color: '#F97316' },
    ]),
  },
};
export const HiddenText: Story = {
  args: {
    items: menuItems(optionsOf(homeSection).map((option) => ({ ...(option as object), showText: false }))),
  },
};
