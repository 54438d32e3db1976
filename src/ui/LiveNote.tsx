import type { ReactNode } from 'react';

/**
 * One line a screen reader reads out as it appears: why something failed (`alert`) or what is under
 * way (`status`). Nothing is drawn while there is nothing to say, so the line and its live role come
 * and go together.
 */
export function LiveNote({
  role,
  className,
  children,
}: {
  role: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}) {
  return children ? (
    <p role={role} className={className}>
      {children}
    </p>
  ) : null;
}
