// The socket.io events of the realtime chat (content-app.md 7), shared by the app and the reference
// server. A client joins a room with `room`, announces a saved message with a channel's `send` event
// and hears the others' with its `receive` event.
export const JOIN_ROOM_EVENT = 'room';

export const chatChannels = {
  /** Room chats: chat sections (type 52), articles, rich pages. */
  room: { send: 'NEW_MESSAGE_FROM_CHAT', receive: 'NEW_MESSAGE_FROM_SERVER' },
  /** The general chat of the spec's "general host". */
  general: { send: 'NEW_MESSAGE_FROM_GEN_CHAT', receive: 'NEW_MESSAGE_FROM_GEN_SERVER' },
  /** The chat panel of a live stream (content type 6), the spec's "live host". */
  live: { send: 'NEW_MESSAGE_FROM_LIVE_CHAT', receive: 'NEW_MESSAGE_FROM_LIVE_SERVER' },
} as const;

export type ChatChannel = keyof typeof chatChannels;

/** What a client sends with `send`: which stored message to pass on (the server reads it back itself). */
export interface ChatAnnouncement {
  room: number;
  idMessage: number;
}

/** The answer to `room` (socket.io acknowledgement). */
export type JoinAnswer = { success: true } | { success: false; message: string };
