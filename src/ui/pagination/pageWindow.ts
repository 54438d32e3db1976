/**
 * The page numbers to show: the first, the last, and the current one with one neighbour each side;
 * 'gap' where numbers are left out. Up to 7 pages are all shown.
 */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const near = new Set([1, pageCount, page - 1, page, page + 1]);
  const shown = [...near].filter((entry) => entry >= 1 && entry <= pageCount).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const entry of shown) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && entry - previous === 2) result.push(previous + 1);
    else if (typeof previous === 'number' && entry - previous > 2) result.push('gap');
    result.push(entry);
  }
  return result;
}
