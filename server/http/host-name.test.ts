import { describe, expect, it } from 'vitest';
import { hostNameOf } from './host-name.ts';

describe('hostNameOf', () => {
  it.each([
    ['aurora.localhost:5173', 'aurora.localhost'],
    ['Aurora.LocalHost', 'aurora.localhost'],
    ['aurora.localhost.', 'aurora.localhost'],
    ['http://aurora.localhost:5173/login', 'aurora.localhost'],
    ['[::1]:5173', '[::1]'],
    ['', undefined],
    [undefined, undefined],
    ['http://[', undefined],
    ['aurora\u0000.localhost', undefined],
    ['\uD800.localhost', undefined],
    [`${'a'.repeat(301)}.localhost`, undefined],
  ])('%s -> %s', (value, expected) => {
    expect(hostNameOf(value)).toBe(expected);
  });
});
