import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, invalidContent } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/lists-a.json';
import type { DesignFormat, MenuSection } from '../../../src/generated/types';
import PostList from './index';

const section = part.menu.find((entry) => entry.idSectionType === 14) as MenuSection;
const format = part.design.find((entry) => entry.idSection === section.idSection)?.format as DesignFormat;
const content = part.content.filter((item) => item.idSection === section.idSection);

const meta = {
  title: 'Sections/Post list (type 14)',
  component: PostList,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { items: [] } };
export const InvalidItem: Story = {
  args: { items: contentItems([content[0], invalidContent, ...content.slice(1)]) },
};
