// The history tab, 'Meu histórico' (learning-area.md 2.4, 3 History row, 5, 8): every enrolment of the
// learner, in a table of Título, Status, Conclusão, Expira em and Ações, sortable by each column, 10 a
// page; on a phone (9: desktop is above 800 px) the same rows as cards with an 'Ordenar por' of the same
// orders, so nothing hides beyond the screen's edge. The order and page live in the address. The open
// action follows the rule of 5 (historyOpens): a course that ended without success opens its
// presentation, where it may be taken again; any other its learning page.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { historyQuery } from '../../../api/learning-history';
import type { HistoryRow } from '../../../generated/types';
import { historyMessages as text } from '../../../i18n/journey-history';
import { catalogPath, levelPath } from '../../../paths/learning-paths';
import { useMenuData } from '../../../session';
import { historyOpens } from '../../../shared-rules/history';
import { EmptyState } from '../../../ui/cards/EmptyState';
import { Pagination } from '../../../ui/pagination/Pagination';
import { Select } from '../../../ui/select/Select';
import { SortableTable, sortRows, type TableColumn, type TableSort } from '../../../ui/table/SortableTable';
import { useViewportWidth } from '../../../ui/useViewportWidth';
import { Fact } from '../Fact';
import * as css from '../journey.css';
import { HistoryCard } from './HistoryCard';
import { dayOf, finishedColumn, instantOf, statusColumn, titleColumn } from './historyColumns';
import { pageFromQuery, sortFromQuery, sortToQuery, type HistoryColumn } from './historySort';

/** learning-area.md 9 gives the history no page size: 10, as its other lists. */
const PAGE_SIZE = 10;

/** learning-area.md 9: "Desktop means width above 800". */
const DESKTOP_MIN = 801;

const ORDER = 'ordem';
const PAGE = 'pagina';
const SERVER_ORDER = 'recentes';

/** Where a row's open action leads: its learning page, or its presentation when it ended without success. */
export const openPath = (row: HistoryRow) =>
  row.enrollmentStatus === 'FAILED' && row.nodeCode ? catalogPath(row.nodeCode) : levelPath(row.idEnrollment);

function OpenAction({ row }: { row: HistoryRow }) {
  if (!historyOpens(row)) return <>—</>;
  return (
    <Link to={openPath(row)} className={css.tableAction} aria-label={text.openOf(row.title)}>
      {text.open}
    </Link>
  );
}

const columns: TableColumn<HistoryRow, HistoryColumn | 'actions'>[] = [
  titleColumn,
  statusColumn,
  finishedColumn,
  {
    id: 'expires',
    label: text.expires,
    cell: (row) => dayOf(row.validityDate),
    sortValue: (row) => instantOf(row.validityDate),
  },
  { id: 'actions', label: text.actions, cell: (row) => <OpenAction row={row} /> },
];

const sortChoices = [
  { id: SERVER_ORDER, label: text.serverOrder },
  ...Object.entries(text.sortOptions).map(([id, label]) => ({ id, label })),
];

export function HistoryTab() {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  const { data: rows } = useSuspenseQuery(historyQuery(idUser));
  const [params, setParams] = useSearchParams();
  const desktop = useViewportWidth() >= DESKTOP_MIN;
  const sort = sortFromQuery(params.get(ORDER));
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const page = pageFromQuery(params.get(PAGE), pageCount);
  const shown = sortRows(rows, columns, sort).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  // Another order starts again at its first page.
  const sortBy = (next: TableSort<HistoryColumn> | null) =>
    setParams(next ? { [ORDER]: sortToQuery(next) } : {}, { replace: true });
  const goTo = (next: number) =>
    setParams((current) => {
      const kept = new URLSearchParams(current);
      kept.set(PAGE, String(next));
      return kept;
    });
  return (
    <>
      {desktop ? (
        // Within its own box: a long title never widens the page.
        <div className={css.tableBox}>
          <SortableTable
            label={text.historyLabel}
            columns={columns}
            rows={shown}
            rowId={(row) => row.idEnrollment}
            sort={sort}
            onSort={(next) => next.column !== 'actions' && sortBy(next as TableSort<HistoryColumn>)}
            emptyText={text.noHistory}
          />
        </div>
      ) : (
        <>
          {rows.length > 1 ? (
            <Select
              label={text.sortBy}
              options={sortChoices}
              selected={sort ? sortToQuery(sort) : SERVER_ORDER}
              onSelect={(id) => sortBy(sortFromQuery(id))}
            />
          ) : null}
          {shown.length === 0 ? (
            <EmptyState text={text.noHistory} />
          ) : (
            <ul className={css.rows} aria-label={text.historyLabel}>
              {shown.map((row) => (
                <HistoryCard
                  key={row.idEnrollment}
                  row={row}
                  facts={<Fact label={text.expires} value={dayOf(row.validityDate)} />}
                  action={historyOpens(row) ? <OpenAction row={row} /> : null}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <Pagination page={page} pageCount={pageCount} onPage={goTo} />
    </>
  );
}
