// A room chat (content-app.md 2.6, 3, 5): the history per day under pt-BR date headings, each message
// with its author and time (the user's own set apart), a box that sends with Enter or "Enviar", and the
// messages of the others arriving in real time. Used by chat sections (type 52) and /chat/{room}; the
// article, rich page and live viewers embed it as a panel.
import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { isToday, isYesterday } from 'date-fns';
import { chatKeys, chatRoomQuery, saveChatMessage, type ChatDay, type ChatMessage } from '../../api/chat';
import type { RealtimeStatus } from '../../api/realtime';
import { useMenuData } from '../../session';
import { chatMessages as text } from '../../i18n/chat';
import { Loaded } from '../../ui/loaded';
import { formatDate, parseDate } from '../../i18n/dates';
import { momentTime } from '../../shared-rules/chat-moment';
import type { ChatChannel } from '../../shared-rules/chat-events';
import { addMessage, countMessages } from './room-days';
import { useChatSocket } from './useChatSocket';
import * as css from './chat.css';

/** The most a message may hold, as the server accepts it. */
export const MESSAGE_MAX_LENGTH = 1000;

export interface ChatRoomProps {
  /** The room: a chat section's idSection, or a content item's idChatRoom. */
  room: number;
  /** Names the room for assistive technology; shown as a heading unless hideTitle. */
  title: string;
  /** As a panel beside other content (live viewer): starts collapsed or expanded. Omitted: always open. */
  panel?: 'collapsed' | 'expanded';
  /** When the page already shows the title (a section's h1). */
  hideTitle?: boolean;
  /** The realtime channel (chat-events.ts): room chats by default. */
  channel?: ChatChannel;
}

