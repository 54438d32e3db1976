// The outbox's IndexedDB (idb): `entries` (writes waiting: answers, contents' progress, kept SCORM runs'
// reports; key = order of giving), `rejected` (answers the server refused, for the learner to be told) and `meta` (the clientSeq
// counter). Every change that
// needs a check and a write happens in ONE readwrite transaction: IndexedDB runs overlapping readwrite
// transactions one after the other, across tabs too, which is what keeps clientSeq growing and stops
// two senders from taking the same entry.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type {
  AnswerBody,
  AnswerEntry,
  KeptRunEntry,
  OutboxEntry,
  OutboxSnapshot,
  ProgressEntry,
  RejectedAnswer,
} from './types';

import { OUTBOX_DB_NAME } from '../../shared-rules/offline-storage';

export { OUTBOX_DB_NAME };

/**
 * A sender's mark older than this is from a tab that died mid-send: the API client gives up a request
 * after 30 s, so a live sender has answered (and cleared or deleted) by then.
 */
export const SENDING_STALE_MS = 45_000;

/** Refusals are shown while the learner is on the evaluation; older ones are of no use to anybody. */
const REJECTED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

interface OutboxSchema extends DBSchema {
  entries: {
    key: number;
    value: OutboxEntry;
    indexes: { byAnswer: [number, number, number]; byQuestionnaire: number; bySubject: [number, string] };
  };
  rejected: { key: number; value: RejectedAnswer; indexes: { byQuestionnaire: number } };
  meta: { key: string; value: number };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

const SEQ_KEY = 'clientSeq';

/**
 * Version 1 of the database: the answers' stores and indexes. Exported for the test that opens a
 * database of that version, made as the app made it then, and sends what it held.
 */
export function createVersion1Stores(db: IDBPDatabase<OutboxSchema>): void {
  const entries = db.createObjectStore('entries', { keyPath: 'id', autoIncrement: true });
  entries.createIndex('byAnswer', ['idUser', 'idQuestionnaire', 'idAnswer']);
  entries.createIndex('byQuestionnaire', 'idQuestionnaire');
  const rejected = db.createObjectStore('rejected', { keyPath: 'id', autoIncrement: true });
  rejected.createIndex('byQuestionnaire', 'idQuestionnaire');
  db.createObjectStore('meta');
}

// Version 2 adds the contents' progress (offline courses): entries without a questionnaire, found by
// their subject. Answers of version 1 stay as they are (they have no subject and need none).
export function openOutboxDb(name = OUTBOX_DB_NAME): Promise<OutboxDb> {
  return openDB<OutboxSchema>(name, 2, {
    upgrade(db, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) createVersion1Stores(db);
      if (oldVersion < 2) transaction.objectStore('entries').createIndex('bySubject', ['idUser', 'subject']);
    },
  });
}

const isBeingSent = (entry: OutboxEntry, now: number) =>
  entry.sendingSince !== null && now - entry.sendingSince < SENDING_STALE_MS;

type Unnumbered<E extends OutboxEntry> = Omit<E, 'id' | 'clientSeq' | 'givenAt' | 'sendingSince' | 'body'> & {
  body: Omit<E['body'], 'clientSeq'>;
};

/** What a writer gives: an entry before the outbox numbers it. */
export type NewEntry = Unnumbered<AnswerEntry> | Unnumbered<ProgressEntry> | Unnumbered<KeptRunEntry>;

/** Numbers a given write as the queue's next one. */
export const numbered = (entry: NewEntry, clientSeq: number, givenAt: number, sendingSince: number | null) =>
  ({ ...entry, body: { ...entry.body, clientSeq }, clientSeq, givenAt, sendingSince }) as OutboxEntry;

/**
 * clientSeq follows a clock of tenths of a second since 2026: larger than "last one + 1" whenever
 * time has passed, so it also stays above what this learner sent from another browser, or before
 * the site's data was cleared, as far as clocks agree. Tenths keep it inside a PostgreSQL integer
 * (the server's column) until 2032; within a tenth, "last one + 1" keeps it growing.
 */
const SEQ_EPOCH_MS = Date.UTC(2026, 0, 1);
const SEQ_TICK_MS = 100;
export const clockSeq = (now: number) => Math.max(0, Math.floor((now - SEQ_EPOCH_MS) / SEQ_TICK_MS));

/**
 * Stores a write with the next clientSeq and drops the older entries of the same answer (or the same
 * content's progress) that no sender holds: they would only be overwritten on the server.
 */
export async function addEntry(db: OutboxDb, answer: NewEntry, now = Date.now()): Promise<OutboxEntry> {
  // 'strict': the transaction completes only once the entry is on disk (an answer given is kept).
  const tx = db.transaction(['entries', 'meta'], 'readwrite', { durability: 'strict' });
  const entries = tx.objectStore('entries');
  const meta = tx.objectStore('meta');
  const clientSeq = Math.max(((await meta.get(SEQ_KEY)) ?? 0) + 1, clockSeq(now));
  await meta.put(clientSeq, SEQ_KEY);
  const older = await ('subject' in answer
    ? entries.index('bySubject').getAll([answer.idUser, answer.subject])
    : entries.index('byAnswer').getAll([answer.idUser, answer.idQuestionnaire, answer.idAnswer]));
  for (const entry of older)
    if (!isBeingSent(entry, now) && entry.id !== undefined) await entries.delete(entry.id);
  const entry = numbered(answer, clientSeq, now, null);
  entry.id = await entries.add(entry);
  await tx.done;
  return entry;
}

