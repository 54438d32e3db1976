// The topics of interest right after the terms when the tenant's recommendations are on
// (learning-area.md 4.12): the shared picker under its heading; saving or 'Agora não' goes on.
import { useId } from 'react';
import { topicsMessages as text } from '../../i18n/terms';
import { TopicsPicker } from '../topics';
import * as css from './terms.css';

export function TopicsStep({ idUser, onDone }: { idUser: number; onDone: () => void }) {
  const headingId = useId();
  return (
    <section className={css.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.termTitle}>
        {text.title}
      </h2>
      <p>{text.intro}</p>
      <TopicsPicker idUser={idUser} label={text.title} onSaved={onDone} onSkip={onDone} />
    </section>
  );
}
