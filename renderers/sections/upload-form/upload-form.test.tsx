import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { installFetchBackedXhr } from '../../../tests/setup/fake-xhr';
import { typeInEditor } from '../../../tests/setup/rich-text';
import { fileProblem } from './schema';
import UploadFormSection from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section: MenuSection = {
  idSection: 201,
  idSectionType: 49,
  name: 'Envie seu material',
  menuOption: [{ text: 'Materiais da equipe', sectionTo: 202 }],
};

const stored = {
  idUserUpload: 1_000_000,
  idSection: 202,
  title: 'Ata da reunião',
  name: 'Ana Souza',
  description: 'Pauta e decisões.',
  mimetype: 'application/pdf',
  extension: 'pdf',
  url: '/api/userupload/file/abcdefghijklmnopqrstuvwxyz012345',
  date: '2026-11-24T12:00:00.000Z',
};

let api: FakeApi | undefined;
let restoreXhr: () => void;
let sent: FormData[];
beforeEach(() => {
  restoreXhr = installFetchBackedXhr();
  sent = [];
});
afterEach(() => {
  api?.restore();
  restoreXhr();
});

function renderForm(answer: () => unknown) {
  api = installFakeApi((_url, init) => {
    sent.push(init?.body as FormData);
    return answer();
  });
  return renderWithEngine(<UploadFormSection section={section} format={{}} items={[]} />);
}

// The answer's schema is in the validators loaded on demand: the first load takes a while.
const slow = { timeout: 5000 };

const titleBox = () => screen.getByRole('textbox', { name: 'Título' });
const descriptionBox = () => screen.getByRole('textbox', { name: 'Descrição' });
/** The editor is its own chunk: it is there once its import has resolved. */
const editorReady = () => screen.findByRole('textbox', { name: 'Descrição' }, slow);
const fileInput = () => screen.getByLabelText('Arquivo') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: /ENVIAR|AGUARDE/ }));
const pdf = () => new File(['%PDF-1.4'], 'ata.pdf', { type: 'application/pdf' });

async function fill(file: File | null = pdf()) {
  fireEvent.change(titleBox(), { target: { value: 'Ata da reunião' } });
  typeInEditor(await editorReady(), 'Pauta e decisões.');
  if (file) fireEvent.change(fileInput(), { target: { files: [file] } });
}

/** An answer the test releases when it wants. */
function deferred() {
  let release: (answer: unknown) => void = () => undefined;
  const answer = new Promise<unknown>((resolve) => (release = resolve));
  return { answer: () => answer, release };
}

