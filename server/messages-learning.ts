// The learning area's refusals (learning-area.md 2.2, 6, 7.1): pt-BR, shown by the app as they come.
export const learningMessages = {
  nodeNotFound: 'Página de aprendizagem não encontrada.',
  enrollmentRequired: 'Esta página exige uma matrícula ativa. Matricule-se em uma turma para acessá-la.',
  catalogNeedsEnrollment: 'Sem matrícula, o catálogo mostra apenas áreas e escolas, não cursos.',
  otherLearner: 'Você só pode consultar as suas próprias matrículas e recomendações.',
  teamNotFound: 'Turma não encontrada.',
  teamOfAnotherNode: 'Esta turma não pertence a este treinamento.',
  classEnded: 'As matrículas desta turma estão encerradas.',
  needsApproval: 'Esta turma exige aprovação: solicite a matrícula.',
  noApprovalNeeded: 'Esta turma não exige aprovação: matricule-se diretamente.',
  alreadyEnrolled: 'Você já está matriculado neste treinamento.',
  completedClosed: 'Você já concluiu este treinamento.',
  noReenrollment: 'Esta turma não permite rematrícula.',
  alreadyRequested: 'Aguardando aprovação da matrícula.',
  full: 'Não há vagas disponíveis nesta turma.',
  enrollOnlyYourself: 'Você só pode fazer a sua própria matrícula.',
} as const;
