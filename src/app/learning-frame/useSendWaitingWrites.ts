// What a learner wrote offline (answers, a kept course's progress: src/features/outbox) leaves as soon
// as a learning page is open online: at the frame's start and whenever the connection returns. The
// outbox's module loads only when its database holds something, so a page with nothing waiting
// carries none of it (the learning pages' JS budgets).
import { useEffect } from 'react';
import { OUTBOX_DB_NAME } from '../../shared-rules/offline-storage';

/** True when the outbox's database exists and holds an entry; opening it never creates or upgrades it. */
function somethingWaits(): Promise<boolean> {
  return new Promise((resolve) => {
    const opening = indexedDB.open(OUTBOX_DB_NAME);
    // No database yet: opening would create an empty one (version 1); stop that, nothing waits.
    opening.addEventListener('upgradeneeded', () => opening.transaction?.abort());
    opening.addEventListener('error', () => resolve(false));
    opening.addEventListener('success', () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains('entries')) {
        db.close();
        resolve(false);
        return;
      }
      const count = db.transaction('entries').objectStore('entries').count();
      count.addEventListener('success', () => resolve(count.result > 0));
      count.addEventListener('error', () => resolve(false));
      db.close();
    });
  });
}

export function useSendWaitingWrites(): void {
  useEffect(() => {
    const send = () =>
      void somethingWaits()
        .then(async (waits) => {
          if (waits) await (await import('../../features/evaluations')).flushAnswers();
        })
        .catch(() => undefined);
    if (typeof indexedDB !== 'undefined') send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
}
