// /contactus (learning-area.md 2.2, 5, 6, 7.9, 8) against a fake of its three calls: the company's texts
// above the form, the spec's message for an empty send, the counter and the 2000-character rule,
// 'Enviando...' then 'Mensagem enviada com sucesso!' with an empty form, a refusal that keeps what was
// typed, the page that says the form is not available, and a feature that could not be checked.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAllValidators } from '../../engine/validate';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { renderWithEngine } from '../../../tests/setup/engine';
import { signInForTest } from '../../../tests/setup/signed-in';
import tenant from '../../../fixtures/horizonte/tenant.json';
import type { AppDetails } from '../../generated/types';
import { clearSession } from '../../session';
import { TenantContext } from '../../session/tenant';
import ContactUsScreen from './ContactUsScreen';
import { hrefOf } from '../../../tests/setup/queries';

const texts = {
  title: 'Fale conosco',
  description: 'Tem uma dúvida sobre os cursos?\n\nRespondemos em até dois dias úteis.',
  feedbackMessage: 'A equipe responderá no seu e-mail.',
};

interface Options {
  active?: boolean | 'fails';
  /** The answer to the POST: the server's refusal, or one held until released. */
  send?: { status: number; message: string } | 'held';
}

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  clearSession();
});

async function open({ active = true, send }: Options = {}) {
  await loadAllValidators();
  signInForTest({ loginInfo: { idUser: 1, name: 'Bruno Lima' } });
  const posted: unknown[] = [];
  let release: () => void = () => undefined;
  api = installFakeApi(async (url, init) => {
    if (url.pathname === '/learning/features/CONTACT_US')
      return active === 'fails' ? json(500, { success: false, message: 'Erro interno.' }) : { active };
    if (url.pathname === '/notifications/emails/CONTACT_US' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      if (send === 'held') await new Promise<void>((resolve) => (release = resolve));
      else if (send) return json(send.status, { success: false, message: send.message });
      return { success: true, message: 'Mensagem enviada com sucesso!' };
    }
    if (url.pathname === '/notifications/emails/CONTACT_US') return { success: true, result: texts };
    return json(404, { success: false, message: 'Rota não encontrada.' });
  });
  renderWithEngine(
    <TenantContext.Provider value={tenant.app as AppDetails}>
      <ContactUsScreen />
    </TenantContext.Provider>,
    { route: '/contactus', appStaleTime: true },
  );
  return { posted, release: () => release() };
}

const field = () => screen.getByRole('textbox', { name: 'Mensagem' });
const sendButton = () => screen.getByRole('button', { name: /^(Enviar|Enviando\.\.\.)$/ });

describe('the contact form', () => {
  it('shows the company’s title and text, and checks the message with the spec’s words', async () => {
    const { posted } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fale conosco' })).toBeTruthy();
    expect(screen.getByText('Tem uma dúvida sobre os cursos?')).toBeTruthy();
    expect(screen.getByText('Respondemos em até dois dias úteis.')).toBeTruthy();
    expect(screen.getByText('0 de 2000 caracteres')).toBeTruthy();

    await act(() => fireEvent.click(sendButton()));
    expect(screen.getByText('O preenchimento do campo é obrigatório.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());

    fireEvent.change(field(), { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByText('2001 de 2000 caracteres')).toBeTruthy();
    expect(screen.getByText('A mensagem pode ter no máximo 2000 caracteres.')).toBeTruthy();
    await act(() => fireEvent.click(sendButton()));
    expect(posted).toEqual([]);
    // Nothing typed is lost by a refused send.
    expect((field() as HTMLTextAreaElement).value).toHaveLength(2001);
  });

  it('sends it ("Enviando..."), says so, and empties the form', async () => {
    const { posted, release } = await open({ send: 'held' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Mensagem' }), {
      target: { value: '  Não consigo abrir meu certificado.  ' },
    });
    expect(screen.getByText('34 de 2000 caracteres')).toBeTruthy();
    await act(() => fireEvent.click(sendButton()));
    await waitFor(() => expect(sendButton().textContent).toBe('Enviando...'));
    expect(sendButton().getAttribute('aria-disabled')).toBe('true');
    act(() => release());
    const status = screen.getByRole('status');
    await waitFor(() => expect(within(status).getByText('Mensagem enviada com sucesso!')).toBeTruthy());
    expect(within(status).getByText(texts.feedbackMessage)).toBeTruthy();
    expect((field() as HTMLTextAreaElement).value).toBe('');
    expect(sendButton().textContent).toBe('Enviar');
    // Sent as typed: the server trims it too.
    expect(posted).toEqual([{ message: '  Não consigo abrir meu certificado.  ' }]);
    // A new message started: the confirmation goes.
    fireEvent.change(field(), { target: { value: 'Outra' } });
    expect(within(status).queryByText('Mensagem enviada com sucesso!')).toBeNull();
  });

  it('tells the server’s refusal and keeps what was typed', async () => {
    const refusal = 'Você já enviou muitas mensagens em pouco tempo. Aguarde 1 minuto e tente novamente.';
    await open({ send: { status: 429, message: refusal } });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Mensagem' }), {
      target: { value: 'Minha dúvida' },
    });
    await act(() => fireEvent.click(sendButton()));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect((field() as HTMLTextAreaElement).value).toBe('Minha dúvida');
    expect(sendButton().textContent).toBe('Enviar');
  });
});

describe('where the form is not offered', () => {
  it('says it is not available for the company, with the way home', async () => {
    await open({ active: false });
    expect(await screen.findByText('Fale conosco não está disponível para a sua empresa.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeTruthy();
    expect(hrefOf('Voltar para o início')).toBe('/');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says the check failed (never "not available") and offers a retry', async () => {
    await open({ active: 'fails' });
    expect(
      await screen.findByText('Não foi possível verificar se o Fale conosco está disponível.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(screen.queryByText('Fale conosco não está disponível para a sua empresa.')).toBeNull();
  });
});
