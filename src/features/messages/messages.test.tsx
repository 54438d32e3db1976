import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import tenant from '../../../fixtures/aurora/tenant.json';
import { clearSession, saveLogin, SessionProvider } from '../../session';
import { TenantContext } from '../../session/tenant';
import type { AppDetails, DesignEntry } from '../../generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import MessageScreen from './MessageScreen';
import MessagesScreen from './MessagesScreen';
import { hrefOf } from '../../../tests/setup/queries';

const design: DesignEntry[] = [
  { idSection: 1, title: 'Home', format: {} },
  { idSection: 172, title: 'Notificações', format: { itemText: { color: '#134E4A' } } },
];

const today = {
  idContentItem: 5001,
  idContentType: 9,
  text: 'Pesquisa de clima aberta',
  description: 'Responda até 30 de abril.',
  initDate: new Date().toISOString(),
};
const older = {
  idContentItem: 5004,
  idContentType: 9,
  text: 'Feriado de Tiradentes',
  description: 'Não haverá expediente.',
  initDate: new Date(2026, 2, 20, 12).toISOString(),
};

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  clearSession();
});

function renderAt(route: string, designEntries: DesignEntry[] = design) {
  saveLogin({
    token: 'tok',
    loginInfo: {
      idUser: 1,
      idApp: 1,
      idCompany: 1,
      name: 'Ana',
      email: 'ana@aurora.test',
      lastLogin: new Date().toISOString(),
      admin: 0,
    },
    menu: [
      { idSection: 1, idSectionType: 1, name: 'Início' },
      { idSection: 172, idSectionType: 32, name: 'Notificações' },
    ],
    design: designEntries,
  });
  api = installFakeApi((url) => {
    if (url.pathname === '/content/list/172')
      return { success: true, content: [today, older], idSection: 172, idSectionType: 32 };
    if (url.pathname === '/content/find/5001') return { success: true, content: [today] };
    if (url.pathname === '/content/find/5004') return { success: true, content: [older] };
    return { success: false };
  });
  return renderWithEngine(
    <TenantContext.Provider value={tenant.app as AppDetails}>
      <SessionProvider>
        <Routes>
          <Route path="/messages" element={<MessagesScreen />} />
          <Route path="/messages/:id" element={<MessageScreen />} />
        </Routes>
      </SessionProvider>
    </TenantContext.Provider>,
    { route },
  );
}

describe('/messages', () => {
  it('lists the items of the section named by the design entry "Notificações"', async () => {
    renderAt('/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Notificações' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Pesquisa de clima aberta' });
    expect(link.getAttribute('href')).toBe('/messages/5001');
    expect(hrefOf('Feriado de Tiradentes')).toBe('/messages/5004');
    expect(screen.getByText('Hoje')).toBeTruthy();
    expect(screen.getByText('20 de março de 2026')).toBeTruthy();
    expect(screen.getByText('Responda até 30 de abril.')).toBeTruthy();
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/content/list/172']);
  });

  it('says "Nenhum conteúdo disponível" without a "Notificações" design entry', () => {
    renderAt('/messages', [{ idSection: 172, title: 'Avisos', format: {} }]);
    expect(screen.getByText('Nenhum conteúdo disponível')).toBeTruthy();
    expect(api?.calls).toEqual([]);
  });
});

describe('/messages/{id}', () => {
  it('shows text, description and "Hoje" for a message of today', async () => {
    renderAt('/messages/5001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pesquisa de clima aberta' })).toBeTruthy();
    expect(screen.getByText('Responda até 30 de abril.')).toBeTruthy();
    expect(screen.getByText('Hoje').tagName).toBe('TIME');
  });

  it('shows the pt-BR date of an older message', async () => {
    renderAt('/messages/5004');
    expect(await screen.findByText('20 de março de 2026')).toBeTruthy();
    expect(screen.queryByText('Hoje')).toBeNull();
  });
});
