// Issue 21: a learning page no longer loads the tenant's whole catalogue per request. The catalogue is
// kept per process while the tenant's fixture hash is unchanged; a re-seed (here: a new hash) reloads it.
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { useLearnerServer } from '../test-support/test-server.ts';
import { loadLearningView } from './view-model.ts';

const live = useLearnerServer();

/** The server's database, counting the statements sent through it. */
function counting(db: Queryable) {
  const sent: string[] = [];
  const counted: Queryable = {
    query: (sql, params) => {
      sent.push(sql);
      return db.query(sql, params);
    },
  };
  return { db: counted, sent };
}

describe("the tenant's learning catalogue", () => {
  it('is loaded once, then each view asks only whether it changed and for the learner’s own rows', async () => {
    const { db, sent } = counting(live.db);
    const first = await loadLearningView(db, 2, 1, new Date());
    const firstCount = sent.length;
    sent.length = 0;
    const second = await loadLearningView(db, 2, 1, new Date());
    expect(sent.length).toBeLessThanOrEqual(firstCount - 4);
    expect(sent.some((sql) => /FROM learning_(nodes|contents|teams|evaluations)\b/.test(sql))).toBe(false);
    expect(second.contents).toBe(first.contents);
    expect(second.tree.nodes.length).toBeGreaterThan(0);
  });

  it('is loaded again when the tenant was seeded from another fixture', async () => {
    const { db, sent } = counting(live.db);
    const before = await loadLearningView(db, 2, 1, new Date());
    const [row] = await live.db.query<{ version: string }>(
      'SELECT fixture_sha256 AS version FROM apps WHERE id_app = 2',
    );
    const version = row!.version;
    await live.db.query("UPDATE apps SET fixture_sha256 = 'another' WHERE id_app = 2");
    try {
      sent.length = 0;
      const after = await loadLearningView(db, 2, 1, new Date());
      expect(sent.some((sql) => /FROM learning_contents\b/.test(sql))).toBe(true);
      expect(after.contents).not.toBe(before.contents);
      expect(after.contents).toEqual(before.contents);
    } finally {
      await live.db.query('UPDATE apps SET fixture_sha256 = $1 WHERE id_app = 2', [version]);
    }
  });

  it('is frozen: a view that wrote into a shared item would throw, not leak into another answer', async () => {
    const view = await loadLearningView(live.db, 2, 1, new Date());
    const item = view.contents[0]!.item as { text?: string };
    expect(() => {
      item.text = 'changed';
    }).toThrow(TypeError);
  });
});
