// The horizonte demo's history and certificates (issue 18; learning-area.md 3 History row, 4.1, 5): a
// school of courses bruno took over the last two years, one enrolment in each status, so every row of
// 'Meu histórico' and each certificate rule shows. Written to fixtures/horizonte/parts/zz-journey-history.json
// by scripts/make-horizonte-learning.ts. Ids of its own: nodes 6000-6049 ('HZ-GES-*'), classes 601-629,
// enrolments 601-649.
type Json = Record<string, unknown>;

const bruno = 1;
const school = 'HZ-ESC-GES';

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

const team = (idTeam: number, nodeCode: string, name: string, fields: Json = {}): Json => ({
  idTeam,
  nodeCode,
  name,
  description: 'Turma encerrada do programa de gestão e carreira.',
  duration: 60,
  initialDate: '2025-02-01T00:00:00-03:00',
  finalDate: '2027-12-31T23:59:59-03:00',
  capacity: 40,
  needApproval: 0,
  allowReenrollment: 0,
  allowAccessUponCompletion: 1,
  enableCertificateForChildren: 0,
  ...fields,
});

const enrollment = (idEnrollment: number, idTeam: number, status: string, fields: Json = {}): Json => ({
  idEnrollment,
  idUser: bruno,
  idTeam,
  status,
  ...fields,
});

const nodes = [
  {
    idNode: 6000,
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
  course(6001, 'HZ-GES-01', 'Comunicação Não Violenta', { workload: 8 }),
  course(6002, 'HZ-GES-02', 'Gestão do Tempo e Prioridades', { workload: 6 }),
  course(6003, 'HZ-GES-03', 'Feedback Contínuo', { workload: 4 }),
  course(6004, 'HZ-GES-04', 'Excel Avançado para Gestores', { workload: 12 }),
  course(6005, 'HZ-GES-05', 'Oratória e Apresentações', { workload: 10 }),
  course(6006, 'HZ-GES-06', 'Planejamento Estratégico', { workload: 16 }),
  course(6007, 'HZ-GES-07', 'Gestão de Projetos Ágeis', { workload: 20 }),
  course(6008, 'HZ-GES-08', 'Ética nos Negócios', { workload: 3 }),
  course(6009, 'HZ-GES-09', 'Atendimento Omnicanal (edição 2024)', { workload: 5, status: 'ARCHIVED' }),
];

const teams = [
  team(601, 'HZ-GES-01', 'Turma CNV 2026/1', { idCertificate: 61 }),
  team(602, 'HZ-GES-02', 'Turma Gestão do Tempo', { idCertificate: 62 }),
  team(603, 'HZ-GES-03', 'Turma Feedback 2026', { idCertificate: 63 }),
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
  enrollment(605, 605, 'IN_PROGRESS', { startDate: '2026-10-05T09:00:00-03:00' }),
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
