// A fake of the chat's realtime connection (src/api/realtime.ts) for tests and stories: it records what
// the app emits, answers joins, and lets a test deliver server events or change the connection status.
// Free of vitest, so Storybook can use it too.
import type { RealtimeConnection, RealtimeConnector, RealtimeStatus } from '../../src/api/realtime';

export interface FakeRealtime {
  connector: RealtimeConnector;
  /** Everything the app emitted or requested, oldest first. */
  emitted: { event: string; payload: unknown }[];
  /** A server event reaching every open connection. */
  deliver(event: string, payload: unknown): void;
  setStatus(status: RealtimeStatus): void;
  /** How many connections are open now. */
  openConnections(): number;
}

export function createFakeRealtime(initial: RealtimeStatus = 'connected'): FakeRealtime {
  let status = initial;
  const emitted: FakeRealtime['emitted'] = [];
  const open = new Set<{
    listeners: Map<string, Set<(payload: unknown) => void>>;
    statusListeners: Set<(status: RealtimeStatus) => void>;
  }>();

  const connector: RealtimeConnector = async () => {
    const state = {
      listeners: new Map<string, Set<(payload: unknown) => void>>(),
      statusListeners: new Set<(s: RealtimeStatus) => void>(),
    };
    open.add(state);
    const connection: RealtimeConnection = {
      onStatus(listener) {
        state.statusListeners.add(listener);
        listener(status);
        return () => state.statusListeners.delete(listener);
      },
      on(event, listener) {
        const set = state.listeners.get(event) ?? new Set();
        set.add(listener);
        state.listeners.set(event, set);
        return () => set.delete(listener);
      },
      emit(event, payload) {
        emitted.push({ event, payload });
      },
      async request(event, payload) {
        emitted.push({ event, payload });
        return { success: true };
      },
      close() {
        open.delete(state);
      },
    };
    return connection;
  };

  return {
    connector,
    emitted,
    deliver(event, payload) {
      for (const state of open) for (const listener of state.listeners.get(event) ?? []) listener(payload);
    },
    setStatus(next) {
      status = next;
      for (const state of open) for (const listener of state.statusListeners) listener(next);
    },
    openConnections: () => open.size,
  };
}
