import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, invalidContent } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/lists-b.json';
import type { DesignFormat, MenuSection } from '../../../src/generated/types';
import Playlist from './index';

const section = part.menu.find((entry) => entry.idSectionType === 19) as MenuSection;
const format = part.design.find((entry) => entry.idSection === section.idSection)?.format as DesignFormat;
const content = part.content.filter((item) => item.idSection === section.idSection);

const meta = {
  title: 'Sections/Playlist (type 19)',
  component: Playlist,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof Playlist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** 60 videos: only the first 50 are listed. */
export const OverTheLimit: Story = {
  args: {
    items: contentItems(
      Array.from({ length: 60 }, (_, at) => ({
        ...content[at % content.length],
        idContentItem: 2900 + at,
        text: `${at + 1}. ${content[at % content.length]!.text}`,
      })),
    ),
  },
};
export const Empty: Story = { args: { items: [] } };
export const InvalidItem: Story = {
  args: { items: contentItems([content[0], invalidContent, ...content.slice(1)]) },
};
