import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentItems, contentOf, sectionOfType } from '../../../.storybook/fixture';
import part from '../../../fixtures/aurora/parts/screens.json';
import type { DesignFormat } from '../../../src/generated/types';
import CardMenu from './index';

const section = sectionOfType(33);
const content = contentOf(section);
const format = (part.design.find((entry) => entry.idSection === section.idSection)?.format ??
  {}) as DesignFormat;

const meta = {
  title: 'Sections/Card menu (type 33)',
  component: CardMenu,
  args: { section, format, items: contentItems(content) },
} satisfies Meta<typeof CardMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
