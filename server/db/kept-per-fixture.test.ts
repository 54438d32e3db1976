import { describe, expect, it } from 'vitest';
import type { Queryable } from './database.ts';
import { keptPerFixture } from './kept-per-fixture.ts';

const database = (): Queryable => ({ query: () => Promise.resolve([]) });

/** A keeper whose load answers `load N` for its Nth call, and the calls it got. */
function counting(fail = () => false) {
  const calls: number[] = [];
  const kept = keptPerFixture((_db, idApp) => {
    calls.push(idApp);
    return fail() ? Promise.reject(new Error('lost connection')) : Promise.resolve(`load ${calls.length}`);
  });
  return { kept, calls };
}

describe('keptPerFixture', () => {
  it('loads a tenant once per fixture version, and again when the version changes', async () => {
    const { kept, calls } = counting();
    const db = database();
    expect(await kept(db, 1, 'a')).toBe('load 1');
    expect(await kept(db, 1, 'a')).toBe('load 1');
    expect(await kept(db, 2, 'a')).toBe('load 2');
    expect(await kept(db, 1, 'b')).toBe('load 3');
    expect(await kept(db, 1, 'b')).toBe('load 3');
    expect(calls).toEqual([1, 2, 1]);
  });

  it('keeps each database apart, and nothing for a tenant without a fixture hash', async () => {
    const { kept, calls } = counting();
    const [first, second] = [database(), database()];
    await kept(first, 1, 'a');
    await kept(second, 1, 'a');
    await kept(first, 3, null);
    await kept(first, 3, null);
    expect(calls).toEqual([1, 1, 3, 3]);
  });

  it('does not keep a failed load: the next call tries again', async () => {
    let failing = true;
    const { kept, calls } = counting(() => failing);
    const db = database();
    await expect(kept(db, 1, 'a')).rejects.toThrow('lost connection');
    failing = false;
    expect(await kept(db, 1, 'a')).toBe('load 2');
    expect(calls).toEqual([1, 1]);
  });
});
