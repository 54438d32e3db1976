// Issue 12 part 6, "answers that are never lost", on the answers outbox itself in Chromium against the
// real server: answers given offline wait in IndexedDB through a reload, reach the server in the order
// given once the network is back, each once although two tabs are open, and a refusal after the
// questionnaire is finished is told in both tabs. The outbox runs on a test page of the app's origin
// (tests/e2e/outbox-harness.ts), so this test does not depend on the evaluation screens, which give
// their answers through the same module.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { buildHarness, HARNESS_PATH, serveHarness } from './outbox-harness';
import { direct, startSignedIn, tenantUrl } from './support';

// eval-server's fixture (scripts/make-horizonte-learning.ts, "Evaluations"): bruno's spare KNOWLEDGE
// evaluation 4206 (3 of its 5 questions, 10 minutes) in enrolment 507, node enrolment 50700. No other
// e2e starts it.
const BRUNO = 1;
const questionnaires = `/api/learning/students/${BRUNO}/enrollments/507/evaluations/4206/questionnaires`;

interface StoredAnswer {
  idAnswer: number;
  question: { options: { idQuestionOption: number }[] };
  answerData: { idQuestionOption: number }[];
  answerStatus: string;
}

const call = async (
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: object,
) => {
  const { url, headers } = direct('horizonte', path);
  const response = await request.fetch(url, {
    method,
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return response.json();
};

const give = (page: Page, idQuestionnaire: number, idAnswer: number, idQuestionOption: number) =>
  page.evaluate(
    async (given) => {
      const entry = await window.outboxHarness!.giveAnswer({
        idUser: 1,
        idEnrollment: 507,
        idEvaluation: 4206,
        idQuestionnaire: given.idQuestionnaire,
        idAnswer: given.idAnswer,
        body: { answerData: [{ idQuestionOption: given.idQuestionOption }] },
      });
      return entry.clientSeq;
    },
    { idQuestionnaire, idAnswer, idQuestionOption },
  );

/** The answers waiting in this origin's IndexedDB, in the order they will be sent. */
const waitingInIndexedDb = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('answers-outbox');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const all = open.result.transaction('entries').objectStore('entries').getAll();
          all.addEventListener('success', () => {
            resolve((all.result as { idAnswer: number }[]).map((entry) => entry.idAnswer));
            open.result.close();
          });
        });
      }),
  );

test('answers given offline wait through a reload and reach the server in order, once each, with two tabs open', async ({
  page,
  context,
  request,
}) => {
  const files = await buildHarness();
  await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  await serveHarness(context, tenantUrl('horizonte', '').replace(/\/$/, ''), files);
  await page.goto(tenantUrl('horizonte', HARNESS_PATH));
  const token: string = await page.evaluate(() => JSON.parse(localStorage.getItem('wl.menuData')!).token);

  const { idQuestionnaire } = await call(request, token, 'POST', questionnaires, { idNodeEnrollment: 50700 });
  const before: { answers: StoredAnswer[] } = await call(
    request,
    token,
    'GET',
    `${questionnaires}/${idQuestionnaire}`,
  );
  const [first, second, third] = before.answers;
  if (!first || !second || !third) throw new Error('evaluation 4206 gives 3 questions');
  const option = (answer: StoredAnswer, place: number) => answer.question.options[place]!.idQuestionOption;

  const harness = tenantUrl('horizonte', `${HARNESS_PATH}?questionnaire=${idQuestionnaire}`);
  await page.goto(harness);
  const puts: { idAnswer: number; clientSeq: number }[] = [];
  // Only the PUTs that reached the server: a browser may try one while offline (and fail it).
  context.on('requestfinished', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/answers/'))
      puts.push({ idAnswer: Number(sent.url().split('/').at(-1)), clientSeq: sent.postDataJSON().clientSeq });
  });

  await context.setOffline(true);
  const status = page.getByRole('status');
  const seqs = [
    await give(page, idQuestionnaire, first.idAnswer, option(first, 0)),
    await give(page, idQuestionnaire, second.idAnswer, option(second, 1)),
    await give(page, idQuestionnaire, third.idAnswer, option(third, 0)),
    // The learner changes the first answer: the waiting one is replaced, and now goes last.
    await give(page, idQuestionnaire, first.idAnswer, option(first, 1)),
  ];
  expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  await expect(status).toHaveText('Sem conexão: 3 respostas aguardando envio.');
  expect(await axeViolations(page)).toEqual([]);

  await page.reload();
  await expect(status).toHaveText('Sem conexão: 3 respostas aguardando envio.');
  expect(await waitingInIndexedDb(page)).toEqual([second.idAnswer, third.idAnswer, first.idAnswer]);
  expect(puts).toEqual([]);

  // Back online: the page sends them by itself, in the order given.
  await context.setOffline(false);
  await expect(status).toHaveText('');
  expect(puts.map((put) => put.idAnswer)).toEqual([second.idAnswer, third.idAnswer, first.idAnswer]);
  expect(puts.map((put) => put.clientSeq)).toEqual(seqs.slice(1));

  // Two tabs of the same learner, offline, each changing answers; then the server answers slowly and
  // both tabs are told to send at once: without one sender at a time, the second tab would send
  // what the first one has on the way.
  await context.setOffline(true);
  const other = await context.newPage();
  await other.goto(harness);
  await give(page, idQuestionnaire, second.idAnswer, option(second, 0));
  await give(other, idQuestionnaire, third.idAnswer, option(third, 1));
  await expect(other.getByRole('status')).toHaveText('Sem conexão: 2 respostas aguardando envio.');
  await expect(status).toHaveText('Sem conexão: 2 respostas aguardando envio.');
  puts.length = 0;
  await context.route('**/api/learning/**/answers/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await context.setOffline(false);
  const flush = (tab: Page) => tab.evaluate(() => window.outboxHarness!.flushAnswers());
  await Promise.all([flush(page), flush(other)]);
  await expect(status).toHaveText('');
  await expect(other.getByRole('status')).toHaveText('');
  expect(puts.map((put) => put.idAnswer)).toEqual([second.idAnswer, third.idAnswer]);

  const after: { answers: StoredAnswer[] } = await call(
    request,
    token,
    'GET',
    `${questionnaires}/${idQuestionnaire}`,
  );
  const stored = new Map(after.answers.map((answer) => [answer.idAnswer, answer]));
  expect(stored.get(first.idAnswer)).toMatchObject({
    answerData: [{ idQuestionOption: option(first, 1) }],
    answerStatus: 'ANSWERED',
  });
  expect(stored.get(second.idAnswer)).toMatchObject({
    answerData: [{ idQuestionOption: option(second, 0) }],
  });
  expect(stored.get(third.idAnswer)).toMatchObject({ answerData: [{ idQuestionOption: option(third, 1) }] });

  // Finished: an answer given now is refused (409), leaves the outbox, and both tabs say so.
  await call(request, token, 'POST', `${questionnaires}/${idQuestionnaire}/finish`);
  await give(other, idQuestionnaire, second.idAnswer, option(second, 1));
  const refused = 'Uma resposta não foi aceita: a avaliação já foi encerrada.';
  await expect(other.getByRole('status')).toHaveText(refused);
  await expect(status).toHaveText(refused);
  expect(await axeViolations(page)).toEqual([]);
  expect(await waitingInIndexedDb(page)).toEqual([]);
});
