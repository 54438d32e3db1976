import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, formatOf, sectionOfType } from '../../../.storybook/fixture';
import VideoMosaic from './index';

const section = sectionOfType(4);
const format = formatOf(section);
const content = contentOf(section);

const meta = {
  title: 'Sections/Video mosaic (type 4)',
  component: VideoMosaic,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof VideoMosaic>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
// Only videos: every tile plays inline.
export const OnlyVideos: Story = {
  args: { items: contentItems(content.filter((item) => item.idContentType === 2)) },
};
