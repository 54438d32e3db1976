// The crumbs of a node's place (learning-area.md 2.3, the footer's breadcrumbs), from the path the server
// sends with a node or a content (parentNodes: root first). A school or an area (ORGANIZATION) leads to its
// catalog; a course or a module (LEARNING) to its page in the learner's enrollment, or, outside one, to
// its page by id (/level?nodeLevel=), where the server says why it may not open.
import type { NodeLink } from '../generated/types';
import type { Crumb } from './crumb';
import { avatarLevelPath, catalogPath, levelPath } from './learning-paths';

export function nodeCrumb(node: NodeLink, idEnrollment?: number): Crumb {
  const to =
    node.nodeType !== 'LEARNING'
      ? catalogPath(node.nodeCode)
      : idEnrollment !== undefined
        ? levelPath(idEnrollment, node.nodeCode)
        : node.idNode !== undefined
          ? avatarLevelPath(node.idNode)
          : catalogPath(node.nodeCode);
  return { label: node.title, to };
}

/** The crumbs of a path of nodes, root first; the page's own crumb comes after them. */
export const nodeCrumbs = (path: readonly NodeLink[] | undefined, idEnrollment?: number): Crumb[] =>
  (path ?? []).map((node) => nodeCrumb(node, idEnrollment));
