// What the learner's activity routes answer (learning-area.md 2.4, 4.7, 7.1), built from stored rows.
import type { Meeting } from '../../src/generated/types.ts';
import type { StoredNode } from '../learning/store.ts';

/** The meetings with their page, only those of `pages` when given ('Eventos da página'). */
export function meetingsView(
  rows: readonly { meeting: Meeting; node_code: string }[],
  pages: ReadonlySet<string> | undefined,
) {
  return rows
    .filter((row) => !pages || pages.has(row.node_code))
    .map((row) => ({ ...row.meeting, nodeCode: row.node_code }));
}

/** 7.1 equivalences: each origin by its code and title. */
export const equivalencesView = (origins: readonly StoredNode[]) =>
  origins.map((origin) => ({ origin: { nodeCode: origin.nodeCode, title: origin.fields.title } }));
