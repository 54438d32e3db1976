import type { ReactNode } from 'react';

/**
 * Where the app's tree meets its session. The session is module state (store.ts, read by the hooks
 * and the HTTP client alike), so nothing needs providing; the app and the tests keep one place to
 * scope it if that ever changes.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  return children;
}
