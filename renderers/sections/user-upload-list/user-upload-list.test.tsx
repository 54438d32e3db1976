import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MenuSection } from '../../../src/generated/types';
import { renderWithEngine, articleOfLink } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import UserUploadList from './index';
import { hrefOf } from '../../../tests/setup/queries';
import { itShowsLoadingAndError } from '../../../tests/setup/load-states';

const section: MenuSection = { idSection: 171, idSectionType: 31, name: 'Mural da equipe' };

const uploads = [
  {
    idUserUpload: 5001,
    idSection: 171,
    title: 'Confraternização do time',
    name: 'Júlia Ramos',
    mimetype: 'image/jpeg',
    extension: 'jpg',
    url: '/demo/foto.jpg',
    date: new Date(2026, 3, 3, 14, 20).toISOString(),
  },
  {
    idUserUpload: 5002,
    idSection: 171,
    title: 'Apresentação da convenção',
    name: 'Rafael Nunes',
    mimetype: 'application/pdf',
    extension: 'pdf',
    url: '/demo/convencao.pdf',
  },
];

let api: FakeApi | undefined;
afterEach(() => api?.restore());

function renderList(answer: (url: URL) => unknown) {
  api = installFakeApi(answer);
  return renderWithEngine(<UserUploadList section={section} format={{}} items={[]} />);
}

const card = articleOfLink;

describe('user upload list (section type 31)', () => {
  it("loads the section's uploads and opens each at /userupload/{id}?idSection={id}", async () => {
    renderList(() => ({ success: true, data: uploads }));
    const link = await screen.findByRole('link', { name: 'Confraternização do time' });
    expect(link.getAttribute('href')).toBe('/userupload/5001?idSection=171');
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/userupload/list/171']);
    expect(hrefOf('Apresentação da convenção')).toBe('/userupload/5002?idSection=171');
  });

  it('shows title, author, date and the kind of file', async () => {
    renderList(() => ({ success: true, data: uploads }));
    await screen.findByRole('link', { name: 'Confraternização do time' });
    const photo = within(card('Confraternização do time'));
    expect(photo.getByText('Imagem')).toBeTruthy();
    expect(photo.getByText('Júlia Ramos', { exact: false })).toBeTruthy();
    // Its age ("5d", "2m"...), with the full date in the <time>'s title.
    const time = photo.getByTitle(/^3 de abril de 2026 às \d\d:\d\d$/);
    expect(time.tagName).toBe('TIME');
    expect(time.textContent).toMatch(/^\d+[smhda]/);
    expect(within(card('Apresentação da convenção')).getByText('Arquivo PDF')).toBeTruthy();
  });

  it('shows the fallback in place of an invalid upload and keeps the others', async () => {
    renderList(() => ({ success: true, data: [uploads[0], { idUserUpload: 9 }, uploads[1]] }));
    expect(await screen.findByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('says "Nenhum conteúdo disponível" when the section has no uploads', async () => {
    renderList(() => ({ success: true, data: [] }));
    expect(await screen.findByText('Nenhum conteúdo disponível')).toBeTruthy();
  });

  itShowsLoadingAndError('the list', (answer) => renderList(answer));
});
