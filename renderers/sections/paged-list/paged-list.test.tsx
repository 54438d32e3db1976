import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import part from '../../../fixtures/aurora/parts/paged.json';
import type { MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { resizeTo } from '../../../tests/setup/viewport';
import { installFakeApi, serverError, type FakeApi, type FakeHandler } from '../../../tests/setup/fake-api';
import { pagedContentApi, recordingBodies } from '../../../tests/setup/fake-paged-content';
import PagedList from './index';

const section = part.menu[0] as MenuSection;
const content: unknown[] = part.content;
const listPath = `/biblioteca-de-conhecimento/${section.idSection}?idSection=${section.idSection}`;

let fake: FakeApi | undefined;
afterEach(() => {
  fake?.restore();
  vi.useRealTimers();
  sessionStorage.clear();
});

/** Where a card led, and whether it pushed or replaced the list's history entry. */
function ContentProbe() {
  const location = useLocation();
  return (
    <p>
      {location.pathname} {useNavigationType()}
    </p>
  );
}

function renderList(handler: FakeHandler, route = listPath) {
  const recorded = recordingBodies(handler);
  fake = installFakeApi(recorded.handler);
  renderWithEngine(
    <Routes>
      <Route path="/:slug/:idSection" element={<PagedList section={section} format={{}} items={[]} />} />
      <Route path="/content/:id" element={<ContentProbe />} />
    </Routes>,
    { route, appStaleTime: true },
  );
  return recorded.bodies;
}

/** A window of this size; a tall one has every row of the grid on screen, so every card is drawn. */
const withWindow = (width: number, height = window.innerHeight) => {
  const original = { width: window.innerWidth, height: window.innerHeight };
  resizeTo(width, height);
  return () => resizeTo(original.width, original.height);
};

describe('paged list with search tags (section type 9)', () => {
  it('shows page 1 and, on desktop, fetches page 2 at once', async () => {
    const bodies = renderList(pagedContentApi(content));
    expect(await screen.findByText('30 conteúdos encontrados')).toBeTruthy();
    // 3024 is the last item of page 2.
    expect(
      await screen.findByRole('link', { name: 'Canal de Ética: como relatar com segurança' }),
    ).toBeTruthy();
    expect(bodies.map((body) => body.page)).toEqual([1, 2]);
    expect(bodies[0]).toEqual({ page: 1, pageSize: 12, searchTags: [] });
    const first = screen.getByRole('link', { name: 'Feedback em 4 passos: do fato ao combinado' });
    expect(first.getAttribute('href')).toBe('/content/3001?idSection=141');
    expect(within(first.closest('article') as HTMLElement).getByText('Concluído')).toBeTruthy();
    expect(screen.getByRole('list', { name: section.name }).querySelectorAll('[role=listitem]')).toHaveLength(
      24,
    );
  });

  it('waits for the scroll, or "Carregar mais", on narrower screens', async () => {
    const restore = withWindow(800, 4000);
    try {
      const bodies = renderList(pagedContentApi(content));
      await screen.findByRole('link', { name: 'Feedback em 4 passos: do fato ao combinado' });
      expect(bodies.map((body) => body.page)).toEqual([1]);
      expect(screen.getAllByRole('listitem')).toHaveLength(12);
      fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
      await screen.findByRole('link', { name: 'Canal de Ética: como relatar com segurança' });
      fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
      await screen.findByRole('link', { name: 'Semana da Inovação 2026: inscrições abertas' });
      expect(bodies.map((body) => body.page)).toEqual([1, 2, 3]);
      expect(screen.getAllByRole('listitem')).toHaveLength(30);
      expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    } finally {
      restore();
    }
  });

  it('applies the search text 1000 ms after the last keystroke', async () => {
    const bodies = renderList(pagedContentApi(content));
    await screen.findByText('30 conteúdos encontrados');
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    fireEvent.change(box, { target: { value: 'phish' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.change(box, { target: { value: 'phishing' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(bodies.some((body) => body.searchText)).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(bodies.filter((body) => body.searchText)).toEqual([
      { page: 1, pageSize: 12, searchTags: [], searchText: 'phishing' },
    ]);
    expect(screen.getByText('1 conteúdo encontrado')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Como reconhecer um e-mail de phishing em 30 segundos' }),
    ).toBeTruthy();
  });

  it('filters by the pressed tag chips, every one of them', async () => {
    const bodies = renderList(pagedContentApi(content));
    const chips = await screen.findByRole('group', { name: 'Filtrar por tags' });
    const sales = within(chips).getByRole('button', { name: 'Vendas' });
    expect(sales.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(sales);
    expect(await screen.findByText('6 conteúdos encontrados')).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Vendas' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(chips).getByRole('button', { name: 'Liderança' }));
    expect(await screen.findByText('1 conteúdo encontrado')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Trilha interativa: negociação com grandes contas' }),
    ).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ page: 1, pageSize: 12, searchTags: ['Liderança', 'Vendas'] });
  });

  it('shows "Carregando..." in place of the cards while another filter loads, as before', async () => {
    const answer = pagedContentApi(content);
    let release: (() => void) | undefined;
    renderList(async (url, init) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as { searchTags: string[] }) : undefined;
      if (body?.searchTags.length) await new Promise<void>((done) => (release = done));
      return answer(url, init);
    });
    const chips = await screen.findByRole('group', { name: 'Filtrar por tags' });
    await screen.findByText('30 conteúdos encontrados');
    fireEvent.click(within(chips).getByRole('button', { name: 'Vendas' }));
    expect(await screen.findByText('Carregando...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Feedback em 4 passos: do fato ao combinado' })).toBeNull();
    release!();
    expect(await screen.findByText('6 conteúdos encontrados')).toBeTruthy();
  });

  it('reads the filter from the address, so coming back shows the same results', async () => {
    const bodies = renderList(pagedContentApi(content), `${listPath}&tag=Compliance&busca=canal`);
    expect(await screen.findByText('1 conteúdo encontrado')).toBeTruthy();
    expect(bodies[0]).toEqual({ page: 1, pageSize: 12, searchTags: ['Compliance'], searchText: 'canal' });
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('canal');
    expect(screen.getByRole('button', { name: 'Compliance' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('replaces the history entry for content type 4', async () => {
    renderList(pagedContentApi(content));
    fireEvent.click(await screen.findByRole('link', { name: 'Portal de integração: sua primeira semana' }));
    expect(screen.getByText('/content/3003 REPLACE')).toBeTruthy();
  });

  it('pushes a history entry for a content that is not type 4', async () => {
    renderList(pagedContentApi(content));
    fireEvent.click(await screen.findByRole('link', { name: 'Reuniões que terminam no horário' }));
    expect(screen.getByText('/content/3002 PUSH')).toBeTruthy();
  });

  it('says "Nenhum conteúdo disponível" when nothing matches', async () => {
    renderList(pagedContentApi([]));
    expect(await screen.findByText('Nenhum conteúdo disponível')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Filtrar por tags' })).toBeNull();
  });

  it('says the load failed and offers to try again', async () => {
    renderList(serverError);
    expect(await screen.findByText('Houve algum erro durante o carregamento das informações')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('keeps the loaded cards when the next page fails, with a retry beside them', async () => {
    const restore = withWindow(800, 4000);
    try {
      let failNext = true;
      const answer = pagedContentApi(content);
      renderList((url, init) => {
        const page = init?.body ? (JSON.parse(String(init.body)) as { page: number }).page : 0;
        if (page === 2 && failNext) {
          failNext = false;
          return serverError();
        }
        return answer(url, init);
      });
      await screen.findByRole('link', { name: 'Feedback em 4 passos: do fato ao combinado' });
      fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Houve algum erro durante o carregamento das informações',
      );
      expect(screen.getAllByRole('listitem')).toHaveLength(12);
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      await screen.findByRole('link', { name: 'Canal de Ética: como relatar com segurança' });
      expect(screen.getAllByRole('listitem')).toHaveLength(24);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      restore();
    }
  });

  it('shows the fallback in place of an invalid item and keeps the others', async () => {
    renderList(pagedContentApi([content[0], { idContentItem: 3999, idContentType: 2 }, content[1]]));
    expect(await screen.findByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
