// The learning area's refusals (learning-area.md 2.2, 6, 7.1): pt-BR, shown by the app as they come.
export const learningMessages = {
  nodeNotFound: 'Página de aprendizagem não encontrada.',
  enrollmentRequired: 'Esta página exige uma matrícula ativa. Matricule-se em uma turma para acessá-la.',
  catalogNeedsEnrollment: 'Sem matrícula, o catálogo mostra apenas áreas e escolas, não cursos.',
  otherLearner: 'Você só pode consultar as suas próprias matrículas e recomendações.',
} as const;
