// The decisions of the learner's activity around the learning pages (learning-area.md 6, 7.1),
// pure so they are tested without a server.
import { contentRefusal } from '../evaluations/course-views.ts';
import { learningMessages } from '../learning/messages.ts';
import { folded } from '../learning/rules.ts';
import { activeEnrollmentFor, type LearningView } from '../learning/view-model.ts';
import type { LearningTree, StoredContent, StoredNode } from '../learning/store.ts';

/** A node's equivalences: the nodes whose originalNodeCode is its own (a course re-published). */
export const equivalentOrigins = (tree: LearningTree, node: StoredNode): StoredNode[] =>
  tree.nodes.filter((other) => other !== node && other.fields.originalNodeCode === node.nodeCode);

/** Tags containing the search, without accents or case. */
export function matchingTags(tags: readonly string[], search: string): string[] {
  const wanted = folded(search.trim());
  return tags.filter((tag) => folded(tag).includes(wanted));
}

/**
 * Why a tracking of the content is refused, or undefined when it may be recorded (issue 17, 12): only a
 * content the learner may open earns points, by the rule of its free address (GET
 * /learning/contents/{id}). Closed to learners (hasAccess false) 403. Inside an active enrollment of
 * theirs that covers it, held back by its sequence or a pre-test above it 409, as the content's own routes
 * refuse it. Outside every enrollment it is free content, which the spec tracks (learning-area.md 4.2:
 * "For content not in an enrollment, a tracking record is sent").
 */
export function trackingRefusal(
  view: LearningView,
  content: StoredContent,
): { status: 403 | 409; message: string } | undefined {
  if (content.item.hasAccess === false) return { status: 403, message: learningMessages.restricted };
  const enrollment = activeEnrollmentFor(view, content.nodeCode);
  const refusal = enrollment ? contentRefusal(view, enrollment, content) : undefined;
  return refusal ? { status: 409, message: refusal } : undefined;
}
