// Section type 25, the agenda (content-app.md 2.6): a month calendar in pt-BR with the events on
// their days as chips coloured by type, a filter per type (all on; the server filters through
// ?scheduleTypes=), and a dialog with an event's details. The month lives in the URL (?mes=2026-11)
// so back and a shared link return to it.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addMonths, startOfMonth } from 'date-fns';
import { useSearchParams } from 'react-router-dom';
import { schedulesQuery, scheduleTypesQuery } from '../../../src/api/schedule';
import { Loading, type SectionRendererProps } from '../../../src/engine';
import type { ContentItem } from '../../../src/generated/types';
import { monthTitle } from '../../../src/i18n/dates';
import { messages } from '../../../src/i18n/messages';
import { EmptyState } from '../../../src/ui/cards';
import { LoadFailed } from '../../../src/ui/LoadFailed';
import { monthParam, parseMonth, spansInMonth, toSpans, type Span } from './calendar';
import { EventDialog } from './EventDialog';
import { EventList } from './EventList';
import { MonthGrid } from './MonthGrid';
import { TypeFilter } from './TypeFilter';
import { typeLookup } from './types';
import * as css from './styles.css';

const MONTH_PARAM = 'mes';
const NO_SPANS: Span[] = [];

export default function Agenda({ section }: SectionRendererProps<ContentItem>) {
  const [params, setParams] = useSearchParams();
  // The day the screen opened: marked in the grid, and the month shown without ?mes=.
  const [today] = useState(() => new Date());
  const month = parseMonth(params.get(MONTH_PARAM)) ?? startOfMonth(today);
  const [hidden, setHidden] = useState<readonly number[]>([]);
  const [open, setOpen] = useState<Span | null>(null);

  const types = useQuery(scheduleTypesQuery());
  const shownTypes = (types.data ?? [])
    .map((type) => type.idScheduleType)
    .filter((id) => !hidden.includes(id));
  const selection = hidden.length === 0 ? 'all' : shownTypes;
  const events = useQuery({
    ...schedulesQuery(selection),
    enabled: selection === 'all' || selection.length > 0,
    placeholderData: keepPreviousData,
  });
  const spans = useMemo(() => (events.data ? toSpans(events.data) : NO_SPANS), [events.data]);
  const lookup = useMemo(() => typeLookup(types.data ?? []), [types.data]);

  const goTo = (next: Date) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(MONTH_PARAM, monthParam(next));
      return updated;
    });

  const failed = types.isError ? types : events.isError ? events : undefined;
  let body;
  if (failed)
    body = (
      <LoadFailed
        error={failed.error}
        retry={() => void failed.refetch()}
        subject={`seção ${section.idSection}`}
      />
    );
  else if (types.isPending || (events.isPending && events.fetchStatus !== 'idle')) body = <Loading />;
  else {
    const ofMonth = spansInMonth(events.data && shownTypes.length > 0 ? spans : NO_SPANS, month);
    body = (
      <>
        <MonthGrid month={month} today={today} spans={ofMonth} lookup={lookup} onOpen={setOpen} />
        {ofMonth.length === 0 ? (
          <EmptyState text={messages.agendaNoEvents} />
        ) : (
          <EventList
            title={messages.agendaMonthEvents(monthTitle(month).toLocaleLowerCase('pt-BR'))}
            spans={ofMonth}
            lookup={lookup}
            onOpen={setOpen}
          />
        )}
      </>
    );
  }

  const isCurrentMonth = monthParam(month) === monthParam(today);
  return (
    <div className={css.agenda}>
      <div className={css.toolbar}>
        <button
          type="button"
          className={css.navButton}
          onClick={() => goTo(addMonths(month, -1))}
          aria-label={messages.agendaPrevious}
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
          aria-label={messages.agendaNext}
        >
          <span aria-hidden="true">›</span>
        </button>
        {isCurrentMonth ? null : (
          <button type="button" className={css.todayButton} onClick={() => goTo(startOfMonth(today))}>
            {messages.agendaToday}
          </button>
        )}
      </div>
      {types.data && types.data.length > 0 ? (
        <TypeFilter types={types.data} hidden={hidden} onChange={setHidden} />
      ) : null}
      {body}
      <EventDialog span={open} lookup={lookup} onClose={() => setOpen(null)} />
    </div>
  );
}
