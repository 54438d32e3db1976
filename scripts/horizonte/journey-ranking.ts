// The horizonte demo's gamification ranking (issue 18; learning-area.md 2.4, 3, 7.5): the 'Aprender
// Juntos' campaign and the security challenge (running), an innovation week with no activity yet, last
// year's safety marathon (ended), their events and what each is worth, and 34 learners of five
// departments with their activities: bruno 8th (a three-way tie) of 35, ties at the top too, departments
// he is not in. Carla (1201) has no activity: her journey has no ranking tab.
// Written to fixtures/horizonte/parts/journey-ranking.json by scripts/make-horizonte-learning.ts. Ids of
// its own: learners 1301-1399, campaigns 1-4, events 1-4.
const departments = ['Atendimento', 'Comercial', 'Tecnologia', 'Financeiro', 'Educação Corporativa'];

const names = [
  'Adriana Costa',
  'Alexandre Moura',
  'Amanda Ribeiro',
  'André Carvalho',
  'Beatriz Almeida',
  'Bernardo Teixeira',
  'Camila Ferreira',
  'Carlos Eduardo Pinto',
  'Cecília Barros',
  'Daniel Nogueira',
  'Débora Martins',
  'Eduardo Santos',
  'Elisa Monteiro',
  'Fabiana Rocha',
  'Felipe Araújo',
  'Fernanda Lopes',
  'Gabriel Cardoso',
  'Giovana Freitas',
  'Gustavo Mendes',
  'Helena Batista',
  'Igor Cavalcanti',
  'Isabela Duarte',
  'João Pedro Farias',
  'Juliana Castro',
  'Larissa Gomes',
  'Leonardo Vieira',
  'Luana Correia',
  'Marcelo Dias',
  'Mariana Pires',
  'Natália Campos',
  'Otávio Ramos',
  'Patrícia Melo',
  'Rafael Azevedo',
  'Sofia Nunes',
];

const learners = names.map((name, index) => ({
  idUser: 1301 + index,
  name,
  email: `${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@horizonte.test`,
  password: 'Senha1234',
  admin: 0,
  gamification: 1,
  department: departments[index % departments.length],
  role: 'Analista',
}));

const events = [
  { idgamification_event: 1, event: 'Concluir um curso' },
  { idgamification_event: 2, event: 'Concluir um conteúdo' },
  { idgamification_event: 3, event: 'Ser aprovado em uma avaliação' },
  { idgamification_event: 4, event: 'Participar de um encontro' },
];

// Two running campaigns (the selector's choices, GET listcampaigns?onlyActive=true), one running without
// any activity yet (its ranking is empty) and last year's, ended (status 0: never offered).
const campaigns = [
  {
    idgamification_campaign: 1,
    name: 'Campanha Aprender Juntos',
    description:
      'Cada curso, conteúdo, avaliação aprovada e encontro ao longo do ano vale pontos. Os três primeiros de cada trimestre ganham uma inscrição em um curso externo à escolha.',
    startDate: '2026-01-01T03:00:00.000Z',
    endDate: '2027-12-31T02:59:59.000Z',
    notified: 1,
    status: 1,
    events: [
      { idEvent: 1, points: 50 },
      { idEvent: 2, points: 10 },
      { idEvent: 3, points: 30 },
      { idEvent: 4, points: 20 },
    ],
  },
  {
    idgamification_campaign: 2,
    name: 'Desafio Segurança da Informação',
    description:
      'Conteúdos e avaliações da trilha de segurança da informação valem pontos até o fim de março. O primeiro lugar ganha um dia de folga.',
    startDate: '2026-10-01T03:00:00.000Z',
    endDate: '2027-04-01T02:59:59.000Z',
    notified: 1,
    status: 1,
    events: [
      { idEvent: 2, points: 15 },
      { idEvent: 3, points: 40 },
    ],
  },
  {
    idgamification_campaign: 3,
    name: 'Semana da Inovação',
    description: 'Participe dos encontros da semana da inovação e some pontos.',
    startDate: '2026-11-16T03:00:00.000Z',
    endDate: '2027-12-31T02:59:59.000Z',
    notified: 0,
    status: 1,
    events: [{ idEvent: 4, points: 25 }],
  },
  {
    idgamification_campaign: 4,
    name: 'Maratona de Segurança 2025',
    description: 'A campanha do mês da segurança da informação de 2025.',
    startDate: '2025-10-01T03:00:00.000Z',
    endDate: '2025-11-01T02:59:59.000Z',
    notified: 1,
    status: 0,
    events: [
      { idEvent: 2, points: 15 },
      { idEvent: 3, points: 40 },
    ],
  },
];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date inside the campaign's window, before the demo's today (late November 2026). */
function dateIn(idCampaign: number, index: number) {
  if (idCampaign === 4) return `2025-10-${twoDigits(1 + (index % 28))}T13:00:00.000Z`;
  if (idCampaign === 2) return `2026-${10 + (index % 2)}-${twoDigits(1 + (index % 25))}T13:00:00.000Z`;
  return `2026-${twoDigits(1 + (index % 11))}-${twoDigits(3 + (index % 24))}T13:00:00.000Z`;
}

