import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentById } from '../../../.storybook/fixture';
import { QueryProvider } from '../../../tests/setup/fake-api';
import Download from './index';

const item = contentById(9705);

const meta = {
  title: 'Contents/Download (type 18)',
  component: Download,
  args: { item, idSection: 251 },
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
} satisfies Meta<typeof Download>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file of this origin: name, type, size (HEAD request) and a `download` link. */
export const Default: Story = {};
/** A file elsewhere: no size, opened in a new tab. */
export const OtherOrigin: Story = {
  args: {
    item: {
      ...item,
      contentLocation: 'https://arquivos.aurora.test/marketing/apresentacao-institucional.pptx',
    },
  },
};
/** No usable address. */
export const Empty: Story = { args: { item: { ...item, contentLocation: undefined } } };
