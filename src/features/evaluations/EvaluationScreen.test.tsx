// The evaluation page over a fake API (learning-area.md 4.5, 5, 9): the start screen, the player's
// send rules and unanswered modal, answers sent through the outbox, the 2 s wait then the result with
// its gauge and Gabarito, and the survey's 'Salvar' and 'Enviar avaliação'.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentProps } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import type { EvaluationAnswer, LearningEvaluationQuestionnaireResponse } from '../../generated/types';
import {
  answerResult,
  knowledgeQuestionnaire,
  knowledgeResult,
  surveyQuestionnaire,
} from '../../../tests/fixtures/evaluation-screen-samples';
import { json } from '../../../tests/setup/fake-api';
import { LEARNER, renderSignedIn } from '../../../tests/setup/learning-signed-in';
import { SessionProvider } from '../../session';
import { EvaluationScreen, EvaluationScreens } from './EvaluationScreen';
import { flushAnswers } from '../outbox';
import { hrefOf } from '../../../tests/setup/queries';

/** The first screen loads the lazy validators; the send waits 2 s + 1 s: slow on two busy cores. */
const SLOW_MACHINE_MS = 20_000;

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

let sent: Sent[] = [];
afterEach(async () => {
  // What a test gave reaches its fake server while it is still there: answers left waiting in the outbox
  // would show in the next test's questionnaire of the same id, as after a reload.
  await flushAnswers();
  sent = [];
});

/** Stands for the level page: says which address it was reached by. */
function LevelPage() {
  const { idEnrollment, nodeCode } = useParams();
  return <p>{`Nível ${idEnrollment} ${nodeCode}`}</p>;
}

function serve(start: LearningEvaluationQuestionnaireResponse, route?: string) {
  let questionnaire = start;
  const base = `/learning/students/${LEARNER}/enrollments/506/evaluations/${start.evaluation.idEvaluation}/questionnaires/${start.idQuestionnaire}`;
  return renderSignedIn(
    <SessionProvider>
      <Routes>
        <Route
          path="/evaluations/:idEnrollment/:idEvaluation/:idQuestionnaire"
          element={<EvaluationScreen />}
        />
        <Route path="/" element={<p>Página anterior</p>} />
        <Route path="/level/:idEnrollment/:nodeCode" element={<LevelPage />} />
      </Routes>
    </SessionProvider>,
    (url, init) => {
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      const path = url.pathname;
      if (method !== 'GET') sent.push({ method, path, body });
      if (path === base && method === 'GET') return questionnaire;
      // The start call: the open questionnaire, answered after a moment (the wait text shows meanwhile).
      if (path === base.replace(/\/\d+$/, '') && method === 'POST')
        return new Promise((resolve) =>
          setTimeout(() => resolve(json(201, { idQuestionnaire: start.idQuestionnaire })), 300),
        );
      if (path.startsWith(`${base}/answers/`) && method === 'PUT') {
        const idAnswer = Number(path.split('/').at(-1));
        const { answerData, answerText } = body as Pick<EvaluationAnswer, 'answerData' | 'answerText'>;
        questionnaire = {
          ...questionnaire,
          answers: questionnaire.answers.map((answer) =>
            answer.idAnswer === idAnswer ? { ...answer, answerData, answerText: answerText ?? null } : answer,
          ),
        };
        return { idAnswer, clientSeq: (body as { clientSeq: number }).clientSeq, answerStatus: 'ANSWERED' };
      }
      if (path === `${base}/finish`) {
        questionnaire = { ...questionnaire, finishDate: '2026-11-24T05:10:00.000Z', grade: 75 };
        return knowledgeResult;
      }
      if (path === `${base}/result`) return knowledgeResult;
      if (path === `${base}/answers/3/result`) return answerResult;
      if (path === `${base}/save`) return new Response(null, { status: 204 });
      if (path === `${base}/time`) return { timeLeft: 590 };
      return json(404, { success: false, message: 'Não encontrado.' });
    },
    route ?? `/evaluations/506/${start.evaluation.idEvaluation}/${start.idQuestionnaire}`,
  );
}

const puts = () => sent.filter((call) => call.method === 'PUT' && call.path.includes('/answers/'));

