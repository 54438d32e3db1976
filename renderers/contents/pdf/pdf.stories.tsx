import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApi } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/documents.json';
import type { ContentItem } from '../../../src/generated/types';
import { FAKE_API_BASE, never } from '../../../tests/setup/fake-api';
import PdfViewer from './index';

const byId = (id: number) => part.content.find((item) => item.idContentItem === id) as ContentItem;

const meta = {
  title: 'Contents/PDF (type 25)',
  component: PdfViewer,
  args: { item: byId(9701), idSection: 251 },
} satisfies Meta<typeof PdfViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo manual (3 pages), drawn by the bundled pdf.js with its text layer. */
export const Default: Story = {};
/** "Carregando PDF...": the file never arrives. */
export const Loading: Story = {
  args: { item: { ...byId(9701), contentLocation: `${FAKE_API_BASE}/pendente.pdf` } },
  decorators: [withApi(never)],
};
/** "Erro ao carregar PDF": the file is not a PDF. */
export const LoadError: Story = { args: { item: byId(9790) } };
/** An item without a file: the same error, nothing is requested. */
export const Empty: Story = { args: { item: { ...byId(9701), contentLocation: undefined } } };
