import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import tenant from '../../../fixtures/aurora/tenant.json';
import type { MenuSection } from '../../generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, never, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { clearSession } from '../../session';
import { AppRoutes } from '../router';
import { hrefOf } from '../../../tests/setup/queries';

const menu: MenuSection[] = [
  { idSection: 1, idSectionType: 1, name: 'Início' },
  { idSection: 2, idSectionType: 2, name: 'Boas-vindas' },
  { idSection: 3, idSectionType: 9999, name: 'Em breve' },
];

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  clearSession();
  document.title = '';
});

/** The whole route table, signed in as Ana on aurora, the server answering only the tenant. */
function openSignedIn(path: string) {
  signInForTest({ menu });
  api = installFakeApi((url) =>
    url.pathname === '/app/details/' ? { success: true, app: [tenant.app] } : never(),
  );
  return renderWithEngine(<AppRoutes />, { route: path });
}

describe('the catch-all (learning-area.md 2.2)', () => {
  it.each([
    ['one segment', '/nada-aqui'],
    ['a section id the menu does not have', '/secao-que-nao-existe/987'],
    ['a section id that is no number', '/boas-vindas/abc'],
    ['a number written otherwise', '/boas-vindas/0x2'],
    ['three segments', '/boas-vindas/2/mais/fundo'],
  ])('%s (%s): PÁGINA NÃO ENCONTRADA. in the frame, with the way home', async (_, path) => {
    openSignedIn(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'PÁGINA NÃO ENCONTRADA.' })).toBeTruthy();
    expect(hrefOf('Voltar para o início')).toBe('/');
    // The signed-in frame is around it: the top bar with the user menu.
    expect(screen.getByTestId('top-bar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu de Ana' })).toBeTruthy();
    expect(document.title).toBe(`Página não encontrada | ${tenant.app.name}`);
    expect(screen.queryByText('Seção não disponível')).toBeNull();
  });

  it('keeps "Seção não disponível" for a section of the menu whose type has no screen', async () => {
    openSignedIn('/em-breve/3');
    expect(await screen.findByText('Seção não disponível')).toBeTruthy();
    expect(screen.queryByText('PÁGINA NÃO ENCONTRADA.')).toBeNull();
  });

  it('gives the tenant its title back when the learner leaves the page', async () => {
    const { unmount } = openSignedIn('/nada-aqui');
    await screen.findByRole('heading', { name: 'PÁGINA NÃO ENCONTRADA.' });
    unmount();
    expect(document.title).toBe(tenant.app.name);
  });
});
