// What one learner sees of the learning area (learning-area.md 3, 4.1, 4.4): stored nodes, contents and
// blocks dressed with the learner's own enrollment, progress and status, computed from stored rows.
import type { LearningContentItem, Team } from '../../src/generated/types.ts';
import { classHasEnded, isClosedUponCompletion } from '../../src/shared-rules/learning-cards.ts';
import type { Queryable } from '../db/database.ts';
import { evaluationDisplayStatus } from '../../src/shared-rules/evaluation-status.ts';
import {
  loadEvaluations,
  loadQuestionnaires,
  type StoredEvaluation,
  type StoredQuestionnaire,
} from '../evaluations/store.ts';
import {
  contentPercent,
  isDoneStatus,
  isFullProgress,
  isStepLocked as sharedIsStepLocked,
  type Step,
} from '../../src/shared-rules/learning-locks.ts';
import {
  ancestry,
  loadLearnerState,
  loadLearningContents,
  loadLearningTree,
  loadTeams,
  subtree,
  type LearnerEnrollment,
  type LearnerState,
  type LearningTree,
  type StoredBlock,
  type StoredContent,
  type StoredNode,
} from '../store/learning-store.ts';

export interface LearningView {
  tree: LearningTree;
  learner: LearnerState;
  contents: StoredContent[];
  contentsByNode: Map<string, StoredContent[]>;
  teams: Team[];
  now: Date;
  /** The node's evaluations in the sequence (PRE_TEST excluded: it is the node's gate, 4.5). */
  evaluationsByNode: Map<string, StoredEvaluation[]>;
  evaluations: StoredEvaluation[];
  /** The learner's questionnaires, oldest attempt first. */
  questionnaires: StoredQuestionnaire[];
}

export async function loadLearningView(
  db: Queryable,
  idApp: number,
  idUser: number,
  now: Date,
): Promise<LearningView> {
  const [tree, learner, contents, teams, evaluations, questionnaires] = await Promise.all([
    loadLearningTree(db, idApp),
    loadLearnerState(db, idApp, idUser),
    loadLearningContents(db, idApp),
    loadTeams(db, idApp),
    loadEvaluations(db, idApp),
    loadQuestionnaires(db, idApp, idUser),
  ]);
  const contentsByNode = new Map<string, StoredContent[]>();
  for (const content of contents) {
    contentsByNode.set(content.nodeCode, [...(contentsByNode.get(content.nodeCode) ?? []), content]);
  }
  const evaluationsByNode = new Map<string, StoredEvaluation[]>();
  for (const evaluation of evaluations) {
    if (evaluation.fields.evaluationType === 'PRE_TEST') continue;
    evaluationsByNode.set(evaluation.nodeCode, [
      ...(evaluationsByNode.get(evaluation.nodeCode) ?? []),
      evaluation,
    ]);
  }
  return {
    tree,
    learner,
    contents,
    contentsByNode,
    teams,
    now,
    evaluationsByNode,
    evaluations,
    questionnaires,
  };
}

/** The learner's latest questionnaire of the evaluation in the enrollment (undefined: never started). */
export function latestQuestionnaire(
  view: LearningView,
  idEnrollment: number | undefined,
  idEvaluation: number,
): StoredQuestionnaire | undefined {
  return view.questionnaires.findLast(
    (row) => row.idEnrollment === idEnrollment && row.idEvaluation === idEvaluation,
  );
}

/** 4.5 display status of the evaluation for the learner in the enrollment (the shared rule). */
export function evaluationStatus(
  view: LearningView,
  idEnrollment: number | undefined,
  evaluation: StoredEvaluation,
) {
  return evaluationDisplayStatus(
    evaluation.fields.evaluationType,
    evaluation.fields.evaluationMasteryScore,
    latestQuestionnaire(view, idEnrollment, evaluation.idEvaluation),
  );
}

/**
 * An EVALUATION card's data (element.json, contract B): the evaluation, the learner's latest
 * questionnaire, the 4.5 status and progress, and where to start it (the active enrollment covering its
 * node and that node's enrollment, when the learner has them).
 */
export function evaluationCardData(
  view: LearningView,
  evaluation: StoredEvaluation,
  /** The enrollment the page is in; by default the learner's active one covering the node. */
  enrollment = activeEnrollmentFor(view, evaluation.nodeCode),
) {
  const {
    idEvaluation,
    title,
    description,
    image,
    evaluationType,
    evaluationMasteryScore,
    questionnaireType,
  } = evaluation.fields;
  const latest = latestQuestionnaire(view, enrollment?.idEnrollment, idEvaluation);
  const nodeRow = view.learner.nodeEnrollments.find(
    (row) => row.idEnrollment === enrollment?.idEnrollment && row.nodeCode === evaluation.nodeCode,
  );
  const { status, progress } = evaluationStatus(view, enrollment?.idEnrollment, evaluation);
  return {
    idEvaluation,
    title,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    evaluationType,
    evaluationMasteryScore: evaluationMasteryScore ?? null,
    questionnaireType,
    nodeCode: evaluation.nodeCode,
    ...(enrollment ? { idEnrollment: enrollment.idEnrollment } : {}),
    ...(nodeRow ? { idNodeEnrollment: nodeRow.idNodeEnrollment } : {}),
    ...(latest
      ? {
          questionnaire: {
            idQuestionnaire: latest.idQuestionnaire,
            startDate: latest.startDate,
            finishDate: latest.finishDate,
            grade: latest.grade,
          },
        }
      : {}),
    status,
    progress,
  };
}

