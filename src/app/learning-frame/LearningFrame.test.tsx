import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import tenant from '../../../fixtures/horizonte/tenant.json';
import type { AppDetails } from '../../generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { clearSession } from '../../session';
import { TenantContext } from '../../session/tenant';
import LearningFrame from './LearningFrame';
import { useLearningTrail } from '../../ui/learning-trail';

const horizonte = tenant.app as AppDetails;

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  clearSession();
});

/** A learning page as the level screen will be: it names its place, after 'Início'. */
function LevelPage() {
  useLearningTrail([
    { label: 'Escola de Liderança', to: '/catalog/HZ-ESC-LID' },
    { label: 'Liderança Situacional', to: '/level/501/HZ-LID-01' },
  ]);
  return <Link to="/trilhas-de-aprendizagem/2">Uma seção</Link>;
}

/** The learning home names its trail, 'Início' alone (LearningHomeScreen). */
function HomePage() {
  useLearningTrail([]);
  return <p>Início da aprendizagem</p>;
}

function renderFrame(route: string) {
  api = installFakeApi(() => json(404, { success: false, message: 'Rota não encontrada.' }));
  signInForTest({ loginInfo: { name: 'Bruno Lima' } });
  return renderWithEngine(
    <TenantContext.Provider value={horizonte}>
      <Routes>
        <Route element={<LearningFrame />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/level/:idEnrollment/:nodeCode" element={<LevelPage />} />
          <Route path="/:slug/:idSection" element={<p>Seção do aplicativo</p>} />
        </Route>
      </Routes>
    </TenantContext.Provider>,
    { route },
  );
}

const footerTrail = () =>
  within(screen.getByRole('contentinfo')).queryByRole('navigation', { name: 'Você está em' });

describe('the learning frame', () => {
  it("shows in its footer the trail the page names, after 'Início', and drops it with the page", () => {
    renderFrame('/level/501/HZ-LID-01');
    const trail = footerTrail();
    expect(
      within(trail!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Início', 'Escola de Liderança', 'Liderança Situacional']);
    expect(
      within(trail!).getByRole('link', { name: 'Liderança Situacional' }).getAttribute('aria-current'),
    ).toBe('page');
    // A content-app section names no learning trail.
    fireEvent.click(screen.getByRole('link', { name: 'Uma seção' }));
    expect(screen.getByText('Seção do aplicativo')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Você está em' })?.closest('footer') ?? null).toBeNull();
  });

  it("shows 'Início' alone on the home, with no way back", () => {
    renderFrame('/');
    expect(
      within(footerTrail()!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Início']);
    expect(within(screen.getByTestId('top-bar')).queryByRole('button', { name: 'Voltar' })).toBeNull();
  });
});
