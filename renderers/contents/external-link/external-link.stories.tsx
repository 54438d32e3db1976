import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentById } from '../../../.storybook/fixture';
import ExternalLink from './index';

const item = contentById(9704);

const meta = {
  title: 'Contents/External link (type 8)',
  component: ExternalLink,
  args: { item, idSection: 251 },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Clique para entrar" opens the meeting in a new tab. */
export const Default: Story = {};
/** Without a cover image or date. */
export const Plain: Story = { args: { item: { ...item, image: undefined, initDate: undefined } } };
/** No usable address: no link, a short notice. */
export const Empty: Story = { args: { item: { ...item, contentLocation: undefined } } };
