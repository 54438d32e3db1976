import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { catalogAnswer, demoNodes } from '../../features/learning-catalog/test-support';
import { directTeam } from '../../../tests/fixtures/learning-samples';
import { renderSignedIn } from '../../../tests/setup/learning-signed-in';
import { footerTrail, WithFooterTrail } from '../../../tests/setup/learning-trail';
import { resizeTo, restoreWidthAfterEach } from '../../../tests/setup/viewport';
import tenant from '../../../fixtures/horizonte/tenant.json';
import type { AppDetails } from '../../generated/types';
import { TenantContext } from '../../session/tenant';
import CatalogScreen from './CatalogScreen';

restoreWidthAfterEach();

const catalog = demoNodes(30);

/** A course bruno is not enrolled in, as the server presents it: the node alone, no children. */
const course = {
  idNode: 102,
  nodeCode: 'HZ-LID-02',
  nodeType: 'LEARNING',
  title: 'Gestão de Conflitos',
  description: 'Mediação de conflitos e conversas difíceis na equipe.',
  syllabus: '<p>Módulo 1: escuta</p><script>window.hacked = true</script>',
  workload: 6,
  selfEnrollment: true,
  parentNodes: [
    { nodeCode: 'HZ-ESC-LID', idNode: 12, nodeType: 'ORGANIZATION', title: 'Escola de Liderança' },
  ],
};

function api(url: URL) {
  if (url.pathname === '/learning/catalogs/HZ-LID-02') return { data: course };
  if (url.pathname.startsWith('/learning/teams')) return { data: [directTeam] };
  if (url.pathname === '/learning/catalogs/HZ-CATALOGO')
    return {
      data: {
        nodeCode: 'HZ-CATALOGO',
        nodeType: 'ORGANIZATION',
        title: 'Catálogo de cursos',
        parentNodes: [
          { nodeCode: 'HZ-ESCOLA', idNode: 100, nodeType: 'ORGANIZATION', title: 'Universidade Horizonte' },
        ],
      },
    };
  return catalogAnswer(catalog, url);
}

const renderScreen = (path: string) =>
  renderSignedIn(
    <TenantContext.Provider value={tenant.app as AppDetails}>
      <WithFooterTrail>
        <Routes>
          <Route path="/catalog/:nodeCode" element={<CatalogScreen />} />
          <Route path="/catalog/:nodeCode/:idEnrollment" element={<CatalogScreen />} />
        </Routes>
      </WithFooterTrail>
    </TenantContext.Provider>,
    api,
    path,
  );

const listingCalls = (calls: URL[]) => calls.filter((call) => call.pathname.endsWith('/nodes'));

// The first render transforms the screen's modules: seconds on a busy machine.
describe('the catalog page', { timeout: 20_000 }, () => {
  it("shows the node's title and the grid of its nodes, the whole tree unless told a depth", async () => {
    resizeTo(1280);
    const { api: fake } = await renderScreen('/catalog/HZ-CATALOGO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo de cursos' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Catálogo de cursos' });
    expect(await within(grid).findByRole('link', { name: 'Atendimento na prática 1' })).toBeTruthy();
    expect(screen.getByText('30 resultados')).toBeTruthy();
    const [first] = listingCalls(fake.calls);
    // landscape-xsmall: 3 columns on wide screens, 2 x 3 + 1 at first.
    expect(Object.fromEntries(first!.searchParams)).toEqual({ depth: '10', offset: '0', limit: '7' });
  });

  it("names its place in the footer's trail: the catalog's schools, then itself", async () => {
    await renderScreen('/catalog/HZ-CATALOGO');
    expect(await footerTrail('Catálogo de cursos')).toEqual([
      ['Início', '/'],
      ['Universidade Horizonte', '/catalog/HZ-ESCOLA'],
      ['Catálogo de cursos', '/catalog/HZ-CATALOGO'],
    ]);
  });

  it("takes the depth, text and tags 'Ver todos' carried, and its boxes show them", async () => {
    const { api: fake } = await renderScreen('/catalog/HZ-CATALOGO?depth=2&busca=pr%C3%A1tica&tags=Vendas');
    await screen.findByRole('link', { name: 'Vendas na prática 2' });
    expect(Object.fromEntries(listingCalls(fake.calls)[0]!.searchParams)).toMatchObject({
      depth: '2',
      searchString: 'prática',
      tags: 'Vendas',
    });
    expect((screen.getByRole('searchbox', { name: 'Buscar no catálogo' }) as HTMLInputElement).value).toBe(
      'prática',
    );
    const tags = await screen.findByRole('group', { name: 'Filtrar por tags' });
    expect(within(tags).getByRole('button', { name: 'Vendas' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("loads the next page, from where the first ended, with 'Carregar mais'", async () => {
    resizeTo(1280);
    const { api: fake } = await renderScreen('/catalog/HZ-CATALOGO');
    await screen.findByRole('link', { name: 'Atendimento na prática 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(listingCalls(fake.calls)).toHaveLength(2));
    const next = listingCalls(fake.calls)[1]!;
    expect([next.searchParams.get('offset'), next.searchParams.get('limit')]).toEqual(['7', '6']);
  });

  it('presents a course without an enrollment, offers its classes and lists none of its nodes', async () => {
    const { api: fake } = await renderScreen('/catalog/HZ-LID-02');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestão de Conflitos' })).toBeTruthy();
    expect(screen.getByText('Mediação de conflitos e conversas difíceis na equipe.')).toBeTruthy();
    expect(screen.getByText('Carga horária: 6 h')).toBeTruthy();
    expect(screen.getByText('Módulo 1: escuta')).toBeTruthy();
    expect(document.querySelector('[data-presentation] script')).toBeNull();
    expect(screen.getByText('Os conteúdos do curso são listados após a matrícula.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'fazer matrícula' }));
    const modal = await screen.findByRole('dialog', { name: 'Turmas de Gestão de Conflitos' });
    expect(await within(modal).findByRole('button', { name: 'Matricular-se' })).toBeTruthy();
    expect(listingCalls(fake.calls)).toEqual([]);
    expect(screen.queryByRole('searchbox', { name: 'Buscar no catálogo' })).toBeNull();
  });
});
