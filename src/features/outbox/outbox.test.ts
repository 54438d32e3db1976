import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../api/client';
import { createOutbox, type Outbox, type OutboxDeps, type OutboxSession } from './outbox';
import { createVersion1Stores, openOutboxDb } from './store';
import { sendThrough } from './transport';
import type { GivenAnswer, GivenProgress } from './types';

/** What the fake API saw: every PUT that reached it, and the reply it gave. */
interface Put {
  path: string;
  idAnswer: number;
  clientSeq: number;
  answerData: unknown;
  authorization: string | null;
  status: number | 'network';
}

type Reply = (put: Omit<Put, 'status'>) => number | 'network';

/** The API behind the app's real client: answers each PUT with the status `reply` picks (200 by default). */
function fakeApi(reply: Reply = () => 200, delayMs = 0) {
  const puts: Put[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as {
      clientSeq: number;
      answerData?: unknown;
      status?: string;
      progress?: number;
    };
    const path = new URL(url).pathname;
    const put = {
      path,
      idAnswer: Number(path.split('/').at(-1)),
      clientSeq: body.clientSeq,
      answerData: body.answerData ?? { status: body.status, progress: body.progress },
      authorization: new Headers(init.headers).get('Authorization'),
    };
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const status = reply(put);
    puts.push({ ...put, status });
    if (status === 'network') throw new TypeError('Failed to fetch');
    const payload =
      status < 300 && path.endsWith('/progress')
        ? { data: { status: body.status, progress: body.progress }, applied: true }
        : status < 300
          ? { idAnswer: put.idAnswer, clientSeq: put.clientSeq, answerStatus: 'ANSWERED' }
          : { success: false, message: status === 409 ? 'A avaliação já foi encerrada.' : 'Opção inválida.' };
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const client = createClient({
    baseUrl: 'http://api.test',
    getToken: () => null,
    onToken: () => {},
    onUnauthorized: () => {},
    onOffline: () => {},
    fetch,
    isOnline: () => true,
  });
  const delivered = () => puts.filter((put) => put.status === 200);
  return { puts, delivered, send: sendThrough(() => client) };
}

const BRUNO: OutboxSession = { idUser: 7, token: 'token-bruno' };
const CARLA: OutboxSession = { idUser: 8, token: 'token-carla' };
const QUESTIONNAIRE = 31;

const answer = (idAnswer: number, idQuestionOption = 100 + idAnswer, idUser = BRUNO.idUser): GivenAnswer => ({
  idUser,
  idEnrollment: 5,
  idEvaluation: 12,
  idQuestionnaire: idUser === BRUNO.idUser ? QUESTIONNAIRE : 32,
  idAnswer,
  body: { answerData: [{ idQuestionOption }] },
});

const progress = (
  idContentItem: number,
  status: 'IN_PROGRESS' | 'COMPLETED',
  percent: number,
): GivenProgress => ({
  idUser: BRUNO.idUser,
  idEnrollment: 5,
  idNodeEnrollment: 50,
  idContentItem,
  body: { status, progress: percent },
});

/** Web Locks as the browser gives them: one holder at a time for a name, across every "tab". */
function sharedLocks(): LockManager {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    request: (name: string, callback: (lock: Lock) => Promise<unknown>) => {
      const run = chain.then(() => callback({ name, mode: 'exclusive' } as Lock));
      chain = run.catch(() => {});
      return run;
    },
    query: async () => ({ held: [], pending: [] }),
  } as unknown as LockManager;
}

let dbCount = 0;
const opened: Outbox[] = [];

/** A tab's outbox over the test's database; `online` and `session` are read at each send. */
function tab(
  dbName: string,
  send: OutboxDeps['send'],
  options: { online?: () => boolean; session?: () => OutboxSession | null; locks?: LockManager } = {},
) {
  const outbox = createOutbox({
    dbName,
    send,
    session: options.session ?? (() => BRUNO),
    isOnline: options.online ?? (() => true),
    locks: options.locks,
    backoff: { firstMs: 20, maxMs: 80 },
  });
  opened.push(outbox);
  return outbox;
}

const newDb = () => `outbox-test-${++dbCount}`;

afterEach(async () => {
  await Promise.all(opened.splice(0).map((outbox) => outbox.close()));
});

