// The upload form's answers (POST /uploads/usercontent). The three "obrigatório" messages are the
// spec's own (content-app.md 5): the form shows the same words before sending.
import { uploadContract } from '../../src/shared-rules/contract-messages.ts';
export const uploadMessages = {
  sent: uploadContract.sent,
  titleRequired: uploadContract.titleRequired,
  descriptionRequired: uploadContract.descriptionRequired,
  fileRequired: uploadContract.fileRequired,
  sectionRequired: 'O campo "idSection" deve ser um número inteiro.',
  sectionRefusesUploads: 'Esta seção não recebe envios de arquivos.',
  titleTooLong: (max: number) => `O título deve ter no máximo ${max} caracteres.`,
  descriptionTooLong: (max: number) =>
    `A descrição deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
  formatRefused:
    'Formato de arquivo não aceito. Envie um arquivo jpg, png, pdf, doc, xls, ppt, mp3, mp4 ou avi.',
  typeMismatch: 'O tipo do arquivo não corresponde à sua extensão.',
  emptyFile: 'O arquivo enviado está vazio.',
  fileTooLarge: (megabytes: number) => `O arquivo excede o limite de ${megabytes} MB.`,
  fieldTooLong: 'Um dos campos do formulário excede o tamanho permitido.',
} as const;
