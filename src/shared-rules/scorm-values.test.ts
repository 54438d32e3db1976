import { describe, expect, it } from 'vitest';
import { isNoValue, textOf, treeOf, withValuesOnly } from './scorm-values';

describe('SCORM run values', () => {
  it('takes an object of the tree, not an array or a scalar', () => {
    expect(treeOf({ a: 1 })).toEqual({ a: 1 });
    expect(treeOf([1])).toBeUndefined();
    expect(treeOf('x')).toBeUndefined();
    expect(treeOf(null)).toBeUndefined();
  });

  it('reads a non-empty string or a number as text, anything else as null', () => {
    expect(textOf('p3')).toBe('p3');
    expect(textOf(80)).toBe('80');
    expect(textOf(0)).toBe('0');
    expect(textOf('')).toBeNull();
    expect(textOf(true)).toBeNull();
    expect(textOf({ raw: 1 })).toBeNull();
  });

  it('leaves out null, undefined and empty values, and keeps 0 and false', () => {
    expect(isNoValue('')).toBe(true);
    expect(isNoValue(0)).toBe(false);
    expect(withValuesOnly({ a: null, b: undefined, c: '', d: 0, e: false, f: 'x' })).toEqual({
      d: 0,
      e: false,
      f: 'x',
    });
  });
});
