// The history's order and page as the address keeps them (?ordem=conclusao-desc&pagina=2), so back and a
// reload return to the same rows, and the choices a phone's 'Ordenar por' offers for the same orders the
// table's column headers give.
import type { TableSort } from '../../../ui/table/SortableTable';

export type HistoryColumn = 'title' | 'status' | 'finished' | 'expires';

/** The words of the address, in pt-BR as the rest of it. */
const words: Record<HistoryColumn, string> = {
  title: 'titulo',
  status: 'status',
  finished: 'conclusao',
  expires: 'expira',
};

export const historyColumns = Object.keys(words) as HistoryColumn[];

/** 'conclusao-desc' -> finished, descending; anything else: the server's order (null). */
export function sortFromQuery(value: string | null): TableSort<HistoryColumn> | null {
  const [word, way, ...rest] = (value ?? '').split('-');
  const column = historyColumns.find((id) => words[id] === word);
  if (!column || (way !== 'asc' && way !== 'desc') || rest.length > 0) return null;
  return { column, direction: way === 'asc' ? 'ascending' : 'descending' };
}

export const sortToQuery = (sort: TableSort<HistoryColumn>): string =>
  `${words[sort.column]}-${sort.direction === 'ascending' ? 'asc' : 'desc'}`;

/** A page number from the address: a whole number from 1 to the last page, else 1. */
export function pageFromQuery(value: string | null, pageCount: number): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, Math.max(1, pageCount)) : 1;
}
