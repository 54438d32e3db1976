import { describe, expect, it } from 'vitest';
import { pageFromQuery, sortFromQuery, sortToQuery } from './historySort';

describe("the history's order in the address", () => {
  it('reads back what it writes, for each column both ways', () => {
    for (const column of ['title', 'status', 'finished', 'expires'] as const)
      for (const direction of ['ascending', 'descending'] as const)
        expect(sortFromQuery(sortToQuery({ column, direction }))).toEqual({ column, direction });
    expect(sortToQuery({ column: 'finished', direction: 'descending' })).toBe('conclusao-desc');
  });

  it("is the server's order (null) for anything else", () => {
    for (const value of [null, '', 'conclusao', 'conclusao-up', 'actions-asc', 'titulo-asc-x'])
      expect(sortFromQuery(value), String(value)).toBeNull();
  });
});

describe("the history's page in the address", () => {
  it('is a whole number from 1 to the last page, else 1', () => {
    expect(pageFromQuery('2', 3)).toBe(2);
    expect(pageFromQuery('9', 3)).toBe(3);
    for (const value of [null, '', '0', '-1', '1.5', 'dois']) expect(pageFromQuery(value, 3)).toBe(1);
    expect(pageFromQuery('2', 0)).toBe(1);
  });
});
