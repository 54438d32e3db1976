// Evaluations and surveys in the browser (learning-area.md 2.2, 2.4, 4.5, 5, 9) against the reference
// API, on the fixture's evaluations (scripts/make-horizonte-learning.ts, "Evaluations"): each test has
// its own evaluation or learner, so the order never matters.
//   bruno, enrolment 507 (node enrolment 50700): 4201 every graded type, 4202 20 s timer, 4203 answers
//   kept offline through a reload, 4204 retry,
//   4205 lockNavigation; enrolment 508 (50800): 4301 survey of every type, 4302 survey without closing
//   text; carla (enrolment 513): the pre-test gate; diego: the PreTest block of the home.
import { expect, test, type Page, type Response } from '@playwright/test';
import { direct, openSignedIn, startSignedIn, tenantUrl } from './support';

const startPath = (idEnrollment: number, idEvaluation: number, idNodeEnrollment: number) =>
  `/evaluations/${idEnrollment}/${idEvaluation}/0?idNodeEnrollment=${idNodeEnrollment}`;

/** Every JSON body the API answered, as text, with when it came (before or after the finish call). */
function recordResponses(page: Page) {
  const bodies: { url: string; text: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/')) return;
    pending.push(
      response
        .text()
        .then((text) => void bodies.push({ url: response.url(), text }))
        .catch(() => undefined),
    );
  });
  return { bodies, settled: () => Promise.all(pending) };
}

/** Evaluation 4203's right answers: the strong password's traits and each practice's number. */
const STRONG_PASSWORD = ['Ser longa', 'Ser única para cada sistema', 'Ser uma frase que só você associa'];
const PRACTICES: [string, string][] = [
  ['Impedir o uso do computador quando você se afasta', '1'],
  ['Recuperar arquivos perdidos', '2'],
  ['Corrigir falhas conhecidas do sistema', '3'],
];

interface StoredAnswer {
  question: { options: { idQuestionOption: number; description: string }[] };
  answerData: { idQuestionOption: number; idQuestionOptionAnswer?: number | null }[];
}

/** An answer as the server stored it, in words: the options chosen ('option = n' for CORRELATE). */
const given = ({ question, answerData }: StoredAnswer) =>
  answerData
    .map((item) => {
      const option = question.options.find(
        (candidate) => candidate.idQuestionOption === item.idQuestionOption,
      );
      const described = option?.description ?? `? ${item.idQuestionOption}`;
      return item.idQuestionOptionAnswer == null
        ? described
        : `${described} = ${item.idQuestionOptionAnswer}`;
    })
    .toSorted((a, b) => answerOrder(question, a) - answerOrder(question, b));

const answerOrder = (question: StoredAnswer['question'], text: string) =>
  question.options.findIndex((option) => text.startsWith(option.description));

/** Opens an evaluation by its start address and waits for its introduction; answers its new address. */
async function openIntroduction(page: Page, path: string, title: string) {
  await page.goto(tenantUrl('horizonte', path));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/evaluations\/\d+\/\d+\/[1-9]\d*$/);
  return page.url();
}

