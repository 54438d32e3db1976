// What one learner sees of the learning area (learning-area.md 3, 4.1, 4.4): stored nodes, contents and
// blocks dressed with the learner's own enrollment, progress and status (view-model.ts).
import type { LearningContentItem } from '../../src/generated/types.ts';
import { classHasEnded } from '../../src/shared-rules/learning-cards.ts';
import { isDoneStatus } from '../../src/shared-rules/learning-locks.ts';
import { evaluationCardData } from './evaluation-cards.ts';
import { ancestry, type StoredBlock, type StoredContent, type StoredNode } from './store.ts';
import { withSignedAddresses } from './media-addresses.ts';
import { isContentClosed } from './path-rules.ts';
import type { LearnerEnrollment } from './store-learner.ts';
import {
  activeEnrollmentFor,
  contentEnrollmentOf,
  enrollmentsCovering,
  nodeProgress,
  type LearningView,
} from './view-model.ts';

export function nodeEnrollmentView(view: LearningView, nodeCode: string, enrollment: LearnerEnrollment) {
  const row = view.learner.nodeEnrollments.find(
    (candidate) => candidate.idEnrollment === enrollment.idEnrollment && candidate.nodeCode === nodeCode,
  );
  const progress = nodeProgress(view, nodeCode, enrollment);
  const status =
    nodeCode === enrollment.nodeCode
      ? enrollment.status
      : (row?.status ?? (progress >= 100 ? 'COMPLETED' : progress > 0 ? 'IN_PROGRESS' : 'NOT_ATTEMPTED'));
  return {
    ...(row
      ? { idNodeEnrollment: row.idNodeEnrollment, idParentNodeEnrollment: row.idParentNodeEnrollment }
      : {}),
    nodeCode,
    status,
    progress,
    processing: false,
    idEnrollment: enrollment.idEnrollment,
    idTeam: enrollment.idTeam,
    idUser: view.learner.idUser,
    enrollment: {
      idEnrollment: enrollment.idEnrollment,
      idUser: view.learner.idUser,
      idTeam: enrollment.idTeam,
      status: enrollment.status,
      progress: nodeProgress(view, enrollment.nodeCode, enrollment),
    },
    team: enrollment.team,
  };
}

/** Nodes as the breadcrumbs name them (node.json nodeLink): a school links to its catalog, a course to its page. */
function nodeLinks(nodes: readonly StoredNode[]) {
  return nodes.map(({ nodeCode, idNode, nodeType, fields }) => ({
    nodeCode,
    idNode,
    nodeType,
    title: fields.title,
  }));
}

/** The node as node.json has it for this learner: path, children flag, classes open, own enrollment. */
export function nodeView(view: LearningView, node: StoredNode) {
  const { parentNodeCode: _parent, ...fields } = node.fields as StoredNode['fields'] & {
    parentNodeCode?: unknown;
  };
  const parents = ancestry(view.tree, node.nodeCode).slice(0, -1);
  const enrollment = enrollmentsCovering(view, node.nodeCode)[0];
  const nodeEnrollment = enrollment ? nodeEnrollmentView(view, node.nodeCode, enrollment) : undefined;
  return {
    ...fields,
    parentNodes: nodeLinks(parents),
    hasChildNodes: (view.tree.children.get(node.nodeCode)?.length ?? 0) > 0,
    hasTeamAvailable:
      node.nodeType === 'LEARNING' &&
      view.teams.some((team) => team.nodeCode === node.nodeCode && !classHasEnded(team, view.now)),
    ...(nodeEnrollment ? { nodeEnrollment, progress: nodeEnrollment.progress } : {}),
  };
}

/** Nodes as cards for this learner, in the order given. */
export function nodeCards(view: LearningView, nodes: readonly StoredNode[]) {
  return nodes.map((node) => nodeView(view, node));
}

