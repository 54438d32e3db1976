// One agenda event in a list (the content app's agenda, the learning Calendar block): its type's
// colour, when it happens as the list writes it, its title and its type; pressing it opens the details.
import type { Span } from './events';
import type { TypeLookup } from './typeLookup';
import * as css from './EventButton.css';

interface Props {
  span: Span;
  /** When, as the list writes it ("12/11 · 09:30" in the agenda, "09:30" under a day). */
  when: string;
  lookup: TypeLookup;
  onOpen: (span: Span) => void;
}

export function EventButton({ span, when, lookup, onOpen }: Props) {
  const type = lookup(span.event.idScheduleType);
  return (
    <button type="button" className={css.button} onClick={() => onOpen(span)}>
      <span aria-hidden="true" className={css.swatch} style={type.style} />
      <span className={css.when}>{when}</span>
      <span className={css.name}>{span.event.title}</span>
      {type.name ? <span className={css.type}>{type.name}</span> : null}
    </button>
  );
}
