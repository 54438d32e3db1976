// Where evaluations show outside their own screens (learning-area.md 3 Navigation map and item, 4.3,
// 4.5): an EVALUATION element of the navigation map, the previous/next item that leads to one, and the
// pre-test gate of a node. Built from the learning view (server/learning/view-model.ts), so they read the same rows.
import { learningMessages } from '../learning/messages.ts';
import { ancestry, type StoredContent } from '../learning/store.ts';
import type { LearnerEnrollment } from '../learning/store-learner.ts';
import { isContentLocked, isEvaluationLocked } from '../learning/path-rules.ts';
import { latestQuestionnaire, type LearningView } from '../learning/view-model.ts';
import { evaluationCardData } from '../learning/evaluation-cards.ts';
import { learningEvaluationMessages } from './messages.ts';
import type { StoredEvaluation } from './store.ts';

function nodeEnrollmentIdOf(view: LearningView, enrollment: LearnerEnrollment, nodeCode: string) {
  return view.learner.nodeEnrollments.find(
    (row) => row.idEnrollment === enrollment.idEnrollment && row.nodeCode === nodeCode,
  )?.idNodeEnrollment;
}

/** The map's EVALUATION element (3: questionnaire {finishDate, idQuestionnaire, idNodeEnrollment}). */
export function evaluationMapElement(
  view: LearningView,
  enrollment: LearnerEnrollment,
  evaluation: StoredEvaluation,
  locked: boolean,
) {
  const latest = latestQuestionnaire(view, enrollment.idEnrollment, evaluation.idEvaluation);
  const idNodeEnrollment = nodeEnrollmentIdOf(view, enrollment, evaluation.nodeCode);
  const { fields } = evaluation;
  return {
    elementType: 'EVALUATION',
    title: fields.title,
    ...(fields.label ? { label: fields.label } : {}),
    idElement: evaluation.idEvaluation,
    mandatory: fields.mandatory === true,
    sequential: fields.sequential === true,
    locked,
    nodeCode: evaluation.nodeCode,
    ...(idNodeEnrollment ? { idNodeEnrollment } : {}),
    ...(latest
      ? {
          questionnaire: {
            idQuestionnaire: latest.idQuestionnaire,
            idNodeEnrollment: latest.idNodeEnrollment,
            finishDate: latest.finishDate,
          },
        }
      : {}),
  };
}

/** A previous/next item that is an evaluation (3 Navigation item: idEvaluation, idQuestionnaire). */
export function evaluationNavigationItem(
  view: LearningView,
  enrollment: LearnerEnrollment,
  evaluation: StoredEvaluation,
  last: boolean,
) {
  const latest = latestQuestionnaire(view, enrollment.idEnrollment, evaluation.idEvaluation);
  return {
    idEvaluation: evaluation.idEvaluation,
    idEnrollment: enrollment.idEnrollment,
    idNodeEnrollment: nodeEnrollmentIdOf(view, enrollment, evaluation.nodeCode) ?? null,
    idQuestionnaire: latest?.idQuestionnaire ?? null,
    ...(latest ? { questionnaire: { idQuestionnaire: latest.idQuestionnaire } } : {}),
    sequential: evaluation.fields.sequential === true,
    nodeCode: evaluation.nodeCode,
    isLastContent: last,
  };
}

/**
 * The pre-test gate of a node (4.5): the node's PRE_TEST while the learner's questionnaire of it has no
 * finish date, so the browser shows the mandatory pre-test modal before the content; undefined once it
 * is finished (or when the node has none).
 */
export function preTestGate(view: LearningView, enrollment: LearnerEnrollment, nodeCode: string) {
  const evaluation = view.evaluations.find(
    (candidate) => candidate.nodeCode === nodeCode && candidate.fields.evaluationType === 'PRE_TEST',
  );
  if (!evaluation) return undefined;
  const latest = latestQuestionnaire(view, enrollment.idEnrollment, evaluation.idEvaluation);
  if (latest?.finishDate) return undefined;
  return evaluationCardData(view, evaluation, enrollment);
}

/**
 * Why a content of the enrollment may not be opened or recorded now (409), or undefined when it may:
 * a node above it (its course, a module) whose pre-test the learner has not finished (4.5, the server
 * decides, not the browser's modal), else the sequence's lock (4.3). The pre-test and the level stay open.
 */
export function contentRefusal(
  view: LearningView,
  enrollment: LearnerEnrollment,
  content: StoredContent,
): string | undefined {
  if (ancestry(view.tree, content.nodeCode).some((node) => preTestGate(view, enrollment, node.nodeCode)))
    return learningEvaluationMessages.preTestFirst;
  return isContentLocked(view, enrollment, content) ? learningMessages.lockedContent : undefined;
}

/** The node's own evaluations as the level's EVALUATION cards, locked as the server decides (4.3). */
export function levelEvaluations(view: LearningView, enrollment: LearnerEnrollment, nodeCode: string) {
  return (view.evaluationsByNode.get(nodeCode) ?? []).map((evaluation) => ({
    elementType: 'EVALUATION',
    idElement: evaluation.idEvaluation,
    locked: isEvaluationLocked(view, enrollment, evaluation),
    data: evaluationCardData(view, evaluation),
  }));
}
