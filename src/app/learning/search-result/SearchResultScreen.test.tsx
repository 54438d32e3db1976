import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import tenant from '../../../../fixtures/horizonte/tenant.json';
import type { AppDetails } from '../../../generated/types';
import { renderWithEngine } from '../../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../../tests/setup/fake-api';
import { signInForTest } from '../../../../tests/setup/signed-in';
import { clearSession, lastVisited, rememberVisit } from '../../../session';
import { TenantContext } from '../../../session/tenant';
import SearchResultScreen from './SearchResultScreen';

const horizonte = tenant.app as AppDetails;
const slow = { timeout: 10_000 };

const node = (index: number) => ({
  nodeCode: `HZ-CAT-${index}`,
  nodeType: 'LEARNING',
  title: `Curso de liderança ${index}`,
});
const enrolled = {
  nodeCode: 'HZ-LID-01',
  nodeType: 'LEARNING',
  title: 'Liderança Situacional',
  nodeEnrollment: { status: 'IN_PROGRESS', progress: 40, enrollment: { idEnrollment: 501 } },
};

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  clearSession();
});

/** The server's search over `found`, 5 a page as asked. */
function renderSearch(text: string, found: unknown[]) {
  api = installFakeApi((url) => {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return { totalRecords: found.length, data: found.slice(offset, offset + limit) };
  });
  signInForTest();
  return renderWithEngine(
    <TenantContext.Provider value={horizonte}>
      <Routes>
        <Route path="/searchResult/:searchText" element={<SearchResultScreen />} />
      </Routes>
    </TenantContext.Provider>,
    { route: `/searchResult/${encodeURIComponent(text)}`, appStaleTime: true },
  );
}

const searches = () => (api?.calls ?? []).filter((url) => url.pathname === '/learning/search');

describe('/searchResult/{text}', () => {
  it('lists what the search found as cards, 5 at a time, a level marked as opened from search', async () => {
    renderSearch('liderança', [enrolled, ...Array.from({ length: 6 }, (_, index) => node(index + 1))]);
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para "liderança"' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Resultados da pesquisa' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('7 resultados');
    // Bruno's course opens its level, told he came from search; a course he is not in, its catalog page.
    expect(within(list).getByRole('link', { name: 'Liderança Situacional' }).getAttribute('href')).toBe(
      '/level/501/HZ-LID-01?fromSearch=1',
    );
    expect(within(list).getByRole('link', { name: 'Curso de liderança 1' }).getAttribute('href')).toBe(
      '/catalog/HZ-CAT-1',
    );
    const [first] = searches();
    expect(first?.searchParams.get('searchString')).toBe('liderança');
    expect(first?.searchParams.get('limit')).toBe('5');
    // "Carregar mais" (the scroll's door for keyboards) asks for the next 5 from where the list ends.
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(list).findByRole('link', { name: 'Curso de liderança 6' }, slow)).toBeTruthy();
    expect(searches()[1]?.searchParams.get('offset')).toBe('5');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('says what was not found', async () => {
    renderSearch('xqzwv', []);
    expect(await screen.findByText('Não foram encontrados resultados para "xqzwv"', {}, slow)).toBeTruthy();
  });

  it('asks nothing for fewer than 3 characters, and says why', () => {
    renderSearch('ab', [node(1)]);
    expect(screen.getByRole('status').textContent).toBe('Digite ao menos 3 caracteres para pesquisar.');
    expect(searches()).toEqual([]);
  });

  it('resets the navigation history to itself', () => {
    rememberVisit('/level/501');
    rememberVisit('/catalog/HZ-ESC-LID');
    renderSearch('ab', []);
    expect(lastVisited()).toBe('/searchResult/ab');
    rememberVisit('/level/501');
    // The page before it was forgotten: going back through the history finds only the search.
    expect(JSON.parse(localStorage.getItem('wl.navigationHistory') ?? '[]')).toEqual([
      '/searchResult/ab',
      '/level/501',
    ]);
  });

  it('searches the first 300 characters of a longer address', async () => {
    renderSearch('x'.repeat(301), []);
    expect(
      await screen.findByText(`Não foram encontrados resultados para "${'x'.repeat(300)}"`, {}, slow),
    ).toBeTruthy();
    expect(searches()[0]?.searchParams.get('searchString')).toBe('x'.repeat(300));
  });
});
