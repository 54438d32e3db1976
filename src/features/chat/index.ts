// The realtime chat (content-app.md 7) as the renderers use it: the room (section type 52, and the
// chat beside an article, a rich page or a live stream) and the realtime connection it uses, which
// tests and stories replace with a fake. The /chat screen is lazy-loaded by the router from its file.
export { ChatRoom, MESSAGE_MAX_LENGTH, type ChatRoomProps } from './ChatRoom';
export { ItemChat } from './ItemChat';
export { RealtimeConnectorContext } from './realtime-context';
