import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import CardPlayers from './index';

const section = sectionOfType(6);
const format = formatOf(section);
const content = contentOf(section);

const meta = {
  title: 'Sections/Card players (type 6)',
  component: CardPlayers,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof CardPlayers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
