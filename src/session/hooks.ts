import { useAtomValue } from 'jotai';
import { isLoggedInAtom, menuDataAtom } from './store';

export const useMenuData = () => useAtomValue(menuDataAtom);
export const useIsLoggedIn = () => useAtomValue(isLoggedInAtom);