test.describe('as bruno', () => {
  test.beforeEach(async ({ page, request }) => {
    await startSignedIn(page, request, 'horizonte', 'bruno@horizonte.test');
  });

  test('every graded type answered (the first by keyboard), the gauge and the Gabarito; no answer key before finishing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const network = recordResponses(page);
    await openIntroduction(page, startPath(507, 4201, 50700), 'Avaliação: hábitos seguros');
    await expect(page.getByText('4 questões')).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar avaliação' }).click();

    // SINGLE_OPTION by keyboard: into the radio group, arrows to the second option.
    const first = page.getByRole('group', { name: /Qual destas senhas é a mais segura/ });
    await first.getByRole('radio', { name: 'horizonte2026' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(first.getByRole('radio', { name: 'Cavalo-Azul-Bateria-Grampo!' })).toBeChecked();
    await page.getByRole('button', { name: 'Próxima' }).click();
    // TRUE_OR_FALSE.
    await page.getByRole('radio', { name: 'Falso' }).check();
    await page.getByRole('button', { name: 'Próxima' }).click();
    // MULTI_OPTION.
    for (const option of [
      'Remetente com domínio parecido, mas diferente',
      'Pedido urgente de senha ou código',
      'Link que leva a um endereço desconhecido',
    ])
      await page.getByRole('checkbox', { name: option }).check();
    await page.getByRole('button', { name: 'Próxima' }).click();
    // CORRELATE: out of range ignored, then the right numbers.
    const phishing = page.getByRole('textbox', { name: /Mensagem falsa/ });
    await phishing.fill('9');
    await expect(phishing).toHaveValue('');
    await phishing.fill('1');
    await page.getByRole('textbox', { name: /sequestra arquivos/ }).fill('2');
    await page.getByRole('textbox', { name: /manipula a pessoa/ }).fill('3');

    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Aguarde...' })).toBeVisible();
    await network.settled();
    // Before the finish call: no answer key in any response (correct flags, right numbers, results).
    const beforeFinish = network.bodies.map(({ text }) => text).join('\n');
    expect(beforeFinish).not.toMatch(/"correct"|"isCorrect"|"correctNumber"|"chosen"/);
    expect(network.bodies.some(({ url }) => url.includes('/finish'))).toBe(false);

    const gauge = page.getByRole('img', { name: 'Nota 100 de 100' });
    await expect(gauge).toBeVisible({ timeout: 15_000 });
    await expect(gauge.locator('[data-angle]')).toHaveAttribute('data-angle', '135');
    await expect(page.getByText('Aprovado')).toBeVisible();
    const answerKey = page.getByRole('region', { name: 'Gabarito' });
    await expect(answerKey.getByText('Correta')).toHaveCount(4);
    await answerKey.getByRole('button', { name: 'Ver questão 4' }).click();
    const modal = page.getByRole('dialog', { name: 'Questão 4' });
    await expect(modal.getByText(/Resposta correta: 2/)).toBeVisible();
  });

  test('answers given while they cannot be sent wait through a reload, shown as given, then are stored as given and graded', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const address = await openIntroduction(page, startPath(507, 4203, 50700), 'Avaliação: senhas e acessos');
    const idQuestionnaire = Number(address.split('/').at(-1));
    // Nothing reaches the server: every answer's PUT fails as a lost connection would.
    await page.route('**/answers/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
    await page.getByRole('radio', { name: 'No cofre de senhas da empresa' }).check();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByRole('radio', { name: 'Verdadeiro' }).check();
    await page.getByRole('button', { name: 'Próxima' }).click();
    for (const option of STRONG_PASSWORD)
      await page.getByRole('checkbox', { name: option, exact: true }).check();
    await page.getByRole('button', { name: 'Próxima' }).click();
    for (const [option, number] of PRACTICES) await page.getByRole('textbox', { name: option }).fill(number);
    const waiting = page.getByRole('main').getByText(/respostas? aguardando envio\./);
    await expect(waiting).toBeVisible({ timeout: 15_000 });

    // A reload (online again, the PUTs still failing): the answers are still there, shown as given.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText('Questão 4 de 4')).toBeVisible({ timeout: 20_000 });
    for (const [option, number] of PRACTICES)
      await expect(page.getByRole('textbox', { name: option })).toHaveValue(number);
    await expect(waiting).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: /^Questão 1,/ }).click();
    await expect(page.getByRole('radio', { name: 'No cofre de senhas da empresa' })).toBeChecked();
    await page.getByRole('button', { name: /^Questão 2,/ }).click();
    await expect(page.getByRole('radio', { name: 'Verdadeiro' })).toBeChecked();
    await page.getByRole('button', { name: /^Questão 3,/ }).click();
    for (const option of STRONG_PASSWORD)
      await expect(page.getByRole('checkbox', { name: option, exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Conter o seu nome' })).not.toBeChecked();

    // The network comes back: the outbox sends them (the online event), and says nothing waits.
    await page.unroute('**/answers/**');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(waiting).toHaveCount(0, { timeout: 40_000 });

    const token: string = await page.evaluate(() => JSON.parse(localStorage.getItem('wl.menuData')!).token);
    const { url, headers } = direct(
      'horizonte',
      `/api/learning/students/1/enrollments/507/evaluations/4203/questionnaires/${idQuestionnaire}`,
    );
    const stored = await request.get(url, { headers: { ...headers, Authorization: `Bearer ${token}` } });
    expect(stored.ok()).toBe(true);
    const { answers } = (await stored.json()) as { answers: StoredAnswer[] };
    expect(answers.map(given)).toEqual([
      ['No cofre de senhas da empresa'],
      ['Verdadeiro'],
      [...STRONG_PASSWORD],
      PRACTICES.map(([option, number]) => `${option} = ${number}`),
    ]);

    // Finished, the grade counts every one of them (all right: 100).
    await page.getByRole('button', { name: /^Questão 4,/ }).click();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('img', { name: 'Nota 100 de 100' })).toBeVisible({ timeout: 20_000 });
  });

  test('the timed evaluation sends itself at 0, with what was answered', async ({ page }) => {
    test.setTimeout(90_000);
    await openIntroduction(page, startPath(507, 4202, 50700), 'Teste relâmpago: phishing');
    await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('radio', { name: 'Falso' }).check();
    // Nothing else is done: the clock (20 s from the start call) ends it.
    await expect(page.getByRole('status').filter({ hasText: 'Aguarde...' })).toBeVisible({ timeout: 30_000 });
    // One of three right: 33,33, graded with what was stored when the clock ended.
    await expect(page.getByRole('img', { name: 'Nota 33,33 de 100' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Reprovado')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gabarito' }).getByRole('listitem').first()).toContainText(
      'Correta',
    );
    // Read again, the questionnaire is finished: FEEDBACK.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Resultado' })).toBeVisible({ timeout: 15_000 });
  });

  test('a retry starts a new questionnaire at a new address', async ({ page }) => {
    test.setTimeout(90_000);
    const first = await openIntroduction(
      page,
      startPath(507, 4204, 50700),
      'Avaliação final: Segurança na Prática',
    );
    await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
    // Wrong on purpose: failed, one try left.
    await page.getByRole('radio', { name: 'Verdadeiro' }).check();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByRole('radio', { name: 'Clicar para conferir' }).check();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByRole('checkbox', { name: 'Desativar o antivírus' }).check();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Reprovado')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar avaliação' })).toBeVisible({ timeout: 15_000 });
    expect(page.url()).not.toBe(first);
    expect(page.url()).toMatch(/\/evaluations\/507\/4204\/[1-9]\d*$/);
    await expect(page.getByText('Tentativas restantes')).toBeVisible();
  });

  test('with lockNavigation, no advancing before the question is answered and no question list', async ({
    page,
  }) => {
    await openIntroduction(
      page,
      startPath(507, 4205, 50700),
      'Avaliação guiada: classificação da informação',
    );
    await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
    await expect(page.getByRole('navigation', { name: 'Lista de questões' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await page.getByRole('radio', { name: 'Confidencial' }).check();
    await expect(page.getByRole('button', { name: 'Próxima' })).toBeEnabled();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(page.getByText('Questão 2 de 3')).toBeVisible();
  });

  test('a survey of every type, opened from its course page: saved, then sent once the required answers are complete, with its closing text; back to the course page', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(tenantUrl('horizonte', '/level/508'));
    await page
      .getByRole('link', { name: 'Pesquisa de reação: Comunicação com o Cliente' })
      .click({ timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pesquisa de reação: Comunicação com o Cliente' }),
    ).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
    const send = page.getByRole('button', { name: 'Enviar avaliação' });
    await expect(send).toBeDisabled();
    for (const row of ['Clareza do conteúdo', 'Aplicação no dia a dia', 'Duração'])
      await page
        .getByRole('group', { name: row })
        .getByRole('radio', { name: 'Concordo', exact: true })
        .check();
    await page.getByRole('radio', { name: 'Provavelmente sim' }).check();
    await page.getByRole('radio', { name: 'Vídeo' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Respostas salvas.')).toBeVisible();
    // The required choice with comment still needs its comment.
    await expect(send).toBeDisabled();
    const comments = page.getByRole('textbox', { name: 'Comentário' });
    await comments.first().fill('Vejo no caminho para o trabalho.');
    await expect(page.getByText('32/4000 caracteres')).toBeVisible();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(
      page.getByText('Obrigado! A sua opinião ajuda a Universidade Horizonte a melhorar cada turma.'),
    ).toBeVisible({ timeout: 15_000 });
    // Opened from the course page: 'Voltar' goes back to it (4.5).
    await page.getByRole('main').getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/level\/508$/);
  });

  test('a survey without closing text thanks the learner by default; opened by its address, back leads to its level', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openIntroduction(page, startPath(508, 4302, 50800), 'Pesquisa rápida: conteúdo e instrutor');
    await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
    await page.getByRole('radio', { name: 'Concordo totalmente' }).check();
    await page.getByRole('textbox', { name: 'Comentário' }).fill('Excelente!');
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Obrigado pelo seu feedback!')).toBeVisible({ timeout: 15_000 });
    // Opened by its address, nothing of the app to go back to: the evaluation's level (4.5).
    await page.getByRole('main').getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/level\/508\/HZ-ATD-03$/);
  });
});

