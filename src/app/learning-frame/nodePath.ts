import type { Node } from '../../generated/types';
import { elementPath, elementView, nodeElement } from '../../ui/learning-card/elementView';

/** Where a node of the header's menus leads: its learning page when enrolled, else its catalog page. */
export const nodePath = (node: Node): string => elementPath(elementView(nodeElement(node))) ?? '/';

/** The enrolment a node of the learner's lists belongs to (node.json nodeEnrollment). */
export const enrollmentOf = (node: Node): number | undefined =>
  node.nodeEnrollment?.enrollment?.idEnrollment ?? node.nodeEnrollment?.idEnrollment;
