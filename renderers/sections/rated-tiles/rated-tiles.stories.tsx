import type { Meta, StoryObj } from '@storybook/react-vite';
import { invalidOption, menuItems } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/lists-b.json';
import type { DesignFormat, MenuSection } from '../../../src/generated/types';
import RatedTiles from './index';

const section = part.menu.find((entry) => entry.idSectionType === 48) as MenuSection;
const format = part.design.find((entry) => entry.idSection === section.idSection)?.format as DesignFormat;
const options = section.menuOption ?? [];

const meta = {
  title: 'Sections/Rated tiles (type 48)',
  component: RatedTiles,
  args: { section, format, items: menuItems(options) },
} satisfies Meta<typeof RatedTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ColourWithoutImage: Story = {
  args: {
    items: menuItems([
      { text: 'Ouvidoria', sectionTo: 3, color: '#134E4A', rating: 4, numberVotes: 12 },
      { text: 'Benefícios', sectionTo: 4, color: '#F97316', rating: 3.5, numberVotes: 1 },
      { text: 'Sem avaliações', sectionTo: 5 },
    ]),
  },
};
export const Empty: Story = { args: { items: [] } };
export const InvalidItem: Story = {
  args: { items: menuItems([options[0], invalidOption, ...options.slice(1)]) },
};
