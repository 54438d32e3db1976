// The evaluation routes of contract B (learning-area.md 4.5, 5, 7.4) on the horizonte fixture: bruno's
// course HZ-SEG-03 (enrolment 507, node enrolment 50700) and its evaluations 4201-4206, his survey course
// HZ-ATD-03 (508, 50800: 4301, 4302), and carla's pre-test 41 of HZ-SEG-01 (513, 51300).
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { learningMessages } from '../learning/messages.ts';
import { learningEvaluationMessages as texts } from './messages.ts';
import { horizonteLearner } from '../test-support/horizonte-learner.ts';
import { bearer, expectFailure, expectSchema, horizonte } from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';

const { live, bruno, get, put } = horizonteLearner();
let carla = '';
beforeAll(async () => {
  carla = await live.login(horizonte, 'carla@horizonte.test');
});
const asCarla = () => bearer(horizonte, carla);

interface Answer {
  idAnswer: number;
  question: {
    idQuestion: number;
    questionType: string;
    options: { idQuestionOption: number }[];
    scales: { idQuestionScale: number }[];
  };
  answerData: { idQuestionOption: number; idQuestionOptionAnswer?: number | null }[];
  answerText: string | null;
  answerStatus: string;
}
interface Questionnaire {
  idQuestionnaire: number;
  finishDate: string | null;
  grade: number | null;
  timeLeft: number | null;
  answers: Answer[];
  attempts: number;
  triesLeft: number;
}

