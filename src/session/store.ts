// The one jotai module: persisted session state and the functions the HTTP client needs outside
// React. Persisted values are checked against their schemas when read back, so a stale or
// tampered localStorage entry becomes "signed out" instead of a crash.
import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { DesignEntry, LoginInfo, MenuSection } from '../generated/types';
import { validate } from '../engine/validate';

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
  supportOrigin: 'wl.supportOrigin',
  onboardingLater: 'wl.onboardingLater',
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

const storage = <T>(check: (value: unknown) => value is T) => {
  const json = createJSONStorage<T>(() => localStorage);
  return {
    ...json,
    getItem: (key: string, initial: T): T => {
      try {
        const value = json.getItem(key, initial) as T;
        return check(value) ? value : initial;
      } catch {
        return initial;
      }
    },
  };
};

const isNullableMenuData = (value: unknown): value is MenuData | null => value === null || isMenuData(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

const onInit = { getOnInit: true } as const;
export const menuDataAtom = atomWithStorage<MenuData | null>(
  KEYS.menuData,
  null,
  storage(isNullableMenuData),
  onInit,
);
const navigationHistoryAtom = atomWithStorage<string[]>(KEYS.history, [], storage(isStringList), onInit);
/**
 * Support access (learning-area.md 4.11): the support user's own session, kept while the accessed
 * user's is the app's (menuDataAtom); null outside support access.
 */
export const supportOriginAtom = atomWithStorage<MenuData | null>(
  KEYS.supportOrigin,
  null,
  storage(isNullableMenuData),
  onInit,
);
export const isLoggedInAtom = atom((get) => Boolean(get(menuDataAtom)?.token));
/**
 * 'Ver depois' on the onboarding (learning-area.md 4.12): who put it off ("idApp:idUser"), for the rest
 * of the sign-in session. Kept through a reload; the next sign-in (clearSession) shows it again.
 */
export const onboardingLaterAtom = atomWithStorage<string | null>(
  KEYS.onboardingLater,
  null,
  storage((value): value is string | null => value === null || typeof value === 'string'),
  onInit,
);

export const sessionStore = createStore();

export const getToken = () => sessionStore.get(menuDataAtom)?.token ?? null;

/** A new token in any response replaces the stored one. */
export function replaceToken(token: string) {
  const current = sessionStore.get(menuDataAtom);
  if (current && current.token !== token) sessionStore.set(menuDataAtom, { ...current, token });
}

/** A sign-in: a new session, in which an onboarding put off before shows again. */
export function saveLogin(data: MenuData) {
  sessionStore.set(menuDataAtom, data);
  sessionStore.set(onboardingLaterAtom, null);
}

/**
 * The server refused a call because the user owes the terms (they changed while the session was
 * open): the terms gate shows them until they are accepted. In memory: a reload asks the server again.
 */
export const termsRefusedAtom = atom(false);
export const markTermsOwed = () => sessionStore.set(termsRefusedAtom, true);

/** The terms were accepted: the stored login info says so, and the gate opens. */
export function settleTerms() {
  const current = sessionStore.get(menuDataAtom);
  if (current) {
    const { responsibilityTerms: _signed, ...loginInfo } = current.loginInfo;
    sessionStore.set(menuDataAtom, { ...current, loginInfo: { ...loginInfo, userLicenceTermsAccepted: 1 } });
  }
  sessionStore.set(termsRefusedAtom, false);
}

/** The onboarding was finished: the stored login info asks for it no more. */
export function settleOnboarding() {
  const current = sessionStore.get(menuDataAtom);
  if (current) {
    const { onBoardUrl: _shown, ...loginInfo } = current.loginInfo;
    sessionStore.set(menuDataAtom, { ...current, loginInfo: { ...loginInfo, onBoardScreen: 0 } });
  }
}

/** 'Ver depois': the onboarding waits for the next sign-in. */
export const postponeOnboarding = (owner: string) => sessionStore.set(onboardingLaterAtom, owner);

export function updateLogin(patch: Partial<MenuData>) {
  const current = sessionStore.get(menuDataAtom);
  if (current) sessionStore.set(menuDataAtom, { ...current, ...patch });
}

/** Logout clears menu data, navigation history, plan modal flags and campaign (content-app.md 2.2, 4). */
/** Support access starts: the support user's session is kept aside, the accessed user's is the app's. */
export function startSupportSession(accessed: MenuData) {
  const own = sessionStore.get(menuDataAtom);
  if (!own || sessionStore.get(supportOriginAtom)) return;
  sessionStore.set(supportOriginAtom, own);
  sessionStore.set(menuDataAtom, accessed);
  sessionStore.set(navigationHistoryAtom, []);
}

/** Support access ends: the support user's own session is the app's again. False outside support. */
export function endSupportSession(): boolean {
  const own = sessionStore.get(supportOriginAtom);
  if (!own) return false;
  sessionStore.set(menuDataAtom, own);
  sessionStore.set(supportOriginAtom, null);
  sessionStore.set(navigationHistoryAtom, []);
  return true;
}

/**
 * A sign-out. `store`: the app's session store unless told otherwise (the tests also empty jotai's
 * default store, which components outside a SessionProvider read).
 */
export function clearSession(store: ReturnType<typeof createStore> = sessionStore) {
  store.set(supportOriginAtom, null);
  store.set(menuDataAtom, null);
  store.set(termsRefusedAtom, false);
  store.set(navigationHistoryAtom, []);
  store.set(onboardingLaterAtom, null);
  try {
    for (const key of LOGOUT_CLEARS) localStorage.removeItem(key);
  } catch {
    // Storage blocked (private mode): nothing was kept there either.
  }
}

const HISTORY_LIMIT = 20;
export function rememberVisit(path: string) {
  const history = sessionStore.get(navigationHistoryAtom);
  if (history.at(-1) === path) return;
  sessionStore.set(navigationHistoryAtom, [...history, path].slice(-HISTORY_LIMIT));
}

/** learning-area.md 2.2: opening the search results resets navigation history to that page. */
export const restartHistory = (path: string) => sessionStore.set(navigationHistoryAtom, [path]);

export const lastVisited = () => sessionStore.get(navigationHistoryAtom).at(-1) ?? null;

/** The last page visited that `inside` does not claim: where the learner was before a screen of several addresses. */
export const lastVisitedOutside = (inside: (path: string) => boolean) =>
  sessionStore.get(navigationHistoryAtom).findLast((path) => !inside(path)) ?? null;
export const hasHistory = () => sessionStore.get(navigationHistoryAtom).length > 0;
export const currentSession = () => sessionStore.get(menuDataAtom);
