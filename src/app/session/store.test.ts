import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../../tests/setup/signed-in';
import { clearSession, currentSession, lastVisited, rememberVisit, replaceToken } from './store';
import { useIsLoggedIn, useMenuData } from './hooks';

const KEY = 'wl.menuData';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { token: string } | null;

/** What another tab of the app writing the session looks like to this one. */
function otherTabWrites(value: string | null) {
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: value, storageArea: localStorage }),
    );
  });
}

beforeEach(() => {
  clearSession();
  localStorage.clear();
});

describe('session store', () => {
  it('keeps the login in localStorage and forgets it at logout, with the history and the plan flags', () => {
    signInForTest({ token: 't1' });
    rememberVisit('/trilhas/4');
    localStorage.setItem('wl.planModalFlags', '{}');
    expect(stored()?.token).toBe('t1');
    expect(currentSession()?.loginInfo.name).toBe('Ana Souza');
    expect(lastVisited()).toBe('/trilhas/4');
    clearSession();
    expect(stored()).toBeNull();
    expect(currentSession()).toBeNull();
    expect(lastVisited()).toBeNull();
    expect(localStorage.getItem('wl.planModalFlags')).toBeNull();
  });

  it('re-renders the components that read it, and a new token does not re-render a logged-in check', () => {
    let checks = 0;
    const loggedIn = renderHook(() => {
      checks++;
      return useIsLoggedIn();
    });
    const menuData = renderHook(() => useMenuData());
    expect(loggedIn.result.current).toBe(false);
    act(() => signInForTest({ token: 't1' }));
    expect(loggedIn.result.current).toBe(true);
    expect(menuData.result.current?.token).toBe('t1');
    const rendered = checks;
    act(() => replaceToken('t2'));
    expect(menuData.result.current?.token).toBe('t2');
    expect(stored()?.token).toBe('t2');
    expect(checks).toBe(rendered);
  });

  it('follows another tab: its login signs this one in, its logout out, and tampered data is refused', () => {
    const loggedIn = renderHook(() => useIsLoggedIn());
    signInForTest({ token: 'other-tab' });
    const valid = localStorage.getItem(KEY);
    act(() => clearSession());
    otherTabWrites(valid);
    expect(loggedIn.result.current).toBe(true);
    expect(currentSession()?.token).toBe('other-tab');
    otherTabWrites(
      JSON.stringify({ token: 'x', loginInfo: { idUser: 'not a number' }, menu: [], design: [] }),
    );
    expect(loggedIn.result.current).toBe(false);
    otherTabWrites(valid);
    otherTabWrites(null);
    expect(loggedIn.result.current).toBe(false);
  });

  it('reads the stored login when the app starts, checked against its schemas: a tampered one is signed out', async () => {
    signInForTest({ token: 'kept' });
    const valid = localStorage.getItem(KEY)!;
    vi.resetModules();
    expect((await import('./store')).currentSession()?.token).toBe('kept');
    localStorage.setItem(KEY, valid.replace('"idUser":1', '"idUser":"1"'));
    vi.resetModules();
    expect((await import('./store')).currentSession()).toBeNull();
    localStorage.setItem(KEY, '{not json');
    vi.resetModules();
    expect((await import('./store')).currentSession()).toBeNull();
  });
});
