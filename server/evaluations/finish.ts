// Finishing a questionnaire (learning-area.md 4.5, 7.4): graded here with what was stored (graded
// types only), once whoever asks first; the enrollment's progress follows. And the result it answers.
import type { RouteContext } from '../route-context.ts';
import { refreshEnrollmentStatus } from '../learning/progress.ts';
import { loadLearningView } from '../learning/view-model.ts';
import type { LearnerEnrollment } from '../learning/store-learner.ts';
import { gradeOf, isRight } from './grading.ts';
import { isGraded, triesOf, type Tries } from './rules.ts';
import {
  loadAnswers,
  loadQuestionnaire,
  loadQuestionnaires,
  type StoredEvaluation,
  type StoredQuestion,
  type StoredQuestionnaire,
} from './store.ts';
import { finishOpenQuestionnaire } from './store-writes.ts';
import { resultView } from './views.ts';

/** Grades and finishes the questionnaire once, at `finishDate` (now when null); answers it as stored. */
export async function finishQuestionnaire(
  context: RouteContext,
  idApp: number,
  enrollment: LearnerEnrollment,
  questionnaire: StoredQuestionnaire,
  evaluation: StoredEvaluation,
  questions: readonly StoredQuestion[],
  finishDate: string | null,
): Promise<StoredQuestionnaire> {
  const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
  const byId = new Map(questions.map((question) => [question.idQuestion, question]));
  const rights = answers.map((answer) => {
    const question = byId.get(answer.idQuestion);
    return question ? isRight(question, answer.answerData) : null;
  });
  const grade = isGraded(evaluation) ? (gradeOf(rights) ?? 0) : null;
  const at = finishDate ?? context.now().toISOString();
  await finishOpenQuestionnaire(context.db, idApp, questionnaire.idQuestionnaire, at, grade);
  const after = await loadLearningView(context.db, idApp, questionnaire.idUser, context.now());
  await refreshEnrollmentStatus(context.db, after, enrollment, idApp);
  return (await loadQuestionnaire(context.db, idApp, questionnaire.idQuestionnaire)) as StoredQuestionnaire;
}

/** The learner's tries at the evaluation in the enrollment, as stored now. */
export async function storedTries(
  context: RouteContext,
  idApp: number,
  idUser: number,
  idEnrollment: number,
  evaluation: StoredEvaluation,
): Promise<Tries> {
  return triesOf(await loadQuestionnaires(context.db, idApp, idUser), idEnrollment, evaluation);
}

/** The Result of a finished questionnaire, with the tries as they stand now. */
export async function resultOf(
  context: RouteContext,
  idApp: number,
  enrollment: LearnerEnrollment,
  evaluation: StoredEvaluation,
  questionnaire: StoredQuestionnaire,
  questions: readonly StoredQuestion[],
) {
  const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
  const tries = await storedTries(context, idApp, questionnaire.idUser, enrollment.idEnrollment, evaluation);
  return resultView(evaluation, questionnaire, questions, answers, tries);
}
