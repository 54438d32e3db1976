import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, sectionOfType } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/screens.json';
import type { DesignFormat } from '../../../src/generated/types';
import Notifications from './index';

const section = sectionOfType(32);
const content = contentOf(section);
const format = (part.design.find((entry) => entry.idSection === section.idSection)?.format ??
  {}) as DesignFormat;

const meta = {
  title: 'Sections/Notifications (type 32)',
  component: Notifications,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The first notification dated now reads "Hoje". */
export const Today: Story = {
  args: {
    items: contentItems(
      content.map((item, at) => (at === 0 ? { ...item, initDate: new Date().toISOString() } : item)),
    ),
  },
};
