// The outbox: answers and contents' progress are written to IndexedDB before anything else, then sent
// one by one in the order they were given, by one tab at a time (Web Locks), whenever there is a chance they get through: right
// after a give, when the network comes back, when the tab is shown or focused, on a backoff timer while
// some wait, and when the player asks (flush, before finishing). An entry leaves IndexedDB only once the
// server has answered, so a crash or a closed tab mid-send loses nothing: the next sender sends it again
// and the server's clientSeq check makes the repeat harmless.
import { createChangeFeed, type ChangeFeed } from './changes';
import {
  addEntry,
  claimEntry,
  clockSeq,
  clearRejected,
  deleteEntry,
  numbered,
  oldestEntryOf,
  openOutboxDb,
  pruneRejected,
  questionnaireSnapshot,
  waitingAnswers,
  rejectEntry,
  releaseEntry,
  OUTBOX_DB_NAME,
  type NewEntry,
  type OutboxDb,
} from './store';
import { answersPath, progressPath, type SendAnswer } from './transport';
import type { AnswerBody, GivenAnswer, GivenProgress, OutboxEntry, OutboxSnapshot } from './types';

/** The Web Lock every tab's sender takes: one tab sends at a time. */
export const OUTBOX_LOCK = 'answers-outbox';

/** Whose answers may be sent now, and with which token: the signed-in learner's, read at each send. */
export interface OutboxSession {
  idUser: number;
  token: string;
}

export interface OutboxDeps {
  send: SendAnswer;
  session: () => OutboxSession | null;
  dbName?: string;
  /** navigator.locks by default; undefined where the browser has none (then marks in IndexedDB). */
  locks?: LockManager | undefined;
  isOnline?: () => boolean;
  feed?: ChangeFeed;
  /** First wait after a failed send, doubled after each further failure up to `maxMs`. */
  backoff?: { firstMs: number; maxMs: number };
}

export interface Outbox {
  /** Stores the answer (resolves once it is in IndexedDB), then starts sending. */
  give(answer: GivenAnswer): Promise<OutboxEntry>;
  /** Stores a content's progress behind what waits already, then starts sending. */
  giveProgress(progress: GivenProgress): Promise<OutboxEntry>;
  /** Stores any replayable write behind what waits already (a kept SCORM run's report), then starts sending. */
  giveWrite(entry: NewEntry): Promise<OutboxEntry>;
  /** Sends what waits now, past any backoff; resolves when this try is over. */
  flush(): Promise<void>;
  snapshot(idQuestionnaire: number): Promise<OutboxSnapshot>;
  /** The latest answer given for each answer of the questionnaire that still waits to be sent. */
  waiting(idQuestionnaire: number): Promise<ReadonlyMap<number, AnswerBody>>;
  dismissRejected(idQuestionnaire: number): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Sends when the network returns or the tab comes back (idempotent); returns `stop`. */
  start(): () => void;
  /** Stops listening and timers and closes the database (tests, a signed-out app). */
  close(): Promise<void>;
}

/** How a sending round ended. */
type RoundEnd = 'done' | 'waiting' | 'signed-out';

const DEFAULT_BACKOFF = { firstMs: 1000, maxMs: 30_000 };

