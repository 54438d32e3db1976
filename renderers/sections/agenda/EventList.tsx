// The month's events in order, readable on a phone where the grid's chips are only colour bars.
import { shortWhen, type Span } from '../../../src/ui/schedule/events';
import type { TypeLookup } from '../../../src/ui/schedule/typeLookup';
import * as css from './styles.css';

interface Props {
  title: string;
  spans: readonly Span[];
  lookup: TypeLookup;
  onOpen: (span: Span) => void;
}

export function EventList({ title, spans, lookup, onOpen }: Props) {
  return (
    <div className={css.list}>
      <h3 className={css.listTitle}>{title}</h3>
      <ul className={css.listItems}>
        {spans.map((span) => {
          const type = lookup(span.event.idScheduleType);
          return (
            <li key={span.event.idSchedule}>
              <button type="button" className={css.listButton} onClick={() => onOpen(span)}>
                <span aria-hidden="true" className={css.listSwatch} style={type.style} />
                <span className={css.listWhen}>{shortWhen(span)}</span>
                <span className={css.listName}>{span.event.title}</span>
                {type.name ? <span className={css.listType}>{type.name}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
