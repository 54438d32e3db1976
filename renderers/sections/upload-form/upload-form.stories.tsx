import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sectionStory } from '../../../.storybook/fixture';
import { withApi } from '../../../.storybook/providers';
import part from '../../../fixtures/aurora/parts/uploads.json';
import { json, never, type FakeHandler } from '../../../tests/setup/fake-api';
import { installFetchBackedXhr } from '../../../tests/setup/fake-xhr';
import UploadFormSection from './index';

const { args } = sectionStory(49);
const listed = part.userUploads[0];

/** The fake API, reached over XMLHttpRequest too (the form sends over XHR for its progress). */
const answering =
  (handler: FakeHandler): Decorator =>
  (Story, context) => {
    installFetchBackedXhr();
    return withApi(handler)(Story, context);
  };

const meta = {
  title: 'Sections/Upload form (type 49)',
  component: UploadFormSection,
  args,
  decorators: [answering(() => ({ success: true, message: 'Dados enviados com sucesso!', data: listed }))],
} satisfies Meta<typeof UploadFormSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = () => new File(['%PDF-1.4'], 'ata-da-reuniao.pdf', { type: 'application/pdf' });

async function fillAndSend(canvasElement: HTMLElement, file: File = pdf()) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Ata da reunião de planejamento');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Descrição' }),
    'Pauta, decisões e próximos passos.',
  );
  await userEvent.upload(canvas.getByLabelText('Arquivo'), file);
  await userEvent.click(canvas.getByRole('button', { name: 'ENVIAR' }));
  return canvas;
}

/** The empty form, with the spec's hint of accepted formats. */
export const Default: Story = {};

/** ENVIAR on an empty form: the three messages of content-app.md 5. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ENVIAR' }));
    await expect(canvas.getByText('É necessário fazer o upload de um arquivo.')).toBeVisible();
  },
};

/** Sending: "AGUARDE..." and the upload's progress. */
export const Loading: Story = {
  decorators: [answering(never)],
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'AGUARDE...' })).toBeVisible();
  },
};

/** The server refused: its message in the error dialog, and the form as it was typed. */
export const LoadError: Story = {
  decorators: [
    answering(() =>
      json(400, { success: false, message: 'O tipo do arquivo não corresponde à sua extensão.' }),
    ),
  ],
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('O tipo do arquivo não corresponde à sua extensão.')).toBeVisible();
  },
};

/** "Dados enviados com sucesso!" and a cleared form. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByText('Dados enviados com sucesso!')).toBeVisible();
  },
};

/** A file of another format is refused as soon as it is chosen. */
export const InvalidFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // applyAccept: false, as a user choosing "All files" in the dialog would.
    await userEvent
      .setup({ applyAccept: false })
      .upload(canvas.getByLabelText('Arquivo'), new File(['a;b'], 'planilha.csv', { type: 'text/csv' }));
    await expect(await canvas.findByText(/^Arquivo inválido/)).toBeVisible();
  },
};
