// The app switch's dialog (learning-area.md 3 appsUserAccess, 4.11): the person's apps with the current
// one marked, a choice that asks the server for the address and opens it, pt-BR failures, and nothing
// to choose during support access.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadAllValidators } from '../../engine/validate';
import { installFakeApi, json, type FakeApi, type FakeHandler } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { clearSession } from '../../session';
import '../../../tests/setup/dialog-polyfill';
import AppSwitchDialog from './AppSwitchDialog';
import type { AppAccess } from './appIcon';

const horizonte: AppAccess = {
  idApp: 2,
  idCompany: 2,
  domain: 'horizonte.localhost',
  appName: 'Horizonte Educação Corporativa',
  companyName: 'Horizonte Serviços Corporativos S.A.',
  favIcon: '/demo/favicon.svg',
};
const aurora: AppAccess = {
  idApp: 1,
  idCompany: 1,
  domain: 'aurora.localhost',
  appName: 'Aurora Conteúdos',
  companyName: 'Aurora Comunicação Ltda.',
  favIcon: 'https://cdn.aurora.test/favicon.png',
};
const address = 'http://aurora.localhost:4173/login?token=link-token-0123456789abcdef0123456789abcdef012';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  clearSession();
});

async function open({ supporting = false, handler }: { supporting?: boolean; handler?: FakeHandler } = {}) {
  await loadAllValidators();
  signInForTest({ loginInfo: { idUser: 6, idApp: 2, idCompany: 2, appsUserAccess: [horizonte, aurora] } });
  const posted: string[] = [];
  api = installFakeApi((url, init) => {
    posted.push(`${init?.method} ${url.pathname}`);
    return handler
      ? handler(url, init)
      : { success: true, address, appName: 'Aurora Conteúdos', expiresAt: '2026-11-24T03:05:00Z' };
  });
  const openAddress = vi.fn();
  const onClose = vi.fn();
  render(
    <AppSwitchDialog
      open
      onClose={onClose}
      apps={[horizonte, aurora]}
      currentIdApp={2}
      supporting={supporting}
      openAddress={openAddress}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Trocar de aplicativo' });
  return { dialog, posted, openAddress, onClose };
}

describe('the app switch dialog', () => {
  it('lists the apps with their company, the current one marked Atual and not a choice', async () => {
    const { dialog } = await open();
    const items = within(within(dialog).getByRole('list', { name: 'Seus aplicativos' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'HHorizonte Educação CorporativaHorizonte Serviços Corporativos S.A.Atual',
      'Aurora ConteúdosAurora Comunicação Ltda.',
    ]);
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: /Aurora Conteúdos/ })).toBeTruthy();
    // An https icon is shown; another plain-http origin's is not (the page's policy would refuse it).
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.aurora.test/favicon.png');
    expect(items[0]!.querySelector('img')).toBeNull();
  });

  it('asks for the address of the app chosen and opens it, saying so meanwhile', async () => {
    const { dialog, posted, openAddress } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: /Aurora Conteúdos/ }));
    await waitFor(() => expect(openAddress).toHaveBeenCalledWith(address));
    expect(posted).toEqual(['POST /login/switch-app/1']);
    expect(within(dialog).getByRole('status').textContent).toBe('Abrindo Aurora Conteúdos...');
    expect(within(dialog).getByRole('button', { name: /Aurora Conteúdos/ })).toHaveProperty('disabled', true);
  });

  it('says the server’s refusal in pt-BR and lets the person try again', async () => {
    const { dialog, openAddress } = await open({
      handler: () => json(403, { success: false, message: 'Você não tem acesso a este aplicativo.' }),
    });
    const choice = within(dialog).getByRole('button', { name: /Aurora Conteúdos/ });
    fireEvent.click(choice);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Você não tem acesso a este aplicativo.',
    );
    expect(openAddress).not.toHaveBeenCalled();
    expect(choice).toHaveProperty('disabled', false);
  });

  it('opens no address that is not a web page, with a message of its own', async () => {
    const { dialog, openAddress } = await open({
      handler: () => ({ success: true, address: 'javascript:alert(1)', appName: 'x', expiresAt: 'x' }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Aurora Conteúdos/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível abrir o aplicativo. Tente novamente.',
    );
    expect(openAddress).not.toHaveBeenCalled();
  });

  it('offers nothing during support access, and says why', async () => {
    const { dialog, posted } = await open({ supporting: true });
    expect(
      within(dialog).getByText('A troca de aplicativo fica indisponível durante o acesso de suporte.'),
    ).toBeTruthy();
    const choice = within(dialog).getByRole('button', { name: /Aurora Conteúdos/ });
    expect(choice).toHaveProperty('disabled', true);
    fireEvent.click(choice);
    expect(posted).toEqual([]);
    // The list still shows where the person is.
    expect(within(dialog).getByText('Atual')).toBeTruthy();
  });

  it('closes with Fechar', async () => {
    const { dialog, onClose } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
