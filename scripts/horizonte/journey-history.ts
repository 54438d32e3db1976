// The horizonte demo's history and certificates (issue 18; learning-area.md 3 History row, 4.1, 5): a
// school of courses bruno took over the last two years, one enrolment in each status, so every row of
// 'Meu histórico' and each certificate rule shows. Written to fixtures/horizonte/parts/zz-journey-history.json
// by scripts/make-horizonte-learning.ts. Ids of its own: nodes 6001-6049 ('HZ-GES-*', the school
// 'HZ-ESC-GES'), classes 601-629, enrolments 601-649, content items 6001-6099. Each course holds two
// readings, so its open action in the history lands on a course page with its progress.
import { demoTeam } from './demo-team.ts';

type Json = Record<string, unknown>;

const bruno = 1;
const school = 'HZ-ESC-GES';

/** A reading (content type 5, a single page with author and HTML body). */
const reading = (idContentItem: number, text: string, description: string, content: string): Json => ({
  idContentItem,
  idContentType: 5,
  text,
  description,
  label: 'Leitura',
  author: 'Equipe de Gestão e Carreira',
  image: '/demo/capa-artigo.svg',
  content,
  mandatory: true,
  sequential: true,
  active: true,
  hasAccess: true,
});

/** A course's two readings: ids 6001 + 10 × (course - 1) and the next one. */
const readings = (idNode: number, [first, second]: [string, string], points: [string, string]): Json[] => {
  const base = 6001 + (idNode - 6001) * 10;
  return [
    reading(
      base,
      first,
      'Os conceitos do curso, em poucos minutos de leitura.',
      `<h2>${first}</h2><p>${points[0]}</p>`,
    ),
    reading(
      base + 1,
      second,
      'Como aplicar no dia a dia da equipe.',
      `<h2>${second}</h2><p>${points[1]}</p>`,
    ),
  ];
};

const course = (idNode: number, nodeCode: string, title: string, fields: Json = {}): Json => ({
  idNode,
  nodeCode,
  originalNodeCode: nodeCode,
  parentNodeCode: school,
  nodeType: 'LEARNING',
  title,
  label: 'Curso',
  status: 'PUBLISHED',
  available: true,
  hasAccess: true,
  selfEnrollment: false,
  entryPoint: 0,
  image: '/demo/capa-curso.svg',
  ...fields,
});

const team = (idTeam: number, nodeCode: string, name: string, fields: Json = {}): Json =>
  demoTeam(
    { idTeam, nodeCode, name, description: 'Turma encerrada do programa de gestão e carreira.' },
    '2025-02-01T00:00:00-03:00',
    '2027-12-31T23:59:59-03:00',
    fields,
  );

/** The first content item of an enrolment's course (readings above). */
const firstItem = (idTeam: number) => 6001 + (idTeam - 601) * 10;

/** Both readings done, as in a finished course. */
const bothRead = (idTeam: number) => [
  { idContentItem: firstItem(idTeam), status: 'COMPLETED', progress: 100 },
  { idContentItem: firstItem(idTeam) + 1, status: 'COMPLETED', progress: 100 },
];

const enrollment = (idEnrollment: number, idTeam: number, status: string, fields: Json = {}): Json => ({
  idEnrollment,
  idUser: bruno,
  idTeam,
  status,
  ...(['COMPLETED', 'PASSED', 'FAILED', 'EXPIRED'].includes(status) ? { contents: bothRead(idTeam) } : {}),
  ...fields,
});

