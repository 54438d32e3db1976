import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { clearSession, saveLogin } from '../../session';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { flushAnswers, giveAnswer, OutboxStatus } from '.';

let api: FakeApi | undefined;

afterEach(() => {
  api?.restore();
  clearSession();
  vi.restoreAllMocks();
});

const signIn = () =>
  saveLogin({
    token: 'tok-bruno',
    loginInfo: {
      idUser: 7,
      idApp: 1,
      idCompany: 1,
      name: 'Bruno',
      email: 'bruno@horizonte.test',
      lastLogin: new Date().toISOString(),
      admin: 0,
    },
    menu: [],
    design: [],
  });

const give = (idAnswer: number) =>
  giveAnswer({
    idUser: 7,
    idEnrollment: 5,
    idEvaluation: 12,
    idQuestionnaire: 31,
    idAnswer,
    body: { answerData: [{ idQuestionOption: 100 + idAnswer }] },
  });

it('tells the learner, in a polite live region, that answers wait, that the connection is gone, and which were refused', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const puts: string[] = [];
  api = installFakeApi((url, init) => {
    puts.push(`${init?.method} ${url.pathname} ${new Headers(init?.headers).get('Authorization')}`);
    // The first answer arrives in time; the second after the questionnaire was finished.
    return puts.length === 1
      ? json(200, { idAnswer: 1, clientSeq: 1, answerStatus: 'ANSWERED' })
      : json(409, { success: false, message: 'Esta avaliação já foi encerrada.' });
  });
  render(<OutboxStatus idQuestionnaire={31} />);
  const region = screen.getByRole('status');
  expect(region.getAttribute('aria-live')).toBe('polite');
  expect(region.textContent).toBe('');

  await give(1);
  await give(2);
  await screen.findByText('Sem conexão: 2 respostas aguardando envio.');

  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  // Online, but nobody is signed in: nothing may be sent, the answers keep waiting.
  await screen.findByText('2 respostas aguardando envio.');
  expect(puts).toEqual([]);

  signIn();
  await flushAnswers();
  await screen.findByText('Uma resposta não foi aceita: a avaliação já foi encerrada.');
  expect(screen.queryByText(/aguardando envio/)).toBeNull();
  expect(puts).toEqual([
    'PUT /learning/students/7/enrollments/5/evaluations/12/questionnaires/31/answers/1 Bearer tok-bruno',
    'PUT /learning/students/7/enrollments/5/evaluations/12/questionnaires/31/answers/2 Bearer tok-bruno',
  ]);
});
