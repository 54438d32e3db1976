import { useCallback, useEffect, useState } from 'react';
import { appOutbox } from './defaultOutbox';
import type { OutboxSnapshot, RejectedAnswer } from './types';

export interface OutboxState {
  /** Answers of this questionnaire given and not yet accepted by the server (0 until first read). */
  pending: number;
  /** Answers the server refused (finished, past the deadline, invalid), oldest first. */
  rejected: RejectedAnswer[];
  /** The last try to send found no connection. */
  unreachable?: boolean;
  /** Sends what waits now; resolves with what is left once this try is over. */
  flush: () => Promise<OutboxSnapshot>;
  /** Forgets the refusals once the learner has been told. */
  dismissRejected: () => Promise<void>;
}

const EMPTY: OutboxSnapshot = { pending: 0, rejected: [] };

/** One questionnaire's outbox, kept current across tabs (the change feed's BroadcastChannel). */
export function useOutbox(idQuestionnaire: number): OutboxState {
  const [snapshot, setSnapshot] = useState<OutboxSnapshot>(EMPTY);

  useEffect(() => {
    const outbox = appOutbox();
    let live = true;
    const read = () =>
      void outbox.snapshot(idQuestionnaire).then(
        (next) => live && setSnapshot(next),
        () => {},
      );
    const unsubscribe = outbox.subscribe(read);
    read();
    // An evaluation opens: a good moment to send what waits (say, after signing in again).
    void outbox.flush();
    return () => {
      live = false;
      unsubscribe();
    };
  }, [idQuestionnaire]);

  const flush = useCallback(async () => {
    const outbox = appOutbox();
    await outbox.flush();
    return outbox.snapshot(idQuestionnaire);
  }, [idQuestionnaire]);
  const dismissRejected = useCallback(() => appOutbox().dismissRejected(idQuestionnaire), [idQuestionnaire]);

  return { ...snapshot, flush, dismissRejected };
}
