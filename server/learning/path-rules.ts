// The sequence of a learning path (learning-area.md 2.4, 4.3): a node's steps in map order and which of
// them are locked for the learner, by the rule the browser applies too (shared-rules/learning-locks.ts).
import {
  isDoneStatus,
  isFullProgress,
  isStepLocked as sharedIsStepLocked,
  type Step,
} from '../../src/shared-rules/learning-locks.ts';
import type { StoredEvaluation } from '../evaluations/store.ts';
import { ancestry, type StoredContent, type StoredNode } from './store.ts';
import type { LearnerEnrollment } from './store-learner.ts';
import { contentEnrollmentOf, latestQuestionnaire, nodeProgress, type LearningView } from './view-model.ts';

/** One step of a learning path: a content item of a node, or a child node (a module). */
export type PathItem =
  | { kind: 'CONTENT'; content: StoredContent }
  | { kind: 'EVALUATION'; evaluation: StoredEvaluation }
  | { kind: 'NODE'; node: StoredNode };

/**
 * A node's steps in map order: its own content items with its evaluations between them (an evaluation's
 * position is how many contents come before it), then its child nodes (learning-area.md 2.4).
 */
export function pathItemsOf(view: LearningView, nodeCode: string): PathItem[] {
  const contents = view.contentsByNode.get(nodeCode) ?? [];
  const evaluations = view.evaluationsByNode.get(nodeCode) ?? [];
  const evaluationsAt = (at: number) =>
    evaluations
      .filter((evaluation) => Math.min(evaluation.position, contents.length) === at)
      .map((evaluation): PathItem => ({ kind: 'EVALUATION', evaluation }));
  return [
    ...evaluationsAt(0),
    ...contents.flatMap((content, index): PathItem[] => [
      { kind: 'CONTENT', content },
      ...evaluationsAt(index + 1),
    ]),
    ...(view.tree.children.get(nodeCode) ?? []).map((node): PathItem => ({ kind: 'NODE', node })),
  ];
}

export function isItemDone(view: LearningView, enrollment: LearnerEnrollment, item: PathItem): boolean {
  if (item.kind === 'NODE') return isFullProgress(nodeProgress(view, item.node.nodeCode, enrollment));
  // 4.3: an evaluation is complete once its questionnaire has a finish date.
  if (item.kind === 'EVALUATION')
    return Boolean(
      latestQuestionnaire(view, enrollment.idEnrollment, item.evaluation.idEvaluation)?.finishDate,
    );
  return isDoneStatus(
    contentEnrollmentOf(view, enrollment.idEnrollment, item.content.item.idContentItem)?.status,
  );
}

/** A step as the shared sequential rule reads it (src/shared-rules/learning-locks.ts, 4.3). */
function stepOf(view: LearningView, enrollment: LearnerEnrollment, item: PathItem): Step {
  if (item.kind === 'CONTENT') {
    return { sequential: item.content.item.sequential === true, done: isItemDone(view, enrollment, item) };
  }
  if (item.kind === 'EVALUATION') {
    return {
      sequential: item.evaluation.fields.sequential === true,
      done: isItemDone(view, enrollment, item),
    };
  }
  const { prerequisites, entryPoint, sequential } = item.node.fields;
  const prerequisitesUnmet =
    Array.isArray(prerequisites) &&
    prerequisites.some((code) => {
      const node = view.tree.byCode.get(String(code));
      return node !== undefined && !isItemDone(view, enrollment, { kind: 'NODE', node });
    });
  return {
    sequential: sequential === true,
    entryPoint: typeof entryPoint === 'number' ? entryPoint : null,
    prerequisitesUnmet,
    done: isItemDone(view, enrollment, item),
  };
}

/**
 * 4.3: a sequential step is locked until the step before it is done (an entry point never is); a module
 * is also locked while a prerequisite of it is not done. The rule itself is the browser's too.
 */
export function isStepLocked(
  view: LearningView,
  enrollment: LearnerEnrollment,
  items: PathItem[],
  index: number,
) {
  // Only the step and the one before it are read: the others need not be computed.
  const steps = items.map((item, at) =>
    at === index || at === index - 1 ? stepOf(view, enrollment, item) : { sequential: false, done: true },
  );
  return sharedIsStepLocked(steps, index);
}

/** A module is locked by its own step or by any locked module between it and the enrollment's node. */
export function isNodeLocked(view: LearningView, enrollment: LearnerEnrollment, nodeCode: string): boolean {
  const path = ancestry(view.tree, nodeCode);
  const rootIndex = path.findIndex((node) => node.nodeCode === enrollment.nodeCode);
  for (const node of path.slice(rootIndex + 1)) {
    const siblings = pathItemsOf(view, node.parentCode as string);
    const at = siblings.findIndex((item) => item.kind === 'NODE' && item.node.nodeCode === node.nodeCode);
    if (isStepLocked(view, enrollment, siblings, at)) return true;
  }
  return false;
}

/** A content item is locked by its own step or by any locked module between it and the enrollment's node. */
export function isContentLocked(
  view: LearningView,
  enrollment: LearnerEnrollment,
  content: StoredContent,
): boolean {
  const own = pathItemsOf(view, content.nodeCode);
  const index = own.findIndex(
    (item) => item.kind === 'CONTENT' && item.content.item.idContentItem === content.item.idContentItem,
  );
  return isStepLocked(view, enrollment, own, index) || isNodeLocked(view, enrollment, content.nodeCode);
}

/** A node above the content (its course, a module) has a pre-test the learner has not finished (4.5). */
export function isBehindPreTest(
  view: LearningView,
  enrollment: LearnerEnrollment,
  content: StoredContent,
): boolean {
  return ancestry(view.tree, content.nodeCode).some((node) => {
    const preTest = view.evaluations.find(
      (evaluation) =>
        evaluation.nodeCode === node.nodeCode && evaluation.fields.evaluationType === 'PRE_TEST',
    );
    return (
      preTest !== undefined &&
      !latestQuestionnaire(view, enrollment.idEnrollment, preTest.idEvaluation)?.finishDate
    );
  });
}

/**
 * The content may not be opened in the enrollment now: behind an unfinished pre-test or locked by the
 * sequence, as the content's own routes refuse it (409).
 */
export function isContentClosed(
  view: LearningView,
  enrollment: LearnerEnrollment,
  content: StoredContent,
): boolean {
  return isBehindPreTest(view, enrollment, content) || isContentLocked(view, enrollment, content);
}

/** An evaluation is locked by its own step or by any locked module between it and the enrollment's node. */
export function isEvaluationLocked(
  view: LearningView,
  enrollment: LearnerEnrollment,
  evaluation: StoredEvaluation,
): boolean {
  if (evaluation.fields.evaluationType === 'PRE_TEST')
    return isNodeLocked(view, enrollment, evaluation.nodeCode);
  const own = pathItemsOf(view, evaluation.nodeCode);
  const index = own.findIndex(
    (item) => item.kind === 'EVALUATION' && item.evaluation.idEvaluation === evaluation.idEvaluation,
  );
  return isStepLocked(view, enrollment, own, index) || isNodeLocked(view, enrollment, evaluation.nodeCode);
}
