import type { Node } from '../../generated/types';
import { cardState, offersEnrollment } from '../../shared-rules/learning-cards';
import { elementPath, elementView, nodeElement } from '../../ui/learning-card/elementView';

/**
 * Where a node of the header's menus leads: its learning page when enrolled, else its catalog page;
 * an enrolment that ended and may be taken again (4.4, 'reenroll') to the course's presentation, its
 * catalog page, as its card does: its level needs an active enrollment.
 */
export const nodePath = (node: Node, now = new Date()): string => {
  const view = elementView(nodeElement(node));
  const enrolling = view.facts !== undefined && offersEnrollment(cardState(view.facts, now));
  return elementPath(view, { enrolling }) ?? '/';
};

/** The enrolment a node of the learner's lists belongs to (node.json nodeEnrollment). */
export const enrollmentOf = (node: Node): number | undefined =>
  node.nodeEnrollment?.enrollment?.idEnrollment ?? node.nodeEnrollment?.idEnrollment;
