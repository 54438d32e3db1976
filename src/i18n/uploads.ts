// The upload form's words (section type 49). The ones quoted by content-app.md 2.6, 5 and 8 are a
// contract: the hint, the three "obrigatório" messages, "AGUARDE..." and "Dados enviados com sucesso!".
import { uploadContract } from '../shared-rules/contract-messages';
export const uploadsMessages = {
  titleLabel: 'Título',
  descriptionLabel: 'Descrição',
  fileLabel: 'Arquivo',
  removeFile: 'Remover arquivo',
  invalidKind: 'Formato não aceito',
  formatHint: 'jpg, png, pdf, doc, xls, ppt, mp3, mp4, avi',
  formatHintLabel: 'Formatos aceitos:',
  sizeHint: (megabytes: number) => `Tamanho máximo: ${megabytes} MB.`,
  submit: 'ENVIAR',
  submitting: 'AGUARDE...',
  sent: uploadContract.sent,
  titleRequired: uploadContract.titleRequired,
  descriptionRequired: uploadContract.descriptionRequired,
  fileRequired: uploadContract.fileRequired,
  titleTooLong: (max: number) => `O título deve ter no máximo ${max} caracteres.`,
  descriptionTooLong: (max: number) =>
    `A descrição deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
  invalidFile: (name: string) =>
    `Arquivo inválido: "${name}" não é de um formato aceito (jpg, png, pdf, doc, xls, ppt, mp3, mp4, avi).`,
  fileTooLarge: (megabytes: number) => `O arquivo excede o limite de ${megabytes} MB.`,
  progress: 'Progresso do envio',
  progressOf: (percent: number) => `${percent}% enviado`,
  errorTitle: 'Não foi possível enviar',
  errorFallback: 'Erro ao enviar os dados. Tente novamente.',
  seeUploads: (list: string) => `Ver em "${list}"`,
  fileKindLabel: (kind: string, size: string) => `${kind}, ${size}`,
} as const;
