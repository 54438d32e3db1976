import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentById } from '../../../.storybook/fixture';
import { withApi } from '../../../.storybook/providers';
import { FAKE_API_BASE, never } from '../../../tests/setup/fake-api';
import PdfViewer from './index';

const meta = {
  title: 'Contents/PDF (type 25)',
  component: PdfViewer,
  args: { item: contentById(9701), idSection: 251 },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo manual (3 pages), drawn by the bundled pdf.js with its text layer. */
export const Default: Story = {};
/** "Carregando PDF...": the file never arrives. */
export const Loading: Story = {
  args: { item: { ...contentById(9701), contentLocation: `${FAKE_API_BASE}/pendente.pdf` } },
  decorators: [withApi(never)],
};
/** "Erro ao carregar PDF": the file is not a PDF. */
export const LoadError: Story = { args: { item: contentById(9790) } };
/** An item without a file: the same error, nothing is requested. */
export const Empty: Story = { args: { item: { ...contentById(9701), contentLocation: undefined } } };
