// What the learner's activity routes answer (learning-area.md 2.4, 4.7, 4.8, 7.1), built from stored rows.
import type { Meeting, Plan } from '../../src/generated/types.ts';
import type { StoredNode } from '../learning/store.ts';

/** The company's plan with this user's request and the company's count of them (4.8). */
export function planView(plan: Plan, requests: { total: number; mine: boolean }) {
  return {
    ...plan,
    planUpgrade: { ...plan.planUpgrade, hasRequestedUpgrade: requests.mine, numberRequest: requests.total },
  };
}

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
