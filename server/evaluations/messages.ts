// pt-BR refusals of the evaluations (learning-area.md 4.5, 5 'Evaluation' and 'Survey', 7.4, 8).
export const learningEvaluationMessages = {
  evaluationNotFound: 'Avaliação não encontrada.',
  questionnaireNotFound: 'Questionário não encontrado.',
  answerNotFound: 'Questão não encontrada neste questionário.',
  nodeEnrollmentNotFound: 'Esta avaliação não pertence a esta etapa da sua matrícula.',
  lockedEvaluation: 'Conclua as etapas anteriores para abrir esta avaliação.',
  /** 4.5: a node's contents wait until its pre-test is finished. */
  preTestFirst: 'Responda ao pré-teste antes de começar o conteúdo.',
  noTriesLeft: 'Você não tem mais tentativas para esta avaliação.',
  alreadyFinished: 'Esta avaliação já foi enviada: as respostas não podem mais ser alteradas.',
  /** A write without a newer clientSeq over an answer the outbox numbered (contract B). */
  newerAnswerStored:
    'Esta resposta já foi salva em uma versão mais recente. Recarregue a avaliação para ver a resposta salva.',
  /** lockNavigation 1 (5 'Evaluation'): no answer past the question after the last answered one. */
  answerInOrder: 'Esta avaliação não permite pular questões: responda a questão atual para avançar.',
  timeIsUp: 'O tempo desta avaliação terminou: as respostas não podem mais ser alteradas.',
  optionNotOfQuestion: 'A opção escolhida não pertence a esta questão.',
  scaleNotOfQuestion: 'A escala escolhida não pertence a esta questão.',
  oneAnswerOnly: 'Esta questão aceita apenas uma resposta.',
  repeatedOption: 'Cada opção pode ser respondida uma vez só.',
  correlateNumber: (count: number) => `Numere cada item com um número de 1 a ${count}.`,
  textOnly: 'Esta questão aceita apenas um comentário.',
  resultNotReady: 'O resultado fica disponível depois que a avaliação é enviada.',
  answerKeyHidden: 'O gabarito desta avaliação não é exibido.',
  /** learning-area.md 5 'Survey': submitted once every required answer is complete. */
  requiredMissing: (numbers: number[]) =>
    numbers.length === 1
      ? `É necessário responder a questão ${numbers[0]} para enviar a avaliação.`
      : `É necessário responder as questões ${numbers.join(', ')} para enviar a avaliação.`,
} as const;
