// The pt-BR words of my journey (learning-area.md 2.2, 2.4, 4.6, 8): its tabs, the registered tab and
// the enrolment requests. Imported only by the lazy journey screen and the learning header's menu. The
// texts the spec quotes are marked with their section; each other tab has its own file.
import { plural } from './format';

export const journeyMessages = {
  /** 4.4: the confirmation's link names the area 'Minha Jornada'. */
  title: 'Minha Jornada',
  tabs: 'Seções da jornada',
  /** 2.2: 'registered (Matriculados)', 'historic (Meu histórico)', 'certificates (Meus certificados)'. */
  registered: 'Matriculados',
  requests: 'Solicitações de matrícula',
  historic: 'Meu histórico',
  certificates: 'Meus certificados',
  gamification: 'Ranking',
  externalCourse: 'Cursos externos',
  loadError: 'Erro de carregamento.',
  /** 8: the registered tab without enrolments. */
  noEnrollments: 'Sem matrículas.',
  enrollmentsLabel: 'Cursos em que você está matriculado',
  classLabel: 'Turma',
  progressLabel: 'Progresso',
  statusLabel: 'Status',
  /** A class that has not started: its course cannot be opened yet (2.2, 4.3). */
  startsOn: (date: string) => `Começa em ${date}`,
  notStartedYet: 'A turma ainda não começou: o conteúdo abre na data de início.',
  periodLabel: 'Período',
  period: (from: string, to: string) => `${from} a ${to}`,
  open: 'Acessar',
  openCourse: (title: string) => `Acessar ${title}`,
  /** 4.6 and 8. */
  noRequests: 'Sem Solicitações de matrícula',
  statusFilter: 'Filtrar por status',
  /** 4.6: 'Todos' toggles all four. */
  all: 'Todos',
  requestTitle: 'Treinamento',
  requestedOn: 'Solicitada em',
  statusDate: 'Data do status',
  actions: 'Ações',
  cancel: 'Cancelar solicitação',
  cancelOf: (title: string) => `Cancelar solicitação: ${title}`,
  cancelQuestion: (title: string) =>
    `Tem certeza de que deseja cancelar a solicitação de matrícula em "${title}"? Esta ação não pode ser desfeita.`,
  cancelConfirm: 'Sim, cancelar',
  cancelKeep: 'Não',
  cancelling: 'Aguarde, cancelando a solicitação.',
  canceled: 'Solicitação cancelada.',
  justification: 'Ver justificativa',
  justificationOf: (title: string) => `Ver justificativa: ${title}`,
  justificationTitle: 'Justificativa',
  noJustification: 'A solicitação foi reprovada sem justificativa.',
  openEnrollment: 'Acessar matrícula',
  openEnrollmentOf: (title: string) => `Acessar matrícula: ${title}`,
  requestCount: (count: number) =>
    plural(count, '1 solicitação', `${count.toLocaleString('pt-BR')} solicitações`),
} as const;
