import { describe, expect, it } from 'vitest';
import { plural } from './format';

describe('plural (pt-BR: 0 is plural)', () => {
  it('takes the singular for exactly 1 and the plural for 0, 2 and fractions', () => {
    const items = (n: number) => `${n} ${plural(n, 'item', 'itens')}`;
    expect(items(0)).toBe('0 itens');
    expect(items(1)).toBe('1 item');
    expect(items(2)).toBe('2 itens');
    expect(items(1.5)).toBe('1.5 itens');
  });
});
