import { describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { migrate } from '../db/migrate.ts';
import { CLOCK_SKEW_SECONDS, MAX_INTEGER, MAX_SECONDS_PER_VIEW, POINTS_PER_CONTENT } from './rules.ts';
import { engagementMessages } from './messages.ts';
import { trackingRecord } from './test-support.ts';

const live = useLearnerServer();

const find = async (id: number, token: string) => {
  const response = await live.app.inject({
    method: 'GET',
    url: `/api/content/find/${id}`,
    headers: bearer(aurora, token),
  });
  expectSchema(response, 'api/content-find-response.json');
  const [item] = response.json<{ content: Record<string, unknown>[] }>().content;
  if (!item) throw new Error(`content ${id} not found`);
  return item;
};

describe('POST /api/tracking (media position)', () => {
  it('stores the position; content find answers it to the same learner only', async () => {
    const record = trackingRecord(42.5);
    const response = await live.post('/api/tracking', bearer(aurora, live.ana), record);
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/message-response.json');
    expect((await find(20, live.ana)).lastPosition).toBe(42.5);
    const rows = await live.db.query<{ position: number; id_section: number }>(
      'SELECT position, id_section FROM tracking_records WHERE id_app = 1 AND id_content_item = 20',
    );
    expect(rows).toEqual([{ position: 42.5, id_section: 2 }]);
  });

  it('refuses a malformed time, a missing content and another tenant', async () => {
    const record = { timeStart: '22/11/2026', idContentItem: 20, idNavigationType: 1, position: 1 };
    expect((await live.post('/api/tracking', bearer(aurora, live.ana), record)).statusCode).toBe(400);
    expectFailure(
      await live.post('/api/tracking', bearer(aurora, live.ana), {
        ...record,
        timeStart: '2026-13-01 00:00:00',
      }),
      400,
      'Horário de início inválido; use AAAA-MM-DD HH:mm:ss (UTC).',
    );
    const missing = { ...record, timeStart: '2026-11-22 13:00:00', idContentItem: 99999 };
    expectFailure(
      await live.post('/api/tracking', bearer(aurora, live.ana), missing),
      404,
      'Conteúdo não encontrado.',
    );
    expectFailure(
      await live.post('/api/tracking', bearer(aurora, live.bruno), record),
      401,
      'Sessão expirada.',
    );
  });
});

describe('POST /api/tracking/exit', () => {
  const exit = {
    timeStart: '2026-11-22 13:00:00',
    idNavigationItem: 9,
    idNavigationType: 1,
    idSection: 2,
    timeExecuted: 75.4,
  };

  it('stores each view and awards points once per content', async () => {
    const first = await live.post('/api/tracking/exit', bearer(aurora, live.ana), exit);
    expectSchema(first, 'api/tracking-exit-response.json');
    const before = first.json<{ totalUserPoints: number }>().totalUserPoints;
    expect(before).toBeGreaterThanOrEqual(POINTS_PER_CONTENT);
    const again = await live.post('/api/tracking/exit', bearer(aurora, live.ana), {
      ...exit,
      timeExecuted: 20,
    });
    expect(again.json()).toEqual({ success: true, totalUserPoints: before });
    const rows = await live.db.query<{ time_executed: number }>(
      'SELECT time_executed FROM tracking_exits WHERE id_app = 1 AND id_navigation_item = 9 ORDER BY id',
    );
    expect(rows.map((row) => row.time_executed)).toEqual([75, 20]);
    expect((await find(9, live.ana)).timeExecuted).toBe(95);
  });

  it("keeps each tenant's learners apart", async () => {
    const response = await live.post('/api/tracking/exit', bearer(horizonte, live.bruno), {
      ...exit,
      idNavigationItem: 1,
    });
    expect(response.json()).toEqual({ success: true, totalUserPoints: POINTS_PER_CONTENT });
  });

  it('refuses a navigation type beyond its column (smallint) with a 400', async () => {
    // One past the column's largest value, then the largest.
    for (const url of ['/api/tracking/exit', '/api/tracking'])
      for (const [idNavigationType, status] of [
        [32768, 400],
        [32767, 200],
      ]) {
        const body = { ...exit, idContentItem: 9, position: 1, idNavigationType };
        const response = await live.post(url, bearer(aurora, live.ana), body);
        expect(response.statusCode, `${url} ${idNavigationType} ${response.body}`).toBe(status);
      }
  });

  it('refuses a negative time', async () => {
    const response = await live.post('/api/tracking/exit', bearer(aurora, live.ana), {
      ...exit,
      timeExecuted: -1,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/ranking/vote/', () => {
  it("stores the learner's vote and adds it to the content's rating", async () => {
    const before = await find(15, live.ana);
    expect(before.vote).toBeUndefined();
    const response = await live.post('/api/ranking/vote/', bearer(aurora, live.ana), {
      idContentItem: 15,
      vote: 3,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await find(15, live.ana);
    expect(after.vote).toBe(3);
    expect(after.numberVotes).toBe(88);
    // (4.9 * 87 + 3) / 88, to two places.
    expect(after.rating).toBe(4.88);
  });

  it('takes whole stars 1 to 5 only', async () => {
    for (const vote of [0, 6, 2.5, '4'])
      expect(
        (await live.post('/api/ranking/vote/', bearer(aurora, live.ana), { idContentItem: 15, vote }))
          .statusCode,
      ).toBe(400);
  });
});

describe('POST /api/content/updateduration', () => {
  const update = (idContentItem: number, duration: unknown) =>
    live.post('/api/content/updateduration', bearer(aurora, live.ana), { idContentItem, duration });

  it('fills in a missing duration once; later calls leave it', async () => {
    expect((await find(9703, live.ana)).duration).toBeUndefined();
    const first = await update(9703, 1315.4);
    expect(first.statusCode, first.body).toBe(200);
    expect((await find(9703, live.ana)).duration).toBe(1315);
    // The same total again (a second learner opening the playlist) is fine; another one is refused.
    expect((await update(9703, 1315)).statusCode).toBe(200);
    expectFailure(await update(9703, 5), 409, engagementMessages.durationAlreadySet);
    expect((await find(9703, live.ana)).duration).toBe(1315);
  });

  it("never changes the fixture's duration", async () => {
    expect((await find(1, live.ana)).duration).toBe(260);
    expectFailure(await update(1, 301.6), 409, engagementMessages.durationAlreadySet);
    expect((await update(1, 260)).statusCode).toBe(200);
    expect((await find(1, live.ana)).duration).toBe(260);
    const stored = await live.db.query(
      'SELECT 1 FROM content_durations WHERE id_app = 1 AND id_content_item = 1',
    );
    expect(stored).toEqual([]);
  });

  it('takes a bounded number of seconds only', async () => {
    for (const duration of [-1, 8640001, 1e308, 'Infinity', null])
      expect((await update(9705, duration)).statusCode, String(duration)).toBe(400);
    expect((await find(9705, live.ana)).duration).toBeUndefined();
  });

  it('answers 404 for a content of another tenant', async () => {
    expectFailure(
      await live.post('/api/content/updateduration', bearer(horizonte, live.bruno), {
        idContentItem: 9790,
        duration: 10,
      }),
      404,
      'Conteúdo não encontrado.',
    );
  });
});

describe('points and time of tracking exits cannot be inflated', () => {
  const now = () => new Date();
  const utc = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
  const exitOf = (idNavigationItem: number, idNavigationType: number, timeExecuted: number, start: Date) => ({
    timeStart: utc(start),
    idNavigationItem,
    idNavigationType,
    idSection: 2,
    timeExecuted,
  });
  const pointsOf = async (body: unknown) => {
    const response = await live.post('/api/tracking/exit', bearer(aurora, live.ana), body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ totalUserPoints: number }>().totalUserPoints;
  };

  it('awards the first view of a content once, whatever idNavigationType says', async () => {
    const hourAgo = new Date(now().getTime() - 3_600_000);
    const before = await pointsOf(exitOf(20, 1, 0, hourAgo));
    const after = [];
    for (const type of [1, 2, 3, 4, 5, 6, 7, 99, 32767])
      after.push(await pointsOf(exitOf(20, type, 30, hourAgo)));
    expect(after).toEqual(after.map(() => before));
    const [awarded] = await live.db.query<{ points: number }>(
      'SELECT sum(points)::int AS points FROM tracking_exits WHERE id_app = 1 AND id_user = 1 AND id_navigation_item = 20',
    );
    expect(awarded?.points).toBe(POINTS_PER_CONTENT);
  });

  it('awards them once when exits of one content race', async () => {
    const hourAgo = new Date(now().getTime() - 3_600_000);
    const [before] = await live.db.query<{ points: number }>(
      'SELECT coalesce(sum(points), 0)::int AS points FROM tracking_exits WHERE id_app = 1 AND id_user = 1',
    );
    const totals = await Promise.all([1, 2, 3, 4, 5].map((type) => pointsOf(exitOf(15, type, 10, hourAgo))));
    expect(Math.max(...totals)).toBe((before?.points ?? 0) + POINTS_PER_CONTENT);
  });

  it('counts no more seconds than the view lasted, nor more than a day', async () => {
    const tenSecondsAgo = new Date(now().getTime() - 10_000);
    await pointsOf(exitOf(16, 1, 864000, tenSecondsAgo));
    await pointsOf(exitOf(16, 1, 864000, new Date(now().getTime() + 86_400_000)));
    await pointsOf(exitOf(16, 1, 864000, new Date('2020-01-01T00:00:00Z')));
    const rows = await live.db.query<{ time_executed: number }>(
      'SELECT time_executed FROM tracking_exits WHERE id_app = 1 AND id_navigation_item = 16 ORDER BY id',
    );
    const [short, future, old] = rows.map((row) => row.time_executed);
    expect(short).toBeGreaterThanOrEqual(10 + CLOCK_SKEW_SECONDS);
    expect(short).toBeLessThan(20 + CLOCK_SKEW_SECONDS);
    expect(future).toBe(0);
    expect(old).toBe(MAX_SECONDS_PER_VIEW);
  });

  it("stops a learner's time on a content at the integer's limit instead of failing", async () => {
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await pointsOf(exitOf(17, 1, 1, longAgo));
    await live.db.query(
      'UPDATE content_progress SET time_executed = $1 WHERE id_app = 1 AND id_user = 1 AND id_content_item = 17',
      [MAX_INTEGER - 1000],
    );
    for (let view = 0; view < 40; view += 1) await pointsOf(exitOf(17, 1 + (view % 6), 864000, longAgo));
    expect((await find(17, live.ana)).timeExecuted).toBe(MAX_INTEGER);
  });

  it('takes back the extra points older servers awarded, keeping the first', async () => {
    await live.db.query('DROP INDEX tracking_exits_points_once');
    const values = [1, 2, 3].map(
      (type) => `(1, 1, 18, ${type}, '2026-11-20 10:00:00+00', 5, ${POINTS_PER_CONTENT}, now())`,
    );
    await live.db.query(
      `INSERT INTO tracking_exits (id_app, id_user, id_navigation_item, id_navigation_type, time_start,
         time_executed, points, recorded_at) VALUES ${values.join(', ')}`,
    );
    // As on a database of before numbered migrations: the engagement migration runs on it again.
    await live.db.query(`DELETE FROM schema_migrations WHERE name = '0003-engagement.sql'`);
    await migrate(live.db);
    const rows = await live.db.query<{ points: number }>(
      'SELECT points FROM tracking_exits WHERE id_app = 1 AND id_navigation_item = 18 ORDER BY id',
    );
    expect(rows.map((row) => row.points)).toEqual([POINTS_PER_CONTENT, 0, 0]);
    const again = await live.post('/api/tracking/exit', bearer(aurora, live.ana), {
      ...exitOf(18, 4, 5, new Date('2026-11-20T10:00:00Z')),
    });
    expect(again.statusCode).toBe(200);
    const [sum] = await live.db.query<{ points: number }>(
      'SELECT sum(points)::int AS points FROM tracking_exits WHERE id_app = 1 AND id_navigation_item = 18',
    );
    expect(sum?.points).toBe(POINTS_PER_CONTENT);
  });
});

describe('GET /api/tracking/last (the return-to-last-content prompt, content-app.md 4)', () => {
  const last = async (host: string, token: string) => {
    const response = await live.get('/api/tracking/last', bearer(host, token));
    return answerOf<{ content: { idContentItem: number; idSection?: number; text: string } | null }>(
      response,
      'api/tracking-last-response.json',
    ).content;
  };
  const exit = (token: string, idNavigationItem: number, idSection?: number) =>
    live.post('/api/tracking/exit', bearer(aurora, token), {
      timeStart: '2026-11-22 13:00:00',
      idNavigationItem,
      idNavigationType: 1,
      timeExecuted: 5,
      ...(idSection ? { idSection } : {}),
    });

  it('is null for a learner never tracked, then the newest tracked content with its section', async () => {
    const edu = await live.login(aurora, 'edu@aurora.test');
    expect(await last(aurora, edu)).toBeNull();
    expect((await exit(edu, 21, 6)).statusCode).toBe(200);
    expect(await last(aurora, edu)).toEqual({
      idContentItem: 21,
      idSection: 6,
      text: 'Como conduzir uma demonstração que encanta',
    });
    const record = { timeStart: '2026-11-22 13:05:00', idContentItem: 10, idNavigationType: 1, position: 3 };
    expect((await live.post('/api/tracking', bearer(aurora, edu), record)).statusCode).toBe(200);
    // The record named no section: the content's own.
    expect(await last(aurora, edu)).toMatchObject({ idContentItem: 10, idSection: 3 });
    // Someone else's tracking is not theirs.
    expect((await last(horizonte, live.bruno))?.idContentItem).not.toBe(10);
  });

  it('passes over a content the tenant no longer has', async () => {
    const edu = await live.login(aurora, 'edu@aurora.test');
    await live.db.query(
      `INSERT INTO tracking_records (id_app, id_user, id_content_item, id_navigation_type, time_start,
         position, recorded_at) VALUES (1, 7, 424242, 1, now(), 0, now() + interval '1 hour')`,
    );
    expect((await last(aurora, edu))?.idContentItem).toBe(10);
  });
});
