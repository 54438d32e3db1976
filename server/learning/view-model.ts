// The learner's view of the learning area (learning-area.md 3, 4.1, 4.4): the tenant's tree, contents,
// classes and evaluations with one learner's enrolments and progress, loaded together, and what follows
// from them alone (which enrolment covers a node, what it opens, how far the learner got).
import { isClosedUponCompletion } from '../../src/shared-rules/learning-cards.ts';
import { learningMessages } from './messages.ts';
import { evaluationDisplayStatus } from '../../src/shared-rules/evaluation-status.ts';
import { contentPercent, isDoneStatus } from '../../src/shared-rules/learning-locks.ts';
import type { Queryable } from '../db/database.ts';
import { loadQuestionnaires, type StoredEvaluation, type StoredQuestionnaire } from '../evaluations/store.ts';
import { tenantCatalogue, type Catalogue } from './catalogue.ts';
import { ancestry, subtree, type StoredNode } from './store.ts';
import { mediaSigner, type MediaSigner } from '../tenants/media-signature.ts';
import { mediaSigningKey } from '../tenants/store.ts';
import { loadLearnerState, type LearnerEnrollment, type LearnerState } from './store-learner.ts';

/** The tenant's kept catalogue (catalogue.ts) with one learner's state. */
export interface LearningView extends Catalogue {
  learner: LearnerState;
  now: Date;
  /** The learner's questionnaires, oldest attempt first. */
  questionnaires: StoredQuestionnaire[];
  /** Signs the addresses of the files the learner may open (tenants/media-signature.ts). */
  signMedia: MediaSigner;
}

export async function loadLearningView(
  db: Queryable,
  idApp: number,
  idUser: number,
  now: Date,
): Promise<LearningView> {
  const [catalogue, learner, questionnaires, key] = await Promise.all([
    tenantCatalogue(db, idApp),
    loadLearnerState(db, idApp, idUser),
    loadQuestionnaires(db, idApp, idUser),
    mediaSigningKey(db),
  ]);
  return {
    ...catalogue,
    learner,
    now,
    questionnaires,
    signMedia: mediaSigner(key, idApp, now),
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

/**
 * Why a node the learner may not open is refused, in the words that fit the learner's enrollment in
 * it (issue 18: a course completed in a class closed upon completion read 'exige uma matrícula ativa').
 */
export function closedEnrollmentMessage(enrollments: readonly LearnerEnrollment[]): string {
  if (enrollments.some((enrollment) => isClosedUponCompletion(enrollment.status, enrollment.team)))
    return learningMessages.closedUponCompletion;
  if (enrollments.some((enrollment) => enrollment.status === 'EXPIRED'))
    return learningMessages.enrollmentExpired;
  return learningMessages.enrollmentRequired;
}

/** The refusal of a node the learner may not open (2.2), named by their enrollments in it. */
export const nodeRefusalMessage = (view: LearningView, nodeCode: string) =>
  closedEnrollmentMessage(enrollmentsCovering(view, nodeCode));

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
