import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentListStory, itemsStory } from '../../../.storybook/fixture';
import MultiFormatList from './index';

const { content, args } = contentListStory(18);

const meta = {
  title: 'Sections/Multiple-format list (type 18)',
  component: MultiFormatList,
  args,
} satisfies Meta<typeof MultiFormatList>;

export default meta;
type Story = StoryObj<typeof meta>;

// One format only: no filter chips.
export const OneFormat: Story = itemsStory(content.filter((item) => item.idContentType === 25));
