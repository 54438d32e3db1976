import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeSection, menuItems, menuOptionsStory } from '../../../.storybook/fixture';
import Mosaic from './index';

const { options, args } = menuOptionsStory(homeSection);
// Counts past the fixture's options repeat them, so every size rule of mosaicTileSizes can be seen.
const first = (count: number): Story => ({
  args: { items: menuItems(Array.from({ length: count }, (_, at) => options[at % options.length])) },
});

const meta = {
  title: 'Home layouts/Mosaic',
  component: Mosaic,
  args,
} satisfies Meta<typeof Mosaic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneItem = first(1);
export const TwoItems = first(2);
export const ThreeItems = first(3);
export const FourItems = first(4);
export const SixItems = first(6);
