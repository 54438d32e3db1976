import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import { resizeTo, restoreWidthAfterEach } from '../../../tests/setup/viewport';
import VideoPlayerScreen from './VideoPlayerScreen';
import { hrefOf } from '../../../tests/setup/queries';

const playlistItem = {
  idContentItem: 9702,
  idContentType: 7,
  text: 'Primeira semana na Aurora em vídeo',
  contentLocation: 'https://www.youtube.com/playlist?list=PLauroraPrimeiraSemana',
};
const videos = [
  { videoId: 'aurBoasVind', title: 'Boas-vindas: a história da Aurora', duration: 'PT4M20S' },
  { videoId: 'aurSeguranc', title: 'Segurança da informação em 5 atitudes', duration: 'PT3M30S' },
];

let api: FakeApi | undefined;
restoreWidthAfterEach();
afterEach(() => api?.restore());

function renderPlayer(route: string, width = 1280) {
  resizeTo(width);
  api = installFakeApi((url) =>
    url.pathname.startsWith('/content/find/')
      ? { success: true, content: [playlistItem] }
      : { success: true, provider: 'youtube', items: videos },
  );
  return renderWithEngine(
    <Routes>
      <Route path="/ytplayer/:videoId" element={<VideoPlayerScreen provider="youtube" />} />
      <Route path="/wtplayer/:hashedId" element={<VideoPlayerScreen provider="wistia" />} />
    </Routes>,
    { route },
  );
}

const frame = (container: HTMLElement) => container.querySelector('iframe') as HTMLIFrameElement;

describe('ytplayer/{videoId} and wtplayer/{hashedId}', () => {
  it('embeds the YouTube player with autoplay, 500 px high above 800 px, titled by the video', async () => {
    const { container } = renderPlayer('/ytplayer/aurBoasVind?idSection=251&content=9702&type=7');
    const iframe = frame(container);
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aurBoasVind?autoplay=1');
    expect(iframe.getAttribute('height')).toBe('500');
    expect(iframe.getAttribute('allow')).toContain('autoplay');
    // The first answer waits for the on-demand validators to load: give it longer than findBy's 1 s.
    expect(
      await screen.findByRole('heading', { name: 'Boas-vindas: a história da Aurora' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(iframe.getAttribute('title')).toBe('Boas-vindas: a história da Aurora');
    expect(api?.calls.map((url) => url.pathname)).toEqual([
      '/content/find/9702',
      '/playlist/PLauroraPrimeiraSemana/items',
    ]);
  });

  it('is 320 px high at 800 px and below, and follows the window', async () => {
    const { container } = renderPlayer('/ytplayer/aurBoasVind?content=9702', 390);
    expect(frame(container).getAttribute('height')).toBe('320');
    act(() => resizeTo(1024));
    expect(frame(container).getAttribute('height')).toBe('500');
    await screen.findByRole('heading', { name: 'Boas-vindas: a história da Aurora' });
  });

  it('lists the playlist below, with the video playing marked, and links back to it', async () => {
    renderPlayer('/ytplayer/aurSeguranc?idSection=251&content=9702&type=7');
    const list = await screen.findByRole('list', { name: 'Vídeos da playlist' });
    const current = within(list)
      .getAllByRole('link')
      .find((link) => link.getAttribute('aria-current') === 'true');
    expect(current?.textContent).toContain('Segurança da informação em 5 atitudes');
    expect(current?.textContent).toContain('Reproduzindo agora');
    expect(hrefOf(/Voltar para a playlist/)).toBe('/content/9702?idSection=251');
  });

  it('embeds the Wistia player for wtplayer/{hashedId}', () => {
    const { container } = renderPlayer('/wtplayer/w7q2m4k9xa');
    expect(frame(container).getAttribute('src')).toBe(
      'https://fast.wistia.net/embed/iframe/w7q2m4k9xa?autoPlay=true',
    );
    expect(frame(container).getAttribute('title')).toBe('Vídeo do Wistia');
    expect(api?.calls).toEqual([]);
  });

  it('refuses a malformed video id', () => {
    const { container } = renderPlayer('/ytplayer/a.b');
    expect(screen.getByText('Vídeo não encontrado')).toBeTruthy();
    expect(frame(container)).toBeNull();
  });
});
