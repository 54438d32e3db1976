import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogAnswer, demoNodes } from '../../../src/features/learning-catalog/test-support';
import { renderBlockSignedIn } from '../../../tests/setup/learning-signed-in';
import { resizeTo, restoreWidthAfterEach } from '../../../tests/setup/viewport';
import { hrefOf } from '../../../tests/setup/queries';

restoreWidthAfterEach();

const catalog = demoNodes(40);

const listing = (url: URL) => catalogAnswer(catalog, url);

const renderCatalog = (parameters = {}) =>
  renderBlockSignedIn(
    {
      blockType: 'Catalog',
      idBlock: 11,
      title: 'Catálogo',
      parameters: {
        nodeCode: 'HZ-CATALOGO',
        depth: 2,
        textSearch: '1',
        tagsFilter: '1',
        cardFormat: 'portrait',
        ...parameters,
      },
    },
    listing,
  );

const listingCalls = (calls: URL[]) => calls.filter((call) => call.pathname.endsWith('/nodes'));

// The first render transforms the renderer's modules: seconds on a busy machine.
describe('block Catalog', { timeout: 20_000 }, () => {
  it('shows the first page of its node’s catalog as cards of its format, and links to the full grid', async () => {
    resizeTo(1280);
    const { api, container } = await renderCatalog();
    expect(await screen.findByRole('link', { name: 'Atendimento na prática 1' })).toBeTruthy();
    // Portrait: 5 columns on wide screens, so 2 x 5 + 1.
    expect(container.querySelectorAll('article[data-format="portrait"]')).toHaveLength(11);
    const [first] = listingCalls(api.calls);
    expect(first!.pathname).toBe('/learning/catalogs/HZ-CATALOGO/nodes');
    expect(Object.fromEntries(first!.searchParams)).toEqual({ depth: '2', offset: '0', limit: '11' });
    expect(hrefOf('Ver todos: Catálogo')).toBe('/catalog/HZ-CATALOGO?depth=2');
  });

  it('searches what is typed (25 characters at most), and the full grid opens with it', async () => {
    const { api } = await renderCatalog();
    await screen.findByRole('link', { name: 'Atendimento na prática 1' });
    const box = screen.getByRole('searchbox', { name: 'Buscar no catálogo' }) as HTMLInputElement;
    expect(box.maxLength).toBe(25);
    fireEvent.change(box, { target: { value: 'Liderança na prática 3' } });
    expect(await screen.findByRole('link', { name: 'Liderança na prática 35' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Atendimento na prática 1' })).toBeNull());
    expect(listingCalls(api.calls).at(-1)!.searchParams.get('searchString')).toBe('Liderança na prática 3');
    expect(hrefOf('Ver todos: Catálogo')).toBe(
      '/catalog/HZ-CATALOGO?depth=2&busca=Lideran%C3%A7a%20na%20pr%C3%A1tica%203',
    );
  });

  it('filters by the tags pressed, sent as a comma list', async () => {
    const { api } = await renderCatalog();
    await screen.findByRole('link', { name: 'Atendimento na prática 1' });
    const tags = await screen.findByRole('group', { name: 'Filtrar por tags' });
    fireEvent.click(within(tags).getByRole('button', { name: 'Vendas' }));
    fireEvent.click(within(tags).getByRole('button', { name: 'Dados' }));
    expect(within(tags).getByRole('button', { name: 'Vendas' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(listingCalls(api.calls).at(-1)!.searchParams.get('tags')).toBe('Dados,Vendas'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Atendimento na prática 1' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Vendas na prática 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dados na prática 3' })).toBeTruthy();
  });

  it("says 'Não foram encontrados resultados' when nothing matches", async () => {
    await renderCatalog();
    await screen.findByRole('link', { name: 'Atendimento na prática 1' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar no catálogo' }), {
      target: { value: 'nada disso' },
    });
    expect(await screen.findByText('Não foram encontrados resultados')).toBeTruthy();
  });

  it('shows no search box or tags unless its parameters ask for them', async () => {
    await renderCatalog({ textSearch: '0', tagsFilter: undefined });
    await screen.findByRole('link', { name: 'Atendimento na prática 1' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Filtrar por tags' })).toBeNull();
  });
});
