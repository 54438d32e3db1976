import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { validate, validateItems } from '../../../src/engine';
import type { MediaLibraryEntry, MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, serverError, type FakeApi } from '../../../tests/setup/fake-api';
import { folderTrail, listFolder, normalizeFolder } from './folder';
import MediaLibrary from './index';

const section: MenuSection = { idSection: 151, idSectionType: 20, name: 'Biblioteca de documentos' };
const policies = { idContentItem: 4001, idContentType: 9, text: 'Políticas e normas internas' };
const brand = {
  idContentItem: 4002,
  idContentType: 9,
  text: 'Marca e comunicação',
  description: 'Logotipos',
};
const longFolder = 'Procedimentos operacionais padrão de saúde e segurança do trabalho';

const files: MediaLibraryEntry[] = [
  {
    key: 'Código de conduta.pdf',
    isFolder: false,
    url: '/demo/codigo.pdf',
    date: '2026-03-02T13:00:00.000Z',
  },
  { key: 'Políticas/', isFolder: true, date: '2026-02-10T12:00:00.000Z' },
  {
    key: 'Políticas/RH/férias.pdf',
    isFolder: false,
    url: '/demo/ferias.pdf',
    date: '2026-05-18T14:30:00.000Z',
  },
  { key: 'Políticas/RH/Admissão.pdf', isFolder: false, url: '/demo/admissao.pdf' },
  { key: `${longFolder}/`, isFolder: true },
  { key: 'Arquivo morto/', isFolder: true },
  { key: 'anexo.pdf', isFolder: false, url: '/demo/anexo.pdf' },
];

let api: FakeApi | undefined;
afterEach(() => api?.restore());

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderLibrary(
  raw: unknown[],
  route = '/biblioteca-de-documentos/151?idSection=151',
  answer: unknown = { success: true, files },
) {
  api = installFakeApi(() => answer);
  return renderWithEngine(
    <>
      <MediaLibrary section={section} format={{}} items={validateItems(validate, 'content-item', raw)} />
      <Location />
    </>,
    { route, appStaleTime: true },
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('media library rows (folder.ts)', () => {
  it('lists one folder: folders first, then files, each in pt-BR order, folders implied by paths too', () => {
    expect(listFolder(files, '').map((row) => row.name)).toEqual([
      'Arquivo morto',
      'Políticas',
      longFolder,
      'anexo.pdf',
      'Código de conduta.pdf',
    ]);
    const hr = listFolder(files, 'Políticas/');
    expect(hr).toEqual([{ name: 'RH', path: 'Políticas/RH/', isFolder: true, date: undefined }]);
    expect(listFolder(files, 'Políticas/RH/').map((row) => row.name)).toEqual(['Admissão.pdf', 'férias.pdf']);
    expect(listFolder(files, 'Arquivo morto/')).toEqual([]);
  });

  it('reads the ?pasta= value and splits it into crumbs', () => {
    expect(normalizeFolder(null)).toBe('');
    expect(normalizeFolder('/Políticas/RH')).toBe('Políticas/RH/');
    expect(folderTrail('Políticas/RH/')).toEqual([
      { name: 'Políticas', path: 'Políticas/' },
      { name: 'RH', path: 'Políticas/RH/' },
    ]);
  });
});

describe('media library (section type 20)', () => {
  it('opens a single library directly, with the columns "Nome" and "Modificado"', async () => {
    renderLibrary([policies]);
    expect(await screen.findByRole('columnheader', { name: 'Nome' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Modificado' })).toBeTruthy();
    expect(names()).toEqual([
      'Arquivo morto',
      'Políticas',
      longFolder,
      'anexo.pdf (abre em uma nova aba)',
      'Código de conduta.pdf (abre em uma nova aba)',
    ]);
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/mediacenter/4001']);
    const file = screen.getByRole('link', { name: /Código de conduta\.pdf/ });
    expect(file.getAttribute('href')).toBe('/demo/codigo.pdf');
    expect(file.getAttribute('target')).toBe('_blank');
    expect(file.getAttribute('rel')).toContain('noopener');
    const row = file.closest('tr') as HTMLElement;
    expect(within(row).getByText(/^02\/03\/2026 \d\d:\d\d$/)).toBeTruthy();
  });

  it('opens folders through ?pasta=, with clickable breadcrumbs from the library title', async () => {
    renderLibrary([policies]);
    fireEvent.click(await screen.findByRole('link', { name: 'Políticas' }));
    fireEvent.click(await screen.findByRole('link', { name: 'RH' }));
    expect(screen.getByTestId('location').textContent).toBe(
      `?idSection=151&pasta=${encodeURIComponent('Políticas/RH/').replaceAll('%2F', '%2F')}`,
    );
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Políticas e normas internas', 'Políticas', 'RH']);
    expect(within(trail).getByRole('link', { name: 'RH' }).getAttribute('aria-current')).toBe('page');
    expect(names()).toEqual(['Admissão.pdf (abre em uma nova aba)', 'férias.pdf (abre em uma nova aba)']);
    fireEvent.click(within(trail).getByRole('link', { name: 'Políticas e normas internas' }));
    expect(screen.getByTestId('location').textContent).toBe('?idSection=151');
  });

  it('cuts a breadcrumb at 40 characters and keeps the full title as its name', async () => {
    renderLibrary([policies], `/b/151?pasta=${encodeURIComponent(`${longFolder}/`)}`);
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    const crumb = within(trail).getByRole('link', { name: longFolder });
    // What the eye reads; the whole title is the link's name (hidden text for screen readers).
    expect(crumb.querySelector('[aria-hidden="true"]')?.textContent).toBe(
      'Procedimentos operacionais padrão de saú...',
    );
    expect(await screen.findByText('Nenhum conteúdo disponível')).toBeTruthy();
  });

  it('says "Nenhum conteúdo disponível" in an empty folder', async () => {
    renderLibrary([policies], `/b/151?pasta=${encodeURIComponent('Arquivo morto/')}`);
    expect(await screen.findByText('Nenhum conteúdo disponível')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says "Erro ao carregar conteúdo" when the library does not load, and retries', async () => {
    renderLibrary([policies], undefined, serverError());
    expect(await screen.findByText('Erro ao carregar conteúdo')).toBeTruthy();
    api?.restore();
    api = installFakeApi(() => ({ success: true, files }));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('table')).toBeTruthy());
  });

  it('lists several libraries to pick from, then opens the chosen one', async () => {
    renderLibrary([policies, brand]);
    expect(screen.getByRole('heading', { name: 'Escolha uma biblioteca' })).toBeTruthy();
    expect(api?.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('link', { name: /Marca e comunicação/ }));
    expect(screen.getByTestId('location').textContent).toBe('?idSection=151&biblioteca=4002');
    await screen.findByRole('table');
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/mediacenter/4002']);
    const trail = screen.getByRole('navigation', { name: 'Você está em' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Biblioteca de documentos', 'Marca e comunicação']);
  });
});
