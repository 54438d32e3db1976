// The pt-BR words of the journey's external courses tab (learning-area.md 2.4, 4.9, 5, 8). The form's
// rule messages and the status, type and field names are the shared rules' (src/shared-rules/
// external-course*.ts), which the server answers in too; the texts the spec quotes are marked.
import { plural } from './format';

export const externalCoursesMessages = {
  label: 'Cursos externos',
  statusFilter: 'Filtrar por status',
  /** The project's own: the spec names no empty text for this list. */
  empty: 'Sem cursos externos.',
  count: (count: number) =>
    plural(count, '1 curso externo', `${count.toLocaleString('pt-BR')} cursos externos`),
  loadError: 'Erro de carregamento.',
  add: 'Adicionar curso externo',
  columns: {
    title: 'Título',
    type: 'Modalidade',
    workload: 'Carga horária',
    period: 'Período',
    status: 'Status',
    actions: 'Ações',
  },
  hours: (hours: number) => `${hours.toLocaleString('pt-BR')} ${hours === 1 ? 'hora' : 'horas'}`,
  period: (from: string, to: string) => `${from} a ${to}`,
  edit: 'Editar',
  editOf: (title: string) => `Editar: ${title}`,
  cancel: 'Cancelar',
  cancelOf: (title: string) => `Cancelar: ${title}`,
  resubmit: 'Reenviar',
  resubmitOf: (title: string) => `Reenviar: ${title}`,
  view: 'Visualizar',
  viewOf: (title: string) => `Visualizar: ${title}`,
  cancelQuestion: (title: string) =>
    `Tem certeza de que deseja cancelar o curso externo "${title}"? Esta ação não pode ser desfeita.`,
  cancelConfirm: 'Sim, cancelar',
  cancelKeep: 'Não',
  cancelling: 'Aguarde, cancelando o curso externo.',
  canceled: 'Curso externo cancelado.',
  cancelFailed: 'Não foi possível cancelar o curso externo.',
  titles: {
    create: 'Novo curso externo',
    edit: 'Editar curso externo',
    resubmit: 'Reenviar curso externo',
    view: 'Curso externo',
  },
  choose: 'Selecione',
  optional: '(opcional)',
  evidence: 'Evidência (PDF, JPG ou PNG, até 5MB)',
  currentEvidence: 'Arquivo enviado',
  removeEvidence: 'Remover arquivo',
  noEvidence: 'Nenhum arquivo enviado.',
  downloadEvidence: 'Baixar evidência',
  downloadFailed: 'Não foi possível baixar a evidência.',
  rejectedBecause: 'Motivo da rejeição',
  statusReason: 'Parecer',
  resubmissionOf: 'Reenvio do curso rejeitado',
  resubmittedNote: 'Este curso foi reenviado para análise em uma nova solicitação.',
  requiredNote: 'Campos marcados com * são obrigatórios.',
  save: 'Salvar',
  send: 'Enviar para análise',
  close: 'Fechar',
  uploading: (percent: number) => `Enviando arquivo: ${percent}%`,
  saving: 'Salvando curso externo…',
  saved: 'Curso externo salvo.',
  resubmitted: 'Curso externo reenviado para análise.',
  /** 8. */
  saveFailed: 'Erro ao salvar curso externo.',
  /** 8. */
  uploadFailed: 'Erro ao salvar o arquivo.',
  sentOn: 'Enviado em',
} as const;
