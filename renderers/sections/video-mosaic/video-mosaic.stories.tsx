import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentListStory, itemsStory } from '../../../.storybook/fixture';
import VideoMosaic from './index';

const { content, args } = contentListStory(4);

const meta = {
  title: 'Sections/Video mosaic (type 4)',
  component: VideoMosaic,
  args,
} satisfies Meta<typeof VideoMosaic>;

export default meta;
type Story = StoryObj<typeof meta>;

// Only videos: every tile plays inline.
export const OnlyVideos: Story = itemsStory(content.filter((item) => item.idContentType === 2));
