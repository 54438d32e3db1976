import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RealtimeConnectorContext } from '../../../src/features/chat';
import type { ContentItem } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import { createFakeRealtime } from '../../../tests/setup/fake-realtime';
import Article from './index';

const article: ContentItem = {
  idContentItem: 9902,
  idContentType: 3,
  idSection: 271,
  text: 'Como organizar a semana',
  image: '/demo/capa-artigo.svg',
  content: '<p>Comece pelas <strong>prioridades</strong>.</p><img src=x onerror="alert(1)">',
  referenceLink: 'https://blog.aurora.test/semana',
  idChatRoom: 9902,
};

let api: FakeApi | undefined;
afterEach(() => api?.restore());

function renderArticle(item: ContentItem) {
  api = installFakeApi(() => ({ success: true, data: [] }));
  return renderWithEngine(
    <RealtimeConnectorContext.Provider value={createFakeRealtime().connector}>
      <Article item={item} idSection={271} />
    </RealtimeConnectorContext.Provider>,
  );
}

describe('article (content type 3)', () => {
  it('shows the image and the sanitised text', () => {
    const { container } = renderArticle(article);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/demo/capa-artigo.svg');
    expect(screen.getByText('prioridades').tagName).toBe('STRONG');
    expect(container.innerHTML).not.toMatch(/onerror|alert/);
  });

  it('opens "saiba mais" in a new tab without handing over the window', () => {
    renderArticle(article);
    const link = screen.getByRole('link', { name: /saiba mais/ });
    expect(link.getAttribute('href')).toBe('https://blog.aurora.test/semana');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("embeds the chat of the article's room", async () => {
    renderArticle(article);
    const chat = screen.getByRole('region', { name: 'Bate-papo' });
    expect(
      await within(chat).findByText('Nenhuma mensagem ainda. Comece a conversa!', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/chat/loadroom/9902']);
  });

  it('has no "saiba mais" for a link that is not an http(s) page, and no chat without a room', () => {
    renderArticle({ ...article, referenceLink: 'javascript:alert(1)', idChatRoom: undefined });
    expect(screen.queryByRole('link', { name: /saiba mais/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bate-papo' })).toBeNull();
    expect(api?.calls).toEqual([]);
  });

  it('shows the description when the article has no body', () => {
    renderArticle({ ...article, content: undefined, description: '<em>Resumo</em> do artigo' });
    expect(screen.getByText('Resumo').tagName).toBe('EM');
  });
});
