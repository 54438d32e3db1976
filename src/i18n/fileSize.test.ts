import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [850, '850 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [2253, '2,2 KB'],
    [12.5 * 1024, '12,5 KB'],
    [1.5 * 1024 * 1024, '1,5 MB'],
    [20 * 1024 * 1024, '20 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [2048 * 1024 ** 3, '2.048 GB'],
  ])('writes %d bytes as %j (pt-BR decimal comma)', (size, text) => expect(formatFileSize(size)).toBe(text));
});
