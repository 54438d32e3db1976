import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import JourneyList from './index';

const section = sectionOfType(12);
const format = formatOf(section);
const content = contentOf(section);

const meta = {
  title: 'Sections/Journey list (type 12)',
  component: JourneyList,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof JourneyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
