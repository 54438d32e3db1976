import { describe, expect, it } from 'vitest';
import { nextOffset, type NodePage } from './learning-catalog';

const page = (offset: number, count: number, totalRecords: number): NodePage => ({
  offset,
  totalRecords,
  items: Array.from({ length: count }, (_, at) => ({
    ok: true as const,
    index: offset + at,
    value: { nodeCode: `N${offset + at}`, nodeType: 'LEARNING' as const, title: 'Curso' },
  })),
});

// learning-area.md 9: 2 x columns per step, one more at first; the next page starts where the
// loaded ones end, until the total is reached.
describe('the next page of a paged node list', () => {
  it('starts where the loaded pages end (11 at first, then 10)', () => {
    expect(nextOffset([page(0, 11, 310)])).toBe(11);
    expect(nextOffset([page(0, 11, 310), page(11, 10, 310)])).toBe(21);
  });

  it('is none once every record is loaded, or when a page comes back empty', () => {
    expect(nextOffset([page(0, 11, 21), page(11, 10, 21)])).toBeUndefined();
    expect(nextOffset([page(0, 11, 310), page(11, 0, 310)])).toBeUndefined();
    expect(nextOffset([])).toBeUndefined();
  });
});
