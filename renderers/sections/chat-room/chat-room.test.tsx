import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, SessionProvider } from '../../../src/session';
import { RealtimeConnectorContext, ChatRoom } from '../../../src/features/chat';
import { formatMoment, momentDay } from '../../../src/shared-rules/chat-moment';
import type { ChatMessage, MenuSection } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, serverError, type FakeApi } from '../../../tests/setup/fake-api';
import { createFakeRealtime, type FakeRealtime } from '../../../tests/setup/fake-realtime';
import ChatSection from './index';
import { signInForTest } from '../../../tests/setup/signed-in';
import { itShowsLoadingAndError } from '../../../tests/setup/load-states';

const section: MenuSection = { idSection: 211, idSectionType: 52, name: 'Bate-papo da equipe' };

const history = [
  {
    date: '2026-03-10',
    messages: [
      {
        moment: '10-02-2026 09:12:40',
        idUser: 9301,
        user: 'Rodrigo Teixeira',
        message: 'Bom dia, pessoal!',
        room: 211,
      },
      {
        moment: '10-02-2026 09:15:02',
        idUser: 1,
        user: 'Ana Souza',
        message: 'Bom dia, Rodrigo.',
        room: 211,
      },
    ],
  },
  {
    date: '2026-03-11',
    messages: [
      {
        moment: '11-02-2026 18:01:00',
        idUser: 41,
        user: 'Beatriz Almeida',
        message: 'Até amanhã!',
        room: 211,
      },
    ],
  },
];

let api: FakeApi | undefined;
let realtime: FakeRealtime;
const posted: unknown[] = [];
afterEach(() => {
  api?.restore();
  clearSession();
  posted.length = 0;
  vi.restoreAllMocks();
});

function signIn() {
  signInForTest({ menu: [section] });
}

/** The server as the fake API: the room's history, and a POST answered with the message it stored. */
function chatServer(load: () => unknown = () => ({ success: true, data: history })) {
  let next = 500;
  return (url: URL, init: RequestInit | undefined) => {
    if (init?.method !== 'POST') return load();
    const body = JSON.parse(String(init.body)) as { data: { messages: { message: string }[] }[] };
    posted.push(body);
    const moment = formatMoment(new Date());
    const saved = {
      moment,
      idUser: 1,
      user: 'Ana Souza',
      message: body.data[0]!.messages[0]!.message,
      room: 211,
      idMessage: next++,
    };
    return { success: true, data: [{ date: momentDay(moment), messages: [saved] }] };
  };
}

function renderChat(
  handler: (url: URL, init: RequestInit | undefined) => unknown = chatServer(),
  ui = <ChatSection section={section} format={{}} items={[]} />,
  status: 'connected' | 'connecting' = 'connected',
) {
  signIn();
  realtime = createFakeRealtime(status);
  api = installFakeApi(handler);
  return renderWithEngine(
    <SessionProvider>
      <RealtimeConnectorContext.Provider value={realtime.connector}>{ui}</RealtimeConnectorContext.Provider>
    </SessionProvider>,
  );
}

const log = () => screen.getByRole('log', { name: 'Mensagens de Bate-papo da equipe' });
const box = () => screen.getByRole('textbox', { name: 'Mensagem' });
// The first call also loads the extended validators (a lazy chunk): slower on a busy machine.
const loaded = () => screen.findByText('Bom dia, pessoal!', undefined, { timeout: 5000 });

