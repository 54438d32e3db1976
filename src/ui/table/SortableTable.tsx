// A read-only data table with sortable columns, as the WAI-ARIA sortable table example: a plain <table>
// whose sortable column headers hold a button and say their order with aria-sort; pressing the button
// (click, Enter, Space) sorts by it, again reverses. Plain HTML, not a react-aria grid: a table nobody
// edits or drags needs no grid navigation, and the grid brought 89 modules (27 KB gzip) of drag-and-drop,
// selection and checkbox machinery to the learning home (issue 21). The caller sorts its rows (sortRows)
// and keeps the sort, often in the URL.
import type { ReactNode } from 'react';
import { widgetMessages } from '../../i18n/widgets';
import * as css from './SortableTable.css';

export interface TableColumn<R, C extends string> {
  id: C;
  /** The header text (pt-BR). */
  label: string;
  cell: (row: R) => ReactNode;
  /** The value this column sorts by; absent: not sortable. */
  sortValue?: (row: R) => string | number;
  /** One column names the row (read with each cell by screen readers). */
  isRowHeader?: boolean;
}

export interface TableSort<C extends string> {
  column: C;
  direction: 'ascending' | 'descending';
}

interface Props<R, C extends string> {
  /** The accessible name of the table (pt-BR). */
  label: string;
  columns: readonly TableColumn<R, C>[];
  rows: readonly R[];
  rowId: (row: R) => string | number;
  sort: TableSort<C> | null;
  onSort: (sort: TableSort<C>) => void;
  /** Said in the body when there are no rows (the spec's empty text). */
  emptyText: string;
}

export function SortableTable<R, C extends string>({
  label,
  columns,
  rows,
  rowId,
  sort,
  onSort,
  emptyText,
}: Props<R, C>) {
  const sortBy = (column: C) =>
    onSort({
      column,
      direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
    });
  return (
    <table aria-label={label} className={css.table}>
      <thead className={css.header}>
        <tr>
          {columns.map((column) => {
            const direction = sort?.column === column.id ? sort.direction : undefined;
            return (
              <th
                key={column.id}
                scope="col"
                className={css.column}
                aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
              >
                {column.sortValue ? (
                  <button type="button" className={css.sortButton} onClick={() => sortBy(column.id)}>
                    {column.label}
                    {direction ? <SortMark direction={direction} /> : null}
                  </button>
                ) : (
                  column.label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className={css.body}>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>
              <p className={css.empty}>{emptyText}</p>
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowId(row)} className={css.row}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th key={column.id} scope="row" className={`${css.cell} ${css.rowHeader}`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={css.cell}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

function SortMark({ direction }: { direction: TableSort<string>['direction'] }) {
  return (
    <span className={css.sortMark}>
      <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : ' ▼'}</span>
      <span className={css.visuallyHidden}>
        {direction === 'ascending' ? widgetMessages.sortedAscending : widgetMessages.sortedDescending}
      </span>
    </span>
  );
}

/** The rows in the order of the sort (a stable sort, pt-BR collation for text); unsorted: as given. */
export function sortRows<R, C extends string>(
  rows: readonly R[],
  columns: readonly TableColumn<R, C>[],
  sort: TableSort<C> | null,
): R[] {
  const value = sort ? columns.find((column) => column.id === sort.column)?.sortValue : undefined;
  if (!sort || !value) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'pt-BR', { sensitivity: 'base', numeric: true });
    return sign * order;
  });
}
