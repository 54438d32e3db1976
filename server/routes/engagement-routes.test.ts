import { describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { POINTS_PER_CONTENT } from '../store/engagement-store.ts';
import { parseUtcTime } from './engagement-routes.ts';

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

describe('parseUtcTime', () => {
  it('reads "YYYY-MM-DD HH:mm:ss" as UTC and refuses impossible moments', () => {
    expect(parseUtcTime('2026-11-22 13:05:09')?.toISOString()).toBe('2026-11-22T13:05:09.000Z');
    expect(parseUtcTime('2026-02-30 10:00:00')).toBeUndefined();
    expect(parseUtcTime('2026-11-22T13:05:09')).toBeUndefined();
  });
});

describe('POST /api/tracking (media position)', () => {
  it('stores the position; content find answers it to the same learner only', async () => {
    const record = {
      timeStart: '2026-11-22 13:00:00',
      idContentItem: 20,
      idNavigationType: 1,
      idSection: 2,
      position: 42.5,
    };
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
  it('replaces the duration content find answers', async () => {
    const response = await live.post('/api/content/updateduration', bearer(aurora, live.ana), {
      idContentItem: 1,
      duration: 301.6,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await find(1, live.ana)).duration).toBe(302);
  });
});
