// "The outbox changed": told to this tab's listeners at once and to the other tabs through a
// BroadcastChannel, so every open evaluation shows the same count whichever tab gave or sent.
export const OUTBOX_CHANNEL = 'answers-outbox';

type Listener = () => void;

export interface ChangeFeed {
  /** Something was added, sent or refused. */
  announce(): void;
  subscribe(listener: Listener): () => void;
  close(): void;
}

export function createChangeFeed(channelName = OUTBOX_CHANNEL): ChangeFeed {
  const listeners = new Set<Listener>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  // Absent in old browsers: then each tab sees its own changes, and the others' on their next read.
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
  channel?.addEventListener('message', tell);
  return {
    announce() {
      tell();
      // A BroadcastChannel reaches only this origin's tabs: it takes no target origin (the rule is for window.postMessage).
      // oxlint-disable-next-line unicorn/require-post-message-target-origin
      channel?.postMessage('changed');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
    },
  };
}
