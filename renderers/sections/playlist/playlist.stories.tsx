import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentListStory, itemsStory } from '../../../.storybook/fixture';
import Playlist from './index';

const { content, args } = contentListStory(19);

const meta = {
  title: 'Sections/Playlist (type 19)',
  component: Playlist,
  args,
} satisfies Meta<typeof Playlist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 60 videos: only the first 50 are listed. */
export const OverTheLimit: Story = itemsStory(
  Array.from({ length: 60 }, (_, at) => ({
    ...content[at % content.length],
    idContentItem: 2900 + at,
    text: `${at + 1}. ${content[at % content.length]!.text}`,
  })),
);
