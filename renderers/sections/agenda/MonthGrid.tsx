// The month as a table: weekday columns from Sunday, today marked (aria-current="date"), each
// day's events as chips that open the detail dialog. Days of the neighbouring months are dimmed.
import { isSameDay, isSameMonth } from 'date-fns';
import { formatDate, monthTitle } from '../../../src/i18n/dates';
import { directoryMessages } from '../../../src/i18n/directory';
import { visuallyHidden } from '../../../src/ui/cards/shared.css';
import { spansOnDay, type Span } from '../../../src/ui/schedule/events';
import type { TypeLookup } from '../../../src/ui/schedule/typeLookup';
import { monthWeeks, weekdayNames } from './calendar';
import * as css from './styles.css';

interface Props {
  month: Date;
  today: Date;
  spans: readonly Span[];
  lookup: TypeLookup;
  onOpen: (span: Span) => void;
}

export function MonthGrid({ month, today, spans, lookup, onOpen }: Props) {
  return (
    <table className={css.grid}>
      <caption className={visuallyHidden}>{monthTitle(month)}</caption>
      <thead>
        <tr>
          {weekdayNames().map((name) => (
            <th key={name.long} scope="col" className={css.weekday}>
              <abbr title={name.long} className={css.abbr}>
                {name.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week[0]!.toISOString()}>
            {week.map((day) => {
              const isToday = isSameDay(day, today);
              return (
                <td
                  key={day.toISOString()}
                  className={isSameMonth(day, month) ? css.day : `${css.day} ${css.otherMonth}`}
                  aria-current={isToday ? 'date' : undefined}
                  data-day={formatDate(day, 'isoDay')}
                >
                  <span className={isToday ? `${css.dayNumber} ${css.today}` : css.dayNumber}>
                    {formatDate(day, 'dayOfMonth')}
                    {isToday ? (
                      <span className={visuallyHidden}> ({directoryMessages.agendaToday})</span>
                    ) : null}
                  </span>
                  {isSameMonth(day, month) ? (
                    <ul className={css.chips}>
                      {spansOnDay(spans, day).map((span) => (
                        <li key={span.event.idSchedule}>
                          <span
                            aria-hidden="true"
                            className={css.dot}
                            style={lookup(span.event.idScheduleType).style}
                          />
                          <button
                            type="button"
                            className={css.chip}
                            style={lookup(span.event.idScheduleType).style}
                            onClick={() => onOpen(span)}
                          >
                            {span.event.title}
                          </button>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
