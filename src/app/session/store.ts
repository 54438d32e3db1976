// The session: persisted state and the functions the HTTP client needs outside React. Persisted
// values are checked against their schemas when read back (at start and when another tab changes
// them), so a stale or tampered localStorage entry becomes "signed out" instead of a crash.
// Two values in a few lines of module state, not jotai's atoms (~3.5 KB gzipped of the first paint
// for what persisted() does here: docs/decisions/0010-first-paint-budget.md).
import type { DesignEntry, LoginInfo, MenuSection } from '../../generated/types';
import { validate } from '../../engine/validate';

/** What login stores: "logged in when the stored menu data holds a token" (content-app.md 4). */
export interface MenuData {
  token: string;
  loginInfo: LoginInfo;
  menu: MenuSection[];
  design: DesignEntry[];
}

const KEYS = {
  menuData: 'wl.menuData',
  history: 'wl.navigationHistory',
} as const;

/** Plan modal flags and campaign: cleared at logout (content-app.md 4); no screen here keeps them yet. */
const LOGOUT_CLEARS = ['wl.planModalFlags', 'wl.campaign'];

function isMenuData(value: unknown): value is MenuData {
  if (!value || typeof value !== 'object') return false;
  const data = value as Partial<MenuData>;
  return (
    typeof data.token === 'string' &&
    validate('login-info', data.loginInfo).ok &&
    Array.isArray(data.menu) &&
    data.menu.every((section) => validate('menu-section', section).ok) &&
    Array.isArray(data.design) &&
    data.design.every((entry) => validate('design-entry', entry).ok)
  );
}

/** What is stored under `key`, or null when nothing is or storage is blocked (private mode). */
function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * One value kept in localStorage as JSON: read and checked when the module loads, written on every
 * change, and replaced (checked again) when another tab of the app writes it.
 */
function persisted<T>(key: string, initial: T, check: (value: unknown) => value is T) {
  const read = (text: string | null): T => {
    if (text === null) return initial;
    try {
      const value: unknown = JSON.parse(text);
      return check(value) ? value : initial;
    } catch {
      return initial;
    }
  };
  let value = read(storedText(key));
  const listeners = new Set<() => void>();
  const changed = (next: T) => {
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of listeners) listener();
  };
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (event) => {
      if (event.key === key && event.storageArea === window.localStorage) changed(read(event.newValue));
    });
  return {
    get: () => value,
    set(next: T) {
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage blocked (private mode): the value lives in this tab only.
      }
      changed(next);
    },
    /** For useSyncExternalStore: calls `listener` after each change; returns the unsubscribe. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const isNullableMenuData = (value: unknown): value is MenuData | null => value === null || isMenuData(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

export const menuDataStore = persisted<MenuData | null>(KEYS.menuData, null, isNullableMenuData);
const navigationHistory = persisted<string[]>(KEYS.history, [], isStringList);

export const getToken = () => menuDataStore.get()?.token ?? null;

/** A new token in any response replaces the stored one. */
export function replaceToken(token: string) {
  const current = menuDataStore.get();
  if (current && current.token !== token) menuDataStore.set({ ...current, token });
}

export function saveLogin(data: MenuData) {
  menuDataStore.set(data);
}

export function updateLogin(patch: Partial<MenuData>) {
  const current = menuDataStore.get();
  if (current) menuDataStore.set({ ...current, ...patch });
}

/** Logout clears menu data, navigation history, plan modal flags and campaign (content-app.md 2.2, 4). */
export function clearSession() {
  menuDataStore.set(null);
  navigationHistory.set([]);
  try {
    for (const key of LOGOUT_CLEARS) localStorage.removeItem(key);
  } catch {
    // Storage blocked (private mode): nothing was kept there either.
  }
}

const HISTORY_LIMIT = 20;
export function rememberVisit(path: string) {
  const history = navigationHistory.get();
  if (history.at(-1) === path) return;
  navigationHistory.set([...history, path].slice(-HISTORY_LIMIT));
}

export const lastVisited = () => navigationHistory.get().at(-1) ?? null;
export const hasHistory = () => navigationHistory.get().length > 0;
export const currentSession = () => menuDataStore.get();