const nodes = [
  {
    idNode: 6049,
    nodeCode: school,
    originalNodeCode: school,
    parentNodeCode: 'HZ-ESCOLA',
    nodeType: 'ORGANIZATION',
    title: 'Escola de Gestão e Carreira',
    description: 'Cursos de gestão, produtividade e carreira.',
    status: 'PUBLISHED',
    available: true,
    hasAccess: true,
    image: '/demo/capa-lideranca.svg',
  },
  course(6001, 'HZ-GES-01', 'Comunicação Não Violenta', {
    workload: 8,
    contents: readings(
      6001,
      ['Os quatro componentes da CNV', 'Praticando a escuta empática'],
      [
        'Observação, sentimento, necessidade e pedido: separar o que aconteceu do que pensamos sobre o que aconteceu.',
        'Antes de responder, repita com as suas palavras o que ouviu e pergunte se entendeu bem.',
      ],
    ),
  }),
  course(6002, 'HZ-GES-02', 'Gestão do Tempo e Prioridades', {
    workload: 6,
    contents: readings(
      6002,
      ['A matriz de Eisenhower', 'Blocos de foco na agenda'],
      [
        'Urgente e importante não são a mesma coisa: classifique as tarefas antes de começar o dia.',
        'Reserve blocos de 90 minutos sem reuniões nem notificações para o trabalho que exige concentração.',
      ],
    ),
  }),
  course(6003, 'HZ-GES-03', 'Feedback Contínuo', {
    workload: 4,
    contents: readings(
      6003,
      ['Feedback em conversas curtas', 'O modelo situação, comportamento e impacto'],
      [
        'Conversas curtas e frequentes evitam surpresas na avaliação anual.',
        'Descreva a situação, o comportamento observado e o impacto que ele teve na equipe.',
      ],
    ),
  }),
  course(6004, 'HZ-GES-04', 'Excel Avançado para Gestores', {
    workload: 12,
    contents: readings(
      6004,
      ['Tabelas dinâmicas', 'Painéis de indicadores'],
      [
        'Resuma milhares de linhas em poucos cliques e filtre por período, equipe ou produto.',
        'Combine gráficos e segmentações para acompanhar as metas da equipe numa só tela.',
      ],
    ),
  }),
  course(6005, 'HZ-GES-05', 'Oratória e Apresentações', {
    workload: 10,
    contents: readings(
      6005,
      ['Estrutura de uma boa apresentação', 'Voz, pausa e postura'],
      [
        'Comece pela mensagem principal, sustente com três argumentos e feche com um pedido claro.',
        'Pausas dão tempo ao público para absorver a ideia; fale para as pessoas, não para os slides.',
      ],
    ),
  }),
  course(6006, 'HZ-GES-06', 'Planejamento Estratégico', {
    workload: 16,
    contents: readings(
      6006,
      ['Missão, visão e objetivos', 'OKRs na prática'],
      [
        'Objetivos estratégicos traduzem a visão em metas que a equipe entende e acompanha.',
        'Um objetivo inspirador, três a cinco resultados-chave mensuráveis e revisões a cada trimestre.',
      ],
    ),
  }),
  course(6007, 'HZ-GES-07', 'Gestão de Projetos Ágeis', {
    workload: 20,
    contents: readings(
      6007,
      ['Scrum em uma página', 'Quadros Kanban'],
      [
        'Sprints curtas, um backlog priorizado e uma retrospectiva para melhorar a cada ciclo.',
        'Limite o trabalho em andamento e torne visível onde o fluxo para.',
      ],
    ),
  }),
  course(6008, 'HZ-GES-08', 'Ética nos Negócios', {
    workload: 3,
    contents: readings(
      6008,
      ['Conflito de interesses', 'Canal de denúncias'],
      [
        'Declare qualquer relação que possa influenciar uma decisão sua em nome da empresa.',
        'O canal é confidencial e protege quem relata de boa-fé.',
      ],
    ),
  }),
  course(6009, 'HZ-GES-09', 'Atendimento Omnicanal (edição 2024)', {
    workload: 5,
    status: 'ARCHIVED',
    contents: readings(
      6009,
      ['Um cliente, vários canais', 'Histórico único do atendimento'],
      [
        'O cliente começa no chat, continua por telefone e espera não repetir a sua história.',
        'Registre cada contato no mesmo histórico, qualquer que seja o canal.',
      ],
    ),
  }),
];

const teams = [
  team(601, 'HZ-GES-01', 'Turma CNV 2026/1', { idCertificate: 61 }),
  team(602, 'HZ-GES-02', 'Turma Gestão do Tempo', { idCertificate: 62 }),
  // Failed, and the class takes it again: the history's open action leads to the course's re-enrolment.
  team(603, 'HZ-GES-03', 'Turma Feedback 2026', { idCertificate: 63, allowReenrollment: 1 }),
  team(604, 'HZ-GES-04', 'Turma Excel 2025', { idCertificate: 64 }),
  team(605, 'HZ-GES-05', 'Turma Oratória', { idCertificate: 65 }),
  team(606, 'HZ-GES-06', 'Turma Planejamento 2027', { idCertificate: 66 }),
  team(607, 'HZ-GES-07', 'Turma Projetos Ágeis'),
  // Done, and its content closes upon completion: no open action, the certificate still offered.
  team(608, 'HZ-GES-08', 'Turma Ética 2026', { idCertificate: 68, allowAccessUponCompletion: 0 }),
  team(609, 'HZ-GES-09', 'Turma Omnicanal 2024', { idCertificate: 69 }),
];

const enrollments = [
  enrollment(601, 601, 'COMPLETED', {
    startDate: '2026-03-02T09:00:00-03:00',
    finishDate: '2026-05-20T18:30:00-03:00',
    validityDate: '2028-05-20T23:59:59-03:00',
  }),
  enrollment(602, 602, 'PASSED', {
    startDate: '2026-06-01T08:00:00-03:00',
    finishDate: '2026-08-14T17:10:00-03:00',
    validityDate: '2027-08-14T23:59:59-03:00',
    grade: 92,
  }),
  enrollment(603, 603, 'FAILED', {
    startDate: '2026-05-04T10:00:00-03:00',
    finishDate: '2026-07-02T16:00:00-03:00',
    grade: 45,
  }),
  enrollment(604, 604, 'EXPIRED', {
    startDate: '2025-01-10T09:00:00-03:00',
    finishDate: '2025-03-10T12:00:00-03:00',
    validityDate: '2026-03-10T23:59:59-03:00',
  }),
  enrollment(605, 605, 'IN_PROGRESS', {
    startDate: '2026-10-05T09:00:00-03:00',
    contents: [{ idContentItem: firstItem(605), status: 'COMPLETED', progress: 100 }],
  }),
  enrollment(606, 606, 'NOT_ATTEMPTED', { startDate: '2026-11-10T09:00:00-03:00' }),
  enrollment(607, 607, 'EQUIVALENCY', {
    startDate: '2026-01-15T09:00:00-03:00',
    finishDate: '2026-04-01T10:00:00-03:00',
  }),
  enrollment(608, 608, 'COMPLETED', {
    startDate: '2026-02-02T09:00:00-03:00',
    finishDate: '2026-02-20T11:45:00-03:00',
    validityDate: '2027-02-20T23:59:59-03:00',
  }),
  enrollment(609, 609, 'COMPLETED', {
    startDate: '2024-08-05T09:00:00-03:00',
    finishDate: '2024-09-30T15:00:00-03:00',
  }),
];

export const historyPart: Record<string, unknown> = {
  learningNodes: nodes,
  learningTeams: teams,
  learningEnrollments: enrollments,
};
