import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import { sessionStore } from './store';

export function SessionProvider({ children }: { children: ReactNode }) {
  return <Provider store={sessionStore}>{children}</Provider>;
}
