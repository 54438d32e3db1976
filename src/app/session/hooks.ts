import { useSyncExternalStore } from 'react';
import { menuDataStore } from './store';

const loggedIn = () => Boolean(menuDataStore.get()?.token);

export const useMenuData = () => useSyncExternalStore(menuDataStore.subscribe, menuDataStore.get);
/** A boolean snapshot: a new token (replaceToken) does not re-render what only asks this. */
export const useIsLoggedIn = () => useSyncExternalStore(menuDataStore.subscribe, loggedIn);
