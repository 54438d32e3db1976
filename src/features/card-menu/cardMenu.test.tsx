import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import tenant from '../../../fixtures/aurora/tenant.json';
import { TenantContext } from '../../session/tenant';
import type { AppDetails } from '../../generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, serverError, type FakeApi } from '../../../tests/setup/fake-api';
import CardMenuScreen from './index';
import { hrefOf } from '../../../tests/setup/queries';

const parent = {
  idContentItem: 5010,
  idContentType: 4,
  idSection: 173,
  text: 'Comercial',
  description: 'Prospecção, negociação e playbook.',
};
const children = [
  { idContentItem: 5020, idContentType: 25, parent: 5010, text: 'Playbook comercial 2026' },
  { idContentItem: 5021, idContentType: 2, parent: 5010, text: 'Reunião de descoberta', duration: 780 },
];

let api: FakeApi | undefined;
afterEach(() => api?.restore());

function renderCardMenu(childAnswer: () => unknown) {
  api = installFakeApi((url) =>
    url.pathname === '/content/find/5010' ? { success: true, content: [parent] } : childAnswer(),
  );
  return renderWithEngine(
    <TenantContext.Provider value={tenant.app as AppDetails}>
      <Routes>
        <Route path="/cardMenu/:id" element={<CardMenuScreen />} />
      </Routes>
    </TenantContext.Provider>,
    // The app's freshness: on a busy machine a suspense query's answer can come after TanStack's
    // 1 s floor, and the screen would ask a second time (the test counts the calls).
    { route: '/cardMenu/5010', appStaleTime: true },
  );
}

describe('/cardMenu/{id}', () => {
  it("shows the entry's children as cards opening /content/{id}", async () => {
    renderCardMenu(() => ({ success: true, content: children }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Comercial' })).toBeTruthy();
    expect(screen.getByText('Prospecção, negociação e playbook.')).toBeTruthy();
    expect(hrefOf('Playbook comercial 2026')).toBe('/content/5020?idSection=173');
    expect(hrefOf('Reunião de descoberta')).toBe('/content/5021?idSection=173');
    expect(api?.calls.map((url) => url.pathname).sort()).toEqual([
      '/content/find/5010',
      '/content/listcontentchild/5010',
    ]);
  });

  it('says "Nenhum conteúdo disponível" without children', async () => {
    renderCardMenu(() => ({ success: true, content: [] }));
    expect(await screen.findByText('Nenhum conteúdo disponível')).toBeTruthy();
  });

  it('shows the fallback in place of an invalid child', async () => {
    renderCardMenu(() => ({ success: true, content: [children[0], { idContentItem: 9 }] }));
    expect(await screen.findByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says "Houve algum erro durante o carregamento das informações" when the children fail', async () => {
    renderCardMenu(serverError);
    expect(await screen.findByText('Houve algum erro durante o carregamento das informações')).toBeTruthy();
  });
});
