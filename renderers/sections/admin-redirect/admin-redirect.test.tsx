import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/instance';
import { clearSession, SessionProvider } from '../../../src/session';
import type { MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { FAKE_API_BASE, installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import AdminRedirect from './index';
import { signInForTest } from '../../../tests/setup/signed-in';

const section: MenuSection = { idSection: 174, idSectionType: 36, name: 'Área administrativa' };

function signIn(admin: 0 | 1 | 2) {
  signInForTest({
    token: 'tok-123',
    loginInfo: { name: 'Helena Prado', email: 'admin@horizonte.test', admin },
  });
}

const renderAdmin = () =>
  renderWithEngine(
    <SessionProvider>
      <AdminRedirect section={section} format={{}} items={[]} />
    </SessionProvider>,
  );

let fake: FakeApi;
let minted: { purpose: unknown; authorization: string | null }[];
beforeEach(() => {
  minted = [];
  fake = installFakeApi((url, init) => {
    if (url.pathname !== '/login/linktoken')
      return json(404, { success: false, message: 'Rota não encontrada.' });
    minted.push({
      purpose: JSON.parse(String(init?.body)).purpose,
      authorization: new Headers(init?.headers).get('Authorization'),
    });
    return {
      success: true,
      linkToken: `link-token-${minted.length}-abcdefgh`,
      expiresAt: '2026-11-23T22:05:00Z',
    };
  });
  configureApi({ apiBaseUrl: FAKE_API_BASE, preview: false, adminHost: 'https://admin.test' });
});
afterEach(() => {
  fake.restore();
  clearSession();
  vi.restoreAllMocks();
});

describe('admin redirect (section type 36)', () => {
  it.each([1, 2] as const)(
    'lets admin %i confirm and opens the admin host with a link token as ?token=',
    async (admin) => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      signIn(admin);
      renderAdmin();
      fireEvent.click(screen.getByRole('button', { name: 'Acessar área administrativa' }));
      expect(screen.getByRole('alertdialog').textContent).toContain(
        'Você será redirecionado para a área administrativa.',
      );
      expect(open).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      await waitFor(() =>
        expect(open).toHaveBeenCalledWith(
          'https://admin.test/?token=link-token-1-abcdefgh',
          '_blank',
          'noopener',
        ),
      );
      // Asked with the session token, which never goes into the address.
      expect(minted).toEqual([{ purpose: 'admin', authorization: 'Bearer tok-123' }]);
      expect(open.mock.calls.flat().join(' ')).not.toContain('tok-123');
    },
  );

  it('opens the tab at once when the token came while the learner read the confirmation, a new one each time', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    signIn(1);
    renderAdmin();
    for (const turn of [1, 2]) {
      fireEvent.click(screen.getByRole('button', { name: 'Acessar área administrativa' }));
      await waitFor(() => expect(minted).toHaveLength(turn));
      // The answer is read and checked: the token is then held, ready for Continuar.
      await new Promise((resolve) => setTimeout(resolve, 50));
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      // No waiting: the user gesture itself opens the tab, as popup blockers want.
      expect(open).toHaveBeenLastCalledWith(
        `https://admin.test/?token=link-token-${turn}-abcdefgh`,
        '_blank',
        'noopener',
      );
    }
  });

  it('opens nothing on Cancelar', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    signIn(1);
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Acessar área administrativa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it('tells everyone else they have no access', () => {
    signIn(0);
    renderAdmin();
    expect(screen.getByText('Você não tem acesso à área administrativa.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the deployment has no admin host', () => {
    configureApi({ apiBaseUrl: '/api', preview: false });
    signIn(1);
    renderAdmin();
    expect(screen.getByText('A área administrativa não está disponível no momento.')).toBeTruthy();
  });
});
