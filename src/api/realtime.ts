// The realtime connection of the chat (content-app.md 7): socket.io, loaded with a dynamic import on
// first use, so socket.io-client never ships in the initial bundle. The handshake carries the session's
// bearer token (read again at every reconnection: tokens are replaced); the server checks it against the
// tenant of the host. Screens talk to the small RealtimeConnection below, which tests and stories fake.
import { getToken } from '../session';
import { runtimeConfig } from './instance';
import { realtimeTransports } from '../shared-rules/realtime-transports';

/** The chat server's own path; the Vite dev server proxies it (with WebSockets) to the API. */
const REALTIME_PATH = '/socket.io';
/** How long a request (an event with an acknowledgement) may wait for the server. */
const REALTIME_ACK_MS = 10_000;

export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'refused';

export interface RealtimeConnection {
  /** Called at once with the current status, then at every change ('connected' after each reconnection). */
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  on(event: string, listener: (payload: unknown) => void): () => void;
  emit(event: string, payload: unknown): void;
  /** An event the server acknowledges: resolves with its answer. */
  request(event: string, payload: unknown): Promise<unknown>;
  close(): void;
}

export type RealtimeConnector = () => Promise<RealtimeConnection>;

export const connectRealtime: RealtimeConnector = async () => {
  // This module is the one door to socket.io-client that the lint rule points everyone else to.
  // oxlint-disable-next-line no-restricted-imports
  const { io } = await import('socket.io-client');
  const options = {
    path: REALTIME_PATH,
    auth: (send: (data: object) => void) => send({ token: getToken() ?? '' }),
    // WebSocket first, so a balancer needs no sticky sessions (README "Run at scale").
    transports: [...realtimeTransports.transports],
    tryAllTransports: realtimeTransports.tryAllTransports,
  };
  // An empty chatHost: the app's own origin (the reference server serves both).
  const host = runtimeConfig().chatHost;
  const socket = host ? io(host, options) : io(options);

  let status: RealtimeStatus = 'connecting';
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const setStatus = (next: RealtimeStatus) => {
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  socket.on('connect', () => setStatus('connected'));
  // socket.active is false when the server refused the handshake or closed the socket itself: no retry.
  socket.on('connect_error', () => setStatus(socket.active ? 'reconnecting' : 'refused'));
  socket.on('disconnect', () => setStatus(socket.active ? 'reconnecting' : 'refused'));

  return {
    onStatus(listener) {
      statusListeners.add(listener);
      listener(status);
      return () => statusListeners.delete(listener);
    },
    on(event, listener) {
      socket.on(event, listener);
      return () => socket.off(event, listener);
    },
    emit: (event, payload) => void socket.emit(event, payload),
    request: (event, payload) => socket.timeout(REALTIME_ACK_MS).emitWithAck(event, payload),
    close() {
      statusListeners.clear();
      socket.close();
    },
  };
};
