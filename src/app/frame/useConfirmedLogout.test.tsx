import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { installFakeApi, never, QueryProvider, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { clearSession, currentSession } from '../session';
import { useConfirmedLogout } from './useConfirmedLogout';

let fake: FakeApi | undefined;
afterEach(() => {
  fake?.restore();
  clearSession();
});

/** A learning header's Sair, as the header will draw it. */
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

function renderSignedIn() {
  signInForTest({ token: 'sessao-do-bruno-0123456789' });
  fake = installFakeApi(() => never());
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<LearningSair />} />
          <Route path="/login" element={<p>Tela de login</p>} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
  return screen.getByRole('alertdialog', { name: 'Tem certeza de que deseja sair?' });
}

describe('Sair of the learning header (learning-area.md 8)', () => {
  it("asks 'Tem certeza de que deseja sair?' and keeps the session until the answer", () => {
    renderSignedIn();
    expect(currentSession()).not.toBeNull();
    expect(fake?.calls).toEqual([]);
  });

  it('Cancelar keeps the learner signed in, on the same page', () => {
    renderSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(currentSession()).not.toBeNull();
    expect(fake?.calls).toEqual([]);
  });

  it("the dialog's Sair signs out and goes to the login", async () => {
    const dialog = renderSignedIn();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Tela de login')).toBeTruthy();
    expect(currentSession()).toBeNull();
    expect(fake?.calls.map((url) => url.pathname)).toEqual(['/login/logout']);
  });
});
