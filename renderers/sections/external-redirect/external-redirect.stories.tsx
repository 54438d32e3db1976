import { sectionStory } from '../../../.storybook/fixture';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ExternalRedirect from './index';

const { section, args } = sectionStory(38);

const meta = {
  title: 'Sections/External redirect (type 38)',
  component: ExternalRedirect,
  args,
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
