// pt-BR refusals of the learning pages' likes and shares (learning-area.md 8).
export const learningSocialMessages = {
  /** learning-area.md 8, "Like while not enrolled". */
  likeNeedsEnrollment: 'Para curtir, é necessário estar matriculado',
  shareOfAnotherLearner: 'Você só pode registrar os seus próprios compartilhamentos.',
  shareRecorded: 'Compartilhamento registrado.',
} as const;
