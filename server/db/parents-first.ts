/**
 * A fixture's rows in an order a seed can insert them: the rows without a parent of their own table,
 * then those naming one (a reply its comment, a resubmission its course), so a parent is always in first.
 */
export function parentsFirst<T>(rows: readonly T[], parentOf: (row: T) => number | undefined): T[] {
  return [
    ...rows.filter((row) => parentOf(row) === undefined),
    ...rows.filter((row) => parentOf(row) !== undefined),
  ];
}
