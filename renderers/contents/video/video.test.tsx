import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ContentItem } from '../../../src/generated/types';
import { MediaActivityProvider, type MediaActivity } from '../../../src/features/tracking';
import { createStreamPlayer, type StreamPlayer } from '../../../src/features/media';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import VideoViewer from './index';

// shaka-player itself needs MediaSource, which jsdom lacks: the stream player is faked here and the
// real one is played by tests/e2e/media.spec.ts.
vi.mock('../../../src/features/media/streaming', async (original) => ({
  ...(await original<typeof import('../../../src/features/media/streaming')>()),
  createStreamPlayer: vi.fn(),
}));

const video: ContentItem = {
  idContentItem: 9801,
  idContentType: 2,
  idSection: 261,
  text: 'Boas-vindas da Comunicação Interna',
  description: '<p>Um recado de <strong>10 segundos</strong>.</p><img src=x onerror="alert(1)">',
  author: 'Comunicação Interna',
  image: '/demo/media/demo-video-poster.jpg',
  duration: 10,
  mediaLocation: '/demo/media/demo-video.mp4',
};

interface Saved {
  body: Record<string, unknown>;
  keepalive: boolean;
}

let api: FakeApi | undefined;
let saved: Saved[] = [];
let play: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  saved = [];
  vi.mocked(createStreamPlayer).mockReset();
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const activity = (): MediaActivity & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    playing: (isPlaying) => calls.push(isPlaying ? 'playing' : 'stopped'),
    position: (seconds) => calls.push(`at ${seconds}`),
  };
};

function renderVideo(item: ContentItem, reports: MediaActivity = activity()) {
  api = installFakeApi((url, init) => {
    if (url.pathname === '/tracking')
      saved.push({ body: JSON.parse(String(init?.body)), keepalive: Boolean(init?.keepalive) });
    return { success: true };
  });
  return renderWithEngine(
    <MediaActivityProvider value={reports}>
      <VideoViewer item={item} idSection={261} />
    </MediaActivityProvider>,
  );
}

const player = () => screen.getByLabelText(`Vídeo: ${video.text}`) as HTMLVideoElement;

/** The browser playing to `seconds`: the events a real <video> fires. */
function playTo(element: HTMLMediaElement, seconds: number) {
  fireEvent.playing(element);
  element.currentTime = seconds;
  fireEvent.timeUpdate(element);
}