/** A learner's activities: n of each event, dated through the year. */
function activitiesOf(idUser: number, idCampaign: number, counts: Record<number, number>) {
  return Object.entries(counts).flatMap(([idEvent, count]) =>
    Array.from({ length: count }, (_, index) => ({
      idCampaign,
      idUser,
      idEvent: Number(idEvent),
      eventDate: dateIn(idCampaign, idUser + index * 7 + Number(idEvent)),
    })),
  );
}

// A spread of scores: learner k completes (k mod 5) courses, (k * 3 mod 11) contents, (k mod 3) tests and
// (k mod 4) meetings. 1301 and 1334 tie at the top; two more tie in the middle (same counts).
const counts = (k: number) => ({ 1: k % 5, 2: (k * 3) % 11, 3: k % 3, 4: k % 4 });
const campaignUserPoints = [
  ...learners.flatMap((learner, k) =>
    activitiesOf(learner.idUser, 1, k === 0 || k === 33 ? { 1: 6, 2: 8, 3: 3, 4: 2 } : counts(k)),
  ),
  // Bruno: three courses, six contents, two tests, one meeting: 290 points, 8th with two others (page 1).
  ...activitiesOf(1, 1, { 1: 3, 2: 6, 3: 2, 4: 1 }),
  // The security challenge: bruno and twelve others.
  ...activitiesOf(1, 2, { 2: 3, 3: 1 }),
  ...learners
    .slice(8, 20)
    .flatMap((learner, k) => activitiesOf(learner.idUser, 2, { 2: (k * 5) % 7, 3: k % 3 })),
  // Last year's marathon, ended: bruno and a few others.
  ...activitiesOf(1, 4, { 2: 4, 3: 1 }),
  ...learners.slice(0, 8).flatMap((learner, k) => activitiesOf(learner.idUser, 4, { 2: k + 1, 3: k % 2 })),
];

// The home's campaign modal (issue 20, tests/e2e/home-prompts.spec.ts): who has which campaign to be
// told about (caio 12 one, dora 13 three; Bruno's was already shown), and the contents that name one.
const campaignUsers = [
  { idCampaign: 1, idUser: 1, notified: 1 },
  { idCampaign: 3, idUser: 12 },
  { idCampaign: 1, idUser: 13 },
  { idCampaign: 2, idUser: 13 },
  { idCampaign: 3, idUser: 13 },
];
const campaignContents = [
  { idCampaign: 1, idContentItem: 1 },
  { idCampaign: 1, idContentItem: 4 },
];

export const rankingPart: Record<string, unknown> = {
  users: learners,
  gamificationEvents: events,
  campaigns,
  campaignUserPoints,
  campaignUsers,
  campaignContents,
};
