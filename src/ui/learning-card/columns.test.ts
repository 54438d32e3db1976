import { describe, expect, it } from 'vitest';
import { cardOptions, columnsFor, fetchSizes, SCREEN } from './columns';

// learning-area.md 9 "Paging and limits": portrait 5, square 4, landscape-xsmall 3; medium 2, large 3.
describe('cards per row', () => {
  it.each([
    ['portrait', 5],
    ['square', 4],
    ['landscape-xsmall', 3],
  ] as const)('%s: %i on the widest screens', (format, columns) => {
    expect(columnsFor(format, SCREEN.extraLarge)).toBe(columns);
    expect(columnsFor(format, 1920)).toBe(columns);
  });

  it.each(['portrait', 'square', 'landscape-xsmall'] as const)(
    '%s: 3 on large screens, 2 below',
    (format) => {
      expect(columnsFor(format, SCREEN.extraLarge - 1)).toBe(3);
      expect(columnsFor(format, SCREEN.large)).toBe(3);
      expect(columnsFor(format, SCREEN.large - 1)).toBe(2);
      expect(columnsFor(format, 768)).toBe(2);
      expect(columnsFor(format, 360)).toBe(2);
    },
  );
});

// learning-area.md 9: 2 x the columns per step, plus 1 at first; on small screens 6 at first, then 5.
describe('cards asked for per page', () => {
  it('two rows of columns per step, one more at first', () => {
    expect(fetchSizes('portrait', 1280)).toEqual({ first: 11, step: 10 });
    expect(fetchSizes('square', 1280)).toEqual({ first: 9, step: 8 });
    expect(fetchSizes('landscape-xsmall', 1280)).toEqual({ first: 7, step: 6 });
    expect(fetchSizes('portrait', SCREEN.large)).toEqual({ first: 7, step: 6 });
    expect(fetchSizes('portrait', SCREEN.medium)).toEqual({ first: 5, step: 4 });
  });

  it('on small screens: 6 at first, then 5', () => {
    expect(fetchSizes('portrait', SCREEN.medium - 1)).toEqual({ first: 6, step: 5 });
    expect(fetchSizes('square', 360)).toEqual({ first: 6, step: 5 });
  });
});

describe("a block's card format and variant", () => {
  it('takes cardFormat, landscape-xsmall when none', () => {
    expect(cardOptions({ cardFormat: 'portrait' }, 'standard').format).toBe('portrait');
    expect(cardOptions({}, 'standard').format).toBe('landscape-xsmall');
  });

  it('takes the variant its parameter type names, else the block type’s', () => {
    expect(cardOptions({ type: 'journey' }, 'standard').variant).toBe('journey');
    expect(cardOptions({ type: 'avatar' }, 'block').variant).toBe('avatar');
    expect(cardOptions({ type: 'carrossel' }, 'block').variant).toBe('block');
    expect(cardOptions({}, 'banner').variant).toBe('banner');
  });
});
