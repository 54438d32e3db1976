// Ids from sequences (issue 17, scale 1): writers at once, on one connection pool or several, never get
// one id twice, blocks of ids are consecutive, and seeding's explicit ids are never handed out again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../test-support/test-database.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';
import { nextId, syncIdSequences } from './next-id.ts';

let test: TestDatabase;
let db: Database;
beforeAll(async () => {
  test = await createTestDatabase();
  db = await openDatabase(test.config);
  await migrate(db);
  await db.exec(`INSERT INTO apps (id_app, id_company, bucket, details, menu, design)
                 VALUES (1, 1, 'ids.localhost', '{}', '{}', '{}');
                 INSERT INTO users (id_app, id_user, email, name, password_hash)
                 VALUES (1, 1, 'ids@ids.test', 'Ids', 'x');`);
});
afterAll(async () => {
  await db?.close();
  await test?.drop();
});

/** Enrols user 1 in a transaction, as the enrolment route does: id first, then the row (EXPIRED, so
 * the one-place-per-class key of migration 0014 lets every row of the same learner and class in). */
const enrol = () =>
  db.transaction(async (tx) => {
    const id = await nextId(tx, 'learning_enrollments', 'id_enrollment', 1);
    await tx.query(
      `INSERT INTO learning_enrollments (id_app, id_enrollment, id_user, id_team, status, created_at)
       VALUES (1, $1, 1, 1, 'EXPIRED', now())`,
      [id],
    );
    return id;
  });

describe(`ids from sequences (${testEngine})`, () => {
  it('gives 50 writers at once 50 different ids, and every row is stored', async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, enrol));
    expect(new Set(ids).size).toBe(50);
    const [stored] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM learning_enrollments WHERE id_app = 1',
    );
    expect(stored?.count).toBe(50);
  });

  it('gives blocks of consecutive ids that no single id or other block meets', async () => {
    const blocks = Promise.all(
      Array.from({ length: 20 }, async () => {
        const first = await nextId(db, 'learning_answers', 'id_answer', 1, 5);
        return [0, 1, 2, 3, 4].map((offset) => first + offset);
      }),
    );
    const singles = Promise.all(
      Array.from({ length: 50 }, () => nextId(db, 'learning_answers', 'id_answer', 1)),
    );
    const taken = [...(await blocks).flat(), ...(await singles)];
    expect(new Set(taken).size).toBe(20 * 5 + 50);
  });

  it('moves a sequence past explicit ids, and never back', async () => {
    await db.query(
      `INSERT INTO learning_enrollments (id_app, id_enrollment, id_user, id_team, status, created_at)
       VALUES (1, 5000, 1, 1, 'EXPIRED', now())`,
    );
    await syncIdSequences(db);
    expect(await enrol()).toBe(5001);
    await db.query('DELETE FROM learning_enrollments WHERE id_enrollment >= 5000');
    await syncIdSequences(db);
    expect(await enrol()).toBe(5002);
  });

  it('refuses a table without a sequence', async () => {
    await expect(nextId(db, 'users', 'id_user', 1)).rejects.toThrow(/users\.id_user has no id sequence/);
  });
});
