import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installFakeApi, never, QueryProvider, type FakeApi } from '../../../tests/setup/fake-api';
import { clearSession, currentSession } from '../../session';
import { useLogout } from './useLogout';
import { useConfirmedLogout } from './useConfirmedLogout';
import { signInForTest } from '../../../tests/setup/signed-in';

let fake: FakeApi | undefined;
afterEach(() => {
  fake?.restore();
  clearSession();
  vi.restoreAllMocks();
});

function SairButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={logout}>
      Sair
    </button>
  );
}

/** A learning header's Sair, as the header will draw it: it asks first (learning-area.md 8). */
function LearningSair() {
  const { ask, dialog } = useConfirmedLogout();
  return (
    <>
      <button type="button" onClick={ask}>
        Sair
      </button>
      {dialog}
    </>
  );
}

function renderSignedIn(sair = <SairButton />) {
  signInForTest({ token: 'sessao-da-ana-0123456789' });
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={sair} />
          <Route path="/login" element={<p>Tela de login</p>} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

describe('Sair', () => {
  it('asks the server to revoke the token, and signs out without waiting for the answer', async () => {
    const authorizations: (string | null)[] = [];
    fake = installFakeApi((_url, init) => {
      authorizations.push(new Headers(init?.headers).get('Authorization'));
      return never();
    });
    renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Tela de login')).toBeTruthy();
    expect(currentSession()).toBeNull();
    expect(fake.calls.map((url) => url.pathname)).toEqual(['/login/logout']);
    expect(authorizations).toEqual(['Bearer sessao-da-ana-0123456789']);
  });

  it('signs out offline all the same', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake = installFakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Tela de login')).toBeTruthy();
    expect(currentSession()).toBeNull();
  });
});

describe('Sair of the learning header (learning-area.md 8)', () => {
  function askToLeave() {
    fake = installFakeApi(() => never());
    renderSignedIn(<LearningSair />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    return screen.getByRole('alertdialog', { name: 'Tem certeza de que deseja sair?' });
  }

  it("asks 'Tem certeza de que deseja sair?'; Cancelar keeps the learner signed in, on the same page", () => {
    askToLeave();
    expect(currentSession()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentSession()).not.toBeNull();
    expect(fake?.calls).toEqual([]);
  });

  it("the dialog's Sair signs out and goes to the login", async () => {
    const dialog = askToLeave();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Tela de login')).toBeTruthy();
    expect(currentSession()).toBeNull();
    expect(fake?.calls.map((url) => url.pathname)).toEqual(['/login/logout']);
  });
});
