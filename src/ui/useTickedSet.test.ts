import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTickedSet } from './useTickedSet';

describe('useTickedSet', () => {
  it('starts from the given keys, ticks and unticks one at a time', () => {
    const { result } = renderHook(() => useTickedSet(() => ['a']));
    expect([...result.current[0]]).toEqual(['a']);
    act(() => result.current[1]('b', true));
    act(() => result.current[1]('b', true));
    expect([...result.current[0]]).toEqual(['a', 'b']);
    act(() => result.current[1]('a', false));
    expect([...result.current[0]]).toEqual(['b']);
  });

  it('starts empty by default, and gives a new set at each change', () => {
    const { result } = renderHook(() => useTickedSet());
    const empty = result.current[0];
    expect(empty.size).toBe(0);
    act(() => result.current[1]('a', true));
    expect(result.current[0]).not.toBe(empty);
    expect(empty.size).toBe(0);
  });
});
