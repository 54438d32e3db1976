import type { Meta, StoryObj } from '@storybook/react-vite';
import part from '../../../fixtures/aurora/parts/screens.json';
import type { MenuSection } from '../../../src/generated/types';
import ExternalRedirect from './index';

const section = part.menu.find((entry) => entry.idSectionType === 38) as MenuSection;

const meta = {
  title: 'Sections/External redirect (type 38)',
  component: ExternalRedirect,
  args: { section, format: {}, items: [] },
} satisfies Meta<typeof ExternalRedirect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the button: the confirmation names the host; Continuar opens it in a new tab. */
export const Default: Story = {};
/** Only http(s) addresses are opened. */
export const InvalidAddress: Story = {
  args: { section: { ...section, contentLocation: 'javascript:alert(1)' } },
};
export const WithoutAddress: Story = {
  args: { section: { ...section, contentLocation: undefined } },
};
