// An EVALUATION card as the learning area's blocks and pages show it (element.json, contract B), for one
// learner: built from the learning view (view-model.ts), so it reads the same rows as the other cards.
import type { StoredEvaluation } from '../evaluations/store.ts';
import {
  activeEnrollmentFor,
  evaluationStatus,
  latestQuestionnaire,
  type LearningView,
} from './view-model.ts';

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
