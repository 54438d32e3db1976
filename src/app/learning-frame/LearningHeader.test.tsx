import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import tenant from '../../../fixtures/horizonte/tenant.json';
import type { AppDetails, LoginInfo } from '../../generated/types';
import { configureApi } from '../../api/instance';
import { renderWithEngine } from '../../../tests/setup/engine';
import { FAKE_API_BASE, installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { clearSession } from '../../session';
import { TenantContext } from '../../session/tenant';
import { LearningHeader } from './LearningHeader';
import { directTeam } from '../../../tests/fixtures/learning-samples';

const horizonte = tenant.app as AppDetails;
const slow = { timeout: 10_000 };

const school = { nodeCode: 'HZ-ESC-LID', nodeType: 'ORGANIZATION', title: 'Escola de Liderança' };
const course = {
  nodeCode: 'HZ-LID-01',
  nodeType: 'LEARNING',
  title: 'Liderança Situacional',
  status: 'PUBLISHED',
  nodeEnrollment: { status: 'IN_PROGRESS', progress: 40, enrollment: { idEnrollment: 501 } },
};

interface Answers {
  tree?: unknown[];
  inProgress?: unknown[];
}

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  clearSession();
});

function Address() {
  const { pathname } = useLocation();
  return <p data-testid="address">{pathname}</p>;
}

type AppsUserAccess = NonNullable<LoginInfo['appsUserAccess']>;

function renderHeader({
  admin = 0,
  tree = [],
  inProgress = [],
  apps,
}: Answers & { admin?: number; apps?: AppsUserAccess } = {}) {
  api = installFakeApi((url) => {
    const path = url.pathname;
    if (path === '/learning/nodes/side-menu/roots')
      return {
        data: [
          {
            nodeCode: 'HZ-ESCOLA',
            nodeType: 'ORGANIZATION',
            title: 'Universidade Horizonte',
            hasChildNodes: true,
          },
        ],
      };
    if (path === '/learning/nodes/side-menu')
      return url.searchParams.get('nodeCode') === 'HZ-ESCOLA'
        ? { data: [{ ...school, hasChildNodes: true }] }
        : { data: [course] };
    if (path === '/learning/catalogs/enrollments') return { data: tree };
    if (path === '/learning/students/1/enrollments-in-progress') return { data: inProgress };
    if (path === '/login/linktoken')
      return { success: true, linkToken: 'link-token-0123456789', expiresAt: '2026-11-24T03:00:00Z' };
    if (path === '/login/logout') return { success: true, message: 'Sessão encerrada.' };
    return json(404, { success: false, message: 'Rota não encontrada.' });
  });
  configureApi({ apiBaseUrl: FAKE_API_BASE, preview: false, adminHost: 'https://admin.test' });
  signInForTest({
    loginInfo: { name: 'Bruno Lima', admin: admin as 0 | 1 | 2, appsUserAccess: apps },
    menu: [
      { idSection: 1, idSectionType: 1, name: 'Início' },
      { idSection: 6, idSectionType: 2, name: 'Trilha de Liderança' },
    ],
  });
  return renderWithEngine(
    <TenantContext.Provider value={horizonte}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <LearningHeader />
              <Address />
            </>
          }
        />
      </Routes>
    </TenantContext.Provider>,
    { route: '/catalog/HZ-ESC-LID', appStaleTime: true },
  );
}

const address = () => screen.getByTestId('address').textContent;
const header = () => screen.getByTestId('top-bar');

