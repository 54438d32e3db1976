// The learning area's refusals (learning-area.md 2.2, 6, 7.1): pt-BR, shown by the app as they come.
import { learningContract } from '../../src/shared-rules/contract-messages.ts';
export const learningMessages = {
  nodeNotFound: 'Página de aprendizagem não encontrada.',
  enrollmentRequired: 'Esta página exige uma matrícula ativa. Matricule-se em uma turma para acessá-la.',
  // A course the learner finished in a class that closes access upon completion (4.4): done, not refused.
  closedUponCompletion:
    'Você concluiu este treinamento, e a turma não mantém o conteúdo disponível após a conclusão. ' +
    'A conclusão e o certificado estão em Minha Jornada, no seu histórico.',
  enrollmentExpired:
    'A sua matrícula neste treinamento expirou. Matricule-se novamente em uma turma para acessá-lo.',
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
  alreadyRequested: learningContract.awaitingApproval,
  full: 'Não há vagas disponíveis nesta turma.',
  enrollOnlyYourself: 'Você só pode fazer a sua própria matrícula.',
  enrollmentNotFound: 'Matrícula não encontrada.',
  restricted: learningContract.restricted,
  lockedContent: 'Conclua o item anterior para liberar este conteúdo.',
  contentNotInEnrollment: 'Este conteúdo não faz parte desta matrícula.',
  contentEnrollmentNotFound: 'Progresso de conteúdo não encontrado.',
  // A body's idNodeEnrollment or idParentNodeEnrollment that is not a node enrollment of its enrollment.
  nodeEnrollmentNotFound: 'Progresso do módulo não encontrado.',
  notInTeam: 'Os anexos são apenas para quem está matriculado nesta turma.',
  requestNotFound: 'Solicitação de matrícula não encontrada.',
  onlyPendingCancel: 'Apenas solicitações aguardando aprovação podem ser canceladas.',
  requestCanceled: 'Solicitação de matrícula cancelada.',
  unknownTag: (tag: string) => `A etiqueta "${tag}" não existe.`,
  contentNotFound: 'Conteúdo não encontrado.',
  trackingOfAnotherContent: 'O campo "idContentItem" deve ser o conteúdo do endereço.',
  accessRecorded: 'Acesso registrado.',
} as const;
