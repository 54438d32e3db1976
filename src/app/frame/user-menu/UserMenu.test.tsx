import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithEngine } from '../../../../tests/setup/engine';
import { signInForTest } from '../../../../tests/setup/signed-in';
import { clearSession } from '../../../session';
import { UserMenuButton } from './UserMenuButton';

afterEach(() => {
  cleanup();
  clearSession();
});

function Address() {
  const { pathname, hash } = useLocation();
  return <p data-testid="address">{pathname + hash}</p>;
}

function renderMenu() {
  signInForTest({
    loginInfo: { name: 'Ana Souza', gamification: 1 },
    menu: [
      { idSection: 211, idSectionType: 52, name: 'Bate-papo da equipe' },
      { idSection: 221, idSectionType: 59, name: 'Loja' },
    ],
  });
  return renderWithEngine(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <UserMenuButton name="Ana Souza" className="bar" />
            <Address />
          </>
        }
      />
    </Routes>,
  );
}

const press = (element: Element, key: string) => {
  fireEvent.keyDown(element, { key });
  fireEvent.keyUp(element, { key });
};

describe('the top bar’s user menu', () => {
  it('is a button named by the first name that ArrowDown opens on the first entry; Escape gives the focus back', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Menu de Ana' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    press(button, 'ArrowDown');
    const menu = await screen.findByRole('menu', { name: 'Menu de Ana Souza' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Meu perfil', 'Meus Pontos', 'Chat', 'Loja', 'Sair']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Meu perfil'));
    press(document.activeElement!, 'Escape');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('follows an entry in the app and closes', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Menu de Ana' }));
    const menu = await screen.findByRole('menu');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Meus Pontos' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/perfil#meus-pontos'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