export function ChatRoom({ room, title, panel, hideTitle = false, channel = 'room' }: ChatRoomProps) {
  const [open, setOpen] = useState(panel !== 'collapsed');
  const bodyId = useId();
  const titleId = useId();
  const headingShown = panel !== undefined || !hideTitle;
  return (
    <section
      className={css.chat}
      aria-labelledby={headingShown ? titleId : undefined}
      aria-label={headingShown ? undefined : title}
    >
      {panel ? (
        <h2 className={css.panelHeading}>
          <button
            id={titleId}
            type="button"
            className={css.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            <span>{title}</span>
            <span className="visually-hidden">{open ? text.hideChat(title) : text.showChat(title)}</span>
          </button>
        </h2>
      ) : hideTitle ? null : (
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
      )}
      <div id={bodyId} hidden={!open}>
        {open ? (
          <ChatBody
            room={room}
            title={title}
            channel={channel}
            panel={panel !== undefined}
            dayLevel={headingShown ? 3 : 2}
          />
        ) : null}
      </div>
    </section>
  );
}

interface ChatBodyProps {
  room: number;
  title: string;
  channel: ChatChannel;
  panel: boolean;
  dayLevel: 2 | 3;
}

function ChatBody({ room, title, channel, panel, dayLevel }: ChatBodyProps) {
  const session = useMenuData();
  const queryClient = useQueryClient();
  const addToRoom = useCallback(
    (message: ChatMessage) =>
      queryClient.setQueryData<ChatDay[]>(chatKeys.room(room), (days) =>
        days ? addMessage(days, message) : days,
      ),
    [queryClient, room],
  );
  const { status, announce } = useChatSocket({ room, channel, onMessage: addToRoom });
  const save = useMutation({
    mutationFn: (message: string) => saveChatMessage(room, message, session?.loginInfo.name ?? ''),
    onSuccess: (saved) => {
      addToRoom(saved);
      announce(saved);
    },
    // content-app.md 8: chat failures are only logged; the text stays in the box to be sent again.
    onError: (error) => console.warn(`chat: message not saved in room ${room}`, error),
  });

  // The connection and the sending live here, beside the history rather than inside it, so the room
  // is joined while its history loads.
  return (
    <Loaded subject={text.historySubject(room)}>
      <ChatHistory
        room={room}
        status={status}
        me={session?.loginInfo.idUser}
        label={text.messagesOf(title)}
        panel={panel}
        dayLevel={dayLevel}
        onSend={(message) => save.mutateAsync(message)}
      />
    </Loaded>
  );
}

interface ChatHistoryProps extends Omit<MessageLogProps, 'days'> {
  room: number;
  status: RealtimeStatus;
  onSend: (message: string) => Promise<unknown>;
}

function ChatHistory({ room, status, onSend, ...log }: ChatHistoryProps) {
  const history = useSuspenseQuery(chatRoomQuery(room));
  return (
    <div className={css.chat} data-chat-status={status}>
      <ConnectionStatus status={status} />
      <MessageLog days={history.data} {...log} />
      <Composer onSend={onSend} />
    </div>
  );
}

const statusText: Record<RealtimeStatus, string> = {
  connecting: text.connecting,
  connected: '',
  reconnecting: text.reconnecting,
  refused: text.refused,
};

function ConnectionStatus({ status }: { status: RealtimeStatus }) {
  return (
    <p role="status" className={css.status}>
      {statusText[status] || <span className="visually-hidden">{text.connected}</span>}
    </p>
  );
}

function dayHeading(date: string): string {
  const day = parseDate(date);
  if (!day) return date;
  if (isToday(day)) return text.today;
  if (isYesterday(day)) return text.yesterday;
  return formatDate(day, 'longDate');
}

interface MessageLogProps {
  days: ChatDay[];
  me: number | undefined;
  label: string;
  panel: boolean;
  dayLevel: 2 | 3;
}

function MessageLog({ days, me, label, panel, dayLevel }: MessageLogProps) {
  const log = useRef<HTMLDivElement>(null);
  const count = countMessages(days);
  const shownCount = useRef(-1);
  // The newest message in view: at first paint, and whenever one arrives (not at every render).
  useLayoutEffect(() => {
    const element = log.current;
    if (!element || shownCount.current === count) return;
    shownCount.current = count;
    element.scrollTop = element.scrollHeight;
  });
  const DayHeading = dayLevel === 2 ? 'h2' : 'h3';
  return (
    // A log region: assistive technology reads each message as it is added, not the whole history.
    // It scrolls, so it takes focus to be scrolled with the keyboard.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={log} role="log" aria-label={label} tabIndex={0} className={panel ? css.panelLog : css.log}>
      {count === 0 ? <p className={css.empty}>{text.empty}</p> : null}
      {days.map((day) => (
        <div key={day.date} className={css.day}>
          <DayHeading className={css.dayHeading}>
            <time dateTime={day.date}>{dayHeading(day.date)}</time>
          </DayHeading>
          <ol className={css.messages}>
            {day.messages.map((message, index) => (
              <MessageItem
                key={message.idMessage ?? `${message.moment}-${index}`}
                message={message}
                own={me !== undefined && message.idUser === me}
              />
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}

function MessageItem({ message, own }: { message: ChatMessage; own: boolean }) {
  const time = momentTime(message.moment);
  return (
    <li className={own ? css.own : css.other} data-own={own ? '' : undefined}>
      <p className={css.meta}>
        <span className={css.author}>{own ? text.you : message.user}</span>
        {time ? <span className={css.time}>{time}</span> : null}
      </p>
      <p className={css.text}>{message.message}</p>
    </li>
  );
}

function Composer({ onSend }: { onSend: (message: string) => Promise<unknown> }) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();

  async function submit() {
    const message = draft.trim();
    // content-app.md 5: an empty message is not sent.
    if (!message || sending) return;
    setSending(true);
    try {
      await onSend(message);
      // What was typed while it was being sent stays.
      setDraft((current) => (current === draft ? '' : current));
    } catch {
      // Logged by the caller; the text stays to be sent again.
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter breaks the line; never while an input method is composing a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form
      className={css.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {text.messageLabel}
      </label>
      <textarea
        id={inputId}
        rows={1}
        value={draft}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={text.messagePlaceholder}
        autoComplete="off"
        className={css.input}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={css.send} aria-disabled={sending} disabled={sending}>
        {text.send}
      </button>
    </form>
  );
}