describe('chat section (type 52), room chat', () => {
  it('loads the room of the section and shows its messages under pt-BR day headings', async () => {
    renderChat();
    await loaded();
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/chat/loadroom/211']);
    const days = within(log()).getAllByRole('heading');
    expect(days.map((heading) => heading.textContent)).toEqual([
      '10 de março de 2026',
      '11 de março de 2026',
    ]);
    expect(days[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-10');
    const first = screen.getByText('Bom dia, pessoal!').closest('li') as HTMLElement;
    expect(within(first).getByText('Rodrigo Teixeira')).toBeTruthy();
    expect(within(first).getByText('09:12')).toBeTruthy();
  });

  it("sets the user's own messages apart", async () => {
    renderChat();
    await loaded();
    const own = screen.getByText('Bom dia, Rodrigo.').closest('li') as HTMLElement;
    expect(own.hasAttribute('data-own')).toBe(true);
    expect(within(own).getByText('Você')).toBeTruthy();
    expect(screen.getByText('Bom dia, pessoal!').closest('li')?.hasAttribute('data-own')).toBe(false);
  });

  it('joins the room on the realtime connection', async () => {
    renderChat();
    await loaded();
    await waitFor(() => expect(realtime.emitted).toContainEqual({ event: 'room', payload: 211 }));
  });

  it('sends with Enter in the spec payload, shows the stored copy and announces it to the room', async () => {
    renderChat();
    await loaded();
    fireEvent.change(box(), { target: { value: '  Reunião às 10h  ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(await within(log()).findByText('Reunião às 10h')).toBeTruthy();
    expect(posted).toEqual([
      {
        data: [
          {
            date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            messages: [
              {
                moment: expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/),
                user: 'Ana Souza',
                message: 'Reunião às 10h',
              },
            ],
          },
        ],
      },
    ]);
    expect(api?.calls.at(-1)?.pathname).toBe('/chat/savemessageroom/211');
    expect((box() as HTMLTextAreaElement).value).toBe('');
    // Under today's heading, as the user's own.
    expect(within(log()).getByRole('heading', { name: 'Hoje' })).toBeTruthy();
    await waitFor(() =>
      expect(realtime.emitted).toContainEqual({
        event: 'NEW_MESSAGE_FROM_CHAT',
        payload: expect.objectContaining({ room: 211, idMessage: 500, message: 'Reunião às 10h' }),
      }),
    );
  });

  it('sends with the "Enviar" button; Shift+Enter does not send', async () => {
    renderChat();
    await loaded();
    fireEvent.change(box(), { target: { value: 'Primeira linha' } });
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await within(log()).findByText('Primeira linha')).toBeTruthy();
    expect(posted).toHaveLength(1);
  });

  it('does not send an empty or blank message', async () => {
    renderChat();
    await loaded();
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.change(box(), { target: { value: '   \n  ' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toHaveLength(0);
    expect(api?.calls.map((url) => url.pathname)).toEqual(['/chat/loadroom/211']);
  });

  it('keeps the text and only logs when saving fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = chatServer();
    renderChat((url, init) => (init?.method === 'POST' ? serverError() : load(url, init)));
    await loaded();
    fireEvent.change(box(), { target: { value: 'Não vai' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect((box() as HTMLTextAreaElement).value).toBe('Não vai');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the others' messages as they arrive, once, and ignores invalid ones", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderChat();
    await loaded();
    await waitFor(() => expect(realtime.emitted).toContainEqual({ event: 'room', payload: 211 }));
    const heard: ChatMessage = {
      moment: '11-02-2026 18:05:00',
      idUser: 9301,
      user: 'Rodrigo Teixeira',
      message: 'Chegando!',
      room: 211,
      idMessage: 77,
    };
    act(() => {
      realtime.deliver('NEW_MESSAGE_FROM_SERVER', heard);
      realtime.deliver('NEW_MESSAGE_FROM_SERVER', heard);
      realtime.deliver('NEW_MESSAGE_FROM_SERVER', {
        ...heard,
        idMessage: 78,
        room: 999,
        message: 'Outra sala',
      });
      realtime.deliver('NEW_MESSAGE_FROM_SERVER', { user: 'Sem data', message: 'inválida' });
    });
    expect(await within(log()).findAllByText('Chegando!')).toHaveLength(1);
    const lastDay = within(log()).getAllByRole('list').at(-1) as HTMLElement;
    expect(within(lastDay).getAllByRole('listitem').at(-1)?.textContent).toContain('Chegando!');
    expect(screen.queryByText('Outra sala')).toBeNull();
    expect(screen.queryByText('inválida')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('shows the connection state while it is not connected', async () => {
    renderChat(chatServer(), undefined, 'connecting');
    await loaded();
    expect(screen.getByText('Conectando ao bate-papo...')).toBeTruthy();
    // Connected means joined: the room's join is answered first.
    await act(async () => realtime.setStatus('connected'));
    expect(realtime.emitted).toContainEqual({ event: 'room', payload: 211 });
    expect(screen.queryByText('Conectando ao bate-papo...')).toBeNull();
    act(() => realtime.setStatus('reconnecting'));
    expect(screen.getByText('Conexão perdida. Tentando reconectar...')).toBeTruthy();
  });

  it('says "Nenhuma mensagem ainda" in an empty room', async () => {
    renderChat(chatServer(() => ({ success: true, data: [] })));
    expect(await screen.findByText('Nenhuma mensagem ainda. Comece a conversa!')).toBeTruthy();
  });

  itShowsLoadingAndError('the history', (answer) => renderChat(answer));

  it('closes the realtime connection when it leaves the page', async () => {
    const view = renderChat();
    await loaded();
    await waitFor(() => expect(realtime.openConnections()).toBe(1));
    view.unmount();
    expect(realtime.openConnections()).toBe(0);
  });
});

describe('chat section (type 52), web chat page', () => {
  it('embeds the contentLocation in a sandboxed, titled frame and loads no room', () => {
    renderChat(
      chatServer(),
      <ChatSection
        section={{
          ...section,
          idSection: 212,
          name: 'Atendimento por chat',
          contentLocation: '/demo/chat-atendimento.html',
        }}
        format={{}}
        items={[]}
      />,
    );
    const frame = screen.getByTitle('Atendimento por chat');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/demo/chat-atendimento.html`);
    // Same origin: scripts, but never allow-same-origin with them.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(screen.getByRole('link', { name: 'Abrir o bate-papo em uma nova aba' })).toBeTruthy();
    expect(api?.calls).toEqual([]);
  });

  it('refuses an address that is not a web page', () => {
    renderChat(
      chatServer(),
      <ChatSection section={{ ...section, contentLocation: 'javascript:alert(1)' }} format={{}} items={[]} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Erro ao carregar conteúdo');
    expect(screen.queryByTitle('Bate-papo da equipe')).toBeNull();
  });
});

describe('ChatRoom as a panel', () => {
  it('loads nothing while collapsed and opens with its toggle', async () => {
    renderChat(chatServer(), <ChatRoom room={211} title="Bate-papo" panel="collapsed" />);
    const toggle = screen.getByRole('button', { name: /Bate-papo/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api?.calls).toEqual([]);
    expect(realtime.openConnections()).toBe(0);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await loaded()).toBeTruthy();
  });
});