const closedStatuses = new Set(['EXPIRED', 'FAILED', 'CANCELED']);

/**
 * An enrollment that opens its node (2.2): not EXPIRED, FAILED or cancelled, and not COMPLETED in a
 * class that closes access upon completion (allowAccessUponCompletion 0, 4.4).
 */
export function isActiveEnrollment(enrollment: LearnerEnrollment): boolean {
  if (closedStatuses.has(enrollment.status)) return false;
  // The card's rule (shared-rules/learning-cards.ts), so a card shown inactive is refused here too.
  return !isClosedUponCompletion(enrollment.status, enrollment.team);
}

/** The learner's enrollments whose class's node is the node or one of its ancestors, newest first. */
export function enrollmentsCovering(view: LearningView, nodeCode: string): LearnerEnrollment[] {
  const codes = new Set(ancestry(view.tree, nodeCode).map((node) => node.nodeCode));
  return view.learner.enrollments.filter((enrollment) => codes.has(enrollment.nodeCode)).toReversed();
}

export function activeEnrollmentFor(view: LearningView, nodeCode: string): LearnerEnrollment | undefined {
  return enrollmentsCovering(view, nodeCode).find(isActiveEnrollment);
}

/** A node may be opened by anyone when it groups others (ORGANIZATION), else only with an active enrollment. */
export function mayOpenNode(view: LearningView, node: StoredNode): boolean {
  return node.nodeType === 'ORGANIZATION' || activeEnrollmentFor(view, node.nodeCode) !== undefined;
}

export function contentEnrollmentOf(
  view: LearningView,
  idEnrollment: number | undefined,
  idContentItem: number,
) {
  if (idEnrollment === undefined) return undefined;
  return view.learner.contentEnrollments.find(
    (row) => row.idEnrollment === idEnrollment && row.idContentItem === idContentItem,
  );
}

/** Percent of the node's content done in the enrollment: the mean of its contents' percent (4.1, 4.3). */
export function nodeProgress(view: LearningView, nodeCode: string, enrollment: LearnerEnrollment): number {
  const nodes = subtree(view.tree, nodeCode);
  const items = nodes.flatMap((node) => view.contentsByNode.get(node.nodeCode) ?? []);
  // Evaluations count by their 4.5 progress (0, 50, 100), beside the contents.
  const evaluations = nodes.flatMap((node) => view.evaluationsByNode.get(node.nodeCode) ?? []);
  if (items.length + evaluations.length === 0) return isDoneStatus(enrollment.status) ? 100 : 0;
  const total = items.reduce((sum, { item }) => {
    const row = contentEnrollmentOf(view, enrollment.idEnrollment, item.idContentItem);
    return (
      sum +
      contentPercent({ idContentType: item.idContentType, status: row?.status, progress: row?.progress })
    );
  }, 0);
  const evaluated = evaluations.reduce(
    (sum, evaluation) => sum + evaluationStatus(view, enrollment.idEnrollment, evaluation).progress,
    0,
  );
  return Math.round((total + evaluated) / (items.length + evaluations.length));
}

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
  return {
    ...content.item,
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

/**
 * A content item as a viewer receives it: restricted content (2.2, 6) comes without its address or body;
 * parentNodes is the path from the root to the node holding it, for the footer's trail.
 */
export function shownContent(view: LearningView, content: StoredContent): LearningContentItem {
  const shown = contentView(view, content);
  const parentNodes = nodeLinks(ancestry(view.tree, content.nodeCode));
  if (content.item.hasAccess !== false) return { ...shown, parentNodes };
  const { contentLocation: _location, mediaLocation: _media, content: _body, ...withoutAddress } = shown;
  return { ...withoutAddress, parentNodes };
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
        return [
          {
            elementType: 'CONTENT',
            idContentType: content.item.idContentType,
            idElement: content.item.idContentItem,
            data,
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

/** Text compared without case or accents: 'lideranca' finds 'Liderança'. */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

export function matchesSearch(node: StoredNode, search: string): boolean {
  const wanted = folded(search.trim());
  if (!wanted) return true;
  const fields = node.fields as { title: string; description?: string; tags?: string[] };
  return [fields.title, fields.description ?? '', ...(fields.tags ?? [])].some((text) =>
    folded(text).includes(wanted),
  );
}

/** A page of a list: offset and limit as the calls of 7.1 take them. */
export function pageOf<T>(items: readonly T[], offset: number, limit: number): T[] {
  return items.slice(offset, offset + limit);
}

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
