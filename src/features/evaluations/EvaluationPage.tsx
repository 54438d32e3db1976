// The frame of every evaluation screen: a section named by the evaluation's title (its one h1), with
// what stands beside the title (the player's time left) on the same row.
import type { ReactNode } from 'react';
import * as css from './evaluations.css';

interface Props {
  title: string;
  /** Beside the title (the time left). */
  aside?: ReactNode;
  children: ReactNode;
}

export function EvaluationPage({ title, aside, children }: Props) {
  const heading = (
    <h1 id="evaluation-title" className={css.title}>
      {title}
    </h1>
  );
  return (
    <section className={css.page} aria-labelledby="evaluation-title">
      {aside ? (
        <div className={css.spread}>
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
