import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ContentItem } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import VideoPlaylist from './index';
import { itShowsLoadingAndError } from '../../../tests/setup/load-states';

const item: ContentItem = {
  idContentItem: 9702,
  idContentType: 7,
  text: 'Primeira semana na Aurora em vídeo',
  description: 'Quatro vídeos curtos para começar.',
  contentLocation: 'https://www.youtube.com/playlist?list=PLauroraPrimeiraSemana',
};

const videos = [
  { videoId: 'aurBoasVind', title: 'Boas-vindas: a história da Aurora', duration: 'PT4M20S' },
  { videoId: 'aurFerramen', title: 'Ferramentas do dia a dia', duration: 'PT6M5S' },
  { videoId: 'aurSeguranc', title: 'Segurança da informação em 5 atitudes', duration: 'PT3M30S' },
];

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
});

/** Answers the listing with `listing`, and records the durations the viewer saves. */
function renderPlaylist(listing: (url: URL) => unknown, content: ContentItem = item) {
  const saved: unknown[] = [];
  api = installFakeApi((url, init) => {
    if (url.pathname === '/content/updateduration') {
      saved.push(JSON.parse(String(init?.body)));
      return { success: true };
    }
    return listing(url);
  });
  renderWithEngine(<VideoPlaylist item={content} idSection={251} />);
  return saved;
}

const list = () => screen.findByRole('list', { name: 'Vídeos da playlist' });

describe('video playlist (content type 7)', () => {
  it("lists the provider's videos, each opening ytplayer/{videoId} with idSection, content and type", async () => {
    renderPlaylist(() => ({ success: true, provider: 'youtube', items: videos }));
    const links = within(await list()).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]?.getAttribute('href')).toBe('/ytplayer/aurBoasVind?idSection=251&content=9702&type=7');
    expect(links[0]?.textContent).toContain('Boas-vindas: a história da Aurora');
    expect(links[0]?.textContent).toContain('4:20');
    expect(screen.getByText('3 vídeos · 14 min no total')).toBeTruthy();
    expect(screen.getByText('Quatro vídeos curtos para começar.')).toBeTruthy();
    expect(api?.calls[0]?.pathname).toBe('/playlist/PLauroraPrimeiraSemana/items');
  });

  it('opens a Wistia video at wtplayer/{hashedId}', async () => {
    renderPlaylist(() => ({
      success: true,
      provider: 'wistia',
      items: [{ videoId: 'w7q2m4k9xa', title: 'Episódio 1', duration: 312.5 }],
    }));
    const link = within(await list()).getByRole('link');
    expect(link.getAttribute('href')).toBe('/wtplayer/w7q2m4k9xa?idSection=251&content=9702&type=7');
  });

  it('saves the summed duration once (POST /content/updateduration)', async () => {
    const saved = renderPlaylist(() => ({ success: true, provider: 'youtube', items: videos }));
    await list();
    await vi.waitFor(() => expect(saved).toEqual([{ idContentItem: 9702, duration: 835 }]));
  });

  it('does not save a duration the item already has', async () => {
    const saved = renderPlaylist(() => ({ success: true, provider: 'youtube', items: videos }), {
      ...item,
      duration: 835,
    });
    await list();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
  });

  it('draws a full page of 50 videos (the most the provider gives)', async () => {
    const many = Array.from({ length: 55 }, (_, index) => ({
      videoId: `v${index}`,
      title: `Vídeo ${index}`,
    }));
    renderPlaylist(() => ({ success: true, provider: 'youtube', items: many.slice(0, 50) }));
    expect(within(await list()).getAllByRole('link')).toHaveLength(50);
  });

  it('shows the fallback in place of an invalid video and keeps the others', async () => {
    renderPlaylist(() => ({
      success: true,
      provider: 'youtube',
      items: [videos[0], { title: 'Sem id' }, videos[1]],
    }));
    const playlist = await list();
    expect(within(playlist).getByText('Este item não pôde ser exibido.')).toBeTruthy();
    expect(within(playlist).getAllByRole('link')).toHaveLength(2);
  });

  it('says "Não há vídeos disponíveis nesta lista" for an empty playlist', async () => {
    renderPlaylist(() => ({ success: true, provider: 'youtube', items: [] }));
    expect(await screen.findByText('Não há vídeos disponíveis nesta lista')).toBeTruthy();
  });

  it('says the same for a playlist the provider does not know (404)', async () => {
    renderPlaylist(() => json(404, { success: false, message: 'Playlist não encontrada.' }));
    expect(await screen.findByText('Não há vídeos disponíveis nesta lista')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('says so without calling anything when the item has no playlist', () => {
    renderPlaylist(() => ({}), { ...item, contentLocation: undefined });
    expect(screen.getByText('Não há vídeos disponíveis nesta lista')).toBeTruthy();
    expect(api?.calls).toEqual([]);
  });

  itShowsLoadingAndError(
    'the listing',
    (answer) => renderPlaylist(answer),
    'Não foi possível carregar os vídeos desta lista',
  );
});