describe('a knowledge evaluation', { timeout: SLOW_MACHINE_MS }, () => {
  it("starts at /0: 'Aguarde, iniciando a avaliação!', then the questionnaire the start call answered", async () => {
    await serve(knowledgeQuestionnaire, '/evaluations/506/71/0?idNodeEnrollment=40');
    expect(await screen.findByText('Aguarde, iniciando a avaliação!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Iniciar avaliação' })).toBeTruthy();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/learning/students/${LEARNER}/enrollments/506/evaluations/71/questionnaires`,
        body: { idNodeEnrollment: 40 },
      },
    ]);
  });

  it('opens on INTRODUCTION with its parameters, then the player', async () => {
    await serve(knowledgeQuestionnaire);
    expect(await screen.findByRole('heading', { name: 'Avaliação de segurança' })).toBeTruthy();
    expect(screen.getByText('4 questões')).toBeTruthy();
    expect(screen.getByText('10:00')).toBeTruthy();
    // One retry left after this try: two tries, counting the one about to begin.
    expect(screen.getByText('Tentativas restantes').nextElementSibling?.textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar avaliação' }));
    expect(screen.getByText('Questão 1 de 4')).toBeTruthy();
    expect(screen.getByRole('group', { name: '1. Qual é a cor do céu?' })).toBeTruthy();
    // Not the last question and not all answered: no send button yet.
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('opens the player after the last answered question when answers exist', async () => {
    const answers = knowledgeQuestionnaire.answers.map((answer, index) =>
      index === 0 ? { ...answer, answerData: [{ idQuestionOption: 11 }] } : answer,
    );
    await serve({ ...knowledgeQuestionnaire, answers });
    expect(await screen.findByText('Questão 2 de 4')).toBeTruthy();
  });

  it('lists the missing questions in the plural, then the singular', async () => {
    await serve(knowledgeQuestionnaire);
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar avaliação' }));
    fireEvent.click(screen.getByRole('button', { name: 'Questão 4, não respondida' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const plural = screen.getByRole('alertdialog', {
      name: 'É necessário responder todas as questões para enviar a avaliação.',
    });
    expect(within(plural).getByText('Faltam responder as seguintes questões:')).toBeTruthy();
    expect(
      within(plural)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Questão 1', 'Questão 2', 'Questão 3', 'Questão 4']);
    fireEvent.click(within(plural).getByRole('button', { name: 'Fechar' }));
    for (const [number, role, name] of [
      ['1', 'radio', 'Azul'],
      ['2', 'radio', 'Verdadeiro'],
      ['3', 'checkbox', '4'],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Questão ${number},`) }));
      fireEvent.click(screen.getByRole(role, { name }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Questão 4, não respondida' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Planejar' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const singular = screen.getByRole('alertdialog', {
      name: 'É necessário responder a questão para enviar a avaliação.',
    });
    expect(within(singular).getByText('Falta responder a seguinte questão:')).toBeTruthy();
    expect(within(singular).getByRole('listitem').textContent).toBe('Questão 4');
  });

  it('sends answers through the outbox, waits, finishes, and shows the gauge, result and Gabarito', async () => {
    await serve({
      ...knowledgeQuestionnaire,
      timeLeft: null,
      previousItem: { idEvaluation: 70, idQuestionnaire: null, idEnrollment: 506, idNodeEnrollment: 40 },
      nextItem: { idContentItem: 3601, idContentType: 2, idEnrollment: 506, idNodeEnrollment: 40 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar avaliação' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Azul' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Verdadeiro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    for (const [name, value] of [
      ['Planejar', '1'],
      ['Executar', '2'],
      ['Revisar', '3'],
    ])
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    // Every answer reaches the server (changes of one answer not yet sent go as one PUT).
    await waitFor(() => expect(new Set(puts().map((call) => call.path.split('/').at(-1))).size).toBe(4));
    expect(puts()[0]!.body).toMatchObject({
      answerData: [{ idQuestionOption: 11 }],
      clientSeq: expect.any(Number),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Aguarde...');
    expect(sent.some((call) => call.path.endsWith('/finish'))).toBe(false);
    const gauge = await screen.findByRole('img', { name: 'Nota 75 de 100' }, { timeout: 8_000 });
    expect(gauge.querySelector('[data-angle]')?.getAttribute('data-angle')).toBe('90');
    expect(sent.filter((call) => call.path.endsWith('/finish'))).toHaveLength(1);
    expect(screen.getByText('Aprovado')).toBeTruthy();
    // The items around it in the course (3 Navigation item): an evaluation to start, a content to open.
    expect(hrefOf('Conteúdo anterior')).toBe('/evaluations/506/70/0?idNodeEnrollment=40');
    expect(hrefOf('Próximo conteúdo')).toBe(`/contentNode/3601/40/506/${LEARNER}/-`);
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    const key = screen.getByRole('region', { name: 'Gabarito' });
    expect(within(key).getAllByText('Correta')).toHaveLength(3);
    expect(within(key).getAllByText('Incorreta')).toHaveLength(1);
    fireEvent.click(within(key).getByRole('button', { name: 'Ver questão 3' }));
    const modal = screen.getByRole('dialog', { name: 'Questão 3' });
    expect(await within(modal).findByText('Quais são números pares?')).toBeTruthy();
    expect(within(modal).getAllByText(/Resposta correta/)).toHaveLength(2);
  });
});

describe('a survey', { timeout: SLOW_MACHINE_MS }, () => {
  it('saves at any time, sends once every required answer is complete, then shows the default thanks', async () => {
    await serve(surveyQuestionnaire);
    const start = await screen.findByRole('button', { name: 'Iniciar avaliação' });
    // A survey has no tries to count (it read 'Tentativas restantes 0' before any try).
    expect(screen.queryByText('Tentativas restantes')).toBeNull();
    fireEvent.click(start);
    const send = screen.getByRole('button', { name: 'Enviar avaliação' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Respostas salvas.')).toBeTruthy();
    expect(sent.filter((call) => call.path.endsWith('/save'))).toHaveLength(1);
    const [content, teacher] = [
      screen.getByRole('group', { name: 'Conteúdo' }),
      screen.getByRole('group', { name: 'Instrutor' }),
    ];
    fireEvent.click(within(content).getByRole('radio', { name: 'Bom' }));
    expect(send.disabled).toBe(true);
    fireEvent.click(within(teacher).getByRole('radio', { name: 'Ótimo' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sempre' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    // A required choice with comment needs its comment too (5 "Survey").
    expect(send.disabled).toBe(true);
    const [comment] = screen.getAllByRole('textbox', { name: 'Comentário' });
    fireEvent.change(comment!, { target: { value: 'Útil para o dia a dia.' } });
    // The optional COMMENT stays empty: it does not hold the send back.
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(await screen.findByText('Obrigado pelo seu feedback!', {}, { timeout: 8_000 })).toBeTruthy();
    expect(sent.filter((call) => call.path.endsWith('/finish'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });

  it("goes back to the evaluation's level when opened by its address (nothing of the app to go back to)", async () => {
    await serve({ ...surveyQuestionnaire, nodeCode: 'HZ-COM-01', finishDate: '2026-11-24T05:10:00.000Z' });
    // The memory router keeps no history.state.idx: as a page opened by its address.
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('Nível 506 HZ-COM-01')).toBeTruthy();
  });
});

describe('what the page does not know (2.2, 9)', { timeout: SLOW_MACHINE_MS }, () => {
  it("shows 'TIPO DE AVALIAÇÃO NÃO ENCONTRADA.' for an evaluation type it does not know, not a load error", async () => {
    await serve({
      ...knowledgeQuestionnaire,
      evaluation: { ...knowledgeQuestionnaire.evaluation, evaluationType: 'PORTFOLIO' },
    });
    expect((await screen.findByText('TIPO DE AVALIAÇÃO NÃO ENCONTRADA.')).textContent).toBe(
      'TIPO DE AVALIAÇÃO NÃO ENCONTRADA.',
    );
    expect(screen.queryByRole('button', { name: 'Iniciar avaliação' })).toBeNull();
  });

  it("shows 'Componente não encontrado.' for a screen name it does not know", () => {
    const noop = () => undefined;
    render(
      <EvaluationScreens
        screen="RESUMO"
        questionnaire={knowledgeQuestionnaire}
        shown={knowledgeQuestionnaire}
        questionnaireKey={{ idUser: LEARNER, idEnrollment: 506, idEvaluation: 71, idQuestionnaire: 1 }}
        drafts={{} as ComponentProps<typeof EvaluationScreens>['drafts']}
        onStart={noop}
        onSend={noop}
      />,
    );
    expect(screen.getByText('Componente não encontrado.').textContent).toBe('Componente não encontrado.');
  });
});
