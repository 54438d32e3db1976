// Block Calendar, 'Agenda' (learning-area.md 2.3, 2.4): the agenda's events by month and day, a
// category filter (the schedule types, 'Todas as categorias' first) and each event's details in the
// modal the content app's agenda uses, with its days d/m/Y. Both lists load once (never stale).
import { useMemo, useState } from 'react';
import { useSuspenseQueries } from '@tanstack/react-query';
import { learningSchedulesQuery, learningScheduleTypesQuery } from '../../../src/api/learning-events';
import type { BlockRendererProps } from '../../../src/engine';
import { formatDate, monthTitle } from '../../../src/i18n/dates';
import { learningEventsMessages as texts } from '../../../src/i18n/learning-events';
import { EmptyState } from '../../../src/ui/cards';
import { BlockFrame } from '../../../src/ui/learning-card';
import { Loaded } from '../../../src/ui/loaded';
import { EventButton } from '../../../src/ui/schedule/EventButton';
import { EventDialog } from '../../../src/ui/schedule/EventDialog';
import { toSpans, type Span } from '../../../src/ui/schedule/events';
import { typeLookup } from '../../../src/ui/schedule/typeLookup';
import { Select } from '../../../src/ui/select/Select';
import { ALL_CATEGORIES, agendaGroups } from './agendaGroups';
import * as css from './styles.css';

export default function CalendarBlock({ block, parameters }: BlockRendererProps) {
  return (
    <BlockFrame block={block} parameters={parameters}>
      <Loaded subject={`bloco ${block.idBlock ?? block.blockType}`}>
        <Agenda />
      </Loaded>
    </BlockFrame>
  );
}

function Agenda() {
  const [{ data: types }, { data: events }] = useSuspenseQueries({
    queries: [learningScheduleTypesQuery(), learningSchedulesQuery()],
  });
  const lookup = useMemo(() => typeLookup(types), [types]);
  const spans = useMemo(() => toSpans(events), [events]);
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const [open, setOpen] = useState<Span | null>(null);
  const options = [
    { id: ALL_CATEGORIES, label: texts.calendarAllCategories },
    ...types.map((type) => ({ id: String(type.idScheduleType), label: type.description })),
  ];
  const months = agendaGroups(spans, category);
  return (
    <>
      <div className={css.filter}>
        <Select label={texts.calendarCategory} options={options} selected={category} onSelect={setCategory} />
      </div>
      {months.length === 0 ? <EmptyState text={texts.calendarEmpty} /> : null}
      {months.map(({ month, days }) => (
        <section key={month.toISOString()} className={css.month} aria-label={monthTitle(month)}>
          <h3 className={css.monthTitle}>{monthTitle(month)}</h3>
          <ul className={css.days}>
            {days.map(({ day, spans: ofDay }) => (
              <li key={day.toISOString()} className={css.day}>
                <p className={css.dayTitle}>
                  {formatDate(day, 'numericDate')}{' '}
                  <span className={css.weekday}>{formatDate(day, 'weekday')}</span>
                </p>
                <ul className={css.events}>
                  {ofDay.map((span) => (
                    <li key={span.event.idSchedule}>
                      <EventButton
                        span={span}
                        when={formatDate(span.start, 'time')}
                        lookup={lookup}
                        onOpen={setOpen}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <EventDialog span={open} lookup={lookup} onClose={() => setOpen(null)} dates="numeric" />
    </>
  );
}