describe('video (content type 2)', () => {
  it('plays the file itself with native controls, its poster and a name', () => {
    renderVideo(video);
    const element = player();
    expect(element.tagName).toBe('VIDEO');
    expect(element.getAttribute('src')).toBe('/demo/media/demo-video.mp4');
    expect(element.getAttribute('poster')).toBe('/demo/media/demo-video-poster.jpg');
    expect(element.hasAttribute('controls')).toBe(true);
    expect(vi.mocked(createStreamPlayer)).not.toHaveBeenCalled();
  });

  it('shows author, duration and the sanitised description', () => {
    const { container } = renderVideo(video);
    expect(screen.getByText('Comunicação Interna · 10 s')).toBeTruthy();
    expect(screen.getByText('10 segundos').tagName).toBe('STRONG');
    expect(container.innerHTML).not.toMatch(/onerror|alert\(/);
  });

  it('asks nothing when the learner never played it', () => {
    renderVideo({ ...video, lastPosition: 0 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('"Continuar de onde parou?" seeks to the saved position and plays', () => {
    renderVideo({ ...video, lastPosition: 42 });
    const dialog = screen.getByRole('alertdialog', { name: 'Você parou em 0:42' });
    expect(screen.getByRole('button', { name: 'Ouvir/Assistir desde o início?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar de onde parou?' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(player().currentTime).toBe(42);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('"Ouvir/Assistir desde o início?" starts over', () => {
    renderVideo({ ...video, lastPosition: 42 });
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir/Assistir desde o início?' }));
    expect(player().currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('saves the position every 10 s while playing, on pause and at the end', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderVideo(video);
    const element = player();
    playTo(element, 4.26);
    await act(async () => vi.advanceTimersByTime(10_000));
    playTo(element, 6.5);
    fireEvent.pause(element);
    element.currentTime = 10;
    fireEvent.ended(element);
    await vi.waitFor(() => expect(saved).toHaveLength(3));
    expect(saved.map(({ body }) => body.position)).toEqual([4.3, 6.5, 10]);
    expect(saved[0]?.body).toMatchObject({ idContentItem: 9801, idSection: 261, idNavigationType: 1 });
    expect(saved[0]?.body.timeStart).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('saves once more when the learner leaves, with a request that outlives the page', async () => {
    const view = renderVideo(video);
    playTo(player(), 3.2);
    view.unmount();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ body: { position: 3.2 }, keepalive: true });
  });

  it('saves nothing for a view where nothing played: the previous position stays', async () => {
    const view = renderVideo({ ...video, lastPosition: 42 });
    window.dispatchEvent(new Event('pagehide'));
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).toEqual([]);
  });

  it('tells the page whether it plays and where, for the idle rule', () => {
    const reports = activity();
    renderVideo(video, reports);
    const element = player();
    playTo(element, 2);
    fireEvent.pause(element);
    expect(reports.calls).toEqual(['playing', 'at 2', 'stopped']);
  });

  it('puts the message and "Tentar novamente" in place of a file that cannot play', () => {
    renderVideo(video);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(player());
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível reproduzir este vídeo.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    // No dead control bar: the element is out of sight (and of the accessibility tree).
    expect(player().hidden).toBe(true);
  });

  it('says so too when the file failed before the page was there to listen', () => {
    // The element refused the file while React was still rendering: no error event will come.
    // jsdom's elements have no `error` at all: give them one that says the file was refused.
    Object.defineProperty(HTMLMediaElement.prototype, 'error', {
      configurable: true,
      get: () => ({ code: 4 }),
    });
    try {
      renderVideo(video);
      expect(screen.getByRole('alert').textContent).toBe('Não foi possível reproduzir este vídeo.');
    } finally {
      delete (HTMLMediaElement.prototype as { error?: unknown }).error;
    }
  });

  // Focus going back to the player is checked in Chromium (tests/e2e/demo-media.spec.ts): jsdom
  // does not know that a <video controls> takes focus.
  it('"Tentar novamente" loads the file again where it stopped and plays', () => {
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    renderVideo(video);
    const element = player();
    playTo(element, 4);
    fireEvent.error(element);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(element.currentTime).toBe(4);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(element.hidden).toBe(false);

    // Failing again says so again.
    fireEvent.error(element);
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível reproduzir este vídeo.');
  });

  it('says "Não foi possível abrir o conteúdo." when the item has nothing to play', () => {
    renderVideo({ ...video, mediaLocation: undefined });
    expect(screen.getByRole('status').textContent).toBe('Não foi possível abrir o conteúdo.');
  });
});

describe('video streams (HLS, DASH)', () => {
  const stream = { ...video, mediaLocation: '/demo/media/demo-video-hls/index.m3u8' };

  function fakeStreamPlayer() {
    const fake = {
      attach: vi.fn(async () => undefined),
      load: vi.fn(async () => undefined),
      destroy: vi.fn(async () => undefined),
      addEventListener: vi.fn(),
    } satisfies StreamPlayer;
    vi.mocked(createStreamPlayer).mockResolvedValue(fake);
    return fake;
  }

  it('hands an HLS playlist to shaka-player instead of the element', async () => {
    const fake = fakeStreamPlayer();
    const view = renderVideo(stream);
    await vi.waitFor(() => expect(fake.load).toHaveBeenCalledWith(stream.mediaLocation, undefined));
    expect(vi.mocked(createStreamPlayer)).toHaveBeenCalledWith('hls');
    expect(fake.attach).toHaveBeenCalledWith(player());
    expect(player().hasAttribute('src')).toBe(false);
    view.unmount();
    expect(fake.destroy).toHaveBeenCalled();
  });

  it('loads the stream at the saved position once the learner chose to continue, then plays', async () => {
    const fake = fakeStreamPlayer();
    renderVideo({ ...stream, lastPosition: 95 });
    expect(screen.getByRole('alertdialog', { name: 'Você parou em 1:35' })).toBeTruthy();
    expect(vi.mocked(createStreamPlayer)).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar de onde parou?' }));
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(fake.load).toHaveBeenCalledWith(stream.mediaLocation, 95);
  });

  it('says so when the stream fails to load, and "Tentar novamente" loads it with a new player', async () => {
    const broken = fakeStreamPlayer();
    broken.load.mockRejectedValue(new Error('HTTP 404'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderVideo(stream);
    expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível reproduzir este vídeo.');
    expect(player().hidden).toBe(true);

    const working = fakeStreamPlayer();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await vi.waitFor(() => expect(working.load).toHaveBeenCalledWith(stream.mediaLocation, undefined));
    expect(broken.destroy).toHaveBeenCalled();
    expect(working.attach).toHaveBeenCalledWith(player());
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(player().hidden).toBe(false);
  });

  it('fails on a critical shaka error while playing, not on one shaka recovers from', async () => {
    const fake = fakeStreamPlayer();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderVideo(stream);
    await vi.waitFor(() => expect(fake.load).toHaveBeenCalled());
    const onError = fake.addEventListener.mock.calls[0]?.[1] as (event: Event) => void;
    act(() => onError(new CustomEvent('error', { detail: { severity: 1, code: 1001 } })));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => onError(new CustomEvent('error', { detail: { severity: 2, code: 3016 } })));
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível reproduzir este vídeo.');
  });
});
