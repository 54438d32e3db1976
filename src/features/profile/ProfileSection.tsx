import { useId, type ReactNode } from 'react';
import * as css from './profile.css';

/** A card of the profile screens: a section named by its heading, the heading's action beside it. */
export function ProfileSection({
  title,
  action,
  children,
}: {
  title: string;
  /** 'Editar perfil' of the personal data. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <div className={css.sectionHeading}>
        <h2 id={headingId} className={css.heading}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