describe('upload form (section type 49)', () => {
  it('asks for title, description and a file, with the spec hint of accepted formats', async () => {
    renderForm(() => ({ success: true }));
    expect(titleBox()).toBeTruthy();
    expect(await editorReady()).toBeTruthy();
    expect(fileInput().type).toBe('file');
    expect(fileInput().accept).toContain('.pdf');
    expect(screen.getByText('jpg, png, pdf, doc, xls, ppt, mp3, mp4, avi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeTruthy();
  });

  it('says what is missing, focuses the first field and sends nothing', async () => {
    renderForm(() => ({ success: true }));
    await editorReady();
    submit();
    expect(screen.getByText('Título é um campo obrigatório.')).toBeTruthy();
    expect(screen.getByText('Descrição é um campo obrigatório.')).toBeTruthy();
    expect(screen.getByText('É necessário fazer o upload de um arquivo.')).toBeTruthy();
    expect(document.activeElement).toBe(titleBox());
    expect(titleBox().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionBox().getAttribute('aria-invalid')).toBe('true');
    expect(api?.calls).toEqual([]);
  });

  it('focuses the description editor when it is the first field in error', async () => {
    renderForm(() => ({ success: true }));
    fireEvent.change(titleBox(), { target: { value: 'Ata' } });
    await editorReady();
    submit();
    expect(document.activeElement).toBe(descriptionBox());
    expect(descriptionBox().getAttribute('aria-describedby')).toContain(
      screen.getByText('Descrição é um campo obrigatório.').id,
    );
  });

  it('takes a message away as soon as its field is filled', async () => {
    renderForm(() => ({ success: true }));
    await editorReady();
    submit();
    fireEvent.change(titleBox(), { target: { value: 'Ata' } });
    expect(screen.queryByText('Título é um campo obrigatório.')).toBeNull();
    expect(screen.getByText('Descrição é um campo obrigatório.')).toBeTruthy();
  });

  it('refuses a file of another format as soon as it is chosen', async () => {
    renderForm(() => ({ success: true }));
    await fill(new File(['x'], 'planilha.csv', { type: 'text/csv' }));
    const message =
      'Arquivo inválido: "planilha.csv" não é de um formato aceito (jpg, png, pdf, doc, xls, ppt, mp3, mp4, avi).';
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText(/^Formato não aceito/)).toBeTruthy();
    submit();
    expect(api?.calls).toEqual([]);
  });

  it('shows the chosen file with its icon, kind and size, and can remove it', async () => {
    const { container } = renderForm(() => ({ success: true }));
    await fill();
    expect(screen.getByText('ata.pdf')).toBeTruthy();
    expect(screen.getByText('Documento PDF, 8 bytes')).toBeTruthy();
    expect(container.querySelector('svg[data-kind="pdf"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover arquivo' }));
    expect(screen.queryByText('ata.pdf')).toBeNull();
  });

  it('reads "AGUARDE..." while sending, ignores a second submit, then clears the form', async () => {
    const server = deferred();
    renderForm(server.answer);
    await fill();
    submit();
    await screen.findByRole('button', { name: 'AGUARDE...' });
    expect(screen.getByRole('progressbar', { name: 'Progresso do envio' })).toBeTruthy();
    submit();
    submit();
    await waitFor(() => expect(api?.calls).toHaveLength(1));

    const body = sent[0] as FormData;
    expect(api?.calls[0]?.pathname).toBe('/uploads/usercontent');
    expect(body.get('idSection')).toBe('201');
    expect(body.get('title')).toBe('Ata da reunião');
    // The editor's HTML, held to the rich-text profile.
    expect(body.get('description')).toBe('<p>Pauta e decisões.</p>');
    expect((body.get('fileData') as File).name).toBe('ata.pdf');

    await act(async () =>
      server.release({ success: true, message: 'Dados enviados com sucesso!', data: stored }),
    );
    expect((await screen.findByText('Dados enviados com sucesso!', {}, slow)).getAttribute('role')).toBe(
      'status',
    );
    expect((titleBox() as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(descriptionBox().textContent).toBe(''));
    expect(screen.queryByText('ata.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeTruthy();
    expect(hrefOf('Ver em "Materiais da equipe"')).toBe('/materiais-da-equipe/202?idSection=202');
    expect(api?.calls).toHaveLength(1);
  });

  it("shows the server's message in an error dialog and keeps what was typed", async () => {
    renderForm(() =>
      json(400, { success: false, message: 'O tipo do arquivo não corresponde à sua extensão.' }),
    );
    await fill();
    submit();
    const dialog = await screen.findByRole('alertdialog', { name: 'Não foi possível enviar' }, slow);
    expect(within(dialog).getByText('O tipo do arquivo não corresponde à sua extensão.')).toBeTruthy();
    expect((titleBox() as HTMLInputElement).value).toBe('Ata da reunião');
    expect(descriptionBox().textContent).toBe('Pauta e decisões.');
    expect(screen.getByText('ata.pdf')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeTruthy();
  });

  it("prefers the server's error to its message", async () => {
    renderForm(() => json(500, { success: false, error: 'Armazenamento indisponível.', message: 'Erro.' }));
    await fill();
    submit();
    const dialog = await screen.findByRole('alertdialog', {}, slow);
    expect(within(dialog).getByText('Armazenamento indisponível.')).toBeTruthy();
  });
});

describe('fileProblem', () => {
  const file = (name: string, type = '') => new File(['x'], name, { type });

  it.each(['jpg', 'jpeg', 'png', 'pdf', 'mp4', 'mp3', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'avi'])(
    'accepts .%s',
    (extension) => expect(fileProblem(file(`arquivo.${extension.toUpperCase()}`))).toBeUndefined(),
  );

  it.each(['arquivo.gif', 'arquivo.exe', 'arquivo.txt', 'arquivo', 'pdf'])('refuses %s', (name) =>
    expect(fileProblem(file(name))).toMatch(/^Arquivo inválido/),
  );

  it('refuses a type that contradicts the extension, and a file over 20 MB', () => {
    expect(fileProblem(file('foto.png', 'application/pdf'))).toMatch(/^Arquivo inválido/);
    const big = file('video.mp4', 'video/mp4');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    expect(fileProblem(big)).toBe('O arquivo excede o limite de 20 MB.');
    expect(fileProblem(null)).toBe('É necessário fazer o upload de um arquivo.');
  });
});
