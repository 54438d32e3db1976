import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { configureApi } from '../../../src/api/instance';
import { clearSession, saveLogin, SessionProvider } from '../../../src/app/session';
import type { MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import AdminRedirect from './index';

const section: MenuSection = { idSection: 174, idSectionType: 36, name: 'Área administrativa' };

function signIn(admin: 0 | 1 | 2) {
  saveLogin({
    token: 'tok-123',
    loginInfo: {
      idUser: 1,
      idApp: 1,
      idCompany: 1,
      name: 'Helena Prado',
      email: 'admin@horizonte.test',
      lastLogin: new Date().toISOString(),
      admin,
    },
    menu: [],
    design: [],
  });
}

const renderAdmin = () =>
  renderWithEngine(
    <SessionProvider>
      <AdminRedirect section={section} format={{}} items={[]} />
    </SessionProvider>,
  );

beforeEach(() => configureApi({ apiBaseUrl: '/api', preview: false, adminHost: 'https://admin.test' }));
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('admin redirect (section type 36)', () => {
  it.each([1, 2] as const)('lets admin %i confirm and opens the admin host with ?token=', (admin) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    signIn(admin);
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Acessar área administrativa' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Você será redirecionado para a área administrativa.',
    );
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(open).toHaveBeenCalledWith('https://admin.test/?token=tok-123', '_blank', 'noopener');
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
