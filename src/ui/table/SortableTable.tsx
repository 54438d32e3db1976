// A data table on react-aria-components with sortable columns: a sortable header is a button-like
// column header with aria-sort; clicking it (or Enter on it) sorts by it, again reverses. Arrow keys move
// cell by cell (the grid pattern). The caller sorts its rows (sortRows) and keeps the sort, often in the URL.
import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
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
  const sortChange = (descriptor: SortDescriptor) => {
    const column = columns.find((candidate) => candidate.id === descriptor.column);
    if (column) onSort({ column: column.id, direction: descriptor.direction });
  };
  return (
    <Table
      aria-label={label}
      className={css.table}
      sortDescriptor={sort ? { column: sort.column, direction: sort.direction } : undefined}
      onSortChange={sortChange}
    >
      <TableHeader className={css.header}>
        {columns.map((column) => (
          <Column
            key={column.id}
            id={column.id}
            isRowHeader={column.isRowHeader}
            allowsSorting={Boolean(column.sortValue)}
            className={css.column}
          >
            {({ sortDirection }) => (
              <>
                {column.label}
                {sortDirection ? (
                  <span className={css.sortMark}>
                    <span aria-hidden="true">{sortDirection === 'ascending' ? ' ▲' : ' ▼'}</span>
                    <span className={css.visuallyHidden}>
                      {sortDirection === 'ascending'
                        ? widgetMessages.sortedAscending
                        : widgetMessages.sortedDescending}
                    </span>
                  </span>
                ) : null}
              </>
            )}
          </Column>
        ))}
      </TableHeader>
      <TableBody className={css.body} renderEmptyState={() => <p className={css.empty}>{emptyText}</p>}>
        {rows.map((row) => (
          <Row key={rowId(row)} id={rowId(row)} className={css.row}>
            {columns.map((column) => (
              <Cell key={column.id} className={css.cell}>
                {column.cell(row)}
              </Cell>
            ))}
          </Row>
        ))}
      </TableBody>
    </Table>
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
