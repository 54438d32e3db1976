// The external courses' answers (learning-area.md 4.9, 5, 7.7, 8). The form's own words (required,
// workload, period, evidence) are the shared rules' (src/shared-rules/external-course*.ts): the server
// refuses in the words the form shows.
export const externalCourseMessages = {
  notFound: 'Curso externo não encontrado.',
  saved: 'Curso externo salvo.',
  resubmitted: 'Curso externo reenviado para análise.',
  canceled: 'Curso externo cancelado.',
  reviewed: 'Avaliação do curso externo registrada.',
  onlyPendingEdit: 'Apenas um curso externo em análise pode ser editado.',
  onlyPendingCancel: 'Apenas um curso externo em análise pode ser cancelado.',
  onlyPendingReview: 'Apenas um curso externo em análise pode ser avaliado.',
  onlyRejectedResubmit: 'Apenas um curso externo rejeitado pode ser reenviado.',
  alreadyResubmitted: 'Este curso externo já foi reenviado.',
  parentOnlyOnCreate: 'Um curso externo já enviado não pode mudar de curso de origem.',
  evidenceNotFound: 'Arquivo de evidência não encontrado. Envie o arquivo novamente.',
  adminsOnly: 'Apenas administradores podem avaliar cursos externos.',
  reasonRequired: 'Informe o motivo da rejeição.',
  fileRequired: 'Envie o arquivo da evidência no campo fileData.',
  invalidFileName: 'O nome do arquivo contém caracteres inválidos.',
} as const;
