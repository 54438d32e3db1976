// The horizonte demo's comments (issue 19; learning-area.md 2.4, 3 Comment, 4.10): on the page of bruno's
// course Liderança Situacional (NODE 101, /level/501, opened from the home's 'Continue aprendendo') and in
// its class 11 (TEAM, the drawer's 'Turma' tab), by bruno and two classmates enrolled here. Seven comments
// on the page, so the drawer shows 6 and loads the rest; one with six replies (5 a load), one of them
// hidden by moderation; one comment bruno reported ('Denunciado'); a long one, collapsed after 3 lines;
// bruno's own, which he may edit and delete. Written to fixtures/horizonte/parts/learning-comments.json
// by scripts/make-horizonte-learning.ts. Ids 1-999 are the fixture's (those learners write start at 1000).
type Json = Record<string, unknown>;

const bruno = 1;
const helena = 2;
const camila = 1307;
const marcelo = 1328;
const course = 101;
const leadershipClass = 11;

const at = (day: number, time: string) => `2026-11-${String(day).padStart(2, '0')}T${time}:00-03:00`;

const comment = (
  idComment: number,
  idUser: number,
  creationDate: string,
  text: string,
  fields: Json = {},
): Json => ({
  idComment,
  entityType: 'NODE',
  idEntity: course,
  idUser,
  text,
  creationDate,
  ...fields,
});

const reply = (idParentComment: number, ...args: Parameters<typeof comment>): Json => ({
  ...comment(...args),
  idParentComment,
});

const onClass = (entry: Json): Json => ({ ...entry, entityType: 'TEAM', idEntity: leadershipClass });

const pageComments = [
  comment(
    1,
    camila,
    at(10, '09:15'),
    '<p>O vídeo <b>Feedback que transforma</b> mudou a forma como conduzo as conversas de um a um. ' +
      'Alguém já aplicou o modelo com equipes remotas?</p>',
  ),
  reply(
    1,
    2,
    marcelo,
    at(10, '10:02'),
    'Apliquei, sim! Funciona melhor com a câmera ligada e um roteiro curto.',
  ),
  reply(1, 3, bruno, at(10, '11:40'), 'Vou testar na reunião de segunda. Obrigado pela dica, Camila!'),
  reply(1, 4, marcelo, at(10, '14:20'), 'Esse curso é perda de tempo, ninguém aplica isso na prática.', {
    hiddenBy: helena,
  }),
  reply(1, 5, camila, at(10, '16:05'), 'Marcelo, você usa algum roteiro pronto? Pode compartilhar?'),
  reply(
    1,
    6,
    marcelo,
    at(11, '08:30'),
    'Uso as quatro perguntas do <i>Módulo 2</i>: fato, impacto, pedido e combinado.',
  ),
  reply(1, 7, camila, at(11, '09:10'), 'Perfeito, vou adotar. Obrigada!'),
  comment(
    8,
    marcelo,
    at(12, '13:45'),
    '<p>Material complementar sobre liderança situacional: ' +
      '<a href="https://www.exemplo.com.br/lideranca-situacional">guia de bolso em PDF</a>.</p>',
    { reportedBy: [bruno] },
  ),
  comment(
    9,
    camila,
    at(13, '18:20'),
    '<p>Um resumo do que levei do primeiro módulo, para quem está começando agora:</p>' +
      '<p>1. Antes de dar feedback, descreva o <b>fato</b> observado, sem adjetivos. ' +
      '2. Explique o <b>impacto</b> no time ou no cliente. 3. Faça um <b>pedido</b> claro e possível. ' +
      '4. Combine quando vão conversar de novo.</p>' +
      '<p>O diagnóstico da equipe ajudou a perceber que cada pessoa estava num nível diferente de maturidade ' +
      'para cada tarefa, e que o estilo de liderança precisa mudar com isso. ' +
      'Vale rever o vídeo do módulo 1 depois da primeira semana de prática.</p>',
  ),
  comment(
    10,
    bruno,
    at(14, '08:05'),
    '<p>Alguém tem as anotações do <i>Módulo 2</i>? Perdi a última parte.</p>',
  ),
  reply(10, 11, camila, at(14, '09:00'), 'Tenho, sim! Coloquei nos anexos da turma.'),
  comment(
    12,
    marcelo,
    at(15, '12:30'),
    'O estudo de caso da loja de Campinas é muito parecido com o que vivo aqui.',
  ),
  comment(
    13,
    camila,
    at(17, '17:50'),
    'Concluí o módulo 1. Recomendo fazer com calma, anotando os exemplos.',
  ),
  comment(14, marcelo, at(19, '10:10'), '<u>Dica:</u> assistam ao vídeo em 1,25x e pausem nos exercícios.'),
];

const classComments = [
  onClass(comment(20, camila, at(16, '09:00'), 'Quem vai ao encontro presencial na sede de São Paulo?')),
  onClass(reply(20, 21, marcelo, at(16, '09:40'), 'Eu vou! Posso levar o material impresso para todos.')),
  onClass(
    comment(
      22,
      bruno,
      at(18, '15:30'),
      'Alguém quer revisar o estudo de caso juntos antes do encontro on-line?',
    ),
  ),
];

export const commentsPart: Json = {
  // The two classmates who comment are enrolled in the class (the server takes comments only from them).
  learningEnrollments: [
    { idEnrollment: 521, idUser: camila, idTeam: leadershipClass, status: 'IN_PROGRESS' },
    { idEnrollment: 522, idUser: marcelo, idTeam: leadershipClass, status: 'IN_PROGRESS' },
  ],
  learningComments: [...pageComments, ...classComments],
};