export function createOutbox(deps: OutboxDeps): Outbox {
  // indexedDB.open throws at once where storage is blocked: a rejected promise instead, met where it is
  // awaited (a give then sends unstored; a round or a snapshot fails and is tried again).
  const dbPromise: Promise<OutboxDb> = Promise.resolve().then(() =>
    openOutboxDb(deps.dbName ?? OUTBOX_DB_NAME),
  );
  dbPromise.catch(() => {});
  const feed = deps.feed ?? createChangeFeed();
  const isOnline = deps.isOnline ?? (() => navigator.onLine !== false);
  const locks = 'locks' in deps ? deps.locks : globalThis.navigator?.locks;
  const backoff = deps.backoff ?? DEFAULT_BACKOFF;

  let failures = 0;
  /**
   * The last try to reach the server failed for want of a network (or navigator said offline). Told
   * beside navigator.onLine, which a browser may report true with no connection (a captive portal, an
   * emulated offline page after a reload).
   */
  let unreachable = false;
  const setUnreachable = (value: boolean) => {
    if (unreachable === value) return;
    unreachable = value;
    feed.announce();
  };
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let queued: Promise<void> | null = null;
  let last: Promise<void> = Promise.resolve();
  let stopListening: (() => void) | null = null;

  /** One pass over this learner's entries, oldest first, stopping at the first one that must wait. */
  async function sendRound(): Promise<RoundEnd> {
    const db = await dbPromise;
    for (;;) {
      const session = deps.session();
      if (!session) return 'signed-out';
      if (!isOnline()) {
        setUnreachable(true);
        return 'waiting';
      }
      const oldest = await oldestEntryOf(db, session.idUser);
      if (oldest?.id === undefined) return 'done';
      // Under the lock no other sender runs, so a mark is a dead tab's; without locks marks decide.
      const claim = await claimEntry(db, oldest.id, !locks);
      if (claim.kind === 'gone') continue;
      if (claim.kind === 'held') return 'waiting';
      const { entry } = claim;
      const outcome = await deps.send(entry, session.token);
      setUnreachable(outcome.kind === 'retry');
      if (outcome.kind === 'delivered') await deleteEntry(db, oldest.id);
      else if (outcome.kind === 'rejected') {
        if ('subject' in entry)
          console.warn(`outbox: ${entry.kind} refused`, outcome.status, outcome.message);
        await rejectEntry(db, entry, outcome);
      } else {
        await releaseEntry(db, oldest.id);
        return outcome.kind === 'retry' ? 'waiting' : 'signed-out';
      }
      feed.announce();
    }
  }

  /**
   * This browser keeps nothing (IndexedDB blocked or full): the write cannot wait, so it goes at once,
   * numbered from the clock and a counter of this page. Rejects when it did not reach the server.
   */
  let unstoredSeq = 0;
  async function sendUnstored(answer: NewEntry, cause: unknown): Promise<OutboxEntry> {
    const now = Date.now();
    unstoredSeq = Math.max(unstoredSeq + 1, clockSeq(now));
    const entry = numbered(answer, unstoredSeq, now, now);
    const session = deps.session();
    if (session?.idUser === answer.idUser && isOnline()) {
      const outcome = await deps.send(entry, session.token);
      if (outcome.kind === 'delivered') return entry;
    }
    throw new Error('answers outbox: the answer could be neither stored nor sent', { cause });
  }

  const lockedRound = (): Promise<RoundEnd> => (locks ? locks.request(OUTBOX_LOCK, sendRound) : sendRound());

  function afterRound(end: RoundEnd) {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (end !== 'waiting') {
      failures = 0;
      return;
    }
    const delay = Math.min(backoff.maxMs, backoff.firstMs * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => void kick(), delay);
  }

  /** Runs a round after the current one; triggers that come while one waits share it. */
  function kick(): Promise<void> {
    if (queued) return queued;
    const round = last.then(async () => {
      queued = null;
      try {
        afterRound(await lockedRound());
      } catch (error) {
        // IndexedDB refused (quota, a blocked upgrade): the entries stay; try again later.
        console.warn('answers outbox: sending round failed', error);
        afterRound('waiting');
      }
    });
    queued = round;
    last = round;
    return round;
  }

  const onOnline = () => {
    failures = 0;
    void kick();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void kick();
  };
  const onFocus = () => void kick();

  async function store(given: NewEntry): Promise<OutboxEntry> {
    let entry: OutboxEntry;
    try {
      entry = await addEntry(await dbPromise, given);
    } catch (error) {
      return sendUnstored(given, error);
    }
    feed.announce();
    void kick();
    return entry;
  }

  return {
    give: (answer) =>
      store({
        idUser: answer.idUser,
        idQuestionnaire: answer.idQuestionnaire,
        idAnswer: answer.idAnswer,
        path: answersPath(
          answer.idUser,
          answer.idEnrollment,
          answer.idEvaluation,
          answer.idQuestionnaire,
          answer.idAnswer,
        ),
        body: answer.body,
      }),
    giveProgress: ({ idUser, idEnrollment, idNodeEnrollment, idContentItem, body }) =>
      store({
        kind: 'progress',
        idUser,
        subject: `progress/${idEnrollment}/${idContentItem}`,
        path: progressPath(idUser, idEnrollment, idNodeEnrollment, idContentItem),
        body,
      }),
    giveWrite: store,
    flush: () => kick(),
    snapshot: async (idQuestionnaire) => ({
      ...(await questionnaireSnapshot(await dbPromise, idQuestionnaire)),
      unreachable,
    }),
    waiting: async (idQuestionnaire) => waitingAnswers(await dbPromise, idQuestionnaire),
    async dismissRejected(idQuestionnaire) {
      await clearRejected(await dbPromise, idQuestionnaire);
      feed.announce();
    },
    subscribe: (listener) => feed.subscribe(listener),
    start() {
      if (!stopListening) {
        window.addEventListener('online', onOnline);
        window.addEventListener('focus', onFocus);
        document.addEventListener('visibilitychange', onVisible);
        stopListening = () => {
          window.removeEventListener('online', onOnline);
          window.removeEventListener('focus', onFocus);
          document.removeEventListener('visibilitychange', onVisible);
          stopListening = null;
        };
        void dbPromise.then((db) => pruneRejected(db)).catch(() => {});
        void kick();
      }
      return () => stopListening?.();
    },
    async close() {
      stopListening?.();
      clearTimeout(retryTimer);
      await last;
      feed.close();
      (await dbPromise).close();
    },
  };
}
