import type { ReactNode } from 'react';
import * as css from './FullPageMessage.css';

export function FullPageMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <main className={css.fullPage}>
      <p role={busy ? 'status' : 'alert'} aria-busy={busy || undefined}>
        {children}
      </p>
    </main>
  );
}
