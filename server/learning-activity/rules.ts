// The decisions of the learner's activity around the learning pages (learning-area.md 4.8, 6, 7.1),
// pure so they are tested without a server.
import type { Plan } from '../../src/generated/types.ts';
import { folded } from '../routes/learning-views.ts';
import type { LearningTree, StoredNode } from '../store/learning-store.ts';

/** learning-area.md 6: admin 1 or 2. */
export const isAdmin = (admin: number | undefined) => admin === 1 || admin === 2;

/** 4.8: the upgrade is offered while its button is active and the plan has days left. */
export const upgradeOffered = (plan: Plan) =>
  plan.planUpgrade?.isUpgradeButtonActive === true && (plan.deadline ?? 0) > 0;

/** A node's equivalences: the nodes whose originalNodeCode is its own (a course re-published). */
export const equivalentOrigins = (tree: LearningTree, node: StoredNode): StoredNode[] =>
  tree.nodes.filter((other) => other !== node && other.fields.originalNodeCode === node.nodeCode);

/** Tags containing the search, without accents or case. */
export function matchingTags(tags: readonly string[], search: string): string[] {
  const wanted = folded(search.trim());
  return tags.filter((tag) => folded(tag).includes(wanted));
}
