import { describe, expect, it } from 'vitest';
import { formatFileSize, plural } from './format';

describe('plural (pt-BR: 0 is plural)', () => {
  it('takes the singular for exactly 1 and the plural for 0, 2 and fractions', () => {
    const items = (n: number) => `${n} ${plural(n, 'item', 'itens')}`;
    expect(items(0)).toBe('0 itens');
    expect(items(1)).toBe('1 item');
    expect(items(2)).toBe('2 itens');
    expect(items(1.5)).toBe('1.5 itens');
  });
});

describe('formatFileSize', () => {
  it('writes bytes, KB, MB and GB with a pt-BR decimal comma', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(850)).toBe('850 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(2253)).toBe('2,2 KB');
    expect(formatFileSize(12.5 * 1024)).toBe('12,5 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2.048 GB');
  });
});
