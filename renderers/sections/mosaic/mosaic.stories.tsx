import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentListStory, itemsStory } from '../../../.storybook/fixture';
import Mosaic from './index';

const { content, args } = contentListStory(3);

const meta = {
  title: 'Sections/Mosaic (type 3)',
  component: Mosaic,
  args,
} satisfies Meta<typeof Mosaic>;

export default meta;
type Story = StoryObj<typeof meta>;

// Counts past the fixture's items repeat them, so every size rule of mosaicTileSizes can be seen.
const first = (count: number): Story =>
  itemsStory(Array.from({ length: count }, (_, at) => content[at % content.length]));
export const OneItem = first(1);
export const TwoItems = first(2);
export const ThreeItems = first(3);
export const FourItems = first(4);
export const SevenItems = first(7);
