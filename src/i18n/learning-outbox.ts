// The answers outbox's words (issue 12, part 6: the learner sees that answers are waiting). The spec
// quotes no text for it; these follow the app's tone. Loaded with the evaluation screens only.
import { plural } from './format';

export const learningOutboxMessages = {
  waiting: (count: number) =>
    plural(count, '1 resposta aguardando envio.', `${count} respostas aguardando envio.`),
  /** Put before `waiting` while the browser says it is offline. */
  offline: 'Sem conexão: ',
  /** 409: the questionnaire was finished or its time was over when the answer arrived. */
  closed: (count: number) =>
    plural(
      count,
      'Uma resposta não foi aceita: a avaliação já foi encerrada.',
      `${count} respostas não foram aceitas: a avaliação já foi encerrada.`,
    ),
  /** Another refusal (an option that is not the question's...): the server's own pt-BR sentence follows. */
  refused: (count: number, reason: string) =>
    plural(
      count,
      `Uma resposta não foi aceita. ${reason}`,
      `${count} respostas não foram aceitas. ${reason}`,
    ),
} as const;
