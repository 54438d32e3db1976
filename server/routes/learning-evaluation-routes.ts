// Evaluations and surveys of a learner (learning-area.md 4.5, 5, 7.4; contract B of issue 12), with
// B = /learning/students/{idUser}/enrollments/{idEnrollment}/evaluations/{idEvaluation}/questionnaires:
//   POST B {idNodeEnrollment, questionnaireType}         -> {idQuestionnaire} (the open one, else the latest, else a new one)
//   POST /learning/evaluations/restart {idEnrollment, idNodeEnrollment, idEvaluation, idUser} -> {idQuestionnaire} (a retry)
//   GET  B/{q}                                           -> the questionnaire, timeLeft by the server's clock
//   PUT  B/{q}/answers/{idAnswer} {answerData, answerText?, clientSeq?} -> {idAnswer, clientSeq, answerStatus}
//   PUT  B/{q}/time {timeLeft}                           -> {timeLeft} (the smaller of the server's and the body's)
//   POST B/{q}/save {answers}                            -> 204 (survey)
//   POST B/{q}/finish                                    -> the result (graded here)
//   GET  B/{q}/result, GET B/{q}/answers/{idAnswer}/result (409 before finishing)
// The server is the clock and the grader: the answer key leaves it only in the results of a finished
// questionnaire, and a questionnaire read after its deadline is finished with what was stored.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  evaluationDisplayStatus,
  passed,
  triesLeft,
  unansweredQuestions,
  type AnswerDataItem,
} from '../../src/shared-rules/evaluation-status.ts';
import { sessionGuard } from '../auth/session-guard.ts';
import type { Queryable } from '../db/database.ts';
import { failure } from '../messages.ts';
import { learningEvaluationMessages as texts } from '../messages-learning-evaluations.ts';
import type { RouteContext } from '../route-context.ts';
import {
  loadAnswers,
  loadQuestionnaire,
  loadQuestions,
  type StoredAnswer,
  type StoredEvaluation,
  type StoredQuestion,
  type StoredQuestionnaire,
} from '../store/evaluation-store.ts';
import { ancestry, subtree, type LearnerEnrollment } from '../store/learning-store.ts';
import { ownActiveEnrollment } from './learning-enrollment-access.ts';
import {
  answerStatusOf,
  checkedAnswerData,
  gradeOf,
  isRight,
  pickQuestions,
  publicQuestion,
} from './learning-evaluation-grading.ts';
import { evaluationNeighbours, refreshEnrollmentStatus } from './learning-progress-routes.ts';
import { bodySchema, idParams } from './learning-route-helpers.ts';
import { nextId } from '../db/next-id.ts';
import { isEvaluationLocked, loadLearningView, type LearningView } from './learning-views.ts';

type Reply = FastifyReply;
const base = '/learning/students/:idUser/enrollments/:idEnrollment/evaluations/:idEvaluation/questionnaires';

interface PathParams {
  idUser: number;
  idEnrollment: number;
  idEvaluation: number;
}
interface QuestionnaireParams extends PathParams {
  idQuestionnaire: number;
}
interface AnswerBody {
  answerData: AnswerDataItem[];
  answerText?: string | null;
  clientSeq?: number;
}

