// The admin's package screen (issue 22) against a fake API reached over XMLHttpRequest: who may use it,
// the file's checks, the progress, the server's pt-BR refusal shown with the file kept, then the success.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../../session';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { installFetchBackedXhr } from '../../../tests/setup/fake-xhr';
import { signInForTest } from '../../../tests/setup/signed-in';
import { PackageUploadScreen } from '.';

const refusal = 'O pacote não tem o arquivo imsmanifest.xml na raiz.';
let api: FakeApi | undefined;
let restoreXhr: () => void;
let answers: Response[] = [];
let sent: { path: string; body: unknown }[] = [];

beforeEach(() => {
  restoreXhr = installFetchBackedXhr();
  sent = [];
  api = installFakeApi((url, init) => {
    sent.push({ path: url.pathname, body: init?.body });
    return answers.shift() ?? json(500, {});
  });
});
afterEach(() => {
  api?.restore();
  restoreXhr();
});

function renderScreen(admin: 0 | 1) {
  signInForTest({ loginInfo: { idUser: 2, admin } });
  return renderWithEngine(
    <SessionProvider>
      <Routes>
        <Route path="/lms/package/:idContentItem" element={<PackageUploadScreen />} />
      </Routes>
    </SessionProvider>,
    { route: '/lms/package/3721', appStaleTime: true },
  );
}

const fileInput = () => screen.getByLabelText('Arquivo do pacote (.zip)') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

describe('the SCORM package screen', () => {
  it('tells a learner that only admins send packages, with no form', () => {
    renderScreen(0);
    expect(screen.getByRole('alert').textContent).toBe('Apenas administradores podem enviar pacotes SCORM.');
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('asks for a .zip before sending anything', () => {
    renderScreen(1);
    send();
    expect(screen.getByText('Escolha o arquivo .zip do pacote.')).toBeTruthy();
    choose(new File(['oi'], 'notas.txt', { type: 'text/plain' }));
    send();
    expect(screen.getByText('O pacote deve ser um arquivo .zip.')).toBeTruthy();
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the file, then the stored package", async () => {
    renderScreen(1);
    choose(new File(['PK'], 'curso.zip', { type: 'application/zip' }));
    answers = [json(400, { success: false, message: refusal })];
    send();
    // The progress while it goes up, then the refusal as the server wrote it.
    expect(screen.getByRole('progressbar', { name: 'Envio do pacote' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(fileInput().files?.[0]?.name).toBe('curso.zip');

    answers = [
      json(201, {
        success: true,
        message: 'Pacote SCORM processado com sucesso.',
        data: { idPackage: 9, status: 'SUCCESS', standard: '2004', scos: 18 },
      }),
    ];
    send();
    await waitFor(() =>
      expect(screen.getByText(/Pacote SCORM processado com sucesso\./).textContent).toBe(
        'Pacote SCORM processado com sucesso. SCORM 2004, 18 lições.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toHaveLength(2);
    const last = sent[1]!;
    expect(last.path).toMatch(/\/learning\/scorm\/content-items\/3721\/package$/);
    expect(((last.body as FormData).get('file') as File).name).toBe('curso.zip');
  });
});
