// The onboarding modal (learning-area.md 4.12; content-app.md 2.1 "optional onboarding frame") as the
// shell shows it from the stored login info: the tenant's page in a frame, 'Concluir' recorded on the
// server and never shown again, 'Ver depois' (and Escape) until the next sign-in, and a page that
// fails to load said in words with both buttons still working.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAllValidators } from '../../engine/validate';
import { currentSession, SessionProvider, startSupportSession } from '../../session';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { renderWithEngine } from '../../../tests/setup/engine';
import { signInForTest } from '../../../tests/setup/signed-in';
import { OnboardingPrompt } from './OnboardingPrompt';

const page = '/demo/onboarding/index.html';
let api: FakeApi | undefined;
let finished: number;

/** The reference API's POST /users/onboarding and the tenant's page on the app's own origin. */
function serve({ pageStatus = 200, finishStatus = 200 } = {}) {
  finished = 0;
  api = installFakeApi((url, init) => {
    if (url.pathname === '/users/onboarding' && init?.method === 'POST') {
      finished += 1;
      return finishStatus === 200
        ? { success: true }
        : json(finishStatus, { success: false, message: 'Erro no servidor.' });
    }
    return json(404, { success: false, message: 'Rota não encontrada.' });
  });
  const apiFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== window.location.origin) return apiFetch(input, init);
    return pageStatus === 200
      ? new Response('<!doctype html><title>Boas-vindas</title>', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        })
      : json(pageStatus, { success: false, message: 'Arquivo não encontrado.' });
  };
}

const signIn = (onBoardScreen: 0 | 1 = 1) =>
  signInForTest({ loginInfo: { idApp: 2, idUser: 6, onBoardScreen, onBoardUrl: page } });

/** The prompt as the shell draws it, reading the session the app keeps. */
const show = () =>
  renderWithEngine(
    <SessionProvider>
      <OnboardingPrompt />
    </SessionProvider>,
  );

const dialog = () => screen.findByRole('dialog', { name: 'Boas-vindas' });

beforeEach(async () => {
  await loadAllValidators();
  localStorage.clear();
});
afterEach(() => api?.restore());

describe('the onboarding modal', () => {
  it('shows the tenant’s page in a frame when the login info asks for it, with the focus inside', async () => {
    serve();
    signIn();
    show();
    const modal = await dialog();
    const frame = await within(modal).findByTitle('Apresentação de boas-vindas');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(new URL(page, window.location.href).href);
    // The app's own origin: the page gets no access to the app's storage.
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(modal.contains(document.activeElement)).toBe(true);
    expect(within(modal).getByRole('button', { name: 'Concluir' })).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Ver depois' })).toBeTruthy();
  });

  it('is not shown when the login info does not ask for it, nor in a support session', async () => {
    serve();
    signIn(0);
    const view = show();
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    signIn(1);
    startSupportSession({ ...currentSession()!, token: 'support' });
    show();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Concluir records it and closes it for good: the stored login info asks no more', async () => {
    serve();
    signIn();
    show();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(finished).toBe(1);
    expect(currentSession()?.loginInfo.onBoardScreen).toBe(0);
    expect(currentSession()?.loginInfo.onBoardUrl).toBeUndefined();
  });

  it('Ver depois closes it for the sign-in session: a reload keeps it closed, the next sign-in shows it', async () => {
    serve();
    signIn();
    const first = show();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Ver depois' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(finished).toBe(0);
    expect(currentSession()?.loginInfo.onBoardScreen).toBe(1);
    // Kept where a reload reads the session from.
    expect(JSON.parse(localStorage.getItem('wl.onboardingLater') ?? 'null')).toBe('2:6');
    first.unmount();
    show();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => signIn());
    await dialog();
  });

  it('Escape is Ver depois', async () => {
    serve();
    signIn();
    show();
    const modal = await dialog();
    // The browser's Escape on a modal <dialog> closes it (jsdom has no such key handling: its close).
    act(() => (modal as HTMLDialogElement).close());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(finished).toBe(0);
    expect(currentSession()?.loginInfo.onBoardScreen).toBe(1);
  });

  it('says when the page cannot be loaded, and both buttons still work', async () => {
    serve({ pageStatus: 404 });
    signIn();
    show();
    const modal = await dialog();
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'Não foi possível carregar a apresentação.',
    );
    expect(within(modal).queryByTitle('Apresentação de boas-vindas')).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(finished).toBe(1);
  });

  it('says when Concluir could not be recorded, and stays open', async () => {
    serve({ finishStatus: 500 });
    signIn();
    show();
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: 'Concluir' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe('Erro no servidor.');
    expect(currentSession()?.loginInfo.onBoardScreen).toBe(1);
    fireEvent.click(within(modal).getByRole('button', { name: 'Ver depois' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
