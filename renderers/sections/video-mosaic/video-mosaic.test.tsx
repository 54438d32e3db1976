import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderSectionItems, testItem, testSection } from '../../../tests/setup/engine';
import VideoMosaic from './index';
import { hrefOf } from '../../../tests/setup/queries';

const section = testSection(4, { idSection: 102, name: 'Vídeos da Liderança' });

const items = [
  testItem(1006, 2, 'Mensagem da CEO', {
    image: '/demo/capa-video.svg',
    mediaLocation: 'https://media.aurora.test/videos/planejamento-2027.mp4',
  }),
  testItem(1007, 2, 'Conversas de carreira', {
    mediaLocation: 'https://media.aurora.test/videos/conversas.webm',
  }),
  testItem(1008, 2, 'Feedback em 3 passos', {
    contentLocation: 'https://media.aurora.test/videos/feedback.mp4',
  }),
  testItem(1009, 5, 'Guia do líder', { image: '/demo/capa-artigo.svg' }),
  testItem(1010, 1, 'Podcast da liderança', {
    mediaLocation: 'https://media.aurora.test/podcasts/lideranca.mp3',
  }),
  testItem(1011, 7, 'Playlist no YouTube', { contentLocation: 'https://www.youtube.com/playlist?list=abc' }),
];

const renderMosaic = (raw: unknown[]) => renderSectionItems(VideoMosaic, section, raw);

const videos = () => [...document.querySelectorAll('video')];

describe('video mosaic (section type 4)', () => {
  it('plays inline only the items with a video url (.mp4, .webm, a video contentLocation)', () => {
    renderMosaic(items);
    expect(videos().map((video) => video.getAttribute('src'))).toEqual([
      'https://media.aurora.test/videos/planejamento-2027.mp4',
      'https://media.aurora.test/videos/conversas.webm',
      'https://media.aurora.test/videos/feedback.mp4',
    ]);
  });

  it('draws the player with controls, muted, inline, nothing preloaded, the cover as poster', () => {
    renderMosaic(items.slice(0, 1));
    const [video] = videos();
    expect(video!.controls).toBe(true);
    expect(video!.muted).toBe(true);
    expect(video!.hasAttribute('playsinline')).toBe(true);
    expect(video!.getAttribute('preload')).toBe('none');
    expect(video!.getAttribute('poster')).toBe('/demo/capa-video.svg');
    expect(video!.getAttribute('aria-label')).toBe('Mensagem da CEO');
  });

  it('captions each video with a link to its content page', () => {
    renderMosaic(items);
    const figure = document.querySelector('figure') as HTMLElement;
    expect(within(figure).getByRole('link', { name: 'Mensagem da CEO' }).getAttribute('href')).toBe(
      '/content/1006?idSection=102',
    );
  });

  it('draws the other items as tiles linking to their content page', () => {
    renderMosaic(items);
    expect(hrefOf('Guia do líder')).toBe('/content/1009?idSection=102');
    expect(screen.getByRole('link', { name: 'Podcast da liderança' }).closest('figure')).toBeNull();
    expect(screen.getByRole('link', { name: 'Playlist no YouTube' }).closest('figure')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('sizes the tiles like the mosaic', () => {
    renderMosaic(items.slice(0, 3));
    expect(screen.getAllByRole('listitem').map((tile) => tile.dataset.wide)).toEqual(['100%', '50%', '50%']);
  });

  describe('a video that cannot play', () => {
    afterEach(() => vi.restoreAllMocks());
    const tileOf = (name: string) => screen.getByRole('link', { name }).closest('figure') as HTMLElement;

    it('says "Não foi possível reproduzir este vídeo." with "Tentar novamente" in its own tile', () => {
      renderMosaic(items.slice(0, 2));
      const [broken, other] = videos();
      fireEvent.error(broken!);
      const tile = tileOf('Mensagem da CEO');
      expect(within(tile).getByRole('alert').textContent).toBe('Não foi possível reproduzir este vídeo.');
      expect(within(tile).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
      // No dead control bar: the element is out of sight; the caption still opens the content page.
      expect(broken!.hidden).toBe(true);
      expect(within(tile).getByRole('link', { name: 'Mensagem da CEO' })).toBeTruthy();
      // The other tile plays on.
      expect(within(tileOf('Conversas de carreira')).queryByRole('alert')).toBeNull();
      expect(other!.hidden).toBe(false);
    });

    it('says so too when the file failed before the tile was there to listen', () => {
      // jsdom's elements have no 'error` at all: give them one that says the file was refused.
      Object.defineProperty(HTMLMediaElement.prototype, 'error', {
        configurable: true,
        get: () => ({ code: 4 }),
      });
      try {
        renderMosaic(items.slice(0, 1));
        expect(screen.getByRole('alert').textContent).toBe('Não foi possível reproduzir este vídeo.');
      } finally {
        delete (HTMLMediaElement.prototype as { error?: unknown }).error;
      }
    });

    it('"Tentar novamente" loads the file again and plays it in the tile', () => {
      const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
      const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      renderMosaic(items.slice(0, 1));
      const [video] = videos();
      fireEvent.error(video!);
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(load).toHaveBeenCalledTimes(1);
      expect(play).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(video!.hidden).toBe(false);

      // Failing again says so again.
      fireEvent.error(video!);
      expect(screen.getByRole('alert').textContent).toBe('Não foi possível reproduzir este vídeo.');
    });
  });
});
