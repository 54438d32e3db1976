import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageOr, usePendingAction } from './usePendingAction';

describe('usePendingAction', () => {
  it('runs one action at a time and stays pending once it succeeded', async () => {
    const { result } = renderHook(() => usePendingAction(messageOr('Falhou')));
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> = Promise.resolve();
    act(() => void (first = result.current.run(action)));
    expect(result.current.pending).toBe(true);
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current).toMatchObject({ pending: true, failure: null });
  });

  it("keeps the failure's text until the next run, which may run again", async () => {
    const { result } = renderHook(() => usePendingAction(messageOr('Falhou')));
    await act(() => result.current.run(() => Promise.reject(new Error('Sem conexão'))));
    expect(result.current).toMatchObject({ pending: false, failure: 'Sem conexão' });
    await act(() => result.current.run(() => Promise.reject(new Error(''))));
    expect(result.current).toMatchObject({ pending: false, failure: 'Falhou' });
    let finish = () => {};
    act(() => void result.current.run(() => new Promise<void>((resolve) => (finish = resolve))));
    expect(result.current).toMatchObject({ pending: true, failure: null });
    await act(async () => finish());
  });
});