/** Every response before finishing is searched for the answer key's markers, in its raw JSON text. */
function expectNoAnswerKey(response: LightMyRequestResponse): void {
  expect(response.body).not.toMatch(/"correct|isCorrect|correctNumber|chosenNumber/i);
}

const questionnaires = (idUser: number, idEnrollment: number, idEvaluation: number) =>
  `/api/learning/students/${idUser}/enrollments/${idEnrollment}/evaluations/${idEvaluation}/questionnaires`;
const brunos = (idEvaluation: number) => questionnaires(1, 507, idEvaluation);

async function start(
  idEvaluation: number,
  url = brunos(idEvaluation),
  idNodeEnrollment = 50700,
  headers = bruno(),
) {
  const response = await live.post(url, headers, { idNodeEnrollment, questionnaireType: 'KNOWLEDGE' });
  expect([200, 201], response.body).toContain(response.statusCode);
  expectSchema(response, 'api/learning-evaluation-started-response.json');
  expectNoAnswerKey(response);
  return response.json<{ idQuestionnaire: number }>().idQuestionnaire;
}

async function read(url: string, headers = bruno()): Promise<Questionnaire> {
  const response = await live.get(url, headers);
  const body = answerOf<Questionnaire>(response, 'api/learning-evaluation-questionnaire-response.json');
  if (!body.finishDate) expectNoAnswerKey(response);
  return body;
}

const answer = (url: string, idAnswer: number, payload: unknown, headers = bruno()) =>
  live.app.inject({ method: 'PUT', url: `${url}/answers/${idAnswer}`, headers, payload: payload as object });

/** The right answers of 4201 (every graded type), by question id (option id = question id x 10 + place). */
const rightOf4201: Record<number, Answer['answerData']> = {
  420101: [{ idQuestionOption: 4201012 }],
  420102: [{ idQuestionOption: 4201022 }],
  420103: [{ idQuestionOption: 4201031 }, { idQuestionOption: 4201032 }, { idQuestionOption: 4201034 }],
  420104: [
    { idQuestionOption: 4201041, idQuestionOptionAnswer: 1 },
    { idQuestionOption: 4201042, idQuestionOptionAnswer: 2 },
    { idQuestionOption: 4201043, idQuestionOptionAnswer: 3 },
  ],
};

describe('a KNOWLEDGE evaluation with every graded type (4201)', () => {
  const url = (q: number) => `${brunos(4201)}/${q}`;

  it('starts once, lists every question without the answer key, and grades on the server', async () => {
    const id = await start(4201);
    expect(await start(4201)).toBe(id);
    const questionnaire = await read(url(id));
    expect(questionnaire.answers.map((row) => row.question.questionType)).toEqual([
      'SINGLE_OPTION',
      'TRUE_OR_FALSE',
      'MULTI_OPTION',
      'CORRELATE',
    ]);
    expect(questionnaire).toMatchObject({
      // The evaluation's node: its level is where the page goes back to when opened by its address.
      nodeCode: 'HZ-SEG-03',
      finishDate: null,
      grade: null,
      timeLeft: null,
      attempts: 1,
      triesLeft: 2,
    });
    // Between the reading before it and the next evaluation (3 Navigation item).
    expect(questionnaire).toMatchObject({
      previousItem: { idContentItem: 3951, idEnrollment: 507 },
      nextItem: { idEvaluation: 4202, idNodeEnrollment: 50700, idQuestionnaire: null },
    });

    for (const row of questionnaire.answers) {
      const given = await answer(url(id), row.idAnswer, { answerData: rightOf4201[row.question.idQuestion] });
      expect(given.statusCode, given.body).toBe(200);
      expectSchema(given, 'api/learning-evaluation-answer-response.json');
      expectNoAnswerKey(given);
      expect(given.json()).toMatchObject({ idAnswer: row.idAnswer, answerStatus: 'ANSWERED' });
    }
    const time = await put(`${url(id)}/time`, { timeLeft: 30 });
    expect(time.json()).toEqual({ timeLeft: null });
    expectNoAnswerKey(time);
    expectFailure(await get(`${url(id)}/result`), 409, texts.resultNotReady);
    const first = questionnaire.answers[0] as Answer;
    expectFailure(await get(`${url(id)}/answers/${first.idAnswer}/result`), 409, texts.resultNotReady);

    const finished = await live.post(`${url(id)}/finish`, bruno(), {});
    expect(finished.statusCode, finished.body).toBe(200);
    expectSchema(finished, 'api/learning-evaluation-result-response.json');
    expect(finished.json()).toMatchObject({
      grade: 100,
      masteryScore: 70,
      status: 'PASSED',
      progress: 100,
      attempts: 1,
      maxTries: 3,
      triesLeft: 2,
    });
    expect(
      finished.json<{ summary: { isCorrect: boolean }[] }>().summary.map((row) => row.isCorrect),
    ).toEqual([true, true, true, true]);
    // Finishing again answers the same result; answering again is refused.
    expect((await live.post(`${url(id)}/finish`, bruno(), {})).json()).toMatchObject({ grade: 100 });
    expectFailure(await answer(url(id), first.idAnswer, { answerData: [] }), 409, texts.alreadyFinished);

    const gabarito = await get(`${url(id)}/answers/${first.idAnswer}/result`);
    expectSchema(gabarito, 'api/learning-evaluation-answer-result-response.json');
    expect(gabarito.json<{ options: { chosen: boolean; correct: boolean }[] }>().options).toEqual([
      expect.objectContaining({ chosen: false, correct: false }),
      expect.objectContaining({ chosen: true, correct: true }),
      expect.objectContaining({ chosen: false, correct: false }),
      expect.objectContaining({ chosen: false, correct: false }),
    ]);
  });

  it('shows the finished evaluation on the map, as the next item of the content before it, and in the progress', async () => {
    const map = await get('/api/learning/students/1/enrollments/507/navigation-map');
    expectSchema(map, 'api/learning-navigation-map-response.json');
    const elements = map.json<{
      data: {
        mapElements: {
          elementType: string;
          idElement: number;
          questionnaire?: { finishDate: string | null };
        }[];
      };
    }>().data.mapElements;
    expect(elements.map((element) => `${element.elementType} ${element.idElement}`)).toEqual([
      'CONTENT 3951',
      'EVALUATION 4201',
      'EVALUATION 4202',
      'EVALUATION 4203',
      'EVALUATION 4204',
      'EVALUATION 4205',
      'EVALUATION 4206',
    ]);
    expect(elements[1]?.questionnaire?.finishDate).toEqual(expect.any(String));
    expect(elements[2]).toMatchObject({ idNodeEnrollment: 50700, locked: false });
    expect(elements[2]?.questionnaire).toBeUndefined();

    const level = await get('/api/learning/students/1/enrollments/507');
    expectSchema(level, 'api/learning-enrollment-node-response.json');
    const cards = level.json<{ evaluations: { idElement: number; locked: boolean; data: unknown }[] }>()
      .evaluations;
    expect(cards.map((card) => card.idElement)).toEqual([4201, 4202, 4203, 4204, 4205, 4206]);
    expect(cards[0]).toMatchObject({
      locked: false,
      data: {
        idEnrollment: 507,
        idNodeEnrollment: 50700,
        status: 'PASSED',
        progress: 100,
        questionnaire: { grade: 100 },
      },
    });
    expect(cards[1]?.data).toMatchObject({ status: 'NOT_ATTEMPTED', progress: 0 });
    // The page's block shows the same cards (learning pages, element.json EVALUATION).
    const block = level.json<{ data: { blocks: { elements: { elementType: string; data: unknown }[] }[] } }>()
      .data.blocks[0];
    expect(block?.elements[0]).toMatchObject({
      elementType: 'EVALUATION',
      data: { idEvaluation: 4201, status: 'PASSED' },
    });

    const content = await get('/api/learning/students/1/enrollments/507/nodeEnrollment/50700/contents/3951');
    expectSchema(content, 'api/learning-enrolled-content-response.json');
    expect(content.json<{ nextItem: unknown }>().nextItem).toMatchObject({
      idEvaluation: 4201,
      idEnrollment: 507,
      idNodeEnrollment: 50700,
      idQuestionnaire: expect.any(Number),
    });
  });

  it('refuses another learner, an option of another question and a CORRELATE number out of range', async () => {
    const id = await start(4205);
    const { answers } = await read(`${brunos(4205)}/${id}`);
    const [single, second] = answers as [Answer, Answer];
    expectFailure(
      await answer(`${brunos(4205)}/${id}`, single.idAnswer, {
        answerData: [{ idQuestionOption: second.question.options[0]?.idQuestionOption }],
      }),
      400,
      texts.optionNotOfQuestion,
    );
    expectFailure(
      await answer(`${brunos(4205)}/${id}`, single.idAnswer, {
        answerData: single.question.options.slice(0, 2).map(({ idQuestionOption }) => ({ idQuestionOption })),
      }),
      400,
      texts.oneAnswerOnly,
    );
    expectFailure(
      await answer(`${brunos(4205)}/${id}`, single.idAnswer, { answerData: [{ idQuestionOption: 'um' }] }),
      400,
      /idQuestionOption/,
    );
    // 4201 was passed above with tries left: a retry gives a new questionnaire to number wrongly.
    const retry = await live.post('/api/learning/evaluations/restart', bruno(), {
      idEnrollment: 507,
      idNodeEnrollment: 50700,
      idEvaluation: 4201,
      idUser: 1,
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expectNoAnswerKey(retry);
    const correlate = await read(
      `${brunos(4201)}/${retry.json<{ idQuestionnaire: number }>().idQuestionnaire}`,
    );
    const pairs = correlate.answers[3] as Answer;
    const numbered = (number: number) => ({
      answerData: [
        { idQuestionOption: pairs.question.options[0]?.idQuestionOption, idQuestionOptionAnswer: number },
      ],
    });
    const correlateUrl = `${brunos(4201)}/${correlate.idQuestionnaire}`;
    expectFailure(await answer(correlateUrl, pairs.idAnswer, numbered(4)), 400, texts.correlateNumber(3));
    const partial = await answer(correlateUrl, pairs.idAnswer, numbered(3));
    // One of three items numbered: not answered yet (5: as many answers as options).
    expect(partial.json()).toMatchObject({ answerStatus: 'NOT_ANSWERED' });
    // Carla: bruno's path is refused, and his questionnaire under her own enrolment is not found.
    expectFailure(await live.get(`${brunos(4205)}/${id}`, asCarla()), 403, learningMessages.otherLearner);
    expectFailure(
      await live.get(`${questionnaires(1201, 513, 41)}/${id}`, asCarla()),
      404,
      texts.questionnaireNotFound,
    );
    expectFailure(await get(`${brunos(4205)}/999999`), 404, texts.questionnaireNotFound);
    expectFailure(await get(`${brunos(41)}/${id}`), 404, texts.evaluationNotFound);
  });
});

describe('answers sent again or out of order (clientSeq)', () => {
  it('keeps the newest clientSeq: a lower or equal one changes nothing', async () => {
    const id = await start(4203);
    const url = `${brunos(4203)}/${id}`;
    const first = (await read(url)).answers[0] as Answer;
    const [a, b] = first.question.options.map(({ idQuestionOption }) => [{ idQuestionOption }]);
    expect((await answer(url, first.idAnswer, { answerData: a, clientSeq: 5 })).json()).toEqual({
      idAnswer: first.idAnswer,
      clientSeq: 5,
      answerStatus: 'ANSWERED',
    });
    const older = await answer(url, first.idAnswer, { answerData: b, clientSeq: 3 });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({ clientSeq: 5 });
    const replay = await answer(url, first.idAnswer, { answerData: b, clientSeq: 5 });
    expect(replay.json()).toMatchObject({ clientSeq: 5 });
    expect((await read(url)).answers[0]?.answerData).toEqual(a);
    await answer(url, first.idAnswer, { answerData: b, clientSeq: 6 });
    expect((await read(url)).answers[0]?.answerData).toEqual(b);
    // Without clientSeq (a direct PUT) over an answer the outbox numbered: refused, unless it changes nothing.
    expectFailure(await answer(url, first.idAnswer, { answerData: [] }), 409, texts.newerAnswerStored);
    expect((await read(url)).answers[0]?.answerData).toEqual(b);
    const same = await answer(url, first.idAnswer, { answerData: b });
    expect(same.json()).toEqual({ idAnswer: first.idAnswer, clientSeq: 6, answerStatus: 'ANSWERED' });
  });

  it("'Salvar' and a PUT without clientSeq never replace an answer the outbox numbered (4302)", async () => {
    const url = `${questionnaires(1, 508, 4302)}/${await start(4302, questionnaires(1, 508, 4302), 50800)}`;
    const [scale, comment] = (await read(url)).answers as [Answer, Answer];
    const chosen = [{ idQuestionOption: 4302012 }];
    expect((await answer(url, scale.idAnswer, { answerData: chosen, clientSeq: 10 })).statusCode).toBe(200);
    const save = (answers: unknown[]) => live.post(`${url}/save`, bruno(), { answers });
    expectFailure(
      await save([
        { idAnswer: comment.idAnswer, answerData: [], answerText: 'Ótimo' },
        { idAnswer: scale.idAnswer, answerData: [{ idQuestionOption: 4302014 }] },
      ]),
      409,
      texts.newerAnswerStored,
    );
    // Refused as a whole: the comment before it was not stored either.
    expect((await read(url)).answers.map((row) => [row.answerData, row.answerText])).toEqual([
      [chosen, null],
      [[], null],
    ]);
    // What the outbox already delivered, sent again by 'Salvar', is confirmed; the rest is stored.
    const saved = await save([
      { idAnswer: scale.idAnswer, answerData: chosen },
      { idAnswer: comment.idAnswer, answerData: [], answerText: 'Ótimo' },
    ]);
    expect(saved.statusCode, saved.body).toBe(204);
    expect((await read(url)).answers[1]?.answerText).toBe('Ótimo');
    // An answer no device numbered is still replaced by a direct PUT.
    const direct = await answer(url, comment.idAnswer, { answerData: [], answerText: 'Muito bom' });
    expect(direct.json()).toEqual({ idAnswer: comment.idAnswer, clientSeq: null, answerStatus: 'ANSWERED' });
  });
});

describe('lockNavigation held by the server (4205)', () => {
  it('takes an answer only up to the question after the last answered one', async () => {
    const url = `${brunos(4205)}/${await start(4205)}`;
    const [first, second, third] = (await read(url)).answers as [Answer, Answer, Answer];
    const give = (row: Answer, clientSeq: number) =>
      answer(url, row.idAnswer, {
        answerData: [{ idQuestionOption: row.question.options[0]?.idQuestionOption }],
        clientSeq,
      });
    expectFailure(await give(third, 1), 409, texts.answerInOrder);
    expectFailure(await give(second, 2), 409, texts.answerInOrder);
    expect((await give(first, 3)).statusCode).toBe(200);
    expectFailure(await give(third, 4), 409, texts.answerInOrder);
    expectFailure(
      await live.post(`${url}/save`, bruno(), {
        answers: [{ idAnswer: third.idAnswer, answerData: [{ idQuestionOption: 4205031 }] }],
      }),
      409,
      texts.answerInOrder,
    );
    expect((await give(second, 5)).statusCode).toBe(200);
    expect((await give(third, 6)).statusCode).toBe(200);
    // Going back to change an earlier answer is always allowed.
    expect((await give(first, 7)).statusCode).toBe(200);
    expect((await read(url)).answers.map((row) => row.answerStatus)).toEqual([
      'ANSWERED',
      'ANSWERED',
      'ANSWERED',
    ]);
  });
});

describe('the server is the clock (4202, 20 s)', () => {
  it('never gives time back, and finishes with what was stored once the deadline passes', async () => {
    const id = await start(4202);
    const url = `${brunos(4202)}/${id}`;
    // The clock waits while the learner reads the introduction (issue 18: a 20 s test read 00:17).
    live.advanceClock(30_000);
    const opened = await read(url);
    expect(opened.timeLeft).toBe(20);
    const gain = await put(`${url}/time`, { timeLeft: 500 });
    expectSchema(gain, 'api/learning-evaluation-time-response.json');
    expect(gain.json<{ timeLeft: number }>().timeLeft).toBeLessThanOrEqual(20);
    // 'Iniciar avaliação' saved the time left: the clock runs from then on.
    live.advanceClock(2_000);
    // (Whole seconds, floored: the real milliseconds the calls took may make it 17.)
    expect((await read(url)).timeLeft).toBeGreaterThanOrEqual(17);
    expect((await read(url)).timeLeft).toBeLessThanOrEqual(18);
    expect(
      (await put(`${url}/time`, { timeLeft: 10 })).json<{ timeLeft: number }>().timeLeft,
    ).toBeLessThanOrEqual(10);
    expect(
      (await put(`${url}/time`, { timeLeft: 300 })).json<{ timeLeft: number }>().timeLeft,
    ).toBeLessThanOrEqual(10);
    expect((await read(url)).timeLeft).toBeLessThanOrEqual(10);

    // One right answer of three, then the time runs out.
    const first = opened.answers[0] as Answer;
    await answer(url, first.idAnswer, { answerData: [{ idQuestionOption: 4202012 }], clientSeq: 1 });
    live.advanceClock(11_000);
    const after = await read(url);
    expect(after.finishDate).toEqual(expect.any(String));
    expect(after).toMatchObject({ grade: 33.33, timeLeft: 0 });
    expectFailure(
      await answer(url, first.idAnswer, { answerData: [{ idQuestionOption: 4202011 }], clientSeq: 2 }),
      409,
      texts.timeIsUp,
    );
    expect((await get(`${url}/result`)).json()).toMatchObject({ status: 'FAILED', grade: 33.33 });
  });
});

describe('retries (4.5)', () => {
  it('4204: a failed attempt leaves one retry; passing with lockAfterApproval leaves none', async () => {
    const id = await start(4204);
    const url = `${brunos(4204)}/${id}`;
    const failed = await live.post(`${url}/finish`, bruno(), {});
    expect(failed.json()).toMatchObject({ grade: 0, status: 'FAILED', attempts: 1, triesLeft: 1 });
    // Start gives the finished one back (its feedback offers the retry); restart starts attempt 2.
    expect(await start(4204)).toBe(id);
    const body = { idEnrollment: 507, idNodeEnrollment: 50700, idEvaluation: 4204, idUser: 1 };
    const retry = await live.post('/api/learning/evaluations/restart', bruno(), body);
    expect(retry.statusCode, retry.body).toBe(201);
    const second = retry.json<{ idQuestionnaire: number }>().idQuestionnaire;
    expect(second).not.toBe(id);
    expect((await live.post('/api/learning/evaluations/restart', bruno(), body)).json()).toEqual({
      idQuestionnaire: second,
    });
    const url2 = `${brunos(4204)}/${second}`;
    const rights: Record<number, number[]> = {
      420401: [4204012],
      420402: [4204023],
      420403: [4204031, 4204032, 4204034],
    };
    for (const row of (await read(url2)).answers)
      await answer(url2, row.idAnswer, {
        answerData: (rights[row.question.idQuestion] ?? []).map((idQuestionOption) => ({ idQuestionOption })),
      });
    const passed = await live.post(`${url2}/finish`, bruno(), {});
    expect(passed.json()).toMatchObject({ grade: 100, status: 'PASSED', attempts: 2, triesLeft: 0 });
    expectFailure(
      await live.post('/api/learning/evaluations/restart', bruno(), body),
      409,
      texts.noTriesLeft,
    );
  });

  it('questionAmount picks that many questions, the same ones on every read (4206)', async () => {
    const id = await start(4206);
    const first = await read(`${brunos(4206)}/${id}`);
    expect(first.answers).toHaveLength(3);
    const again = await read(`${brunos(4206)}/${id}`);
    expect(again.answers.map((row) => row.question.idQuestion)).toEqual(
      first.answers.map((row) => row.question.idQuestion),
    );
    // Its feedback shows no 'Gabarito' (showResponseSummary 0): the key stays on the server after finishing.
    const finished = await live.post(`${brunos(4206)}/${id}/finish`, bruno(), {});
    expect(finished.json()).toMatchObject({ showResponseSummary: 0, triesLeft: 2 });
    expectFailure(
      await get(`${brunos(4206)}/${id}/answers/${first.answers[0]?.idAnswer}/result`),
      403,
      texts.answerKeyHidden,
    );
  });
});

describe("carla's pre-test (41 of HZ-SEG-01)", () => {
  const url = questionnaires(1201, 513, 41);
  // Content 3301, the first of HZ-SEG-01 (node enrolment 51300): nothing before it in the sequence.
  const carlasContent = '/api/learning/students/1201/enrollments/513/nodeEnrollment/51300/contents/3301';
  const accessBody = { idEnrollment: 513, type: 'ACCESS_CONTENT', progress: 10 };

  /** Every way into the course's content answers 409 with `message`; the level stays open. */
  async function expectContentRefused(message: string) {
    expectFailure(await live.get(carlasContent, asCarla()), 409, message);
    expectFailure(await live.get('/api/learning/contents/3301', asCarla()), 409, message);
    expectFailure(
      await live.post('/api/learning/contents/3301/accesses', asCarla(), accessBody),
      409,
      message,
    );
    expectFailure(
      await live.post('/api/learning/content-enrollments/', asCarla(), {
        idNodeEnrollment: 51300,
        idEnrollment: 513,
        idContentItem: 3301,
        idUser: 1201,
        progress: 0,
        status: 'IN_PROGRESS',
      }),
      409,
      message,
    );
    expect((await live.get('/api/learning/students/1201/enrollments/513', asCarla())).statusCode).toBe(200);
  }

  it('gates the level until finished, then allows one try whatever maxTries says', async () => {
    const level = await live.get('/api/learning/students/1201/enrollments/513', asCarla());
    expect(
      answerOf<{ preTest: unknown }>(level, 'api/learning-enrollment-node-response.json').preTest,
    ).toMatchObject({
      idEvaluation: 41,
      title: 'Pré-teste: Segurança da Informação',
      idNodeEnrollment: 51300,
      status: 'NOT_ATTEMPTED',
      progress: 0,
    });
    const home = await live.get('/api/learning/nodes/2', asCarla());
    expectSchema(home, 'api/learning-home-response.json');
    const block = home
      .json<{ blocks: { blockType: string; elements: { data: Record<string, unknown> }[] }[] }>()
      .blocks.find((candidate) => candidate.blockType === 'PreTest');
    expect(block?.elements[0]?.data).toMatchObject({
      idEvaluation: 41,
      evaluationType: 'PRE_TEST',
      idEnrollment: 513,
      idNodeEnrollment: 51300,
      status: 'NOT_ATTEMPTED',
      progress: 0,
    });

    // The server holds the gate, whatever the browser shows: the course's content is refused (409).
    await expectContentRefused(texts.preTestFirst);

    const id = await start(41, url, 51300, asCarla());
    const { answers } = await read(`${url}/${id}`, asCarla());
    await answer(
      `${url}/${id}`,
      (answers[0] as Answer).idAnswer,
      { answerData: [{ idQuestionOption: 41012 }] },
      asCarla(),
    );
    await expectContentRefused(texts.preTestFirst);
    const started = await live.get('/api/learning/students/1201/enrollments/513', asCarla());
    expect(started.json<{ preTest: unknown }>().preTest).toMatchObject({
      status: 'IN_PROGRESS',
      progress: 50,
    });

    const result = await live.post(`${url}/${id}/finish`, asCarla(), {});
    expect(result.json()).toMatchObject({ evaluationType: 'PRE_TEST', grade: 25, maxTries: 1, triesLeft: 0 });
    const after = await live.get('/api/learning/students/1201/enrollments/513', asCarla());
    expect(after.json<{ preTest?: unknown }>().preTest).toBeUndefined();
    // Finished (started is not enough): the content opens and is recorded.
    const content = await live.get(carlasContent, asCarla());
    expect(content.statusCode, content.body).toBe(200);
    const access = await live.post('/api/learning/contents/3301/accesses', asCarla(), accessBody);
    expect(access.statusCode, access.body).toBeLessThan(300);
    expectFailure(
      await live.post('/api/learning/evaluations/restart', asCarla(), {
        idEnrollment: 513,
        idNodeEnrollment: 51300,
        idEvaluation: 41,
        idUser: 1201,
      }),
      409,
      texts.noTriesLeft,
    );
  });
});

describe('the REACTION survey (4301)', () => {
  it('is sent only once every required answer is complete, and has no grade', async () => {
    const url = (q: number) => `${questionnaires(1, 508, 4301)}/${q}`;
    const id = await start(4301, questionnaires(1, 508, 4301), 50800);
    const { answers } = await read(url(id));
    expect(answers.map((row) => row.question.questionType)).toEqual([
      'MULTI_LIKERT_SCALE',
      'LIKERT_SCALE',
      'SINGLE_OPTION_COMMENT',
      'COMMENT',
      'SINGLE_OPTION_COMMENT',
    ]);
    expectFailure(
      await live.post(`${url(id)}/finish`, bruno(), {}),
      409,
      'É necessário responder as questões 1, 2, 3 para enviar a avaliação.',
    );
    const [likert, scale, choice] = answers as [Answer, Answer, Answer];
    const save = (payload: unknown) => live.post(`${url(id)}/save`, bruno(), payload);
    const rows = likert.question.options.map(({ idQuestionOption }) => ({
      idQuestionOption,
      idQuestionScale: likert.question.scales[3]?.idQuestionScale,
    }));
    expect(
      (
        await save({
          answers: [
            { idAnswer: likert.idAnswer, answerData: rows },
            {
              idAnswer: scale.idAnswer,
              answerData: [{ idQuestionOption: scale.question.options[4]?.idQuestionOption }],
            },
            {
              idAnswer: choice.idAnswer,
              answerData: [{ idQuestionOption: choice.question.options[0]?.idQuestionOption }],
            },
          ],
        })
      ).statusCode,
    ).toBe(204);
    // The single option with comment still needs its comment (5 'Survey').
    expectFailure(
      await live.post(`${url(id)}/finish`, bruno(), {}),
      409,
      'É necessário responder a questão 3 para enviar a avaliação.',
    );
    await answer(url(id), choice.idAnswer, {
      answerData: [{ idQuestionOption: choice.question.options[0]?.idQuestionOption }],
      answerText: 'Vídeos curtos cabem na rotina.',
    });
    const finished = await live.post(`${url(id)}/finish`, bruno(), {});
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({
      grade: null,
      status: 'COMPLETED',
      progress: 100,
      closingText: 'Obrigado! A sua opinião ajuda a Universidade Horizonte a melhorar cada turma.',
    });
    expectFailure(await save({ answers: [] }), 409, texts.alreadyFinished);
  });
});