describe('the learning header', () => {
  it("opens the side menu of products, 'Conteúdos', whose nodes unfold and lead to their pages", async () => {
    renderHeader();
    fireEvent.click(within(header()).getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Conteúdos' });
    // The single top node comes unfolded; a node with children has an expander, folded.
    expect(await within(menu).findByRole('link', { name: 'Escola de Liderança' }, slow)).toBeTruthy();
    const unfold = within(menu).getByRole('button', { name: 'Mostrar o que há em Escola de Liderança' });
    expect(unfold.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(unfold);
    const enrolled = await within(menu).findByRole('link', { name: 'Liderança Situacional' }, slow);
    // Enrolled: its learning page; the school: its catalog page.
    expect(enrolled.getAttribute('href')).toBe('/level/501/HZ-LID-01');
    expect(within(menu).getByRole('link', { name: 'Escola de Liderança' }).getAttribute('href')).toBe(
      '/catalog/HZ-ESC-LID',
    );
    // The content app's sections stay reachable.
    expect(within(menu).getByRole('link', { name: 'Trilha de Liderança' }).getAttribute('href')).toBe(
      '/trilha-de-lideranca/6?idSection=6',
    );
    fireEvent.click(enrolled);
    expect(address()).toBe('/level/501/HZ-LID-01');
    expect(screen.queryByRole('dialog', { name: 'Conteúdos' })).toBeNull();
  });

  it("shows 'Sem título' for an untitled group of the enrolment tree, which folds by its title", async () => {
    renderHeader({ tree: [{ title: null, nodes: [course], children: [] }] });
    fireEvent.click(within(header()).getByRole('button', { name: 'Minhas matrículas' }));
    const panel = await screen.findByRole('dialog', { name: 'Minhas matrículas' });
    const group = await within(panel).findByRole('button', { name: 'Sem título' }, slow);
    expect(within(panel).getByRole('link', { name: 'Liderança Situacional' })).toBeTruthy();
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByRole('link', { name: 'Liderança Situacional' })).toBeNull();
  });

  it('leads an enrolment that may be taken again to its course presentation, not its refused level', async () => {
    const failed = {
      nodeCode: 'HZ-SEG-01',
      nodeType: 'LEARNING',
      title: 'Segurança da Informação',
      status: 'PUBLISHED',
      nodeEnrollment: {
        status: 'FAILED',
        progress: 0,
        enrollment: { idEnrollment: 503, status: 'FAILED' },
        team: { ...directTeam, finalDate: '2099-12-31T23:59:59-03:00', allowReenrollment: 1 },
      },
    };
    renderHeader({ tree: [{ title: 'Escola de Segurança', nodes: [course, failed], children: [] }] });
    fireEvent.click(within(header()).getByRole('button', { name: 'Minhas matrículas' }));
    const panel = await screen.findByRole('dialog', { name: 'Minhas matrículas' });
    const link = await within(panel).findByRole('link', { name: 'Segurança da Informação' }, slow);
    expect(link.getAttribute('href')).toBe('/catalog/HZ-SEG-01');
    expect(within(panel).getByRole('link', { name: 'Liderança Situacional' }).getAttribute('href')).toBe(
      '/level/501/HZ-LID-01',
    );
  });

  it("says 'Sem matrículas.' when the learner has none", async () => {
    renderHeader({ tree: [{ title: 'Escola vazia', nodes: [], children: [] }] });
    fireEvent.click(within(header()).getByRole('button', { name: 'Minhas matrículas' }));
    const panel = await screen.findByRole('dialog', { name: 'Minhas matrículas' });
    expect(await within(panel).findByText('Sem matrículas.', {}, slow)).toBeTruthy();
  });

  it('lists the enrolments in progress whose node is PUBLISHED, each opening /level/{idEnrollment}', async () => {
    const archived = { ...course, nodeCode: 'OLD', title: 'Curso arquivado', status: 'ARCHIVED' };
    renderHeader({ inProgress: [course, archived] });
    fireEvent.click(within(header()).getByRole('button', { name: 'Em andamento' }));
    const panel = await screen.findByRole('dialog', { name: 'Em andamento' });
    const link = await within(panel).findByRole('link', { name: 'Liderança Situacional' }, slow);
    expect(link.getAttribute('href')).toBe('/level/501');
    expect(within(panel).queryByText('Curso arquivado')).toBeNull();
  });

  it('searches at most 300 characters, never an empty text, on /searchResult/{text}', () => {
    renderHeader();
    const box = within(header()).getByRole('searchbox', { name: 'Pesquisar' });
    expect(box.getAttribute('maxlength')).toBe('300');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box);
    expect(address()).toBe('/catalog/HZ-ESC-LID');
    fireEvent.change(box, { target: { value: '  gestão de conflitos ' } });
    fireEvent.click(within(header()).getByRole('button', { name: 'Pesquisar' }));
    expect(address()).toBe('/searchResult/gest%C3%A3o%20de%20conflitos');
    // The results page holds the text searched, and closes instead of going back (its history was reset).
    expect((within(header()).getByRole('searchbox') as HTMLInputElement).value).toBe('gestão de conflitos');
    expect(within(header()).getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(within(header()).queryByRole('button', { name: 'Voltar' })).toBeNull();
  });

  it('shows Administração, in a new tab, only to a user whose admin is above 0', async () => {
    renderHeader({ admin: 1 });
    fireEvent.click(within(header()).getByRole('button', { name: 'Menu de Bruno' }));
    const panel = await screen.findByRole('dialog', { name: 'Bruno Lima' });
    const admin = within(panel).getByRole('link', { name: /Administração/ });
    expect(admin.getAttribute('target')).toBe('_blank');
    expect(admin.getAttribute('rel')).toContain('noopener');
    // With the link token once it came, never the session token.
    await waitFor(() =>
      expect(admin.getAttribute('href')).toBe('https://admin.test/?token=link-token-0123456789'),
    );
  });

  it("offers 'Trocar de aplicativo' only to a person with more than one app, opening the list", async () => {
    const here = { idApp: 1, appName: 'Horizonte Educação Corporativa' };
    renderHeader({ apps: [here] });
    fireEvent.click(within(header()).getByRole('button', { name: 'Menu de Bruno' }));
    let panel = await screen.findByRole('dialog', { name: 'Bruno Lima' });
    expect(within(panel).getByRole('link', { name: 'Meu perfil' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Trocar de aplicativo' })).toBeNull();
    cleanup();

    renderHeader({ apps: [here, { idApp: 2, appName: 'Aurora Conteúdos' }] });
    fireEvent.click(within(header()).getByRole('button', { name: 'Menu de Bruno' }));
    panel = await screen.findByRole('dialog', { name: 'Bruno Lima' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Trocar de aplicativo' }));
    const switcher = await screen.findByRole('dialog', { name: 'Trocar de aplicativo' }, slow);
    expect(within(switcher).getByText('Atual')).toBeTruthy();
    expect(within(switcher).getByRole('button', { name: 'Aurora Conteúdos' })).toBeTruthy();
  });

  it('has no Administração for a learner (admin 0)', async () => {
    renderHeader({ admin: 0 });
    fireEvent.click(within(header()).getByRole('button', { name: 'Menu de Bruno' }));
    const panel = await screen.findByRole('dialog', { name: 'Bruno Lima' });
    expect(within(panel).getByRole('link', { name: 'Meu perfil' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: /Administração/ })).toBeNull();
  });

  it("asks 'Tem certeza de que deseja sair?' before Sair signs out", async () => {
    renderHeader();
    fireEvent.click(within(header()).getByRole('button', { name: 'Menu de Bruno' }));
    const panel = await screen.findByRole('dialog', { name: 'Bruno Lima' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Sair' }));
    const question = await screen.findByRole('alertdialog', { name: 'Tem certeza de que deseja sair?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(address()).toBe('/catalog/HZ-ESC-LID');
    fireEvent.click(within(header()).getByRole('button', { name: 'Menu de Bruno' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Bruno Lima' })).getByRole('button', { name: 'Sair' }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Tem certeza de que deseja sair?' })).getByRole(
        'button',
        { name: 'Sair' },
      ),
    );
    expect(address()).toBe('/login');
  });
});
