// The month's events in order, readable on a phone where the grid's chips are only colour bars.
import { EventButton } from '../../../src/ui/schedule/EventButton';
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
        {spans.map((span) => (
          <li key={span.event.idSchedule}>
            <EventButton span={span} when={shortWhen(span)} lookup={lookup} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </div>
  );
}
