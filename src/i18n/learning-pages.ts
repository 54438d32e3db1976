// The pt-BR words of the learning pages, the cards' enrolment and the page's modals (learning-area.md
// 2.2, 2.4, 4.4, 5, 8). Imported only by lazy learning code (src/features/learning-pages, the cards).
import { learningContract } from '../shared-rules/contract-messages';
export const learningPageMessages = {
  // ---- cards (4.4, "Enrollment-label wording in catalog cards") ----
  processing: 'Matricula em processamento',
  accessContent: 'Acessar conteúdo',
  enrolled: 'matriculado',
  enroll: 'fazer matrícula',
  reenroll: 'faça a sua rematrícula',
  locked: 'Bloqueado',
  // ---- class selection modal (4.4, 5) ----
  classesTitle: (course: string) => `Turmas de ${course}`,
  classesSubject: 'turmas',
  /** learning-area.md 8, "Class list load failure". */
  classesError: 'There is an error.',
  noClasses: 'Não há turmas disponíveis para matrícula.',
  period: 'Período',
  vacancies: 'Vagas',
  /** learning-area.md 5: capacity null. */
  unlimited: 'ilimitadas',
  enrollDirect: 'Matricular-se',
  requestEnrollment: 'Solicitar matrícula',
  awaitingApproval: learningContract.awaitingApproval,
  requestThanks: 'Obrigado por solicitar a matrícula do treinamento',
  myJourney: 'Minha Jornada',
  requestFollowUp: 'Acompanhe a sua solicitação em',
  // ---- loading messages (8) ----
  enrolling: 'Aguarde, realizando a sua matrícula.',
  reenrolling: 'Aguarde, realizando a sua rematrícula.',
  requesting: 'Aguarde, realizando a solicitação de matrícula.',
  startingPage: 'Aguarde, iniciando página.',
  // ---- the page ----
  contents: 'Conteúdos',
  modules: 'Módulos',
  /** The children of an ORGANIZATION node: courses and paths, not modules of one. */
  trainings: 'Treinamentos',
  pageActions: 'Ações da página',
  /** Opens the comment drawer (learning-area.md 2.4). */
  comments: 'Comentários',
  share: 'Compartilhar',
  shareTitle: 'Compartilhar página',
  shareLink: 'Link da página',
  copyLink: 'Copiar link',
  /** learning-area.md 4.2 and 9: shown for 5 s. */
  linkCopied: 'Link copiado',
  equivalences: 'Equivalências',
  equivalencesTitle: 'Treinamentos equivalentes',
  noEquivalences: 'Nenhum resultado encontrado.',
  attachments: 'Anexos da turma',
  noAttachments: 'Ainda não há dados para serem exibidos!',
  download: (title: string) => `Baixar ${title}`,
  like: 'Curtir',
  unlike: 'Descurtir',
  likes: (count: number) => (count === 1 ? '1 curtida' : `${count} curtidas`),
  /** learning-area.md 8, "Like while not enrolled". */
  likeNeedsEnrollment: learningContract.likeNeedsEnrollment,
  treeTitle: 'Estrutura do treinamento',
  cardListSubject: 'bloco',
} as const;
