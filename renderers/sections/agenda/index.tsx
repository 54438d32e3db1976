// Section type 25, the agenda (content-app.md 2.6): a month calendar in pt-BR with the events on
// their days as chips coloured by type, a filter per type (all on; the server filters through
// ?scheduleTypes=), and a dialog with an event's details. The month lives in the URL (?mes=2026-11)
// so back and a shared link return to it.
import { useDeferredValue, useMemo, useState } from 'react';
import { usePrefetchQuery, useSuspenseQuery } from '@tanstack/react-query';
import { addMonths, startOfMonth } from 'date-fns';
import { useSearchParams } from 'react-router-dom';
import { schedulesQuery, scheduleTypesQuery } from '../../../src/api/schedule';
import type { SectionRendererProps } from '../../../src/engine';
import type { ContentItem, ScheduleType } from '../../../src/generated/types';
import { monthTitle } from '../../../src/i18n/dates';
import { directoryMessages } from '../../../src/i18n/directory';
import { EmptyState } from '../../../src/ui/cards';
import { Loaded } from '../../../src/ui/loaded';
import { EventDialog } from '../../../src/ui/schedule/EventDialog';
import { spansInMonth, toSpans, type Span } from '../../../src/ui/schedule/events';
import { typeLookup, type TypeLookup } from '../../../src/ui/schedule/typeLookup';
import { monthParam, parseMonth } from './calendar';
import { EventList } from './EventList';
import { MonthGrid } from './MonthGrid';
import { TypeFilter } from './TypeFilter';
import * as css from './styles.css';

const MONTH_PARAM = 'mes';
const NO_SPANS: Span[] = [];

export default function Agenda({ section }: SectionRendererProps<ContentItem>) {
  const [params, setParams] = useSearchParams();
  // The day the screen opened: marked in the grid, and the month shown without ?mes=.
  const [today] = useState(() => new Date());
  const month = parseMonth(params.get(MONTH_PARAM)) ?? startOfMonth(today);
  // Every type is on at first: ask for all the events while the types load, not after them.
  usePrefetchQuery(schedulesQuery('all'));

  const goTo = (next: Date) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(MONTH_PARAM, monthParam(next));
      return updated;
    });

  const isCurrentMonth = monthParam(month) === monthParam(today);
  const subject = `seção ${section.idSection}`;
  return (
    <div className={css.agenda}>
      <div className={css.toolbar}>
        <button
          type="button"
          className={css.navButton}
          onClick={() => goTo(addMonths(month, -1))}
          aria-label={directoryMessages.agendaPrevious}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 className={css.monthTitle} aria-live="polite">
          {monthTitle(month)}
        </h2>
        <button
          type="button"
          className={css.navButton}
          onClick={() => goTo(addMonths(month, 1))}
          aria-label={directoryMessages.agendaNext}
        >
          <span aria-hidden="true">›</span>
        </button>
        {isCurrentMonth ? null : (
          <button type="button" className={css.todayButton} onClick={() => goTo(startOfMonth(today))}>
            {directoryMessages.agendaToday}
          </button>
        )}
      </div>
      <Loaded subject={subject}>
        <TypedAgenda month={month} today={today} subject={subject} />
      </Loaded>
    </div>
  );
}

interface MonthProps {
  month: Date;
  today: Date;
  lookup: TypeLookup;
  onOpen: (span: Span) => void;
}

/** The type filter over the month; its events load in their own <Loaded>, so a failure keeps the filter. */
function TypedAgenda({ month, today, subject }: { month: Date; today: Date; subject: string }) {
  const { data: types } = useSuspenseQuery(scheduleTypesQuery());
  const lookup = useMemo(() => typeLookup(types), [types]);
  const [hidden, setHidden] = useState<readonly number[]>([]);
  const [open, setOpen] = useState<Span | null>(null);
  // The filter answers at once; the calendar keeps the previous choice's events until the next come.
  const asked = useDeferredValue(hidden);
  const selection = selectionOf(types, asked);
  const monthProps = { month, today, lookup, onOpen: setOpen };

  return (
    <>
      {types.length > 0 ? <TypeFilter types={types} hidden={hidden} onChange={setHidden} /> : null}
      {selection === 'all' || selection.length > 0 ? (
        <Loaded subject={subject} resetKey={asked}>
          <SelectedEvents selection={selection} {...monthProps} />
        </Loaded>
      ) : (
        <MonthEvents spans={NO_SPANS} {...monthProps} />
      )}
      <EventDialog span={open} lookup={lookup} onClose={() => setOpen(null)} />
    </>
  );
}

/** 'all' while no type is turned off, so the server is asked without ?scheduleTypes=. */
function selectionOf(types: readonly ScheduleType[], hidden: readonly number[]) {
  if (hidden.length === 0) return 'all';
  return types.map((type) => type.idScheduleType).filter((id) => !hidden.includes(id));
}

function SelectedEvents({ selection, ...props }: MonthProps & { selection: readonly number[] | 'all' }) {
  const { data } = useSuspenseQuery(schedulesQuery(selection));
  const spans = useMemo(() => toSpans(data), [data]);
  return <MonthEvents spans={spans} {...props} />;
}

function MonthEvents({ spans, month, today, lookup, onOpen }: MonthProps & { spans: readonly Span[] }) {
  const ofMonth = spansInMonth(spans, month);
  return (
    <>
      <MonthGrid month={month} today={today} spans={ofMonth} lookup={lookup} onOpen={onOpen} />
      {ofMonth.length === 0 ? (
        <EmptyState text={directoryMessages.agendaNoEvents} />
      ) : (
        <EventList
          title={directoryMessages.agendaMonthEvents(monthTitle(month).toLocaleLowerCase('pt-BR'))}
          spans={ofMonth}
          lookup={lookup}
          onOpen={onOpen}
        />
      )}
    </>
  );
}