/** The oldest entry of this user (order of giving); other users' entries are left where they are. */
export async function oldestEntryOf(db: OutboxDb, idUser: number): Promise<OutboxEntry | null> {
  let cursor = await db.transaction('entries').store.openCursor();
  while (cursor) {
    if (cursor.value.idUser === idUser) return cursor.value;
    cursor = await cursor.continue();
  }
  return null;
}

export type Claim = { kind: 'taken'; entry: OutboxEntry } | { kind: 'gone' } | { kind: 'held' };

/**
 * Takes an entry for sending: marks it, unless (when `respectMarks`) a live sender already holds it.
 * Check and mark are one transaction, so two senders never both take it.
 */
export async function claimEntry(
  db: OutboxDb,
  id: number,
  respectMarks: boolean,
  now = Date.now(),
): Promise<Claim> {
  const tx = db.transaction('entries', 'readwrite');
  const entry = await tx.store.get(id);
  let claim: Claim;
  if (!entry) claim = { kind: 'gone' };
  else if (respectMarks && isBeingSent(entry, now)) claim = { kind: 'held' };
  else {
    claim = { kind: 'taken', entry: { ...entry, sendingSince: now } };
    await tx.store.put(claim.entry);
  }
  await tx.done;
  return claim;
}

/** The send failed for now: the entry waits again. */
export async function releaseEntry(db: OutboxDb, id: number): Promise<void> {
  const tx = db.transaction('entries', 'readwrite');
  const entry = await tx.store.get(id);
  if (entry) await tx.store.put({ ...entry, sendingSince: null });
  await tx.done;
}

/** The server took it. */
export async function deleteEntry(db: OutboxDb, id: number): Promise<void> {
  await db.delete('entries', id);
}

/** The server refused it for good: it leaves the outbox and is recorded for the learner, at once. */
export async function rejectEntry(
  db: OutboxDb,
  entry: OutboxEntry,
  refusal: Pick<RejectedAnswer, 'reason' | 'status' | 'message'>,
  now = Date.now(),
): Promise<void> {
  const tx = db.transaction(['entries', 'rejected'], 'readwrite');
  if (entry.id !== undefined) await tx.objectStore('entries').delete(entry.id);
  // A refused progress or lesson report (the enrollment ended, the content was locked meanwhile) has no
  // questionnaire to be shown on: the server's row stays as it was, and the learner sees it on the course's page.
  if (!('subject' in entry))
    await tx.objectStore('rejected').add({
      idUser: entry.idUser,
      idQuestionnaire: entry.idQuestionnaire,
      idAnswer: entry.idAnswer,
      ...refusal,
      at: now,
    });
  await tx.done;
}

export async function questionnaireSnapshot(db: OutboxDb, idQuestionnaire: number): Promise<OutboxSnapshot> {
  const tx = db.transaction(['entries', 'rejected']);
  const [pending, rejected] = await Promise.all([
    tx.objectStore('entries').index('byQuestionnaire').count(idQuestionnaire),
    tx.objectStore('rejected').index('byQuestionnaire').getAll(idQuestionnaire),
  ]);
  await tx.done;
  return { pending, rejected };
}

/**
 * The answers of a questionnaire that still wait, the latest given for each answer: what the learner
 * gave and the server does not have yet, shown again after a reload (entries are in the order given).
 */
export async function waitingAnswers(
  db: OutboxDb,
  idQuestionnaire: number,
): Promise<ReadonlyMap<number, AnswerBody>> {
  // Only answers carry a questionnaire, so only answers are in this index.
  const entries = (await db.getAllFromIndex('entries', 'byQuestionnaire', idQuestionnaire)) as AnswerEntry[];
  const latest = new Map<number, AnswerBody>();
  for (const { idAnswer, body } of entries.toSorted((a, b) => (a.id ?? 0) - (b.id ?? 0)))
    latest.set(idAnswer, {
      answerData: body.answerData,
      ...(body.answerText === undefined ? {} : { answerText: body.answerText }),
    });
  return latest;
}

/** The learner has read about the refused answers of this questionnaire. */
export async function clearRejected(db: OutboxDb, idQuestionnaire: number): Promise<void> {
  const tx = db.transaction('rejected', 'readwrite');
  const keys = await tx.store.index('byQuestionnaire').getAllKeys(idQuestionnaire);
  for (const key of keys) await tx.store.delete(key);
  await tx.done;
}

export async function pruneRejected(db: OutboxDb, now = Date.now()): Promise<void> {
  const tx = db.transaction('rejected', 'readwrite');
  let cursor = await tx.store.openCursor();
  while (cursor) {
    if (now - cursor.value.at > REJECTED_KEPT_MS) await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}
