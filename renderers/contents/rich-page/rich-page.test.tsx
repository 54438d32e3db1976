import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RealtimeConnectorContext } from '../../../src/features/chat';
import type { ContentItem } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import { createFakeRealtime } from '../../../tests/setup/fake-realtime';
import RichPage from './index';

const page: ContentItem = {
  idContentItem: 9904,
  idContentType: 5,
  idSection: 271,
  text: 'Guia de bem-estar',
  author: 'Equipe de Pessoas',
  content: '<h2>Pausas</h2><p>Levante a cada hora.</p><script>alert(1)</script>',
  idChatRoom: 9904,
  vote: 0,
};

let api: FakeApi | undefined;
afterEach(() => api?.restore());

function renderPage(item: ContentItem) {
  const votes: unknown[] = [];
  api = installFakeApi((url, init) => {
    if (init?.method === 'POST') votes.push(JSON.parse(String(init.body)));
    return url.pathname.startsWith('/chat/') ? { success: true, data: [] } : { success: true };
  });
  const view = renderWithEngine(
    <RealtimeConnectorContext.Provider value={createFakeRealtime().connector}>
      <RichPage item={item} idSection={271} />
    </RealtimeConnectorContext.Provider>,
  );
  return { ...view, votes };
}

describe('rich page (content types 5 and 9)', () => {
  it('shows the author and the sanitised HTML', () => {
    const { container } = renderPage(page);
    expect(screen.getByText('Por Equipe de Pessoas')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pausas' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('rates the content: "Enviar" waits for a star, then the vote is sent', async () => {
    const { votes } = renderPage(page);
    const rating = screen.getByRole('region', { name: 'Avaliação' });
    const send = within(rating).getByRole('button', { name: 'Enviar' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.click(within(rating).getByLabelText('5 estrelas'));
    fireEvent.click(send);
    expect(await within(rating).findByText('Obrigado por avaliar esse conteúdo')).toBeTruthy();
    expect(votes).toEqual([{ idContentItem: 9904, vote: 5 }]);
  });

  it('says "Conteúdo Avaliado" to a learner who already voted', () => {
    renderPage({ ...page, vote: 3 });
    expect(screen.getByText('Conteúdo Avaliado')).toBeTruthy();
  });

  it("embeds the chat of the page's room", async () => {
    renderPage(page);
    const chat = screen.getByRole('region', { name: 'Bate-papo' });
    expect(
      await within(chat).findByText('Nenhuma mensagem ainda. Comece a conversa!', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('has no chat without a room', () => {
    renderPage({ ...page, idChatRoom: undefined });
    expect(screen.queryByRole('region', { name: 'Bate-papo' })).toBeNull();
  });
});
