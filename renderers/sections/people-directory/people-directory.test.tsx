import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DirectoryUser, MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import { hasMore, nextShown, peopleOnPage } from './directory';
import PeopleDirectory from './index';
import { hrefOf } from '../../../tests/setup/queries';
import { itShowsLoadingAndError } from '../../../tests/setup/load-states';

const section: MenuSection = { idSection: 152, idSectionType: 21, name: 'Pessoas' };

const firstNames = [
  'Ana',
  'Beatriz',
  'Carlos',
  'Débora',
  'Eduardo',
  'Fernanda',
  'Gabriel',
  'Helena',
  'Isabela',
];
const lastNames = ['Souza', 'Lima', 'Rocha'];
const people: DirectoryUser[] = firstNames
  .flatMap((first) => lastNames.map((last) => `${first} ${last}`))
  .map((name) => ({
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@aurora.test`,
    department: 'Comercial',
    role: 'Analista',
  }));
people[0]!.photo = '/demo/avatar-ana.svg';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

/** The server's rules (server/directory/rules.ts): case-sensitive name search, 10 * page. */
function renderDirectory(answer?: (url: URL) => unknown) {
  api = installFakeApi(
    answer ??
      ((url) => {
        const text = url.searchParams.get('searchText') ?? '';
        const matches = people.filter((person) => person.name.includes(text));
        const page = Number(url.searchParams.get('page'));
        return { success: true, userList: matches.slice(0, 10 * page), totalRecord: matches.length };
      }),
  );
  return renderWithEngine(<PeopleDirectory section={section} format={{}} items={[]} />, {
    route: '/pessoas/152?idSection=152',
    appStaleTime: true,
  });
}

const search = () => screen.getByRole('searchbox', { name: 'Buscar Usuário' });

describe('people directory rules', () => {
  it('asks 10 more people per page', () => {
    expect([1, 2, 3].map(peopleOnPage)).toEqual([10, 20, 30]);
    expect(hasMore(10, 27)).toBe(true);
    expect(hasMore(27, 27)).toBe(false);
  });

  it('follows a new search only when its first page has matches', () => {
    const shown = { searchText: 'Ana', page: 2 };
    expect(nextShown(shown, 'Bea', { userList: [{}] })).toEqual({ searchText: 'Bea', page: 1 });
    expect(nextShown(shown, 'bea', { userList: [] })).toBe(shown);
    expect(nextShown(shown, 'Bea', undefined)).toBe(shown);
    expect(nextShown(shown, 'Ana', { userList: [{}] })).toBe(shown);
  });
});

describe('people directory (section type 21)', () => {
  it('shows the first 10 people and adds 10 with "ver mais"', async () => {
    renderDirectory();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    expect(screen.getByText('10 de 27 pessoas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ver mais' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'ver mais' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(27));
    expect(screen.queryByRole('button', { name: 'ver mais' })).toBeNull();
    expect(api?.calls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
  });

  it('keeps the shown people, marked busy, while the next page comes', async () => {
    let answer: (() => void) | undefined;
    renderDirectory(async (url) => {
      const page = Number(url.searchParams.get('page'));
      if (page === 2) await new Promise<void>((done) => (answer = done));
      return { success: true, userList: people.slice(0, 10 * page), totalRecord: people.length };
    });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'ver mais' }));
    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'ver mais' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByText('Carregando...')).toBeNull();
    answer!();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBeNull();
  });

  it('links each person to /PerfilUsuario with nome, email and photo', async () => {
    renderDirectory();
    const ana = await screen.findByRole('link', { name: /Ana Souza/ });
    expect(ana.getAttribute('href')).toBe(
      '/PerfilUsuario?nome=Ana%20Souza&email=ana.souza%40aurora.test&photo=%2Fdemo%2Favatar-ana.svg',
    );
    expect(hrefOf(/Ana Lima/)).toBe('/PerfilUsuario?nome=Ana%20Lima&email=ana.lima%40aurora.test&photo=');
  });

  it('searches the name case-sensitively and keeps the previous list when nothing matches', async () => {
    renderDirectory();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    fireEvent.change(search(), { target: { value: 'Rocha' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(9), { timeout: 3000 });
    expect(api?.calls.at(-1)?.searchParams.get('searchText')).toBe('Rocha');

    fireEvent.change(search(), { target: { value: 'rocha' } });
    expect(
      await screen.findByText('Nenhum nome contém "rocha". A lista anterior foi mantida.', undefined, {
        timeout: 3000,
      }),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText('9 de 9 pessoas')).toBeTruthy();

    fireEvent.change(search(), { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10), { timeout: 3000 });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  itShowsLoadingAndError('the first page', (answer) => renderDirectory(answer));

  it('says "Nenhum conteúdo disponível" when the tenant has nobody to list', async () => {
    renderDirectory(() => ({ success: true, userList: [], totalRecord: 0 }));
    expect(await screen.findByText('Nenhum conteúdo disponível')).toBeTruthy();
  });
});
