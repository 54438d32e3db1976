// How a SCORM run's data is read, value by value: the cmi tree a run commits (scorm-again's JSON) is
// whatever the package wrote, so every value is checked before use. Shared by the reference API, which
// restores a run's cmi from its stored row (server/scorm/views.ts restoredCmi), and the SCORM host page,
// which restores a kept run's cmi from its kept data the same way (src/scorm-host/kept-data.ts).
// Import-free, so the server uses it as it is.

export type CmiTree = Record<string, unknown>;

/** An object of the tree (not an array), or undefined for anything else. */
export const treeOf = (value: unknown): CmiTree | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as CmiTree) : undefined;

/** A value as the run-time's text: a non-empty string, or a number written out; else null. */
export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

/** What a restored cmi leaves out: no value at all, or an empty one. */
export const isNoValue = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** The tree without its keys of no value (isNoValue). */
export const withValuesOnly = (tree: CmiTree): CmiTree =>
  Object.fromEntries(Object.entries(tree).filter(([, value]) => !isNoValue(value)));
