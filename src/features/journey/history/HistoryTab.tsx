// The history tab, 'Meu histórico' (learning-area.md 2.4, 3 History row, 5, 8): every enrolment of the
// learner, in a table of Título, Status, Conclusão, Expira em and Ações, sortable by each column, 10 a
// page. The open action follows the rule of 5 (historyOpens): a course that ended without success opens
// its presentation, where it may be taken again; any other its learning page.
import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { historyQuery } from '../../../api/learning-history';
import type { HistoryRow } from '../../../generated/types';
import { historyMessages as text } from '../../../i18n/journey-history';
import { catalogPath, levelPath } from '../../../paths/learning-paths';
import { useMenuData } from '../../../session';
import { historyOpens } from '../../../shared-rules/history';
import { Pagination } from '../../../ui/pagination/Pagination';
import { SortableTable, sortRows, type TableColumn, type TableSort } from '../../../ui/table/SortableTable';
import * as css from '../journey.css';
import { dayOf, instantOf, statusLabel } from './historyColumns';

/** learning-area.md 9 gives the history no page size: 10, as its other lists. */
const PAGE_SIZE = 10;

type Column = 'title' | 'status' | 'finished' | 'expires' | 'actions';

/** Where a row's open action leads: its learning page, or its presentation when it ended without success. */
export const openPath = (row: HistoryRow) =>
  row.enrollmentStatus === 'FAILED' && row.nodeCode ? catalogPath(row.nodeCode) : levelPath(row.idEnrollment);

const columns: TableColumn<HistoryRow, Column>[] = [
  {
    id: 'title',
    label: text.title,
    cell: (row) => row.title,
    sortValue: (row) => row.title,
    isRowHeader: true,
  },
  { id: 'status', label: text.status, cell: statusLabel, sortValue: statusLabel },
  {
    id: 'finished',
    label: text.finished,
    cell: (row) => dayOf(row.finishDate),
    sortValue: (row) => instantOf(row.finishDate),
  },
  {
    id: 'expires',
    label: text.expires,
    cell: (row) => dayOf(row.validityDate),
    sortValue: (row) => instantOf(row.validityDate),
  },
  {
    id: 'actions',
    label: text.actions,
    cell: (row) =>
      historyOpens(row) ? (
        <Link to={openPath(row)} className={css.tableAction} aria-label={text.openOf(row.title)}>
          {text.open}
        </Link>
      ) : (
        '—'
      ),
  },
];

export function HistoryTab() {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  const { data: rows } = useSuspenseQuery(historyQuery(idUser));
  const [sort, setSort] = useState<TableSort<Column> | null>(null);
  const [page, setPage] = useState(1);
  const sorted = sortRows(rows, columns, sort);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const shown = sorted.slice(
    (Math.min(page, pageCount) - 1) * PAGE_SIZE,
    Math.min(page, pageCount) * PAGE_SIZE,
  );
  return (
    <>
      {/* The table scrolls within its own box at 375 px, never the page. */}
      <div className={css.tableBox}>
        <SortableTable
          label={text.historyLabel}
          columns={columns}
          rows={shown}
          rowId={(row) => row.idEnrollment}
          sort={sort}
          onSort={(next) => {
            setSort(next);
            setPage(1);
          }}
          emptyText={text.noHistory}
        />
      </div>
      <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPage={setPage} />
    </>
  );
}
