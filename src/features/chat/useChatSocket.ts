// The realtime side of one room: connects when enabled, joins the room at every (re)connection, hands
// each valid message heard on the channel to onMessage, and announces the messages this user saved.
// Failures are only logged (content-app.md 8): the history and sending keep working without it.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../api/chat';
import type { RealtimeConnection, RealtimeStatus } from '../../api/realtime';
import { loadValidatorsFor } from '../../engine/validate';
import {
  chatChannels,
  JOIN_ROOM_EVENT,
  type ChatChannel,
  type JoinAnswer,
} from '../../shared-rules/chat-events';
import { RealtimeConnectorContext } from './realtime-context';

export interface ChatSocketOptions {
  room: number;
  channel?: ChatChannel;
  /** False while the chat is collapsed: nothing is loaded or connected until it opens. */
  enabled?: boolean;
  onMessage: (message: ChatMessage) => void;
}

export function useChatSocket({ room, channel = 'room', enabled = true, onMessage }: ChatSocketOptions) {
  const connector = useContext(RealtimeConnectorContext);
  const [status, setStatus] = useState<RealtimeStatus>('connecting');
  const connection = useRef<RealtimeConnection | null>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  }, [onMessage]);

  useEffect(() => {
    if (!enabled) return;
    let closed = false;
    const { receive } = chatChannels[channel];
    // The new connection reports its own status at once ('connecting' first).
    Promise.all([connector(), loadValidatorsFor('chat-message')])
      .then(([opened, validate]) => {
        if (closed) return opened.close();
        connection.current = opened;
        opened.on(receive, (payload) => {
          const checked = validate('chat-message', payload);
          if (!checked.ok) return console.warn('chat: an invalid message was ignored', checked.issues);
          if (checked.value.room !== undefined && checked.value.room !== room) return;
          handler.current(checked.value);
        });
        // 'connected' means in the room: after every (re)connection the room is joined again first.
        opened.onStatus((next) => {
          if (next !== 'connected') return setStatus(next);
          opened.request(JOIN_ROOM_EVENT, room).then(
            (answer) => {
              if (closed) return;
              if ((answer as JoinAnswer | undefined)?.success) return setStatus('connected');
              console.warn(`chat: room ${room} not joined`, answer);
              setStatus('refused');
            },
            (error: unknown) => {
              console.warn(`chat: room ${room} not joined`, error);
              if (!closed) setStatus('refused');
            },
          );
        });
      })
      .catch((error: unknown) => {
        console.warn('chat: no realtime connection', error);
        if (!closed) setStatus('refused');
      });
    return () => {
      closed = true;
      connection.current?.close();
      connection.current = null;
    };
  }, [connector, room, channel, enabled]);

  /** Tells the others in the room about a message this user just saved (the server sends its stored copy). */
  const announce = useCallback(
    (message: ChatMessage) => connection.current?.emit(chatChannels[channel].send, message),
    [channel],
  );

  return { status, announce };
}