test('the pre-test gate stands before the content and leads to the pre-test', async ({ page, request }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, request, 'horizonte', 'carla@horizonte.test', '/level/513');
  const gate = page.getByRole('dialog', { name: 'Pré-teste obrigatório' });
  await expect(gate).toBeVisible({ timeout: 20_000 });
  await expect(gate.getByText('Não iniciado')).toBeVisible();
  await gate.getByRole('link', { name: 'Fazer o pré-teste' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pré-teste: Segurança da Informação' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Iniciar avaliação' }).click();
  await page.getByRole('radio', { name: 'Falso' }).check();
  // Started: the gate now reads 'Em andamento'.
  await page.goto(tenantUrl('horizonte', '/level/513'));
  await expect(
    page.getByRole('dialog', { name: 'Pré-teste obrigatório' }).getByText('Em andamento'),
  ).toBeVisible({
    timeout: 20_000,
  });
  // Started is not finished: a content's address typed by hand gets the server's refusal (409).
  await page.goto(tenantUrl('horizonte', '/contentNode/3301/51300/513/1201/-'));
  await expect(page.getByText('Responda ao pré-teste antes de começar o conteúdo.')).toBeVisible({
    timeout: 20_000,
  });
});

test('the PreTest block of the home leads to the pre-test', async ({ page, request }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, request, 'horizonte', 'diego@horizonte.test');
  await page.getByRole('link', { name: 'Pré-teste: Segurança da Informação' }).click({ timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pré-teste: Segurança da Informação' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/evaluations\/514\/41\/[1-9]\d*$/);
  // Its one try, the one about to begin (it read 0 before any try).
  await expect(page.getByText('Tentativas restantes').locator('xpath=following-sibling::dd')).toHaveText('1');
});

test('the EVALUATION cards of a course page lead to their evaluation', async ({ page, request }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, request, 'horizonte', 'bruno@horizonte.test', '/level/507');
  // A card leads to the learner's latest questionnaire, or to the start address when there is none.
  const card = page.getByRole('link', { name: 'Avaliação: hábitos seguros' });
  await expect(card).toHaveAttribute('href', /^\/evaluations\/507\/4201\/(\d+|0\?idNodeEnrollment=50700)$/, {
    timeout: 20_000,
  });
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliação: hábitos seguros' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/evaluations\/507\/4201\/[1-9]\d*$/);
});
