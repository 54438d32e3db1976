// The path of an enrolment as the viewer walks it (learning-area.md 3 "Navigation item", 4.3): the
// course's contents and evaluations in map order, the navigation map with what is locked, and the
// previous and next items around a step.
import type { LearningView } from './view-model.ts';
import type { LearnerEnrollment } from './store-learner.ts';
import { subtree, type StoredContent } from './store.ts';
import { contentEnrollmentOf } from './view-model.ts';
import { nodeEnrollmentView } from './views.ts';
import { isStepLocked, pathItemsOf, type PathItem } from './path-rules.ts';
import { evaluationMapElement, evaluationNavigationItem } from '../evaluations/course-views.ts';

type SequenceItem = Exclude<PathItem, { kind: 'NODE' }>;

/**
 * The contents and evaluations of an enrollment's course in map order (each node's own, then its
 * modules'): what the viewer's previous and next buttons walk through (3 Navigation item).
 */
export function sequenceOf(view: LearningView, nodeCode: string): SequenceItem[] {
  return pathItemsOf(view, nodeCode).flatMap((item) =>
    item.kind === 'NODE' ? sequenceOf(view, item.node.nodeCode) : [item],
  );
}

/** The contents of an enrollment's course in map order (each node's contents, then its modules). */
export function contentsInOrder(view: LearningView, nodeCode: string): StoredContent[] {
  return sequenceOf(view, nodeCode).flatMap((item) => (item.kind === 'CONTENT' ? [item.content] : []));
}

/**
 * The map's elements below nodeCode, each with `locked` as the server decides it (4.3: its own step, a
 * prerequisite, or a locked module above it), so the map shows locked what the server refuses.
 */
export function mapElementsOf(
  view: LearningView,
  enrollment: LearnerEnrollment,
  nodeCode: string,
  parentLocked: boolean,
): unknown[] {
  const items = pathItemsOf(view, nodeCode);
  return items.map((item, index) => {
    const locked = parentLocked || isStepLocked(view, enrollment, items, index);
    if (item.kind === 'EVALUATION') return evaluationMapElement(view, enrollment, item.evaluation, locked);
    if (item.kind === 'CONTENT') {
      const { item: content, nodeCode: owner } = item.content;
      const row = contentEnrollmentOf(view, enrollment.idEnrollment, content.idContentItem);
      return {
        elementType: 'CONTENT',
        title: content.text,
        ...(content.label ? { label: content.label } : {}),
        idContentType: content.idContentType,
        idElement: content.idContentItem,
        mandatory: content.mandatory === true,
        sequential: content.sequential === true,
        locked,
        nodeCode: owner,
        contentEnrollment: {
          status: row?.status ?? 'NOT_ATTEMPTED',
          progress: row?.progress ?? 0,
          startDate: row?.startDate ?? null,
          idContentItem: content.idContentItem,
          ...(row?.idNodeEnrollment ? { idNodeEnrollment: row.idNodeEnrollment } : {}),
          idEnrollment: enrollment.idEnrollment,
        },
      };
    }
    const { node } = item;
    const {
      enrollment: _enrollment,
      team: _team,
      ...nodeEnrollment
    } = nodeEnrollmentView(view, node.nodeCode, enrollment);
    return {
      elementType: 'NODE',
      title: node.fields.title,
      ...(typeof node.fields.label === 'string' ? { label: node.fields.label } : {}),
      idElement: node.idNode,
      mandatory: node.fields.mandatory === true,
      sequential: node.fields.sequential === true,
      locked,
      nodeCode: node.nodeCode,
      nodeEnrollment,
      mapElements: mapElementsOf(view, enrollment, node.nodeCode, locked),
    };
  });
}

export function navigationItem(
  view: LearningView,
  enrollment: LearnerEnrollment,
  item: SequenceItem,
  last: boolean,
) {
  if (item.kind === 'EVALUATION') return evaluationNavigationItem(view, enrollment, item.evaluation, last);
  const content = item.content;
  const row = contentEnrollmentOf(view, enrollment.idEnrollment, content.item.idContentItem);
  const nodeRow = view.learner.nodeEnrollments.find(
    (candidate) =>
      candidate.idEnrollment === enrollment.idEnrollment && candidate.nodeCode === content.nodeCode,
  );
  return {
    idContentItem: content.item.idContentItem,
    idContentType: content.item.idContentType,
    idContentEnrollment: row?.idContentEnrollment ?? null,
    idEnrollment: enrollment.idEnrollment,
    idNodeEnrollment: nodeRow?.idNodeEnrollment ?? null,
    sequential: content.item.sequential === true,
    nodeCode: content.nodeCode,
    isLastContent: last,
  };
}

/** The previous and next items of the viewer's buttons around the step at index (null at either end). */
export function neighboursAt(
  view: LearningView,
  enrollment: LearnerEnrollment,
  ordered: SequenceItem[],
  index: number,
) {
  const neighbour = (at: number) => {
    const item = ordered[at];
    return item ? navigationItem(view, enrollment, item, at === ordered.length - 1) : null;
  };
  return { previousItem: neighbour(index - 1), nextItem: neighbour(index + 1) };
}

/** The previous and next items around an evaluation of the enrollment's course (none for a pre-test). */
export function evaluationNeighbours(
  view: LearningView,
  enrollment: LearnerEnrollment,
  idEvaluation: number,
) {
  const ordered = sequenceOf(view, enrollment.nodeCode);
  const index = ordered.findIndex(
    (step) => step.kind === 'EVALUATION' && step.evaluation.idEvaluation === idEvaluation,
  );
  return index < 0 ? { previousItem: null, nextItem: null } : neighboursAt(view, enrollment, ordered, index);
}

/** The node is the enrollment's course or one of its modules. */
export function inCourse(view: LearningView, enrollment: LearnerEnrollment, nodeCode: string): boolean {
  return subtree(view.tree, enrollment.nodeCode).some((node) => node.nodeCode === nodeCode);
}
