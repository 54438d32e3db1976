import { describe, expect, it } from 'vitest';
import { describeWhen } from './events';

// Local times, so the expectations hold in any time zone.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

describe('describeWhen with d/m/Y days (the learning area)', () => {
  it('writes a moment, a span within a day and a span of several days', () => {
    expect(describeWhen({ start: at(26, 19), end: at(26, 19) }, 'numeric')).toBe('26/11/2026, às 19:00');
    expect(describeWhen({ start: at(26, 19), end: at(26, 20, 30) }, 'numeric')).toBe(
      '26/11/2026, das 19:00 às 20:30',
    );
    expect(describeWhen({ start: at(23, 9), end: at(27, 18) }, 'numeric')).toBe(
      'De 23/11/2026, 09:00, a 27/11/2026, 18:00 (5 dias)',
    );
  });

  it('keeps the words by default (the content app agenda)', () => {
    expect(describeWhen({ start: at(26, 19), end: at(26, 20, 30) })).toBe(
      'quinta-feira, 26 de novembro de 2026, das 19:00 às 20:30',
    );
  });
});