/** The evaluation as evaluation.json has it (closed: no label, no sequence flags, no questions). */
function evaluationBody(evaluation: StoredEvaluation) {
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

const isPreTest = (evaluation: StoredEvaluation) => evaluation.fields.evaluationType === 'PRE_TEST';
const isGraded = (evaluation: StoredEvaluation) => evaluation.fields.evaluationType !== 'REACTION';

/** Seconds left by the server's clock: deadline - now, never below 0; null without a time limit. */
function secondsLeft(questionnaire: StoredQuestionnaire, now: Date): number | null {
  if (!questionnaire.deadline) return null;
  if (questionnaire.finishDate) return 0;
  return Math.max(0, Math.floor((new Date(questionnaire.deadline).getTime() - now.getTime()) / 1000));
}

const pastDeadline = (questionnaire: StoredQuestionnaire, now: Date) =>
  questionnaire.deadline !== null && new Date(questionnaire.deadline).getTime() <= now.getTime();

export async function learningEvaluationRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  app.addHook('onRequest', sessionGuard(context));

  /** The learner's tries at the evaluation in the enrollment (4.5). */
  function triesOf(view: LearningView, idEnrollment: number, evaluation: StoredEvaluation) {
    const mine = view.questionnaires.filter(
      (row) => row.idEnrollment === idEnrollment && row.idEvaluation === evaluation.idEvaluation,
    );
    const mastery = evaluation.fields.evaluationMasteryScore;
    const anyPassed =
      isGraded(evaluation) && mine.some((row) => row.finishDate !== null && passed(row.grade, mastery));
    const parameters = evaluation.fields.parameters;
    return {
      attempts: mine.length,
      open: mine.find((row) => row.finishDate === null),
      latest: mine.at(-1),
      maxTries: isPreTest(evaluation) ? 1 : Math.max(1, parameters.maxTries ?? 1),
      triesLeft: triesLeft({
        maxTries: parameters.maxTries,
        attempts: mine.length,
        lockAfterApproval: parameters.lockAfterApproval,
        passed: anyPassed,
        preTest: isPreTest(evaluation),
      }),
    };
  }

  /** The enrollment and the evaluation of its course named by the call, or undefined once refused. */
  async function evaluationInEnrollment(
    request: FastifyRequest,
    reply: Reply,
    { idUser, idEnrollment, idEvaluation }: PathParams,
  ) {
    const found = await ownActiveEnrollment(context, request, reply, idUser, idEnrollment);
    if (!found) return undefined;
    const { view, enrollment } = found;
    const evaluation = view.evaluations.find((candidate) => candidate.idEvaluation === idEvaluation);
    const inCourse =
      evaluation !== undefined &&
      subtree(view.tree, enrollment.nodeCode).some((node) => node.nodeCode === evaluation.nodeCode);
    if (!evaluation || !inCourse) {
      void reply.code(404).send(failure(texts.evaluationNotFound));
      return undefined;
    }
    return { ...found, evaluation };
  }

  /**
   * The questionnaire named by the call, the learner's own in that enrollment and evaluation (another
   * learner's is not found), finished first when its deadline has passed.
   */
  async function ownQuestionnaire(request: FastifyRequest, reply: Reply, params: QuestionnaireParams) {
    const found = await evaluationInEnrollment(request, reply, params);
    if (!found) return undefined;
    const { view, enrollment, idApp, evaluation } = found;
    const stored = await loadQuestionnaire(context.db, idApp, params.idQuestionnaire);
    if (
      !stored ||
      stored.idUser !== view.learner.idUser ||
      stored.idEnrollment !== enrollment.idEnrollment ||
      stored.idEvaluation !== evaluation.idEvaluation
    ) {
      void reply.code(404).send(failure(texts.questionnaireNotFound));
      return undefined;
    }
    const now = context.now();
    const questions = await loadQuestions(context.db, idApp, evaluation.idEvaluation);
    let questionnaire = stored;
    if (!stored.finishDate && pastDeadline(stored, now)) {
      // Time ran out while away: graded with what was stored, finished at the deadline itself.
      questionnaire = await finishQuestionnaire(
        idApp,
        enrollment,
        stored,
        evaluation,
        questions,
        stored.deadline,
      );
    }
    return { ...found, questionnaire, questions, now };
  }

  /** Grades (graded types only) and finishes the questionnaire once; the enrollment's progress follows. */
  async function finishQuestionnaire(
    idApp: number,
    enrollment: LearnerEnrollment,
    questionnaire: StoredQuestionnaire,
    evaluation: StoredEvaluation,
    questions: StoredQuestion[],
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
    // Only an unfinished questionnaire is finished: two finishes at once grade it once.
    await context.db.query(
      `UPDATE learning_questionnaires SET finish_date = $3, grade = $4
        WHERE id_app = $1 AND id_questionnaire = $2 AND finish_date IS NULL`,
      [idApp, questionnaire.idQuestionnaire, at, grade],
    );
    const after = await loadLearningView(context.db, idApp, questionnaire.idUser, context.now());
    await refreshEnrollmentStatus(context.db, after, enrollment, idApp);
    return (await loadQuestionnaire(context.db, idApp, questionnaire.idQuestionnaire)) as StoredQuestionnaire;
  }

  /** A new questionnaire: its questions picked (questionAmount), one answer row each, its deadline set. */
  async function createQuestionnaire(
    idApp: number,
    view: LearningView,
    enrollment: LearnerEnrollment,
    idNodeEnrollment: number,
    evaluation: StoredEvaluation,
    attempt: number,
  ): Promise<number | undefined> {
    const questions = await loadQuestions(context.db, idApp, evaluation.idEvaluation);
    const now = context.now();
    const timeLimit = evaluation.fields.parameters.timeLimit;
    const created = await context.db.transaction(async (tx: Queryable) => {
      const idQuestionnaire = await nextId(tx, 'learning_questionnaires', 'id_questionnaire', idApp);
      // Another tab starting the same attempt at once loses the unique (user, node enrollment, attempt).
      const inserted = await tx.query(
        `INSERT INTO learning_questionnaires
           (id_app, id_questionnaire, id_user, id_enrollment, id_node_enrollment, id_evaluation, attempt,
            start_date, deadline)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING id_questionnaire`,
        [
          idApp,
          idQuestionnaire,
          view.learner.idUser,
          enrollment.idEnrollment,
          idNodeEnrollment,
          evaluation.idEvaluation,
          attempt,
          now,
          timeLimit ? new Date(now.getTime() + timeLimit * 1000) : null,
        ],
      );
      if (inserted.length === 0) return undefined;
      const picked = pickQuestions(questions, evaluation.fields.parameters.questionAmount, idQuestionnaire);
      const firstAnswer = await nextId(tx, 'learning_answers', 'id_answer', idApp, picked.length);
      await tx.query(
        `INSERT INTO learning_answers (id_app, id_answer, id_questionnaire, position, id_question)
         SELECT $1, $2 + ordinality::int - 1, $3, ordinality::int, question::int
           FROM jsonb_array_elements_text($4::jsonb) WITH ORDINALITY AS picked (question, ordinality)`,
        [idApp, firstAnswer, idQuestionnaire, JSON.stringify(picked.map((question) => question.idQuestion))],
      );
      return idQuestionnaire;
    });
    const after = await loadLearningView(context.db, idApp, view.learner.idUser, now);
    await refreshEnrollmentStatus(context.db, after, enrollment, idApp);
    return created;
  }

  /** The node enrollment the body names: the enrollment's own, of the evaluation's node or one above it. */
  function nodeEnrollmentFor(
    view: LearningView,
    enrollment: LearnerEnrollment,
    evaluation: StoredEvaluation,
    idNodeEnrollment: number,
  ) {
    const codes = new Set(ancestry(view.tree, evaluation.nodeCode).map((node) => node.nodeCode));
    return view.learner.nodeEnrollments.find(
      (row) =>
        row.idNodeEnrollment === idNodeEnrollment &&
        row.idEnrollment === enrollment.idEnrollment &&
        codes.has(row.nodeCode),
    );
  }

  /**
   * Start and restart: the open questionnaire when there is one (never two at once); start also gives
   * back the latest finished one (its feedback offers the retry), restart starts a new attempt while
   * tries are left (409 when none are).
   */
  async function startOrRestart(
    request: FastifyRequest,
    reply: Reply,
    params: PathParams,
    idNodeEnrollment: number,
    retry: boolean,
  ) {
    const found = await evaluationInEnrollment(request, reply, params);
    if (!found) return reply;
    const { view, enrollment, idApp, evaluation } = found;
    if (!nodeEnrollmentFor(view, enrollment, evaluation, idNodeEnrollment)) {
      return reply.code(404).send(failure(texts.nodeEnrollmentNotFound));
    }
    if (isEvaluationLocked(view, enrollment, evaluation)) {
      return reply.code(409).send(failure(texts.lockedEvaluation));
    }
    const tries = triesOf(view, enrollment.idEnrollment, evaluation);
    if (tries.open) return reply.code(200).send({ idQuestionnaire: tries.open.idQuestionnaire });
    if (!retry && tries.latest)
      return reply.code(200).send({ idQuestionnaire: tries.latest.idQuestionnaire });
    if (tries.attempts > 0 && tries.triesLeft <= 0) return reply.code(409).send(failure(texts.noTriesLeft));
    const created = await createQuestionnaire(
      idApp,
      view,
      enrollment,
      idNodeEnrollment,
      evaluation,
      tries.attempts + 1,
    );
    if (created !== undefined) return reply.code(201).send({ idQuestionnaire: created });
    // Lost the race to another tab: its questionnaire is the open one.
    const again = await loadLearningView(context.db, idApp, view.learner.idUser, context.now());
    const open = triesOf(again, enrollment.idEnrollment, evaluation).open;
    return reply.code(200).send({ idQuestionnaire: open?.idQuestionnaire });
  }

  app.post<{ Params: PathParams; Body: { idNodeEnrollment: number; questionnaireType?: string } }>(
    base,
    {
      schema: {
        params: idParams('idUser', 'idEnrollment', 'idEvaluation'),
        body: bodySchema('learning-evaluation-start-body.json'),
      },
    },
    (request, reply) => startOrRestart(request, reply, request.params, request.body.idNodeEnrollment, false),
  );

  app.post<{
    Body: { idEnrollment: number; idNodeEnrollment: number; idEvaluation: number; idUser: number };
  }>(
    '/learning/evaluations/restart',
    { schema: { body: bodySchema('learning-evaluation-restart-body.json') } },
    (request, reply) => startOrRestart(request, reply, request.body, request.body.idNodeEnrollment, true),
  );

  const questionnaireParams = idParams('idUser', 'idEnrollment', 'idEvaluation', 'idQuestionnaire');

  app.get<{ Params: QuestionnaireParams }>(
    `${base}/:idQuestionnaire`,
    { schema: { params: questionnaireParams } },
    async (request, reply) => {
      const found = await ownQuestionnaire(request, reply, request.params);
      if (!found) return reply;
      const { idApp, view, enrollment, evaluation, questionnaire, questions, now } = found;
      const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
      const byId = new Map(questions.map((question) => [question.idQuestion, question]));
      const settled = await loadLearningView(context.db, idApp, view.learner.idUser, now);
      const tries = triesOf(settled, enrollment.idEnrollment, evaluation);
      return {
        idQuestionnaire: questionnaire.idQuestionnaire,
        idNodeEnrollment: questionnaire.idNodeEnrollment,
        nodeCode: evaluation.nodeCode,
        startDate: questionnaire.startDate,
        finishDate: questionnaire.finishDate,
        grade: questionnaire.grade,
        timeLeft: secondsLeft(questionnaire, now),
        answers: answers.flatMap((answer) => {
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
        }),
        evaluation: evaluationBody(evaluation),
        attempts: tries.attempts,
        triesLeft: tries.triesLeft,
        ...evaluationNeighbours(settled, enrollment, evaluation.idEvaluation),
      };
    },
  );

  /** 409 once finished: 'time is up' when the deadline ended it, else 'already sent'. */
  const refuseFinished = (reply: Reply, questionnaire: StoredQuestionnaire, now: Date) =>
    reply.code(409).send(failure(pastDeadline(questionnaire, now) ? texts.timeIsUp : texts.alreadyFinished));

  app.put<{ Params: QuestionnaireParams & { idAnswer: number }; Body: AnswerBody }>(
    `${base}/:idQuestionnaire/answers/:idAnswer`,
    {
      schema: {
        params: idParams('idUser', 'idEnrollment', 'idEvaluation', 'idQuestionnaire', 'idAnswer'),
        body: bodySchema('learning-evaluation-answer-body.json'),
      },
    },
    async (request, reply) => {
      const found = await ownQuestionnaire(request, reply, request.params);
      if (!found) return reply;
      const { idApp, questionnaire, questions, now } = found;
      const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
      const answer = answers.find((candidate) => candidate.idAnswer === request.params.idAnswer);
      const question = questions.find((candidate) => candidate.idQuestion === answer?.idQuestion);
      if (!answer || !question) return reply.code(404).send(failure(texts.answerNotFound));
      if (questionnaire.finishDate) return refuseFinished(reply, questionnaire, now);
      const { clientSeq } = request.body;
      const stale = (stored: StoredAnswer) =>
        clientSeq !== undefined && stored.clientSeq !== null && clientSeq <= stored.clientSeq;
      // A replay or an older write (another tab, the outbox sending again) changes nothing.
      if (stale(answer)) {
        return { idAnswer: answer.idAnswer, clientSeq: answer.clientSeq, answerStatus: answer.answerStatus };
      }
      const checked = checkedAnswerData(question, request.body.answerData);
      if ('refusal' in checked) return reply.code(400).send(failure(checked.refusal));
      const answerText = request.body.answerText ?? null;
      const answerStatus = answerStatusOf(question, checked.data, answerText);
      // One statement: the questionnaire still open and in time, and no newer clientSeq stored meanwhile.
      const updated = await context.db.query(
        `UPDATE learning_answers a SET answer_data = $3::jsonb, answer_text = $4, answer_status = $5,
                client_seq = coalesce($6, a.client_seq)
          WHERE a.id_app = $1 AND a.id_answer = $2
            AND ($6::int IS NULL OR a.client_seq IS NULL OR a.client_seq < $6::int)
            AND EXISTS (SELECT 1 FROM learning_questionnaires q
                         WHERE q.id_app = a.id_app AND q.id_questionnaire = a.id_questionnaire
                           AND q.finish_date IS NULL AND (q.deadline IS NULL OR q.deadline > $7))
          RETURNING a.id_answer`,
        [
          idApp,
          answer.idAnswer,
          JSON.stringify(checked.data),
          answerText,
          answerStatus,
          clientSeq ?? null,
          now,
        ],
      );
      const stored = (await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire)).find(
        (candidate) => candidate.idAnswer === answer.idAnswer,
      ) as StoredAnswer;
      if (updated.length === 0 && !stale(stored)) {
        const current =
          (await loadQuestionnaire(context.db, idApp, questionnaire.idQuestionnaire)) ?? questionnaire;
        return refuseFinished(reply, current, now);
      }
      return { idAnswer: stored.idAnswer, clientSeq: stored.clientSeq, answerStatus: stored.answerStatus };
    },
  );

  app.put<{ Params: QuestionnaireParams; Body: { timeLeft: number } }>(
    `${base}/:idQuestionnaire/time`,
    { schema: { params: questionnaireParams, body: bodySchema('learning-evaluation-time-body.json') } },
    async (request, reply) => {
      const found = await ownQuestionnaire(request, reply, request.params);
      if (!found) return reply;
      const { idApp, enrollment, evaluation, questionnaire, questions, now } = found;
      if (!questionnaire.deadline || questionnaire.finishDate)
        return { timeLeft: secondsLeft(questionnaire, now) };
      // The learner may give time up, never gain it: the deadline only moves earlier.
      const offered = new Date(now.getTime() + request.body.timeLeft * 1000);
      await context.db.query(
        `UPDATE learning_questionnaires SET deadline = LEAST(deadline, $3), time_left = $4, time_saved_at = $5
          WHERE id_app = $1 AND id_questionnaire = $2 AND finish_date IS NULL`,
        [idApp, questionnaire.idQuestionnaire, offered, request.body.timeLeft, now],
      );
      let current =
        (await loadQuestionnaire(context.db, idApp, questionnaire.idQuestionnaire)) ?? questionnaire;
      if (pastDeadline(current, now)) {
        current = await finishQuestionnaire(
          idApp,
          enrollment,
          current,
          evaluation,
          questions,
          current.deadline,
        );
      }
      return { timeLeft: secondsLeft(current, now) };
    },
  );

  app.post<{
    Params: QuestionnaireParams;
    Body: { answers: { idAnswer: number; answerData: AnswerDataItem[]; answerText?: string | null }[] };
  }>(
    `${base}/:idQuestionnaire/save`,
    { schema: { params: questionnaireParams, body: bodySchema('learning-evaluation-save-body.json') } },
    async (request, reply) => {
      const found = await ownQuestionnaire(request, reply, request.params);
      if (!found) return reply;
      const { idApp, questionnaire, questions, now } = found;
      if (questionnaire.finishDate) return refuseFinished(reply, questionnaire, now);
      const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
      const changes: {
        idAnswer: number;
        data: AnswerDataItem[];
        answerText: string | null;
        status: string;
      }[] = [];
      // Every answer checked before any is stored: a refused one leaves the others as they were.
      for (const given of request.body.answers) {
        const answer = answers.find((candidate) => candidate.idAnswer === given.idAnswer);
        const question = questions.find((candidate) => candidate.idQuestion === answer?.idQuestion);
        if (!answer || !question) return reply.code(404).send(failure(texts.answerNotFound));
        const checked = checkedAnswerData(question, given.answerData);
        if ('refusal' in checked) return reply.code(400).send(failure(checked.refusal));
        const answerText = given.answerText ?? null;
        changes.push({
          idAnswer: answer.idAnswer,
          data: checked.data,
          answerText,
          status: answerStatusOf(question, checked.data, answerText),
        });
      }
      await context.db.transaction(async (tx) => {
        for (const change of changes) {
          await tx.query(
            `UPDATE learning_answers SET answer_data = $3::jsonb, answer_text = $4, answer_status = $5
              WHERE id_app = $1 AND id_answer = $2`,
            [idApp, change.idAnswer, JSON.stringify(change.data), change.answerText, change.status],
          );
        }
      });
      return reply.code(204).send();
    },
  );

  /** The Result of a finished questionnaire (3 'Result', 4.5), with the 4.5 status and tries left. */
  async function resultOf(
    idApp: number,
    enrollment: LearnerEnrollment,
    evaluation: StoredEvaluation,
    questionnaire: StoredQuestionnaire,
    questions: StoredQuestion[],
  ) {
    const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
    const byId = new Map(questions.map((question) => [question.idQuestion, question]));
    const view = await loadLearningView(context.db, idApp, questionnaire.idUser, context.now());
    const tries = triesOf(view, enrollment.idEnrollment, evaluation);
    const { status, progress } = evaluationDisplayStatus(
      evaluation.fields.evaluationType,
      evaluation.fields.evaluationMasteryScore,
      questionnaire,
    );
    return {
      idQuestionnaire: questionnaire.idQuestionnaire,
      grade: questionnaire.grade,
      masteryScore: evaluation.fields.evaluationMasteryScore ?? null,
      attempts: tries.attempts,
      description: evaluation.fields.description ?? null,
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
      questionnaireType: evaluation.fields.questionnaireType,
      evaluationType: evaluation.fields.evaluationType,
      maxTries: tries.maxTries,
      triesLeft: tries.triesLeft,
      status,
      progress,
      finishDate: questionnaire.finishDate as string,
      showResponseSummary: evaluation.fields.parameters.showResponseSummary ?? 0,
      closingText: evaluation.fields.parameters.closingText ?? null,
    };
  }

  app.post<{ Params: QuestionnaireParams }>(
    `${base}/:idQuestionnaire/finish`,
    { schema: { params: questionnaireParams } },
    async (request, reply) => {
      const found = await ownQuestionnaire(request, reply, request.params);
      if (!found) return reply;
      const { idApp, enrollment, evaluation, questions } = found;
      let { questionnaire } = found;
      if (!questionnaire.finishDate) {
        if (!isGraded(evaluation)) {
          // 5 'Survey': sent once every required answer is complete.
          const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
          const byId = new Map(questions.map((question) => [question.idQuestion, question]));
          const missing = unansweredQuestions(
            answers.map((answer) => {
              const question = byId.get(answer.idQuestion);
              return {
                questionType: question?.questionType ?? 'COMMENT',
                optionsCount: question?.options.length ?? 0,
                answerData: answer.answerData,
                answerText: answer.answerText,
                required: question ? question.required !== false : false,
              };
            }),
          );
          if (missing.length > 0) return reply.code(409).send(failure(texts.requiredMissing(missing)));
        }
        questionnaire = await finishQuestionnaire(
          idApp,
          enrollment,
          questionnaire,
          evaluation,
          questions,
          null,
        );
      }
      // Finishing twice (a retried request) answers the same result.
      return resultOf(idApp, enrollment, evaluation, questionnaire, questions);
    },
  );

  app.get<{ Params: QuestionnaireParams }>(
    `${base}/:idQuestionnaire/result`,
    { schema: { params: questionnaireParams } },
    async (request, reply) => {
      const found = await ownQuestionnaire(request, reply, request.params);
      if (!found) return reply;
      const { idApp, enrollment, evaluation, questionnaire, questions } = found;
      if (!questionnaire.finishDate) return reply.code(409).send(failure(texts.resultNotReady));
      return resultOf(idApp, enrollment, evaluation, questionnaire, questions);
    },
  );

  app.get<{ Params: QuestionnaireParams & { idAnswer: number } }>(
    `${base}/:idQuestionnaire/answers/:idAnswer/result`,
    { schema: { params: idParams('idUser', 'idEnrollment', 'idEvaluation', 'idQuestionnaire', 'idAnswer') } },
    async (request, reply) => {
      const found = await ownQuestionnaire(request, reply, request.params);
      if (!found) return reply;
      const { idApp, questionnaire, questions } = found;
      const answers = await loadAnswers(context.db, idApp, questionnaire.idQuestionnaire);
      const answer = answers.find((candidate) => candidate.idAnswer === request.params.idAnswer);
      const question = questions.find((candidate) => candidate.idQuestion === answer?.idQuestion);
      if (!answer || !question) return reply.code(404).send(failure(texts.answerNotFound));
      if (!questionnaire.finishDate) return reply.code(409).send(failure(texts.resultNotReady));
      // The 'Gabarito' only where the evaluation shows it: elsewhere the key would serve the next try.
      if (found.evaluation.fields.parameters.showResponseSummary !== 1) {
        return reply.code(403).send(failure(texts.answerKeyHidden));
      }
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
    },
  );
}
