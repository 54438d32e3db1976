import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../build-server.ts';
import { defaultFixturesDir } from '../paths.ts';
import { inMemoryDataDir, openDatabase, type Database } from './database.ts';

const horizonteApp = 2;
let db: Database;
beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: inMemoryDataDir });
});
afterAll(() => db?.close());

const count = async (table: string) =>
  (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id_app = $1`, [horizonteApp])
  )[0]?.n;

describe('the learning area seeded from the horizonte fixture', () => {
  it('stores the tree, blocks, classes and bruno starting enrolments, and keeps what learners did', async () => {
    await (await buildServer({ fixtureDirs: [defaultFixturesDir], database: db })).close();
    // 326 of issue 11, the two courses of the evaluations, the two SCORM courses with their modules, and
    // the history's school with its nine courses (issue 18), and the admin's SCORM course (issue 22).
    expect(await count('learning_nodes')).toBe(343);
    expect(await count('learning_blocks')).toBeGreaterThanOrEqual(16);
    expect(await count('learning_teams')).toBe(25);
    expect(await count('learning_attachments')).toBeGreaterThanOrEqual(12);
    const bruno = await db.query<{ id_enrollment: number; status: string }>(
      'SELECT id_enrollment, status FROM learning_enrollments WHERE id_app = $1 AND id_user = 1 ORDER BY 1',
      [horizonteApp],
    );
    expect(bruno.map((row) => row.status)).toEqual([
      'IN_PROGRESS',
      'IN_PROGRESS',
      'FAILED',
      'COMPLETED',
      'IN_PROGRESS',
      // 507 and 508: the courses of the evaluations (parts/learning-evaluations.json).
      'IN_PROGRESS',
      'IN_PROGRESS',
      // The two SCORM courses of issue 12 (511, 512).
      'IN_PROGRESS',
      'IN_PROGRESS',
      // The history's, one in each status (601-609, parts/zz-journey-history.json).
      'COMPLETED',
      'PASSED',
      'FAILED',
      'EXPIRED',
      'IN_PROGRESS',
      'NOT_ATTEMPTED',
      'EQUIVALENCY',
      'COMPLETED',
      'COMPLETED',
    ]);
    const pending = await db.query<{ id_team: number }>(
      `SELECT id_team FROM learning_enrollment_requests
        WHERE id_app = $1 AND id_user = 1 AND status = 'PENDING' ORDER BY id_team`,
      [horizonteApp],
    );
    expect(pending).toEqual([{ id_team: 12 }, { id_team: 21 }]);
    // A request keeps the dates its fixture gives: asked, then answered (none while PENDING).
    const [denied] = await db.query<{ created_at: Date; status_date: Date | null }>(
      `SELECT created_at, status_date FROM learning_enrollment_requests WHERE id_app = $1 AND id_enrollment_request = 33`,
      [horizonteApp],
    );
    expect(denied?.created_at.toISOString()).toBe('2026-09-02T17:30:00.000Z');
    expect(denied?.status_date?.toISOString()).toBe('2026-09-05T14:00:00.000Z');

    // Bruno finishes the video; a restart reseeds the fixture's rows but keeps his progress.
    await db.query(
      `UPDATE learning_content_enrollments SET status = 'COMPLETED', progress = 100
        WHERE id_app = $1 AND id_enrollment = 501 AND id_content_item = 3101`,
      [horizonteApp],
    );
    await (await buildServer({ fixtureDirs: [defaultFixturesDir], database: db })).close();
    const video = await db.query<{ status: string; progress: number }>(
      `SELECT status, progress FROM learning_content_enrollments
        WHERE id_app = $1 AND id_enrollment = 501 AND id_content_item = 3101`,
      [horizonteApp],
    );
    expect(video).toEqual([{ status: 'COMPLETED', progress: 100 }]);
    // 326 of issue 11, the two courses of the evaluations, the two SCORM courses with their modules, and
    // the history's school with its nine courses (issue 18), and the admin's SCORM course (issue 22).
    expect(await count('learning_nodes')).toBe(343);
  });
});
