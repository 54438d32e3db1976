import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { ContentItem } from '../../../src/generated/types';
import { RealtimeConnectorContext } from '../../../src/features/chat';
import { createStreamPlayer } from '../../../src/features/media';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, type FakeApi } from '../../../tests/setup/fake-api';
import { createFakeRealtime, type FakeRealtime } from '../../../tests/setup/fake-realtime';
import LiveStreamViewer from './index';

vi.mock('../../../src/features/media/streaming', async (original) => ({
  ...(await original<typeof import('../../../src/features/media/streaming')>()),
  createStreamPlayer: vi.fn(async () => ({
    attach: async () => undefined,
    load: async () => undefined,
    destroy: async () => undefined,
    addEventListener: () => undefined,
  })),
}));

const live: ContentItem = {
  idContentItem: 9806,
  idContentType: 6,
  idSection: 261,
  text: 'Live: bate-papo com a liderança',
  image: '/demo/capa-encontro.svg',
  // 10:30 in São Paulo; the tests below read the day and the hour in the zone they run in.
  initDate: '2026-12-03T13:30:00.000Z',
  mediaLocation: '/demo/media/demo-video-hls/index.m3u8',
  lastPosition: 120,
  idChatRoom: 9806,
};

let api: FakeApi | undefined;
let realtime: FakeRealtime;

beforeEach(() => {
  realtime = createFakeRealtime();
});
afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

/** `now`: the day it is for the viewer (the rest of the page keeps the real clock). */
function renderLive(item: ContentItem, now?: string) {
  if (now) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
  }
  api = installFakeApi(() => ({
    success: true,
    data: [
      {
        date: '2026-12-03',
        messages: [
          { moment: '03-11-2026 10:25:12', idUser: 41, user: 'Beatriz Almeida', message: 'Bom dia!' },
        ],
      },
    ],
  }));
  return renderWithEngine(
    <RealtimeConnectorContext.Provider value={realtime.connector}>
      <LiveStreamViewer item={item} idSection={261} />
    </RealtimeConnectorContext.Provider>,
  );
}

/** Noon of the event's own local day, and of the days around it. */
const eventDay = new Date(2026, 11, 3, 12).toISOString();
const dayBefore = new Date(2026, 11, 2, 12).toISOString();
const dayAfter = new Date(2026, 11, 4, 12).toISOString();
const when = new Date(live.initDate as string);
const pad = (value: number) => String(value).padStart(2, '0');
const clock = `${pad(when.getHours())}:${pad(when.getMinutes())}`;

describe('live stream (content type 6)', () => {
  it('shows the cover and when it starts on the days before', () => {
    const { container } = renderLive(live, dayBefore);
    expect(screen.getByText('A transmissão será em', { exact: false }).textContent).toBe(
      `A transmissão será em 3 de dezembro de 2026 às ${clock}.`,
    );
    expect(container.querySelector('figure img')?.getAttribute('src')).toBe('/demo/capa-encontro.svg');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByText('AO VIVO')).toBeNull();
  });

  it('says when it was on the days after', () => {
    renderLive(live, dayAfter);
    expect(screen.getByText('A transmissão aconteceu em', { exact: false })).toBeTruthy();
    expect(screen.queryByLabelText(/Transmissão ao vivo/)).toBeNull();
  });

  it('plays on the event day, marked "AO VIVO", without asking to resume', async () => {
    renderLive(live, eventDay);
    expect(screen.getByText('AO VIVO')).toBeTruthy();
    const player = screen.getByLabelText('Transmissão ao vivo: Live: bate-papo com a liderança');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('poster')).toBe('/demo/capa-encontro.svg');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await vi.waitFor(() => expect(vi.mocked(createStreamPlayer)).toHaveBeenCalledWith('hls'));
  });

  it('says "Não foi possível reproduzir esta transmissão." with a retry when the stream fails', async () => {
    vi.mocked(createStreamPlayer).mockResolvedValueOnce({
      attach: async () => undefined,
      load: async () => Promise.reject(new Error('HTTP 404')),
      destroy: async () => undefined,
      addEventListener: () => undefined,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderLive(live, eventDay);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível reproduzir esta transmissão.',
    );
    const calls = vi.mocked(createStreamPlayer).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await vi.waitFor(() => expect(vi.mocked(createStreamPlayer).mock.calls.length).toBe(calls + 1));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says the date is not set when the item has none', () => {
    renderLive({ ...live, initDate: undefined }, eventDay);
    expect(screen.getByText('A data da transmissão ainda não foi definida.')).toBeTruthy();
  });

  it(
    'has the chat of its room in a panel the learner collapses and expands',
    { timeout: 10_000 },
    async () => {
      renderLive(live);
      const toggle = screen.getByRole('button', { name: /Chat ao vivo/ });
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await screen.findByText('Bom dia!', {}, { timeout: 5000 })).toBeTruthy();
      expect(api?.calls.map((url) => url.pathname)).toEqual(['/chat/loadroom/9806']);
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByText('Bom dia!')).toBeNull();
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
    },
  );

  it(
    'talks on the live channel: NEW_MESSAGE_FROM_LIVE_SERVER is what it hears',
    { timeout: 10_000 },
    async () => {
      renderLive(live);
      await screen.findByText('Bom dia!', {}, { timeout: 5000 });
      await vi.waitFor(() => expect(realtime.emitted.some(({ event }) => event === 'room')).toBe(true));
      realtime.deliver('NEW_MESSAGE_FROM_SERVER', {
        moment: '03-11-2026 10:40:00',
        idUser: 42,
        user: 'Álvaro Nogueira',
        message: 'Mensagem de outra sala',
        room: 9806,
      });
      realtime.deliver('NEW_MESSAGE_FROM_LIVE_SERVER', {
        moment: '03-11-2026 10:41:00',
        idUser: 42,
        user: 'Álvaro Nogueira',
        message: 'Começou!',
        room: 9806,
      });
      expect(await screen.findByText('Começou!')).toBeTruthy();
      expect(screen.queryByText('Mensagem de outra sala')).toBeNull();
    },
  );

  it('has no chat panel when the event has no room', () => {
    renderLive({ ...live, idChatRoom: undefined }, dayBefore);
    expect(screen.queryByRole('button', { name: /Chat ao vivo/ })).toBeNull();
  });
});
