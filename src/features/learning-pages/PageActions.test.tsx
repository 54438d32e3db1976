import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAsLearner } from '../../../tests/setup/learner-api';
import { COPIED_MS, PageActions } from '.';

afterEach(() => vi.useRealTimers());

const likes = (canLike: boolean) => ({ totalLikes: 3, likedByMe: false, canLike });

function renderActions(canLike = true) {
  return renderAsLearner(<PageActions idUser={2} idNode={101} idTeam={11} />, {
    answer: (url) => {
      if (url.pathname.startsWith('/learning/social/likes')) return likes(canLike);
      if (url.pathname.startsWith('/learning/comments')) return { comments: [], totalRecords: 0 };
      if (url.pathname.endsWith('/equivalences'))
        return { result: [{ origin: { nodeCode: 'HZ-GEST-02', title: 'Gestão de Pessoas (2025)' } }] };
      return { totalRecords: 0, result: [] };
    },
    post: (url) =>
      url.pathname.startsWith('/learning/social/likes')
        ? { totalLikes: 4, likedByMe: true, canLike: true }
        : { success: true },
  });
}

describe("a learning page's actions (learning-area.md 2.4, 4.2, 8)", () => {
  it("copies the link, says 'Link copiado' for 5 s, and sends the click and copy analytics", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { posted } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const modal = await screen.findByRole('dialog', { name: 'Compartilhar página' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Copiar link' }));
    expect(await within(modal).findByText('Link copiado')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 100));
    expect(within(modal).queryByText('Link copiado')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(modal).queryByText('Link copiado')).toBeNull();
    expect(posted.map((call) => call.body)).toEqual([
      { origin: 'content/share/click', idUser: 2, idContent: 101 },
      { origin: 'content/share/copy', idUser: 2, idContent: 101 },
    ]);
  });

  it('lists the equivalent courses by their origin title', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Equivalências' }));
    expect(await screen.findByText('Gestão de Pessoas (2025)')).toBeTruthy();
  });

  it("opens the page's comments in the comment drawer", async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Comentários' }));
    const drawer = await screen.findByRole('dialog', { name: 'Comentários' });
    expect(
      await within(drawer).findByText('Não há interações na página/turma ainda. Seja o primeiro!'),
    ).toBeTruthy();
  });

  it('likes the page when enrolled', async () => {
    const { posted } = renderActions();
    fireEvent.click(await screen.findByRole('button', { name: /Curtir · 3 curtidas/ }));
    expect(await screen.findByRole('button', { name: /Descurtir · 4 curtidas/ })).toBeTruthy();
    expect(posted).toEqual([{ path: '/learning/social/likes/NODE/101', body: { liked: true } }]);
  });

  it("without an enrollment the like is disabled and says 'Para curtir, é necessário estar matriculado'", async () => {
    const { posted } = renderActions(false);
    const like = await screen.findByRole('button', { name: /Curtir/ });
    expect(like.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Para curtir, é necessário estar matriculado')).toBeTruthy();
    fireEvent.click(like);
    expect(posted).toEqual([]);
  });
});
