import type { Meta, StoryObj } from '@storybook/react-vite';
import { menuItems, menuOptionsStory, sectionOfType } from '../../../.storybook/fixture';
import RatedTiles from './index';

const { args } = menuOptionsStory(sectionOfType(48));

const meta = {
  title: 'Sections/Rated tiles (type 48)',
  component: RatedTiles,
  args,
} satisfies Meta<typeof RatedTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourWithoutImage: Story = {
  args: {
    items: menuItems([
      { text: 'Ouvidoria', sectionTo: 3, color: '#134E4A', rating: 4, numberVotes: 12 },
      { text: 'Benefícios', sectionTo: 4, color: '#F97316', rating: 3.5, numberVotes: 1 },
      { text: 'Sem avaliações', sectionTo: 5 },
    ]),
  },
};
