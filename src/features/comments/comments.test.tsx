// The comment drawer's rules (learning-area.md 2.4, 4.10, 5, 8, 9) against a fake of the API: paging
// (6 comments a load, replies 5 a load), the write box (never sends an empty text, keeps it when the
// call fails), the spec's empty text, delete after the spec's question with its toast, report once
// ('Denunciado'), the hidden-content notice, the class tab only for a class that takes comments.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LearningComment } from '../../generated/types';
import { SessionProvider } from '../../session';
import { toastStore } from '../../ui/toast';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { CommentsDrawer, type ClassComments } from '.';

const me = 2;

const comment = (idComment: number, changes: Partial<LearningComment> = {}): LearningComment => ({
  idComment,
  idParentComment: null,
  text: `Comentário ${idComment}`,
  createdBy: 7,
  name: 'Camila Ferreira',
  photo: null,
  creationDate: '2026-11-10T12:00:00.000Z',
  lastModifiedDate: '2026-11-10T12:00:00.000Z',
  totalReplies: 0,
  totalReports: 0,
  hiddenBy: null,
  deleted: false,
  reportedByMe: false,
  ...changes,
});

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: Call) => unknown;

let api: FakeApi | undefined;
afterEach(() => api?.restore());

function renderDrawer(handler: Handler, classComments?: ClassComments) {
  signInForTest({ loginInfo: { idUser: me } });
  const calls: Call[] = [];
  api = installFakeApi((url, init) => {
    const call = {
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  renderWithEngine(
    <SessionProvider>
      <CommentsDrawer open onClose={() => undefined} idNode={101} classComments={classComments} />
    </SessionProvider>,
    { appStaleTime: true },
  );
  return calls;
}

/** A list of `total` comments numbered from 1, newest (the highest) first, paged by offset and limit. */
const pagedList =
  (total: number, make = (id: number) => comment(id)) =>
  (url: URL) => {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    const ids = Array.from({ length: total }, (_, index) => total - index).slice(offset, offset + limit);
    return { comments: ids.map(make), totalRecords: total };
  };

const gets = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET').map((call) => `${call.url.pathname}${call.url.search}`);

const list = () => screen.getByRole('list', { name: 'Comentários' });
const articleOf = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

describe('the comment list', () => {
  it('shows 6 comments, then 6 more with "Carregar mais comentários" until all are there', async () => {
    const calls = renderDrawer(({ url }) => pagedList(8)(url));
    expect(await screen.findByText('Comentário 8')).toBeTruthy();
    expect(within(list()).getAllByRole('article')).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais comentários' }));
    expect(await screen.findByText('Comentário 1')).toBeTruthy();
    expect(within(list()).getAllByRole('article')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Carregar mais comentários' })).toBeNull();
    expect(gets(calls)).toEqual([
      '/learning/comments/NODE/101?offset=0&limit=6',
      '/learning/comments/NODE/101?offset=6&limit=6',
    ]);
  });

  it("says 'Não há interações na página/turma ainda. Seja o primeiro!' when there are none", async () => {
    renderDrawer(() => ({ comments: [], totalRecords: 0 }));
    expect(await screen.findByText('Não há interações na página/turma ainda. Seja o primeiro!')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Escreva um comentário' })).toBeTruthy();
  });

  it("says 'Erro de carregamento.' with a retry when the list does not come", async () => {
    let fail = true;
    renderDrawer(() =>
      fail ? json(500, { success: false, message: 'Erro' }) : { comments: [], totalRecords: 0 },
    );
    expect(await screen.findByText('Erro de carregamento.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Não há interações na página/turma ainda. Seja o primeiro!')).toBeTruthy();
  });

  it('loads a comment’s replies 5 at a time', async () => {
    const calls = renderDrawer(({ url }) => {
      const parent = url.searchParams.get('idParentComment');
      if (parent)
        return pagedList(7, (id) => comment(100 + id, { idParentComment: 1, text: `Resposta ${id}` }))(url);
      return { comments: [comment(1, { totalReplies: 7 })], totalRecords: 1 };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ver 7 respostas' }));
    const replies = await screen.findByRole('list', { name: 'Respostas a Camila Ferreira' });
    await waitFor(() => expect(within(replies).getAllByRole('article')).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Ver mais respostas' }));
    await waitFor(() => expect(within(replies).getAllByRole('article')).toHaveLength(7));
    expect(gets(calls).slice(1)).toEqual([
      '/learning/comments/NODE/101?offset=0&limit=5&idParentComment=1',
      '/learning/comments/NODE/101?offset=5&limit=5&idParentComment=1',
    ]);
    // A reply has no 'Responder' of its own.
    expect(within(articleOf('Resposta 7')).queryByRole('button', { name: 'Responder' })).toBeNull();
  });
});

describe('the write box', () => {
  it('never sends an empty text: only spaces, empty tags or what the server removes', async () => {
    const calls = renderDrawer(() => ({ comments: [], totalRecords: 0 }));
    const box = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
    for (const empty of [
      '   ',
      '<p> </p><br>',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ]) {
      fireEvent.change(box, { target: { value: empty } });
      fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        'Escreva um comentário antes de enviar.',
      );
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps what was typed when the call fails, with the server’s words', async () => {
    let refuse = true;
    const calls = renderDrawer(({ method }) => {
      if (method !== 'POST') return { comments: [], totalRecords: 0 };
      if (refuse) return json(429, { success: false, message: 'Você está comentando rápido demais.' });
      return { success: true, result: comment(9, { text: 'Meu comentário', createdBy: me }) };
    });
    const box = await screen.findByRole('textbox', { name: 'Escreva um comentário' });
    fireEvent.change(box, { target: { value: 'Meu comentário' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Você está comentando rápido demais.');
    expect((box as HTMLTextAreaElement).value).toBe('Meu comentário');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { text: 'Meu comentário' },
      { text: 'Meu comentário' },
    ]);
  });
});

describe('a comment', () => {
  it('is collapsed after 3 lines with "Ver mais" when it is longer, and opens', async () => {
    const heights = Object.getOwnPropertyDescriptors(HTMLElement.prototype);
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.textContent?.includes('longo') ? 200 : 40;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 72 });
    try {
      renderDrawer(() => ({
        comments: [comment(1, { text: 'Um texto longo, de muitas linhas.' }), comment(2, { text: 'Curto.' })],
        totalRecords: 2,
      }));
      await screen.findByText('Um texto longo, de muitas linhas.');
      const long = articleOf('Um texto longo, de muitas linhas.');
      // Measured once drawn (an effect), so waited for.
      const toggle = await within(long).findByRole('button', { name: 'Ver mais' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(within(long).getByRole('button', { name: 'Ver menos' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(within(articleOf('Curto.')).queryByRole('button', { name: 'Ver mais' })).toBeNull();
    } finally {
      Object.defineProperty(
        HTMLElement.prototype,
        'scrollHeight',
        heights.scrollHeight ?? { configurable: true, value: 0 },
      );
      Object.defineProperty(
        HTMLElement.prototype,
        'clientHeight',
        heights.clientHeight ?? { configurable: true, value: 0 },
      );
    }
  });

  it('deletes one’s own after the spec’s question, with the spec’s toast', async () => {
    let deleted = false;
    const calls = renderDrawer(({ method }) => {
      if (method === 'DELETE') {
        deleted = true;
        return { success: true, message: 'Comentário excluído!' };
      }
      return deleted
        ? { comments: [], totalRecords: 0 }
        : { comments: [comment(5, { createdBy: me, name: 'Helena Prado', text: 'Meu' })], totalRecords: 1 };
    });
    await screen.findByText('Meu');
    const mine = articleOf('Meu');
    expect(within(mine).queryByRole('button', { name: 'Denunciar' })).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: 'Excluir' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Tem certeza que deseja excluir permanentemente esta mensagem?',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(toastStore.get().map((toast) => toast.text)).toContain('Comentário excluído!'),
    );
    expect(await screen.findByText('Não há interações na página/turma ainda. Seja o primeiro!')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      '/learning/comments/NODE/101/5',
    ]);
  });

  it("reports another's once: 'Agradecemos por denunciar', then 'Denunciado'", async () => {
    const calls = renderDrawer(({ method }) =>
      method === 'POST'
        ? {
            success: true,
            message: 'Agradecemos por denunciar',
            result: comment(3, { reportedByMe: true, totalReports: 1 }),
          }
        : { comments: [comment(3)], totalRecords: 1 },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Denunciar' }));
    expect(await screen.findByText('Denunciado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Denunciar' })).toBeNull();
    expect(toastStore.get().map((toast) => toast.text)).toContain('Agradecemos por denunciar');
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.url.pathname, call.body]),
    ).toEqual([['/learning/comments/NODE/101/report', { idComment: 3 }]]);
  });

  it('shows the hidden-content notice for a withheld text, and sanitises what it shows', async () => {
    renderDrawer(() => ({
      comments: [
        comment(1, { text: null, hiddenBy: 9 }),
        comment(2, { text: '<b>ok</b><img src=x onerror="alert(1)"><a href="javascript:alert(2)">x</a>' }),
      ],
      totalRecords: 2,
    }));
    expect(await screen.findByText('Este conteúdo foi ocultado.')).toBeTruthy();
    const shown = articleOf('ok');
    expect(shown.innerHTML).not.toMatch(/onerror|javascript:|<img/);
  });
});

describe('the tabs', () => {
  it("shows the class tab only for a class that takes comments, under the class's label", async () => {
    const calls = renderDrawer(() => ({ comments: [], totalRecords: 0 }), {
      idTeam: 11,
      label: 'Turma 2027',
    });
    const tabs = await screen.findByRole('tablist', { name: 'Comentários da página e da turma' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Página', 'Turma 2027']);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Turma 2027' }));
    await waitFor(() => expect(gets(calls)).toContain('/learning/comments/TEAM/11?offset=0&limit=6'));
  });

  it('shows the page’s comments alone without a class tab', async () => {
    renderDrawer(() => ({ comments: [], totalRecords: 0 }));
    expect(await screen.findByRole('dialog', { name: 'Comentários' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