/** A content item with the learner's progress in it, when an active enrollment covers it (4.2). */
export function contentView(view: LearningView, content: StoredContent): LearningContentItem {
  const enrollment = activeEnrollmentFor(view, content.nodeCode);
  const row = contentEnrollmentOf(view, enrollment?.idEnrollment, content.item.idContentItem);
  // What the learner may not open now (restricted, 2.2, 6; locked or behind a pre-test, 4.3, 4.5) is
  // still shown as a card, without what would open it: its own routes refuse it, so must its cards.
  // What she may open comes with its files' signed addresses, the only ones GET /demo/* serves.
  const closed =
    content.item.hasAccess === false ||
    (enrollment !== undefined && isContentClosed(view, enrollment, content));
  return {
    ...(closed ? withoutOpening(content.item) : withSignedAddresses(content.item, view.signMedia)),
    contentEnrollment: row
      ? {
          idContentEnrollment: row.idContentEnrollment,
          ...(row.idNodeEnrollment === null ? {} : { idNodeEnrollment: row.idNodeEnrollment }),
          idEnrollment: row.idEnrollment,
          idContentItem: row.idContentItem,
          idUser: view.learner.idUser,
          status: row.status as NonNullable<LearningContentItem['contentEnrollment']>['status'],
          progress: row.progress,
          grade: row.grade,
          startDate: row.startDate,
          finishDate: row.finishDate,
          lastAccessDate: row.lastAccessDate,
        }
      : null,
    contentProgress: row?.progress ?? 0,
    completed: row && isDoneStatus(row.status) ? 1 : 0,
  };
}

/** A content item without its addresses, body and parts: the card of an item the learner may not open. */
function withoutOpening(item: LearningContentItem): LearningContentItem {
  const {
    contentLocation: _location,
    mediaLocation: _media,
    referenceLink: _link,
    content: _body,
    children: _parts,
    scormPackage: _package,
    ...card
  } = item;
  return card;
}

/**
 * A content item as a viewer receives it (contentView: without its address or body when the learner may
 * not open it); parentNodes is the path from the root to the node holding it, for the footer's trail.
 */
export function shownContent(view: LearningView, content: StoredContent): LearningContentItem {
  return { ...contentView(view, content), parentNodes: nodeLinks(ancestry(view.tree, content.nodeCode)) };
}

/** A block with its elements as element.json has them: the named node or content item, for this learner. */
export function blockView(view: LearningView, { block, elements }: StoredBlock) {
  const contentsById = new Map(view.contents.map((content) => [content.item.idContentItem, content]));
  return {
    ...block,
    elements: elements.flatMap((element) => {
      if (element.elementType === 'NODE') {
        const node = view.tree.byCode.get(element.nodeCode as string);
        if (!node) return [];
        const data = nodeView(view, node);
        const enrolled = data.nodeEnrollment;
        return [
          {
            elementType: 'NODE',
            idNode: node.idNode,
            idElement: node.idNode,
            data,
            ...(enrolled
              ? {
                  nodeEnrollment: {
                    ...(enrolled.idNodeEnrollment ? { idNodeEnrollment: enrolled.idNodeEnrollment } : {}),
                    enrollment: { idEnrollment: enrolled.idEnrollment },
                    team: enrolled.team.initialDate ? { initialDate: enrolled.team.initialDate } : {},
                    progress: enrolled.progress,
                  },
                }
              : {}),
          },
        ];
      }
      if (element.elementType === 'CONTENT') {
        const content = contentsById.get(element.idContentItem as number);
        if (!content) return [];
        const data = contentView(view, content);
        const row = data.contentEnrollment;
        // A content of a course the learner is enrolled in says so even before it is started: its card
        // opens the course, not the free-content address (issue 18: a re-enrolled course's content card
        // read 'Acessar conteúdo', opened as free content, and was refused behind the pre-test).
        const enrollment = activeEnrollmentFor(view, content.nodeCode);
        const nodeRow =
          enrollment &&
          view.learner.nodeEnrollments.find(
            (candidate) =>
              candidate.idEnrollment === enrollment.idEnrollment && candidate.nodeCode === content.nodeCode,
          );
        return [
          {
            elementType: 'CONTENT',
            idContentType: content.item.idContentType,
            idElement: content.item.idContentItem,
            data,
            ...(enrollment
              ? {
                  nodeEnrollment: {
                    ...(nodeRow ? { idNodeEnrollment: nodeRow.idNodeEnrollment } : {}),
                    enrollment: { idEnrollment: enrollment.idEnrollment },
                  },
                }
              : {}),
            ...(row
              ? {
                  contentEnrollment: {
                    ...(row.idContentEnrollment ? { idContentEnrollment: row.idContentEnrollment } : {}),
                    progress: row.progress,
                    status: row.status,
                    ...(typeof row.grade === 'number' ? { grade: row.grade } : {}),
                  },
                }
              : {}),
          },
        ];
      }
      if (element.elementType === 'EVALUATION') {
        const evaluation = view.evaluations.find((candidate) => candidate.idEvaluation === element.idElement);
        if (!evaluation) return [element];
        const data = evaluationCardData(view, evaluation);
        return [{ elementType: 'EVALUATION', idElement: evaluation.idEvaluation, data }];
      }
      return [element];
    }),
  };
}