describe('answers outbox', () => {
  it('sends answers in the order they were given, each once, with growing clientSeq and the session token', async () => {
    const api = fakeApi();
    const outbox = tab(newDb(), api.send);
    for (const idAnswer of [3, 1, 2]) await outbox.give(answer(idAnswer));
    await outbox.flush();

    expect(api.delivered().map((put) => put.idAnswer)).toEqual([3, 1, 2]);
    const seqs = api.delivered().map((put) => put.clientSeq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(3);
    expect(api.puts[0]).toMatchObject({
      path: '/learning/students/7/enrollments/5/evaluations/12/questionnaires/31/answers/3',
      answerData: [{ idQuestionOption: 103 }],
      authorization: 'Bearer token-bruno',
    });
    expect(await outbox.snapshot(QUESTIONNAIRE)).toEqual({ pending: 0, rejected: [], unreachable: false });
  });

  it('tells, after a reload, the latest answer given for each answer still waiting, and nothing once sent', async () => {
    const dbName = newDb();
    const api = fakeApi();
    let online = false;
    const before = tab(dbName, api.send, { online: () => online });
    await before.give(answer(1, 101));
    await before.give(answer(2, 201));
    await before.give(answer(1, 102));
    await before.give({ ...answer(3), body: { answerData: [], answerText: 'Sem rede.' } });
    await before.close();

    const after = tab(dbName, api.send, { online: () => online });
    expect(Object.fromEntries(await after.waiting(QUESTIONNAIRE))).toEqual({
      1: { answerData: [{ idQuestionOption: 102 }] },
      2: { answerData: [{ idQuestionOption: 201 }] },
      3: { answerData: [], answerText: 'Sem rede.' },
    });
    online = true;
    await after.flush();
    expect((await after.waiting(QUESTIONNAIRE)).size).toBe(0);
  });

  it('keeps answers given offline across a reload and sends them once the network is back', async () => {
    const dbName = newDb();
    const api = fakeApi();
    const before = tab(dbName, api.send, { online: () => false });
    await before.give(answer(1));
    await before.give(answer(2));
    await before.flush();
    expect(api.puts).toEqual([]);
    expect((await before.snapshot(QUESTIONNAIRE)).pending).toBe(2);
    await before.close();

    // The reload: a new outbox over the same database, and no memory of the page before.
    let online = false;
    const after = tab(dbName, api.send, { online: () => online });
    expect((await after.snapshot(QUESTIONNAIRE)).pending).toBe(2);
    online = true;
    window.dispatchEvent(new Event('online'));
    after.start();
    await vi.waitFor(() => expect(api.delivered().map((put) => put.idAnswer)).toEqual([1, 2]));
    expect((await after.snapshot(QUESTIONNAIRE)).pending).toBe(0);
  });

  it('keeps clientSeq growing across a reload, even when the clock goes back', async () => {
    const dbName = newDb();
    const api = fakeApi();
    const first = tab(dbName, api.send, { online: () => false });
    const given = await first.give(answer(1));
    await first.close();

    const now = vi.spyOn(Date, 'now').mockReturnValue(given.givenAt - 60_000);
    try {
      const second = tab(dbName, api.send, { online: () => false });
      const later = await second.give(answer(2));
      expect(later.clientSeq).toBeGreaterThan(given.clientSeq);
      // The server keeps it in a PostgreSQL integer.
      expect(later.clientSeq).toBeLessThan(2 ** 31);
      expect(later.body.clientSeq).toBe(later.clientSeq);
    } finally {
      now.mockRestore();
    }
  });

  it('replaces a waiting answer given again, but not one a sender holds', async () => {
    const dbName = newDb();
    let online = false;
    const api = fakeApi(() => 200, 30);
    const outbox = tab(dbName, api.send, { online: () => online });
    await outbox.give(answer(1, 201));
    await outbox.give(answer(1, 202));
    expect((await outbox.snapshot(QUESTIONNAIRE)).pending).toBe(1);

    online = true;
    const sending = outbox.flush();
    // While the PUT of option 202 is on its way, the learner changes the answer again.
    await vi.waitFor(async () => {
      const db = await openOutboxDb(dbName);
      const entries = await db.getAll('entries');
      db.close();
      expect(entries[0]?.sendingSince).not.toBeNull();
    });
    await outbox.give(answer(1, 203));
    expect((await outbox.snapshot(QUESTIONNAIRE)).pending).toBe(2);
    await sending;
    await outbox.flush();

    expect(api.delivered().map((put) => put.answerData)).toEqual([
      [{ idQuestionOption: 202 }],
      [{ idQuestionOption: 203 }],
    ]);
    expect(api.delivered()[1]!.clientSeq).toBeGreaterThan(api.delivered()[0]!.clientSeq);
  });

  it('never sends an answer twice when two tabs send at once (Web Locks)', async () => {
    const dbName = newDb();
    const api = fakeApi(() => 200, 10);
    const locks = sharedLocks();
    let online = false;
    const first = tab(dbName, api.send, { locks, online: () => online });
    const second = tab(dbName, api.send, { locks, online: () => online });
    for (const idAnswer of [1, 2, 3, 4]) await (idAnswer % 2 ? first : second).give(answer(idAnswer));
    online = true;
    await Promise.all([first.flush(), second.flush(), first.flush(), second.flush()]);

    expect(api.puts.map((put) => put.idAnswer)).toEqual([1, 2, 3, 4]);
  });

  it('never sends an answer twice when two tabs send at once without Web Locks (marks in IndexedDB)', async () => {
    const dbName = newDb();
    const api = fakeApi(() => 200, 10);
    let online = false;
    const first = tab(dbName, api.send, { locks: undefined, online: () => online });
    const second = tab(dbName, api.send, { locks: undefined, online: () => online });
    for (const idAnswer of [1, 2, 3]) await first.give(answer(idAnswer));
    online = true;
    await Promise.all([first.flush(), second.flush()]);
    await vi.waitFor(async () => expect((await first.snapshot(QUESTIONNAIRE)).pending).toBe(0));

    expect(api.puts.map((put) => put.idAnswer)).toEqual([1, 2, 3]);
  });

  it('loses nothing when the sending tab dies mid-send: the next tab sends the answer again', async () => {
    const dbName = newDb();
    const api = fakeApi();
    // This tab's PUT never comes back: the tab is closed while it waits.
    const dying = createOutbox({
      dbName,
      send: () => new Promise(() => {}),
      session: () => BRUNO,
      locks: sharedLocks(),
    });
    await dying.give(answer(1));
    await vi.waitFor(async () => {
      const db = await openOutboxDb(dbName);
      const [entry] = await db.getAll('entries');
      db.close();
      expect(entry?.sendingSince).not.toBeNull();
    });

    // The browser released the dead tab's lock; the next tab's sender finds the entry still there.
    const next = tab(dbName, api.send, { locks: sharedLocks() });
    await next.flush();
    expect(api.delivered().map((put) => put.idAnswer)).toEqual([1]);
    expect((await next.snapshot(QUESTIONNAIRE)).pending).toBe(0);
  });

  it('keeps an answer after a network failure or a 5xx and sends it again on the backoff timer', async () => {
    const failures: (number | 'network')[] = ['network', 503];
    const api = fakeApi(() => failures.shift() ?? 200);
    const outbox = tab(newDb(), api.send);
    await outbox.give(answer(1));
    await outbox.give(answer(2));

    await vi.waitFor(() => expect(api.delivered().map((put) => put.idAnswer)).toEqual([1, 2]));
    // The first answer was tried three times (no connection, 503, 200); the second waited behind it.
    expect(api.puts.map((put) => [put.idAnswer, put.status])).toEqual([
      [1, 'network'],
      [1, 503],
      [1, 200],
      [2, 200],
    ]);
    expect((await outbox.snapshot(QUESTIONNAIRE)).pending).toBe(0);
  });

  it('says the server was unreachable while a send waits on the network, and not once one gets through', async () => {
    let network = false;
    const api = fakeApi(() => (network ? 200 : 'network'));
    const outbox = tab(newDb(), api.send);
    await outbox.give(answer(1));
    // navigator.onLine may say true with no connection: the failed send is what tells.
    await vi.waitFor(async () =>
      expect(await outbox.snapshot(QUESTIONNAIRE)).toMatchObject({ pending: 1, unreachable: true }),
    );
    network = true;
    await vi.waitFor(async () =>
      expect(await outbox.snapshot(QUESTIONNAIRE)).toMatchObject({ pending: 0, unreachable: false }),
    );
  });

  it('drops an answer the server refuses with 409 or another 4xx, reports it, and goes on with the next', async () => {
    const api = fakeApi((put) => (put.idAnswer === 1 ? 409 : put.idAnswer === 2 ? 400 : 200));
    const outbox = tab(newDb(), api.send);
    const changes = vi.fn();
    outbox.subscribe(changes);
    for (const idAnswer of [1, 2, 3]) await outbox.give(answer(idAnswer));
    await outbox.flush();

    expect(api.puts.map((put) => [put.idAnswer, put.status])).toEqual([
      [1, 409],
      [2, 400],
      [3, 200],
    ]);
    const { pending, rejected } = await outbox.snapshot(QUESTIONNAIRE);
    expect(pending).toBe(0);
    expect(rejected).toMatchObject([
      { idAnswer: 1, reason: 'closed', status: 409, message: 'A avaliação já foi encerrada.' },
      { idAnswer: 2, reason: 'refused', status: 400, message: 'Opção inválida.' },
    ]);
    expect(changes).toHaveBeenCalled();
    await outbox.dismissRejected(QUESTIONNAIRE);
    expect((await outbox.snapshot(QUESTIONNAIRE)).rejected).toEqual([]);
  });

  it("keeps an answer when the session is gone (401) and never sends another learner's with this token", async () => {
    const dbName = newDb();
    let session: OutboxSession | null = BRUNO;
    // The first PUT finds the session expired: the app's client then signs the learner out.
    let expired = true;
    const api = fakeApi(() => {
      if (!expired) return 200;
      expired = false;
      session = null;
      return 401;
    });
    const outbox = tab(dbName, api.send, { session: () => session });
    await outbox.give(answer(1));
    await outbox.flush();
    expect(api.puts.map((put) => put.status)).toEqual([401]);
    expect((await outbox.snapshot(QUESTIONNAIRE)).pending).toBe(1);

    // Carla signs in on the same browser: Bruno's answer waits; hers goes with her token.
    session = CARLA;
    await outbox.give(answer(9, 109, CARLA.idUser));
    await outbox.flush();
    expect(api.delivered()).toMatchObject([{ idAnswer: 9, authorization: 'Bearer token-carla' }]);
    expect((await outbox.snapshot(QUESTIONNAIRE)).pending).toBe(1);

    session = BRUNO;
    await outbox.flush();
    expect(api.delivered()).toMatchObject([
      { idAnswer: 9, authorization: 'Bearer token-carla' },
      { idAnswer: 1, authorization: 'Bearer token-bruno' },
    ]);
  });

  it('sends an answer at once where IndexedDB is refused, and says so when it could not', async () => {
    const api = fakeApi();
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
    let online = true;
    try {
      const outbox = tab(newDb(), api.send, { online: () => online });
      const first = await outbox.give(answer(1));
      const second = await outbox.give(answer(1, 202));
      expect(second.clientSeq).toBeGreaterThan(first.clientSeq);
      expect(api.delivered().map((put) => put.answerData)).toEqual([
        [{ idQuestionOption: 101 }],
        [{ idQuestionOption: 202 }],
      ]);
      online = false;
      await expect(outbox.give(answer(2))).rejects.toThrow('neither stored nor sent');
      opened.pop();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("keeps a content's progress in the same order as the answers, the latest per content only", async () => {
    let online = false;
    const api = fakeApi();
    const outbox = tab(newDb(), api.send, { online: () => online });
    await outbox.give(answer(1));
    await outbox.giveProgress(progress(3201, 'IN_PROGRESS', 0));
    await outbox.give(answer(2));
    // A later progress of the same content replaces the waiting one; another content keeps its own.
    await outbox.giveProgress(progress(3201, 'COMPLETED', 100));
    await outbox.giveProgress(progress(3204, 'IN_PROGRESS', 0));
    expect(api.puts).toEqual([]);
    online = true;
    await outbox.flush();
    expect(api.delivered().map((put) => [put.path.split('/').slice(-2).join('/'), put.answerData])).toEqual([
      ['answers/1', [{ idQuestionOption: 101 }]],
      ['answers/2', [{ idQuestionOption: 102 }]],
      ['3201/progress', { status: 'COMPLETED', progress: 100 }],
      ['3204/progress', { status: 'IN_PROGRESS', progress: 0 }],
    ]);
    const seqs = api.puts.map((put) => put.clientSeq);
    expect(seqs).toEqual(seqs.toSorted((a, b) => a - b));
    expect(api.puts[2]!.path).toBe(
      '/learning/students/7/enrollments/5/nodeEnrollment/50/contents/3201/progress',
    );
  });

  it('opens a version-1 database and sends the answers it held', async () => {
    const name = newDb();
    // The answers outbox as it was before contents' progress joined it.
    const { openDB } = await import('idb');
    const old = await openDB(name, 1, { upgrade: createVersion1Stores });
    await old.add('entries', {
      idUser: BRUNO.idUser,
      idQuestionnaire: QUESTIONNAIRE,
      idAnswer: 4,
      path: '/learning/students/7/enrollments/5/evaluations/12/questionnaires/31/answers/4',
      body: { answerData: [{ idQuestionOption: 104 }], clientSeq: 5 },
      clientSeq: 5,
      givenAt: 0,
      sendingSince: null,
    });
    old.close();
    const api = fakeApi();
    const outbox = tab(name, api.send);
    await outbox.giveProgress(progress(3201, 'COMPLETED', 100));
    await outbox.flush();
    expect(api.delivered().map((put) => put.path.split('/').slice(-2).join('/'))).toEqual([
      'answers/4',
      '3201/progress',
    ]);
  });
});
