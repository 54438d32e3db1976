// What the evaluation routes answer (learning-area.md 3 'Evaluation', 'Result', 7.4), built from stored
// rows: the questionnaire without the answer key, and the result and the 'Gabarito' of a finished one.
import { evaluationDisplayStatus } from '../../src/shared-rules/evaluation-status.ts';
import { isRight, publicQuestion } from './grading.ts';
import type { Tries } from './rules.ts';
import type { StoredAnswer, StoredEvaluation, StoredQuestion, StoredQuestionnaire } from './store.ts';

/** The evaluation as evaluation.json has it (closed: no label, no sequence flags, no questions). */
export function evaluationBody(evaluation: StoredEvaluation) {
  const { fields } = evaluation;
  const parameters = fields.parameters;
  return {
    idEvaluation: evaluation.idEvaluation,
    title: fields.title,
    description: fields.description ?? null,
    evaluationType: fields.evaluationType,
    evaluationMasteryScore: fields.evaluationMasteryScore ?? null,
    questionnaireType: fields.questionnaireType,
    parameters: {
      timeLimit: parameters.timeLimit ?? null,
      questionAmount: parameters.questionAmount ?? null,
      lockNavigation: parameters.lockNavigation ?? 0,
      maxTries: parameters.maxTries ?? null,
      lockAfterApproval: parameters.lockAfterApproval ?? '0',
      showResponseSummary: parameters.showResponseSummary ?? 0,
      closingText: parameters.closingText ?? null,
    },
  };
}

const byQuestionId = (questions: readonly StoredQuestion[]) =>
  new Map(questions.map((question) => [question.idQuestion, question]));

/** The questionnaire's answers as answer.json has them: each question without its key. */
export function answersView(answers: readonly StoredAnswer[], questions: readonly StoredQuestion[]) {
  const byId = byQuestionId(questions);
  return answers.flatMap((answer) => {
    const question = byId.get(answer.idQuestion);
    if (!question) return [];
    return [
      {
        idAnswer: answer.idAnswer,
        question: publicQuestion(question),
        answerData: answer.answerData,
        answerText: answer.answerText,
        answerStatus: answer.answerStatus,
      },
    ];
  });
}

/** The Result of a finished questionnaire (3 'Result', 4.5), with the 4.5 status and tries left. */
export function resultView(
  evaluation: StoredEvaluation,
  questionnaire: StoredQuestionnaire,
  questions: readonly StoredQuestion[],
  answers: readonly StoredAnswer[],
  tries: Tries,
) {
  const byId = byQuestionId(questions);
  const { fields } = evaluation;
  const { status, progress } = evaluationDisplayStatus(
    fields.evaluationType,
    fields.evaluationMasteryScore,
    questionnaire,
  );
  return {
    idQuestionnaire: questionnaire.idQuestionnaire,
    grade: questionnaire.grade,
    masteryScore: fields.evaluationMasteryScore ?? null,
    attempts: tries.attempts,
    description: fields.description ?? null,
    summary: answers.flatMap((answer) => {
      const question = byId.get(answer.idQuestion);
      return question
        ? [
            {
              idAnswer: answer.idAnswer,
              statement: question.statement,
              isCorrect: isRight(question, answer.answerData),
            },
          ]
        : [];
    }),
    questionnaireType: fields.questionnaireType,
    evaluationType: fields.evaluationType,
    maxTries: tries.maxTries,
    triesLeft: tries.triesLeft,
    status,
    progress,
    finishDate: questionnaire.finishDate as string,
    showResponseSummary: fields.parameters.showResponseSummary ?? 0,
    closingText: fields.parameters.closingText ?? null,
  };
}

/** The 'Gabarito' of one answer: every option, whether it was chosen and whether it was right. */
export function answerResultView(answer: StoredAnswer, question: StoredQuestion) {
  const chosen = new Map(answer.answerData.map((item) => [item.idQuestionOption, item]));
  const correlate = question.questionType === 'CORRELATE';
  return {
    idAnswer: answer.idAnswer,
    statement: question.statement,
    questionType: question.questionType,
    isCorrect: isRight(question, answer.answerData),
    answerText: answer.answerText,
    options: question.options.map((option) => {
      const given = chosen.get(option.idQuestionOption);
      const chosenNumber = given?.idQuestionOptionAnswer ?? null;
      return {
        idQuestionOption: option.idQuestionOption,
        description: option.description,
        chosen: given !== undefined,
        correct: correlate ? chosenNumber === option.correctNumber : option.correct === true,
        ...(correlate ? { chosenNumber, correctNumber: option.correctNumber ?? null } : {}),
      };
    }),
  };
}
