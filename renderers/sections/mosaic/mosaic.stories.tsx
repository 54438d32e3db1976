import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, invalidContent } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/lists-a.json';
import type { DesignFormat, MenuSection } from '../../../src/generated/types';
import Mosaic from './index';

const section = part.menu.find((entry) => entry.idSectionType === 3) as MenuSection;
const format = part.design.find((entry) => entry.idSection === section.idSection)?.format as DesignFormat;
const content = part.content.filter((item) => item.idSection === section.idSection);

const meta = {
  title: 'Sections/Mosaic (type 3)',
  component: Mosaic,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof Mosaic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
// Counts past the fixture's items repeat them, so every size rule of mosaicTileSizes can be seen.
const first = (count: number): Story => ({
  args: { items: contentItems(Array.from({ length: count }, (_, at) => content[at % content.length])) },
});
export const OneItem = first(1);
export const TwoItems = first(2);
export const ThreeItems = first(3);
export const FourItems = first(4);
export const SevenItems = first(7);
export const Empty: Story = { args: { items: [] } };
export const InvalidItem: Story = {
  args: { items: contentItems([content[0], invalidContent, ...content.slice(1)]) },
};
