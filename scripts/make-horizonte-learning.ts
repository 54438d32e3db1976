// Writes the horizonte demo's learning area (learning-area.md): fixtures/horizonte/parts/learning.json
// (the node tree, the home and page blocks, three learning paths, classes, meetings, attachments, bruno's
// enrollments) and parts/learning-catalog.json (300 courses of the catalog, so its infinite scroll and the
// search have real pages). Deterministic: running it again writes the same files.
// Usage: npx tsx scripts/make-horizonte-learning.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { externalCoursesPart } from './horizonte/journey-external-courses.ts';
import { commentsPart } from './horizonte/learning-comments.ts';
import { historyPart } from './horizonte/journey-history.ts';
import { rankingPart } from './horizonte/journey-ranking.ts';
import { plansPart } from './horizonte/plans.ts';
import { contactUsPart } from './horizonte/contact-us.ts';
import { demoTeam } from './horizonte/demo-team.ts';
import { inPersonMeeting, onlineMeeting } from './horizonte/meetings.ts';

const partsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/horizonte/parts');
const media = (file: string) => `/demo/learning/${file}`;
const bruno = 1;
const helena = 2;
const teo = 1401;

type Json = Record<string, unknown>;

/** A published node of the tree, open to the learner; its original code is its own unless fields say so. */
const node = (
  nodeType: 'LEARNING' | 'ORGANIZATION',
  idNode: number,
  nodeCode: string,
  parentNodeCode: string | null,
  title: string,
  fields: Json,
): Json => ({
  idNode,
  nodeCode,
  originalNodeCode: nodeCode,
  parentNodeCode,
  nodeType,
  title,
  status: 'PUBLISHED',
  available: true,
  hasAccess: true,
  ...fields,
});

/** A LEARNING node: a course or a module of one, open to self-enrolment. */
const learning = (
  idNode: number,
  nodeCode: string,
  parentNodeCode: string,
  title: string,
  fields: Json = {},
) =>
  node('LEARNING', idNode, nodeCode, parentNodeCode, title, {
    selfEnrollment: true,
    entryPoint: 0,
    ...fields,
  });

const organization = (
  idNode: number,
  nodeCode: string,
  parentNodeCode: string | null,
  title: string,
  fields: Json = {},
) => node('ORGANIZATION', idNode, nodeCode, parentNodeCode, title, fields);

/** A content item of a path: active, open to everyone, neither mandatory nor sequential unless it says so. */
const learningContent = (fields: Json): Json => ({
  mandatory: false,
  sequential: false,
  active: true,
  hasAccess: true,
  ...fields,
});

const nodeCard = (nodeCode: string) => ({ elementType: 'NODE', nodeCode });
const contentCard = (idContentItem: number) => ({ elementType: 'CONTENT', idContentItem });

// ---- Path 1: Liderança Situacional (video, audio, single page, file, external link; sequential) ----
const leadershipModule1 = [
  learningContent({
    idContentItem: 3101,
    idContentType: 2,
    text: 'Feedback que transforma',
    description: 'Como dar um feedback claro, específico e respeitoso.',
    label: 'Vídeo',
    // The length of the demo file it plays (issue 18: cards said 42 s for an 8 s video).
    duration: 8,
    image: '/demo/capa-video.svg',
    mediaLocation: media('video-lideranca.mp4'),
    contentLocation: media('video-lideranca.mp4'),
    mandatory: true,
    sequential: true,
    isSeekingBlocked: true,
    shareable: false,
  }),
  learningContent({
    idContentItem: 3102,
    idContentType: 1,
    text: 'Podcast: a conversa de alinhamento',
    description: 'Uma conversa rápida com uma gestora sobre expectativas claras.',
    label: 'Áudio',
    duration: 8,
    image: '/demo/capa-audio.svg',
    mediaLocation: media('podcast-lideranca.mp3'),
    contentLocation: media('podcast-lideranca.mp3'),
    mandatory: true,
    sequential: true,
  }),
  learningContent({
    idContentItem: 3103,
    idContentType: 5,
    text: 'Os quatro estilos de liderança',
    description: 'Direção, orientação, apoio e delegação: quando usar cada um.',
    label: 'Leitura',
    author: 'Mariana Figueiredo',
    image: '/demo/capa-artigo.svg',
    content:
      '<h2>Os quatro estilos</h2><p>A liderança situacional adapta o estilo ao <strong>nível de maturidade</strong> de cada pessoa para cada tarefa.</p><ul><li>Direção: instruções claras e acompanhamento próximo.</li><li>Orientação: explicar o porquê e ouvir.</li><li>Apoio: encorajar e compartilhar decisões.</li><li>Delegação: confiar e acompanhar resultados.</li></ul>',
    sequential: true,
  }),
];
const leadershipModule2 = [
  learningContent({
    idContentItem: 3111,
    idContentType: 18,
    text: 'Apostila de liderança situacional',
    description: 'Material de apoio em PDF para baixar.',
    label: 'Arquivo',
    image: '/demo/capa-documento.svg',
    contentLocation: media('apostila-lideranca.pdf'),
    mandatory: true,
    sequential: true,
  }),
  learningContent({
    idContentItem: 3112,
    idContentType: 27,
    text: 'Teste de perfil de liderança',
    description: 'Questionário externo do parceiro de avaliação comportamental.',
    label: 'Link externo',
    image: '/demo/capa-avaliacao.svg',
    contentLocation: 'https://perfil.horizonte.test/lideranca',
    sequential: true,
  }),
  learningContent({
    idContentItem: 3150,
    idContentType: 18,
    text: 'Política de remuneração variável 2027',
    description: 'Documento restrito aos gestores da diretoria.',
    label: 'Arquivo',
    image: '/demo/capa-documento.svg',
    contentLocation: '/demo/regulamento-de-certificacao.pdf',
    hasAccess: false,
  }),
];

// ---- Path 2: Atendimento de Excelência (video 6, embedded site, video-platform list, file, link) ----
const serviceContents = [
  learningContent({
    idContentItem: 3201,
    idContentType: 6,
    text: 'Negociação na prática',
    description: 'Um atendimento real, comentado passo a passo.',
    label: 'Vídeo',
    // The length of the demo file it plays (issue 18: cards said 42 s for an 8 s video).
    duration: 8,
    image: '/demo/capa-atendimento.svg',
    mediaLocation: media('video-negociacao.mp4'),
    contentLocation: media('video-negociacao.mp4'),
    mandatory: true,
  }),
  learningContent({
    idContentItem: 3202,
    idContentType: 4,
    text: 'Simulador de atendimento',
    description: 'Três casos para praticar a resposta ao cliente.',
    label: 'Simulador',
    image: '/demo/capa-curso.svg',
    contentLocation: media('simulador-atendimento.html'),
    mandatory: true,
  }),
  learningContent({
    idContentItem: 3203,
    idContentType: 7,
    text: 'Série: atendimento que encanta',
    description: 'Três episódios curtos da nossa central de relacionamento.',
    label: 'Série de vídeos',
    image: '/demo/capa-webinar.svg',
    contentLocation: 'https://www.youtube.com/playlist?list=PLhorizonteAtendimento',
    shareable: true,
  }),
  learningContent({
    idContentItem: 3204,
    idContentType: 18,
    text: 'Manual de tom de voz',
    description: 'Como a Horizonte fala com os clientes.',
    label: 'Arquivo',
    image: '/demo/capa-documento.svg',
    contentLocation: '/demo/manual-tom-de-voz.pdf',
  }),
  learningContent({
    idContentItem: 3205,
    idContentType: 27,
    text: 'Pesquisa de satisfação do cliente',
    description: 'O painel público de satisfação dos nossos clientes.',
    label: 'Link externo',
    image: '/demo/capa-certificado.svg',
    contentLocation: 'https://satisfacao.horizonte.test/painel',
  }),
];

// ---- Path 3: Segurança da Informação (video 2, audio, single page, file, link, restricted) ----
const securityContents = [
  learningContent({
    idContentItem: 3301,
    idContentType: 2,
    text: 'Golpes por e-mail: como reconhecer',
    description: 'Os sinais de um phishing em menos de um minuto.',
    label: 'Vídeo',
    // The length of the demo file it plays (issue 18: cards said 42 s for an 8 s video).
    duration: 8,
    image: '/demo/capa-video.svg',
    mediaLocation: media('video-seguranca.mp4'),
    contentLocation: media('video-seguranca.mp4'),
    mandatory: true,
    sequential: true,
    isSeekingBlocked: true,
  }),
  learningContent({
    idContentItem: 3302,
    idContentType: 5,
    text: 'Senhas fortes e cofres de senha',
    description: 'Por que frases longas valem mais que símbolos.',
    label: 'Leitura',
    author: 'Equipe de Segurança',
    image: '/demo/capa-artigo.svg',
    content:
      '<p>Uma senha longa, feita de palavras que só você associa, é mais difícil de adivinhar do que uma curta cheia de símbolos.</p><p>Use o cofre de senhas da empresa e ative a verificação em duas etapas.</p>',
    mandatory: true,
    sequential: true,
  }),
  learningContent({
    idContentItem: 3303,
    idContentType: 1,
    text: 'Resumo em áudio',
    description: 'Os cinco hábitos seguros, para ouvir no caminho.',
    label: 'Áudio',
    duration: 8,
    image: '/demo/capa-audio.svg',
    mediaLocation: media('resumo-aula.ogg'),
    contentLocation: media('resumo-aula.ogg'),
    sequential: true,
  }),
  learningContent({
    idContentItem: 3304,
    idContentType: 27,
    text: 'Canal de denúncia de incidentes',
    description: 'Onde avisar quando algo parece errado.',
    label: 'Link externo',
    image: '/demo/capa-certificado.svg',
    contentLocation: 'https://seguranca.horizonte.test/incidentes',
  }),
];

const conductContents = [
  learningContent({
    idContentItem: 3401,
    idContentType: 18,
    text: 'Código de conduta Horizonte',
    description: 'O documento completo, para consulta.',
    label: 'Arquivo',
    image: '/demo/capa-documento.svg',
    contentLocation: '/demo/regulamento-de-certificacao.pdf',
    mandatory: true,
  }),
];

const lgpdContents = [
  learningContent({
    idContentItem: 3501,
    idContentType: 5,
    text: 'O que é dado pessoal',
    description: 'Exemplos do nosso dia a dia.',
    label: 'Leitura',
    author: 'Jurídico',
    image: '/demo/capa-artigo.svg',
    content: '<p>Nome, CPF, telefone e até a gravação de uma ligação são dados pessoais.</p>',
    mandatory: true,
  }),
];

// ---- Path 4: Primeiro dia no atendimento (a short sequential path: video, then reading; restricted file) ----
const onboardingContents = [
  learningContent({
    idContentItem: 3601,
    idContentType: 2,
    text: 'Boas-vindas da equipe de atendimento',
    description: 'Oito segundos para conhecer quem vai trabalhar com você.',
    label: 'Vídeo',
    duration: 8,
    image: '/demo/capa-video.svg',
    mediaLocation: media('video-negociacao.mp4'),
    contentLocation: media('video-negociacao.mp4'),
    mandatory: true,
    sequential: true,
    isSeekingBlocked: true,
  }),
  learningContent({
    idContentItem: 3602,
    idContentType: 5,
    text: 'Seu primeiro atendimento',
    description: 'O roteiro do primeiro contato com um cliente.',
    label: 'Leitura',
    author: 'Equipe de Relacionamento',
    image: '/demo/capa-artigo.svg',
    content: '<p>Cumprimente, ouça até o fim, confirme o que entendeu e combine o próximo passo.</p>',
    mandatory: true,
    sequential: true,
  }),
  learningContent({
    idContentItem: 3603,
    idContentType: 18,
    text: 'Metas individuais do trimestre',
    description: 'Documento restrito à coordenação.',
    label: 'Arquivo',
    image: '/demo/capa-documento.svg',
    contentLocation: media('planilha-metas.xlsx'),
    hasAccess: false,
  }),
];

const nodes: Json[] = [
  organization(100, 'HZ-ESCOLA', null, 'Universidade Horizonte', {
    description: 'Todas as escolas e trilhas da Horizonte Educação Corporativa.',
    image: '/demo/fundo-horizonte.svg',
  }),
  organization(110, 'HZ-ESC-LID', 'HZ-ESCOLA', 'Escola de Liderança', {
    description: 'Trilhas para quem lidera pessoas ou se prepara para isso.',
    image: '/demo/capa-lideranca.svg',
    tags: ['Liderança'],
    blocks: [
      {
        idBlock: 51,
        blockType: 'TitleSection',
        title: 'Escola de Liderança',
        parameters: { title: 'Escola de Liderança', description: 'Escolha uma trilha para começar.' },
      },
      {
        idBlock: 52,
        blockType: 'Grid',
        title: 'Trilhas da escola',
        parameters: { cardFormat: 'portrait' },
        elements: [nodeCard('HZ-LID-01'), nodeCard('HZ-LID-02'), nodeCard('HZ-DIR-01')],
      },
    ],
  }),
  learning(101, 'HZ-LID-01', 'HZ-ESC-LID', 'Liderança Situacional', {
    shortTitle: 'Liderança',
    label: 'Trilha',
    description: 'Adapte o seu estilo de liderança a cada pessoa e a cada momento da equipe.',
    syllabus: '<p>Módulo 1: diagnóstico da equipe</p><p>Módulo 2: feedback e acompanhamento</p>',
    workload: 12,
    image: '/demo/capa-lideranca.svg',
    views: 1284,
    rate: 4.7,
    tags: ['Liderança', 'Feedback'],
    blocks: [
      {
        idBlock: 61,
        blockType: 'TextSection',
        title: 'Sobre a trilha',
        text: '<p>Dois módulos em sequência: conclua o primeiro para liberar o segundo.</p>',
      },
      {
        idBlock: 62,
        blockType: 'List',
        title: 'Módulos',
        parameters: { banner: '1', cardFormat: 'landscape-xsmall' },
        elements: [nodeCard('HZ-LID-01-M1'), nodeCard('HZ-LID-01-M2')],
      },
      {
        idBlock: 63,
        blockType: 'Meeting',
        title: 'Encontros da turma',
        parameters: { nodeCode: 'HZ-LID-01' },
      },
    ],
  }),
  learning(1011, 'HZ-LID-01-M1', 'HZ-LID-01', 'Módulo 1: diagnóstico da equipe', {
    label: 'Módulo',
    image: '/demo/capa-mentoria.svg',
    entryPoint: 1,
    mandatory: true,
    sequential: true,
    contents: leadershipModule1,
  }),
  learning(1012, 'HZ-LID-01-M2', 'HZ-LID-01', 'Módulo 2: feedback e acompanhamento', {
    label: 'Módulo',
    image: '/demo/capa-mentoria.svg',
    mandatory: true,
    sequential: true,
    prerequisites: ['HZ-LID-01-M1'],
    contents: leadershipModule2,
  }),
  learning(102, 'HZ-LID-02', 'HZ-ESC-LID', 'Gestão de Conflitos', {
    label: 'Curso',
    description: 'Mediação de conflitos e conversas difíceis na equipe.',
    workload: 6,
    image: '/demo/capa-mentoria.svg',
    tags: ['Liderança', 'Comunicação'],
    contents: [
      learningContent({
        idContentItem: 3121,
        idContentType: 5,
        text: 'Conversas difíceis em cinco passos',
        author: 'Carlos Eduardo Nunes',
        content: '<p>Prepare, abra, escute, combine e acompanhe.</p>',
        mandatory: true,
      }),
    ],
  }),
  learning(103, 'HZ-DIR-01', 'HZ-ESC-LID', 'Remuneração e Benefícios para Gestores', {
    label: 'Curso',
    description: 'Conteúdo restrito ao grupo de gestores da diretoria.',
    image: '/demo/capa-certificado.svg',
    hasAccess: false,
    selfEnrollment: false,
    tags: ['Liderança'],
  }),
  organization(120, 'HZ-ESC-ATD', 'HZ-ESCOLA', 'Escola de Atendimento', {
    description: 'Relacionamento com clientes, do primeiro contato ao pós-venda.',
    image: '/demo/capa-atendimento.svg',
    tags: ['Atendimento'],
  }),
  learning(201, 'HZ-ATD-01', 'HZ-ESC-ATD', 'Atendimento de Excelência', {
    label: 'Trilha',
    description: 'Escuta ativa, negociação e tom de voz em cada canal.',
    workload: 8,
    image: '/demo/capa-atendimento.svg',
    views: 2310,
    rate: 4.5,
    tags: ['Atendimento', 'Comunicação'],
    contents: serviceContents,
  }),
  learning(203, 'HZ-ATD-02', 'HZ-ESC-ATD', 'Primeiro dia no atendimento', {
    label: 'Trilha',
    description: 'Um caminho curto, em sequência, para quem chega à equipe.',
    workload: 1,
    image: '/demo/capa-atendimento.svg',
    tags: ['Atendimento'],
    contents: onboardingContents,
  }),
  learning(202, 'HZ-EXC-01', 'HZ-ESC-ATD', 'Excel para Atendimento', {
    label: 'Curso',
    description: 'Tabelas dinâmicas e relatórios de atendimento.',
    workload: 4,
    image: '/demo/capa-curso.svg',
    tags: ['Excel', 'Produtividade'],
    contents: [
      learningContent({
        idContentItem: 3211,
        idContentType: 18,
        text: 'Apostila de tabelas dinâmicas',
        contentLocation: '/demo/apostila-tabelas-dinamicas.pdf',
        mandatory: true,
      }),
    ],
  }),
  organization(130, 'HZ-ESC-SEG', 'HZ-ESCOLA', 'Escola de Segurança e Conformidade', {
    description: 'Segurança da informação, proteção de dados e conduta.',
    image: '/demo/capa-certificado.svg',
    tags: ['Segurança'],
  }),
  learning(301, 'HZ-SEG-01', 'HZ-ESC-SEG', 'Segurança da Informação', {
    label: 'Trilha',
    description: 'Os hábitos que protegem você, os clientes e a empresa.',
    workload: 3,
    image: '/demo/capa-certificado.svg',
    views: 3120,
    rate: 4.8,
    tags: ['Segurança', 'Conformidade'],
    contents: securityContents,
  }),
  learning(302, 'HZ-SEG-02', 'HZ-ESC-SEG', 'Proteção de Dados (LGPD)', {
    label: 'Curso',
    description: 'A lei geral de proteção de dados no dia a dia do atendimento.',
    workload: 2,
    image: '/demo/capa-documento.svg',
    tags: ['Conformidade', 'LGPD'],
    contents: lgpdContents,
  }),
  learning(303, 'HZ-COMP-01', 'HZ-ESC-SEG', 'Código de Conduta', {
    label: 'Curso',
    description: 'Os compromissos de quem trabalha na Horizonte.',
    workload: 1,
    image: '/demo/capa-documento.svg',
    tags: ['Conformidade'],
    contents: conductContents,
  }),
  organization(140, 'HZ-CATALOGO', 'HZ-ESCOLA', 'Catálogo de cursos', {
    description: 'Todos os cursos abertos para matrícula.',
    image: '/demo/capa-curso.svg',
  }),
];

const attachmentsOfEveryKind = [
  ['Apostila da turma', 'pdf', 'apostila-lideranca.pdf'],
  ['Apresentação de abertura', 'pptx', 'apresentacao-abertura.pptx'],
  ['Planilha de metas', 'xlsx', 'planilha-metas.xlsx'],
  ['Cronograma da turma', 'csv', 'cronograma-turma.csv'],
  ['Roteiro de feedback', 'docx', 'roteiro-feedback.docx'],
  ['Foto do encontro', 'jpg', 'foto-turma.jpg'],
  ['Mapa de competências', 'png', 'mapa-competencias.png'],
  ['Infográfico da liderança', 'svg', 'infografico-lideranca.svg'],
  ['Podcast da turma', 'mp3', 'podcast-lideranca.mp3'],
  ['Resumo da aula', 'ogg', 'resumo-aula.ogg'],
  ['Vídeo de boas-vindas', 'mp4', 'video-lideranca.mp4'],
  ['Gravação do encontro', 'webm', 'gravacao-encontro.webm'],
].map(([title, format, file], index) => ({ idAttachment: index + 1, title, format, url: media(file!) }));

const team = (fields: Json): Json =>
  demoTeam({}, '2026-09-01T00:00:00-03:00', '2027-06-30T23:59:59-03:00', fields);

const teams: Json[] = [
  team({
    idTeam: 11,
    name: 'Turma Liderança 2026/2027',
    description: 'Turma com encontros presenciais na sede de São Paulo.',
    nodeCode: 'HZ-LID-01',
    idCertificate: 7,
    meetings: [inPersonMeeting, onlineMeeting],
    attachments: attachmentsOfEveryKind,
    // The comment drawer's class tab (learning-area.md 2.4): only this class takes comments.
    allowComments: true,
  }),
  team({
    idTeam: 12,
    name: 'Turma Gestores Regionais',
    description: 'N/A',
    nodeCode: 'HZ-LID-01',
    needApproval: 1,
    capacity: 25,
  }),
  team({
    idTeam: 21,
    name: 'Turma Gestão de Conflitos',
    description: 'Vagas limitadas; a coordenação aprova as matrículas.',
    nodeCode: 'HZ-LID-02',
    needApproval: 1,
    capacity: 20,
  }),
  team({
    idTeam: 13,
    name: 'Turma Aberta Atendimento',
    description: 'Matrícula imediata, sem limite de vagas.',
    nodeCode: 'HZ-ATD-01',
    capacity: null,
    meetings: [
      {
        idMeeting: 3,
        title: 'Plantão de dúvidas on-line',
        meetingType: 'ONLINE',
        startDate: '2026-12-02T18:00:00-03:00',
        finishDate: '2026-12-02T19:00:00-03:00',
        address: 'https://meet.horizonte.test/plantao-atendimento',
        speaker: 'Equipe de Relacionamento',
        nodeCode: 'HZ-ATD-01',
      },
    ],
    attachments: [attachmentsOfEveryKind[0], attachmentsOfEveryKind[3]],
  }),
  team({
    idTeam: 15,
    name: 'Turma Integração Atendimento',
    description: 'Para quem acaba de chegar à equipe.',
    nodeCode: 'HZ-ATD-02',
    capacity: null,
  }),
  team({
    idTeam: 14,
    name: 'Turma Lotada',
    description: 'Todas as vagas preenchidas.',
    nodeCode: 'HZ-EXC-01',
    capacity: 1,
  }),
  team({
    idTeam: 31,
    name: 'Turma Contínua Segurança',
    description: 'Permite nova matrícula para quem expirou ou foi reprovado.',
    nodeCode: 'HZ-SEG-01',
    capacity: null,
    allowReenrollment: 1,
  }),
  team({
    idTeam: 32,
    name: 'Turma Fevereiro 2027',
    description: 'Começa em fevereiro; a matrícula já está aberta.',
    nodeCode: 'HZ-SEG-02',
    initialDate: '2027-02-01T00:00:00-03:00',
    finalDate: '2027-04-30T23:59:59-03:00',
  }),
  team({
    idTeam: 33,
    name: 'Turma Conduta 2026',
    description: 'Concluída: o conteúdo não fica disponível após a conclusão.',
    nodeCode: 'HZ-COMP-01',
    allowAccessUponCompletion: 0,
    finalDate: '2026-12-31T23:59:59-03:00',
  }),
  // Two catalog courses no other class or test touches: the enrolment e2e enrols bruno directly in
  // the first and requests the second (tests/e2e/learning-enrollment.spec.ts).
  team({
    idTeam: 41,
    name: 'Turma Aberta Vendas Consultivas',
    description: 'Matrícula imediata, turma on-line.',
    nodeCode: 'HZ-CAT-VENDAS-01',
    capacity: 30,
  }),
  team({
    idTeam: 42,
    name: 'Turma Negociação com Aprovação',
    description: 'N / D',
    nodeCode: 'HZ-CAT-VENDAS-02',
    needApproval: 1,
    capacity: null,
  }),
];

const enrollments = [
  {
    idEnrollment: 501,
    idUser: bruno,
    idTeam: 11,
    status: 'IN_PROGRESS',
    contents: [{ idContentItem: 3101, status: 'IN_PROGRESS', progress: 40 }],
  },
  {
    idEnrollment: 502,
    idUser: bruno,
    idTeam: 13,
    status: 'IN_PROGRESS',
    contents: [
      { idContentItem: 3201, status: 'COMPLETED', progress: 100 },
      { idContentItem: 3202, status: 'COMPLETED', progress: 100 },
    ],
  },
  { idEnrollment: 503, idUser: bruno, idTeam: 31, status: 'FAILED' },
  {
    idEnrollment: 504,
    idUser: bruno,
    idTeam: 33,
    status: 'COMPLETED',
    contents: [{ idContentItem: 3401, status: 'COMPLETED', progress: 100 }],
  },
  // The viewer's walk-through (tests/e2e/learning-viewer.spec.ts): nothing started yet.
  { idEnrollment: 506, idUser: bruno, idTeam: 15, status: 'IN_PROGRESS' },
  // The full class's one place is Helena's.
  { idEnrollment: 505, idUser: helena, idTeam: 14, status: 'IN_PROGRESS' },
  // The offline course (issue 20, tests/e2e/offline-courses.spec.ts): Téo keeps Atendimento de Excelência on
  // his device and studies it with the network off. Nothing started yet.
  { idEnrollment: 531, idUser: teo, idTeam: 13, status: 'IN_PROGRESS' },
];

// Téo studies offline (enrollment 531 above): his own learner, so that test leaves Bruno's data alone.
const offlineLearners = [
  {
    idUser: teo,
    name: 'Téo Barros',
    email: 'teo@horizonte.test',
    password: 'Senha1234',
    admin: 0,
    gamification: 0,
    department: 'Comercial',
    role: 'Consultor de campo',
  },
];

// Bruno's requests in every status (learning-area.md 4.6), more than a page of 10 under 'Todos': the
// journey's requestEnrollmentStatus tab. Two stay PENDING (the default filter shows them; tests cancel
// 31 on their own servers). 32 is the approved request of his class 11 (enrollment 501).
const request = (
  idEnrollmentRequest: number,
  idTeam: number,
  status: string,
  creationDate: string,
  fields: Json = {},
): Json => ({ idEnrollmentRequest, idUser: bruno, idTeam, status, creationDate, ...fields });
const enrollmentRequests = [
  request(31, 21, 'PENDING', '2026-11-20T09:12:00-03:00'),
  request(32, 11, 'APPROVED', '2026-08-18T10:05:00-03:00', { statusDate: '2026-08-20T16:40:00-03:00' }),
  request(33, 12, 'DENIED', '2026-09-02T14:30:00-03:00', {
    statusDate: '2026-09-05T11:00:00-03:00',
    reason:
      'A turma é exclusiva para gestores regionais. Converse com a sua liderança sobre a próxima turma.',
  }),
  request(34, 42, 'CANCELED', '2026-09-10T08:45:00-03:00', { statusDate: '2026-09-11T09:20:00-03:00' }),
  request(35, 12, 'DENIED', '2026-06-12T15:00:00-03:00', {
    statusDate: '2026-06-15T10:10:00-03:00',
    reason: 'Vagas esgotadas nesta edição.',
  }),
  request(36, 13, 'APPROVED', '2026-07-01T09:00:00-03:00', { statusDate: '2026-07-01T13:25:00-03:00' }),
  request(37, 42, 'DENIED', '2026-07-22T11:30:00-03:00', {
    statusDate: '2026-07-24T17:00:00-03:00',
    reason: 'Pré-requisito pendente: conclua Vendas Consultivas antes.',
  }),
  request(38, 21, 'CANCELED', '2026-05-03T10:00:00-03:00', { statusDate: '2026-05-04T08:00:00-03:00' }),
  request(39, 14, 'DENIED', '2026-04-14T16:20:00-03:00', {
    statusDate: '2026-04-16T09:45:00-03:00',
    reason: 'Turma lotada.',
  }),
  request(40, 33, 'APPROVED', '2026-03-09T09:30:00-03:00', { statusDate: '2026-03-10T10:00:00-03:00' }),
  request(41, 32, 'CANCELED', '2026-02-17T13:10:00-03:00', { statusDate: '2026-02-18T09:00:00-03:00' }),
  request(42, 12, 'PENDING', '2026-11-25T18:05:00-03:00'),
];

const homeBlocks = [
  {
    idBlock: 1,
    blockType: 'MasterBanner',
    title: 'Destaques',
    parameters: { rotationInterval: 6 },
    elements: [
      {
        elementType: 'IMAGE',
        idElement: 1,
        data: {
          image: '/demo/fundo-horizonte.svg',
          title: 'Bem-vindo à Universidade Horizonte',
          link: '/catalog/HZ-ESCOLA',
        },
      },
      {
        elementType: 'IMAGE',
        idElement: 2,
        data: {
          image: '/demo/capa-lideranca.svg',
          title: 'Nova turma de Liderança Situacional',
          link: '/catalog/HZ-ESC-LID',
        },
      },
      {
        elementType: 'IMAGE',
        idElement: 3,
        data: {
          image: '/demo/capa-certificado.svg',
          title: 'Segurança da Informação: recicle seus hábitos',
          link: '/catalog/HZ-ESC-SEG',
        },
      },
    ],
  },
  {
    idBlock: 2,
    blockType: 'TitleSection',
    title: 'Olá! O que vamos aprender hoje?',
    parameters: {
      title: 'Olá! O que vamos aprender hoje?',
      description: 'Continue de onde parou ou descubra algo novo.',
    },
  },
  {
    idBlock: 3,
    blockType: 'EnrollmentsInProgress',
    title: 'Continue aprendendo',
    parameters: { cardFormat: 'landscape-xsmall' },
  },
  {
    idBlock: 4,
    blockType: 'PreTest',
    title: 'Pré-teste de segurança',
    text: 'Responda antes de começar a trilha de Segurança da Informação.',
    parameters: { nodeCode: 'HZ-SEG-01' },
    // The pre-test is an EVALUATION element; the learner's questionnaire comes with evaluations (4.5).
    elements: [
      {
        elementType: 'EVALUATION',
        idElement: 41,
        data: {
          idEvaluation: 41,
          title: 'Pré-teste: Segurança da Informação',
          description: 'Dez questões para medir o que você já sabe antes da trilha.',
          evaluationType: 'PRE_TEST',
          evaluationMasteryScore: 70,
          nodeCode: 'HZ-SEG-01',
        },
      },
    ],
  },
  {
    idBlock: 5,
    blockType: 'Carrousel',
    title: 'Trilhas em destaque',
    parameters: { cardFormat: 'portrait' },
    elements: [
      nodeCard('HZ-LID-01'),
      nodeCard('HZ-ATD-01'),
      nodeCard('HZ-SEG-01'),
      nodeCard('HZ-SEG-02'),
      nodeCard('HZ-LID-02'),
      nodeCard('HZ-EXC-01'),
      nodeCard('HZ-COMP-01'),
      nodeCard('HZ-DIR-01'),
    ],
  },
  {
    idBlock: 6,
    blockType: 'Recommendation',
    title: 'Recomendados para você',
    parameters: { cardFormat: 'square' },
  },
  {
    idBlock: 7,
    blockType: 'Grid',
    title: 'Escolas',
    parameters: { cardFormat: 'square' },
    elements: [
      nodeCard('HZ-ESC-LID'),
      nodeCard('HZ-ESC-ATD'),
      nodeCard('HZ-ESC-SEG'),
      nodeCard('HZ-CATALOGO'),
    ],
  },
  {
    idBlock: 8,
    blockType: 'List',
    title: 'Conteúdos rápidos',
    parameters: { banner: '1', cardFormat: 'landscape-xsmall' },
    elements: [contentCard(3302), contentCard(3204), contentCard(3205)],
  },
  {
    idBlock: 9,
    blockType: 'NodeLink',
    title: 'Conheça o catálogo completo',
    text: 'Mais de 300 cursos abertos para matrícula.',
    parameters: { nodeCode: 'HZ-CATALOGO' },
    elements: [nodeCard('HZ-CATALOGO')],
  },
  {
    idBlock: 10,
    blockType: 'ListBlocks',
    title: 'Por escola',
    parameters: { cardFormat: 'landscape-xsmall' },
    elements: [nodeCard('HZ-ESC-LID'), nodeCard('HZ-ESC-ATD'), nodeCard('HZ-ESC-SEG')],
  },
  // A journey card opens its course's tree (/nodeTree/{nodeCode}) and an avatar card its area's level
  // (/level?nodeLevel={idNode}), learning-area.md 2.2: both reached by clicking from the home.
  {
    idBlock: 17,
    blockType: 'Carrousel',
    title: 'Trilhas de aprendizagem',
    parameters: { cardFormat: 'landscape-xsmall', type: 'journey' },
    elements: [nodeCard('HZ-LID-01'), nodeCard('HZ-ATD-01')],
  },
  {
    idBlock: 18,
    blockType: 'Grid',
    title: 'Áreas do catálogo',
    parameters: { cardFormat: 'square', type: 'avatar' },
    elements: [nodeCard('HZ-CAT-VENDAS'), nodeCard('HZ-CAT-DADOS'), nodeCard('HZ-CAT-INOVACAO')],
  },
  {
    idBlock: 11,
    blockType: 'Catalog',
    title: 'Catálogo',
    parameters: {
      nodeCode: 'HZ-CATALOGO',
      depth: 2,
      textSearch: '1',
      tagsFilter: '1',
      cardFormat: 'portrait',
    },
  },
  // 'Eventos da página' keeps the meetings of the school's page (parameters.nodeCode), 'Todos os eventos' all of the learner's.
  {
    idBlock: 12,
    blockType: 'Meeting',
    title: 'Próximos encontros',
    parameters: { nodeCode: 'HZ-ESC-LID' },
  },
  {
    idBlock: 13,
    blockType: 'TextSection',
    title: 'Como funciona',
    text: '<p>Matricule-se em uma turma, siga a trilha na ordem e acompanhe seu progresso em <strong>Minha Jornada</strong>.</p>',
  },
  { idBlock: 14, blockType: 'Calendar', title: 'Agenda de treinamentos' },
  {
    idBlock: 15,
    blockType: 'Campaign',
    title: 'Campanha Aprender Juntos',
    text: 'Ganhe pontos a cada conteúdo concluído.',
    // idCampaign: the block loads the campaign's categories from GET /learning/categories/campaign/1.
    parameters: {
      mediaType: 'image',
      mediaUrl: '/demo/tile-trilhas.svg',
      cardFormat: 'square',
      idCampaign: 1,
    },
    // The campaign's categories: completing their courses earns the campaign's points (the reference API
    // answers them by the campaign's id).
    elements: [
      nodeCard('HZ-CAT-LIDERANCA'),
      nodeCard('HZ-CAT-ATENDIMENTO'),
      nodeCard('HZ-CAT-SEGURANCA'),
      nodeCard('HZ-CAT-COMUNICACAO'),
    ],
  },
  {
    idBlock: 16,
    blockType: 'Upgrade',
    title: 'Conheça os planos',
    text: 'Leve a Universidade Horizonte para toda a sua equipe.',
  },
];

const videoPlaylists = [
  {
    playlistId: 'PLhorizonteAtendimento',
    provider: 'youtube',
    items: [
      {
        videoId: 'hzAtdEscuta',
        title: 'Escuta ativa em três perguntas',
        thumbnail: '/demo/capa-atendimento.svg',
        duration: 'PT3M40S',
      },
      {
        videoId: 'hzAtdTomVoz',
        title: 'Tom de voz no chat e no telefone',
        thumbnail: '/demo/capa-webinar.svg',
        duration: 'PT4M5S',
      },
      {
        videoId: 'hzAtdPosVen',
        title: 'Pós-venda que fideliza',
        thumbnail: '/demo/capa-curso.svg',
        duration: 'PT2M55S',
      },
    ],
  },
];

// ---- The catalog: 10 categories of 30 courses, titles built from real course themes ----
const categories: [string, string, string[], string[]][] = [
  [
    'LIDERANCA',
    'Liderança e Gestão',
    ['Liderança'],
    [
      'Gestão de equipes remotas',
      'Delegação eficaz',
      'Reuniões produtivas',
      'Feedback contínuo',
      'Gestão do tempo para líderes',
      'Tomada de decisão',
    ],
  ],
  [
    'ATENDIMENTO',
    'Atendimento ao Cliente',
    ['Atendimento'],
    [
      'Escuta ativa',
      'Atendimento por chat',
      'Clientes insatisfeitos',
      'Pós-venda',
      'Atendimento telefônico',
      'Experiência do cliente',
    ],
  ],
  [
    'VENDAS',
    'Vendas e Negociação',
    ['Vendas'],
    [
      'Negociação ganha-ganha',
      'Prospecção de clientes',
      'Fechamento de vendas',
      'Objeções comuns',
      'Vendas consultivas',
      'Funil de vendas',
    ],
  ],
  [
    'DADOS',
    'Dados e Planilhas',
    ['Excel', 'Produtividade'],
    [
      'Tabelas dinâmicas',
      'Fórmulas essenciais',
      'Gráficos que comunicam',
      'Painéis de indicadores',
      'Análise de dados',
      'Automação de planilhas',
    ],
  ],
  [
    'SEGURANCA',
    'Segurança e Privacidade',
    ['Segurança'],
    [
      'Phishing e engenharia social',
      'Senhas e autenticação',
      'Trabalho remoto seguro',
      'Classificação da informação',
      'Resposta a incidentes',
      'Dispositivos móveis',
    ],
  ],
  [
    'CONFORMIDADE',
    'Ética e Conformidade',
    ['Conformidade'],
    [
      'Conflito de interesses',
      'Anticorrupção',
      'Assédio no trabalho',
      'Canal de ética',
      'Brindes e hospitalidade',
      'Defesa da concorrência',
    ],
  ],
  [
    'COMUNICACAO',
    'Comunicação',
    ['Comunicação'],
    [
      'Escrita clara',
      'Apresentações de impacto',
      'Comunicação não violenta',
      'Oratória',
      'E-mails eficientes',
      'Storytelling',
    ],
  ],
  [
    'BEMESTAR',
    'Saúde e Bem-estar',
    ['Bem-estar'],
    [
      'Ergonomia no escritório',
      'Gestão do estresse',
      'Sono e produtividade',
      'Alimentação no trabalho',
      'Pausas ativas',
      'Saúde mental',
    ],
  ],
  [
    'INOVACAO',
    'Inovação e Agilidade',
    ['Inovação'],
    [
      'Design thinking',
      'Métodos ágeis',
      'Kanban na prática',
      'Experimentação',
      'Criatividade em equipe',
      'Gestão de produtos',
    ],
  ],
  [
    'DIVERSIDADE',
    'Diversidade e Inclusão',
    ['Diversidade'],
    [
      'Vieses inconscientes',
      'Acessibilidade digital',
      'Liderança inclusiva',
      'Equidade de gênero',
      'Diversidade geracional',
      'Linguagem inclusiva',
    ],
  ],
];
const levels = ['Fundamentos', 'Intermediário', 'Avançado', 'Na prática', 'Para líderes'];
const covers = [
  'capa-curso.svg',
  'capa-lideranca.svg',
  'capa-atendimento.svg',
  'capa-webinar.svg',
  'capa-mentoria.svg',
  'capa-artigo.svg',
];

// Two catalog courses re-publish Liderança Situacional (originalNodeCode): its equivalency modal lists
// them (learning-area.md 2.4, GET /learning/nodes/{id}/equivalences; tests/e2e/learning-extras.spec.ts).
const republished: Record<string, string> = {
  'HZ-CAT-LIDERANCA-04': 'HZ-LID-01',
  'HZ-CAT-LIDERANCA-10': 'HZ-LID-01',
};

const catalogNodes: Json[] = [];
categories.forEach(([code, title, tags, themes], categoryIndex) => {
  const categoryCode = `HZ-CAT-${code}`;
  catalogNodes.push(
    organization(1000 + categoryIndex, categoryCode, 'HZ-CATALOGO', title, {
      description: `Cursos de ${title.toLowerCase()}.`,
      image: `/demo/${covers[categoryIndex % covers.length]}`,
      tags,
    }),
  );
  for (let index = 0; index < 30; index += 1) {
    const theme = themes[index % themes.length]!;
    const level = levels[Math.floor(index / themes.length)]!;
    const number = String(index + 1).padStart(2, '0');
    catalogNodes.push(
      learning(
        10000 + categoryIndex * 100 + index,
        `${categoryCode}-${number}`,
        categoryCode,
        `${theme}: ${level}`,
        {
          label: 'Curso',
          description: `${theme} em nível ${level.toLowerCase()}, com exemplos do dia a dia da Horizonte.`,
          workload: 1 + ((index * 7 + categoryIndex) % 8),
          image: `/demo/${covers[(index + categoryIndex) % covers.length]}`,
          views: (index * 137 + categoryIndex * 53) % 2000,
          rate: Math.round((3.5 + ((index * 3 + categoryIndex) % 15) / 10) * 10) / 10,
          tags: index % 3 === 0 ? [...tags, 'Iniciante'] : tags,
          ...(republished[`${categoryCode}-${number}`]
            ? { originalNodeCode: republished[`${categoryCode}-${number}`] }
            : {}),
        },
      ),
    );
  }
});

// ---- Evaluations (learning-area.md 3 'Evaluation', 4.5, 5; issue 12) -------------------------------
// Written to parts/learning-evaluations.json (own part: the evaluations, the two courses that hold them,
// their classes, bruno's enrolments in them and the pre-test's learners). Each e2e has its OWN evaluation
// or learner, so the order of the tests never matters (they share one database per run):
//   HZ-SEG-03 'Segurança Digital na Prática' (idNode 304, class 34): bruno's enrolment 507, node
//   enrolment 50700 (home 'Continue aprendendo' > the course):
//     4201 KNOWLEDGE every graded type (SINGLE_OPTION, TRUE_OR_FALSE, MULTI_OPTION, CORRELATE), 3 tries: every-type answering
//     4202 KNOWLEDGE timeLimit 20 s, 3 questions: timer auto-submit
//     4203 KNOWLEDGE 4 questions, no time limit: offline outbox + reload
//     4204 KNOWLEDGE maxTries 2 + lockAfterApproval '1' (mastery 70): retry
//     4205 KNOWLEDGE lockNavigation 1: cannot advance before answering
//     4206 KNOWLEDGE questionAmount 3 of 5 questions, a time limit of 10 minutes: spare (server tests)
//   HZ-ATD-03 'Comunicação com o Cliente' (idNode 204, class 16): bruno's enrolment 508, node enrolment 50800:
//     4301 REACTION every survey type (MULTI_LIKERT_SCALE, LIKERT_SCALE, SINGLE_OPTION_COMMENT, COMMENT),
//          required and optional questions, its own closingText: survey
//     4302 REACTION, 2 questions, no closingText (the default thanks): survey without closing text
//   PRE_TEST 41 'Pré-teste: Segurança da Informação' of node HZ-SEG-01 (home block 4, PreTest): bruno's
//   enrolment there is FAILED, so two learners of their own take it: carla@horizonte.test (idUser 1201,
//   enrolment 513, node enrolment 51300: the pre-test gate e2e) and diego@horizonte.test (1202, 514,
//   51400: the PreTest block e2e). Password Senha1234.
const carla = 1201;
const diego = 1202;

const evaluationParameters = (fields: Json = {}): Json => ({
  timeLimit: null,
  questionAmount: null,
  lockNavigation: 0,
  maxTries: 1,
  lockAfterApproval: '0',
  showResponseSummary: 1,
  closingText: null,
  ...fields,
});

/** Option ids are the question's id times 10 plus the option's place (1, 2...). */
const choices = (idQuestion: number, texts: string[], correct: number[] = []) =>
  texts.map((description, index) => ({
    idQuestionOption: idQuestion * 10 + index + 1,
    description,
    ...(correct.length ? { correct: correct.includes(index + 1) } : {}),
  }));

const singleOption = (idQuestion: number, statement: string, texts: string[], right: number): Json => ({
  idQuestion,
  statement,
  questionType: 'SINGLE_OPTION',
  options: choices(idQuestion, texts, [right]),
});
const trueOrFalse = (idQuestion: number, statement: string, isTrue: boolean): Json => ({
  idQuestion,
  statement,
  questionType: 'TRUE_OR_FALSE',
  options: choices(idQuestion, ['Verdadeiro', 'Falso'], [isTrue ? 1 : 2]),
});
const multiOption = (idQuestion: number, statement: string, texts: string[], right: number[]): Json => ({
  idQuestion,
  statement,
  questionType: 'MULTI_OPTION',
  options: choices(idQuestion, texts, right),
});
/** CORRELATE: each item with the number (1 to the count) it must get. */
const correlate = (idQuestion: number, statement: string, items: [string, number][]): Json => ({
  idQuestion,
  statement,
  questionType: 'CORRELATE',
  options: items.map(([description, correctNumber], index) => ({
    idQuestionOption: idQuestion * 10 + index + 1,
    description,
    correctNumber,
  })),
});

const agreement = ['Discordo totalmente', 'Discordo', 'Neutro', 'Concordo', 'Concordo totalmente'];
const agreementScales = (idQuestion: number) =>
  agreement.map((title, index) => ({ idQuestionScale: idQuestion * 10 + index + 1, title }));
const survey = (idQuestion: number, questionType: string, statement: string, fields: Json = {}): Json => ({
  idQuestion,
  statement,
  questionType,
  required: true,
  options: [],
  ...fields,
});

const everyTypeQuestions = [
  singleOption(
    420101,
    'Qual destas senhas é a mais segura?',
    ['horizonte2026', 'Cavalo-Azul-Bateria-Grampo!', '12345678', 'SenhaForte'],
    2,
  ),
  trueOrFalse(420102, 'É seguro anotar a senha do sistema em um papel colado no monitor.', false),
  multiOption(
    420103,
    'Quais destes sinais indicam um e-mail de phishing?',
    [
      'Remetente com domínio parecido, mas diferente',
      'Pedido urgente de senha ou código',
      'Assinatura com o ramal do colega',
      'Link que leva a um endereço desconhecido',
    ],
    [1, 2, 4],
  ),
  correlate(
    420104,
    'Relacione cada ameaça à sua descrição (1 Phishing, 2 Ransomware, 3 Engenharia social).',
    [
      ['Mensagem falsa que imita uma empresa para roubar dados', 1],
      ['Programa que sequestra arquivos e pede resgate', 2],
      ['Conversa que manipula a pessoa para obter acesso', 3],
    ],
  ),
];

const phishingQuestions = (base: number) => [
  trueOrFalse(base + 1, 'Um e-mail com o logotipo da empresa é sempre legítimo.', false),
  singleOption(
    base + 2,
    'Recebeu um link suspeito. O que fazer primeiro?',
    [
      'Clicar para conferir',
      'Encaminhar aos colegas',
      'Reportar ao canal de incidentes',
      'Responder pedindo mais dados',
    ],
    3,
  ),
  multiOption(
    base + 3,
    'Quais atitudes reduzem o risco de phishing?',
    [
      'Conferir o remetente',
      'Passar o mouse sobre o link antes de clicar',
      'Desativar o antivírus',
      'Desconfiar de urgência',
    ],
    [1, 2, 4],
  ),
];

const passwordQuestions = (base: number) => [
  singleOption(
    base + 1,
    'Onde guardar as senhas do trabalho?',
    [
      'Em uma planilha',
      'No cofre de senhas da empresa',
      'No bloco de notas',
      'Na memória do navegador de um computador público',
    ],
    2,
  ),
  trueOrFalse(base + 2, 'A verificação em duas etapas protege a conta mesmo quando a senha vaza.', true),
  multiOption(
    base + 3,
    'O que torna uma senha forte?',
    ['Ser longa', 'Ser única para cada sistema', 'Conter o seu nome', 'Ser uma frase que só você associa'],
    [1, 2, 4],
  ),
  correlate(
    base + 4,
    'Relacione cada prática ao seu objetivo (1 Bloqueio de tela, 2 Backup, 3 Atualização).',
    [
      ['Impedir o uso do computador quando você se afasta', 1],
      ['Recuperar arquivos perdidos', 2],
      ['Corrigir falhas conhecidas do sistema', 3],
    ],
  ),
];

const classificationQuestions = (base: number) => [
  singleOption(
    base + 1,
    'Um relatório com dados de clientes é classificado como:',
    ['Público', 'Interno', 'Confidencial', 'Livre'],
    3,
  ),
  singleOption(
    base + 2,
    'O cardápio do refeitório é classificado como:',
    ['Público', 'Interno', 'Confidencial', 'Restrito'],
    2,
  ),
  trueOrFalse(
    base + 3,
    'Informação confidencial pode ser enviada ao e-mail pessoal para trabalhar em casa.',
    false,
  ),
  trueOrFalse(base + 4, 'O dono da informação define a sua classificação.', true),
  singleOption(
    base + 5,
    'Ao imprimir um documento confidencial, você deve:',
    ['Deixá-lo na impressora', 'Retirá-lo na hora', 'Pedir que um colega retire', 'Imprimir duas cópias'],
    2,
  ),
];

const pretestQuestions = [
  trueOrFalse(4101, 'Compartilhar a senha com um colega de confiança é aceitável.', false),
  singleOption(
    4102,
    'Qual é o canal para avisar sobre um incidente de segurança?',
    ['O grupo da equipe', 'O canal de incidentes', 'O e-mail pessoal do gestor', 'Nenhum: resolva sozinho'],
    2,
  ),
  multiOption(
    4103,
    'Quais dados são pessoais segundo a LGPD?',
    ['CPF', 'Endereço', 'Faturamento da empresa', 'E-mail do cliente'],
    [1, 2, 4],
  ),
  correlate(4104, 'Relacione (1 Confidencialidade, 2 Integridade, 3 Disponibilidade).', [
    ['Só quem pode, vê', 1],
    ['Ninguém altera sem autorização', 2],
    ['Está lá quando se precisa', 3],
  ]),
];

const evaluations: Json[] = [
  {
    idEvaluation: 41,
    nodeCode: 'HZ-SEG-01',
    title: 'Pré-teste: Segurança da Informação',
    description: 'Quatro questões para medir o que você já sabe antes da trilha.',
    evaluationType: 'PRE_TEST',
    evaluationMasteryScore: 70,
    // maxTries 3 on purpose: a pre-test forces 1 (4.5), whatever its parameters say.
    parameters: evaluationParameters({ maxTries: 3, showResponseSummary: 0 }),
    questions: pretestQuestions,
  },
  {
    idEvaluation: 4201,
    nodeCode: 'HZ-SEG-03',
    position: 1,
    title: 'Avaliação: hábitos seguros',
    description: 'Uma questão de cada tipo sobre senhas, phishing e ameaças.',
    label: 'Avaliação',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 70,
    mandatory: true,
    parameters: evaluationParameters({ maxTries: 3 }),
    questions: everyTypeQuestions,
  },
  {
    idEvaluation: 4202,
    nodeCode: 'HZ-SEG-03',
    position: 1,
    title: 'Teste relâmpago: phishing',
    description: 'Três questões em 20 segundos: o tempo acaba e a avaliação é enviada sozinha.',
    label: 'Avaliação',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 60,
    parameters: evaluationParameters({ timeLimit: 20 }),
    questions: phishingQuestions(420200),
  },
  {
    idEvaluation: 4203,
    nodeCode: 'HZ-SEG-03',
    position: 1,
    title: 'Avaliação: senhas e acessos',
    description: 'Quatro questões; as respostas ficam guardadas mesmo sem conexão.',
    label: 'Avaliação',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 70,
    parameters: evaluationParameters({ maxTries: 2 }),
    questions: passwordQuestions(420300),
  },
  {
    idEvaluation: 4204,
    nodeCode: 'HZ-SEG-03',
    position: 1,
    title: 'Avaliação final: Segurança na Prática',
    description: 'Duas tentativas; aprovado, a avaliação se encerra.',
    label: 'Avaliação',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 70,
    parameters: evaluationParameters({ maxTries: 2, lockAfterApproval: '1' }),
    questions: phishingQuestions(420400),
  },
  {
    idEvaluation: 4205,
    nodeCode: 'HZ-SEG-03',
    position: 1,
    title: 'Avaliação guiada: classificação da informação',
    description: 'Responda cada questão para seguir para a próxima.',
    label: 'Avaliação',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 60,
    parameters: evaluationParameters({ lockNavigation: 1, maxTries: 2 }),
    questions: classificationQuestions(420500).slice(0, 3),
  },
  {
    idEvaluation: 4206,
    nodeCode: 'HZ-SEG-03',
    position: 1,
    title: 'Simulado: classificação da informação',
    description: 'Três questões sorteadas de um banco de cinco, em até 10 minutos.',
    label: 'Simulado',
    evaluationType: 'KNOWLEDGE',
    evaluationMasteryScore: 60,
    parameters: evaluationParameters({
      timeLimit: 600,
      questionAmount: 3,
      maxTries: 3,
      showResponseSummary: 0,
    }),
    questions: classificationQuestions(420600),
  },
  {
    idEvaluation: 4301,
    nodeCode: 'HZ-ATD-03',
    position: 1,
    title: 'Pesquisa de reação: Comunicação com o Cliente',
    description: 'Conte o que achou do curso: leva dois minutos.',
    label: 'Pesquisa',
    evaluationType: 'REACTION',
    evaluationMasteryScore: null,
    parameters: evaluationParameters({
      showResponseSummary: 0,
      closingText: 'Obrigado! A sua opinião ajuda a Universidade Horizonte a melhorar cada turma.',
    }),
    questions: [
      survey(430101, 'MULTI_LIKERT_SCALE', 'Avalie cada aspecto do curso:', {
        options: choices(430101, ['Clareza do conteúdo', 'Aplicação no dia a dia', 'Duração']),
        scales: agreementScales(430101),
      }),
      survey(430102, 'LIKERT_SCALE', 'Você recomendaria este curso a um colega?', {
        options: choices(430102, [
          'Com certeza não',
          'Provavelmente não',
          'Talvez',
          'Provavelmente sim',
          'Com certeza sim',
        ]),
      }),
      survey(430103, 'SINGLE_OPTION_COMMENT', 'Qual formato você prefere? Conte por quê.', {
        options: choices(430103, ['Vídeo', 'Leitura', 'Encontro ao vivo']),
      }),
      survey(430104, 'COMMENT', 'O que podemos melhorar? (opcional)', { required: false }),
      survey(430105, 'SINGLE_OPTION_COMMENT', 'Você usou o material de apoio? (opcional)', {
        required: false,
        options: choices(430105, ['Sim', 'Não']),
      }),
    ],
  },
  {
    idEvaluation: 4302,
    nodeCode: 'HZ-ATD-03',
    position: 1,
    title: 'Pesquisa rápida: conteúdo e instrutor',
    description: 'Duas perguntas rápidas.',
    label: 'Pesquisa',
    evaluationType: 'REACTION',
    evaluationMasteryScore: null,
    parameters: evaluationParameters({ showResponseSummary: 0 }),
    questions: [
      survey(430201, 'LIKERT_SCALE', 'O conteúdo atendeu às suas expectativas?', {
        options: choices(430201, agreement),
      }),
      survey(430202, 'COMMENT', 'Deixe um recado para o instrutor.'),
    ],
  },
];

/** A page block listing the node's evaluations as EVALUATION cards (the server adds the learner's questionnaire and status). */
const evaluationsBlock = (idBlock: number, nodeCode: string, title: string): Json => ({
  idBlock,
  blockType: 'Grid',
  title,
  parameters: { cardFormat: 'landscape-xsmall' },
  elements: evaluations
    .filter((evaluation) => evaluation.nodeCode === nodeCode)
    .map(({ idEvaluation, title: name, evaluationType }) => ({
      elementType: 'EVALUATION',
      idElement: idEvaluation,
      data: { idEvaluation, title: name, evaluationType, nodeCode },
    })),
});

const evaluationNodes: Json[] = [
  learning(304, 'HZ-SEG-03', 'HZ-ESC-SEG', 'Segurança Digital na Prática', {
    label: 'Curso',
    description: 'Avaliações de cada tipo para treinar o que você aprendeu sobre segurança.',
    workload: 2,
    image: '/demo/capa-certificado.svg',
    tags: ['Segurança'],
    blocks: [evaluationsBlock(81, 'HZ-SEG-03', 'Avaliações do curso')],
    contents: [
      learningContent({
        idContentItem: 3951,
        idContentType: 5,
        text: 'Como agir diante de um incidente',
        description: 'Os três passos antes de qualquer avaliação.',
        label: 'Leitura',
        author: 'Equipe de Segurança',
        image: '/demo/capa-artigo.svg',
        content: '<p>Pare, registre o que viu e avise o canal de incidentes. Não tente resolver sozinho.</p>',
      }),
    ],
  }),
  learning(204, 'HZ-ATD-03', 'HZ-ESC-ATD', 'Comunicação com o Cliente', {
    label: 'Curso',
    description: 'Escrita clara e empatia nos canais digitais, com pesquisas de reação.',
    workload: 1,
    image: '/demo/capa-atendimento.svg',
    tags: ['Atendimento', 'Comunicação'],
    blocks: [evaluationsBlock(82, 'HZ-ATD-03', 'Pesquisas do curso')],
    contents: [
      learningContent({
        idContentItem: 3961,
        idContentType: 5,
        text: 'Escrever para ser entendido',
        description: 'Frases curtas, uma ideia por parágrafo.',
        label: 'Leitura',
        author: 'Equipe de Relacionamento',
        image: '/demo/capa-artigo.svg',
        content: '<p>Comece pelo que o cliente precisa saber. Depois explique o porquê.</p>',
      }),
    ],
  }),
];

const evaluationTeams: Json[] = [
  team({
    idTeam: 34,
    name: 'Turma Segurança na Prática',
    description: 'Matrícula imediata, sem limite de vagas.',
    nodeCode: 'HZ-SEG-03',
    capacity: null,
  }),
  team({
    idTeam: 16,
    name: 'Turma Comunicação com o Cliente',
    description: 'Matrícula imediata, sem limite de vagas.',
    nodeCode: 'HZ-ATD-03',
    capacity: null,
  }),
];

const evaluationLearners = [
  {
    idUser: carla,
    name: 'Carla Souza',
    email: 'carla@horizonte.test',
    password: 'Senha1234',
    admin: 0,
    gamification: 0,
    department: 'Tecnologia',
    role: 'Analista de sistemas',
  },
  {
    idUser: diego,
    name: 'Diego Rocha',
    email: 'diego@horizonte.test',
    password: 'Senha1234',
    admin: 0,
    gamification: 0,
    department: 'Atendimento',
    role: 'Supervisor de atendimento',
  },
];

const evaluationEnrollments = [
  { idEnrollment: 507, idUser: bruno, idTeam: 34, status: 'IN_PROGRESS' },
  { idEnrollment: 508, idUser: bruno, idTeam: 16, status: 'IN_PROGRESS' },
  { idEnrollment: 513, idUser: carla, idTeam: 31, status: 'IN_PROGRESS' },
  { idEnrollment: 514, idUser: diego, idTeam: 31, status: 'IN_PROGRESS' },
];

// ---- SCORM packages (issue 12): type-26 items, each naming a zip of fixtures/horizonte/packages/ that the
// server ingests at start (server/scorm/seed-packages.ts). Ids for tests (each e2e takes its own item):
//   Course HZ-GOLF-01 'Golfe em pacotes SCORM' (node 401, class 51, bruno's enrollment 511,
//   node enrollment 51100; hasCampaign: its last content earns points):
//     3701 SCORM 1.2 runtime basic (one SCO, bookmarking, score)      golf-12-runtime-basic.zip
//     3702 SCORM 2004 single SCO (opens directly)                      golf-2004-single-sco.zip
//     3704 SCORM 2004 runtime advanced (mastery 80, interactions)      golf-2004-runtime-advanced.zip
//     module HZ-GOLF-01-M1 (node 402, node enrollment 51101):
//       3703 SCORM 2004 multi-SCO, sequential (18 lessons in 4 groups) golf-2004-multi-sco.zip
//   Course HZ-GOLF-02 'Golfe em pacotes SCORM: revisão' (node 403, class 52, enrollment 512,
//   node enrollment 51200), copies for tests that must not meet the ones above:
//     3711 SCORM 1.2 runtime basic (copy of 3701)
//     module HZ-GOLF-02-M1 (node 404, node enrollment 51201):
//       3713 SCORM 2004 multi-SCO, sequential (copy of 3703)
//   Téo's enrollment 532 in the same class (node enrollments 53200, 53201), nothing started: he keeps the
//   course offline (issue 20, SCORM lessons kept on the device), away from Bruno's data.
//   Course HZ-GOLF-03 'Golfe: pacote do administrador' (node 405, class 53, Helena's enrollment 533,
//   node enrollment 53300): 3721, a copy of 3701 that the admin replaces from the package screen
//   (issue 22, tests/e2e/learning-scorm-upload.spec.ts), so no other learner's lessons change.
const scormPackage = (
  idContentItem: number,
  zip: string,
  text: string,
  description: string,
  fields: Json = {},
): Json =>
  learningContent({
    idContentItem,
    idContentType: 26,
    text,
    description,
    label: 'SCORM',
    image: '/demo/capa-curso.svg',
    scormPackage: zip,
    ...fields,
  });
const golf12 = 'golf-12-runtime-basic.zip';
const golfMulti = 'golf-2004-multi-sco.zip';
nodes.push(
  learning(401, 'HZ-GOLF-01', 'HZ-ESC-ATD', 'Golfe em pacotes SCORM', {
    label: 'Curso',
    description: 'Cursos publicados em SCORM 1.2 e 2004: páginas, lições e avaliação.',
    workload: 2,
    image: '/demo/capa-curso.svg',
    hasCampaign: true,
    contents: [
      scormPackage(
        3701,
        golf12,
        'Golfe explicado (SCORM 1.2)',
        'Um SCO de várias páginas, com marcador e nota.',
      ),
      scormPackage(
        3702,
        'golf-2004-single-sco.zip',
        'Golfe explicado (SCORM 2004, uma lição)',
        'O pacote mais simples: uma lição só, que abre direto.',
      ),
      scormPackage(
        3704,
        'golf-2004-runtime-advanced.zip',
        'Golfe explicado (SCORM 2004, avançado)',
        'Local, dados de suspensão, conclusão, aprovação e nota mínima de 80.',
      ),
    ],
  }),
  learning(402, 'HZ-GOLF-01-M1', 'HZ-GOLF-01', 'Golfe em lições', {
    label: 'Módulo',
    image: '/demo/capa-curso.svg',
    contents: [
      scormPackage(
        3703,
        golfMulti,
        'Golfe em lições (SCORM 2004)',
        'Uma lição por página, em quatro grupos.',
        {
          sequential: true,
        },
      ),
    ],
  }),
  learning(403, 'HZ-GOLF-02', 'HZ-ESC-ATD', 'Golfe em pacotes SCORM: revisão', {
    label: 'Curso',
    description: 'Os mesmos pacotes, numa segunda turma.',
    workload: 2,
    image: '/demo/capa-curso.svg',
    contents: [
      scormPackage(3711, golf12, 'Golfe explicado: revisão (SCORM 1.2)', 'Cópia do curso SCORM 1.2.'),
    ],
  }),
  learning(405, 'HZ-GOLF-03', 'HZ-ESC-ATD', 'Golfe: pacote do administrador', {
    label: 'Curso',
    description: 'Um pacote SCORM que a coordenação substitui pela tela de envio de pacotes.',
    workload: 1,
    image: '/demo/capa-curso.svg',
    contents: [
      scormPackage(
        3721,
        golf12,
        'Pacote de teste da coordenação (SCORM 1.2)',
        'Substitua este pacote pela tela "Enviar pacote SCORM".',
      ),
    ],
  }),
  learning(404, 'HZ-GOLF-02-M1', 'HZ-GOLF-02', 'Golfe em lições: revisão', {
    label: 'Módulo',
    image: '/demo/capa-curso.svg',
    contents: [
      scormPackage(3713, golfMulti, 'Golfe em lições: revisão (SCORM 2004)', 'Cópia do curso em lições.', {
        sequential: true,
      }),
    ],
  }),
);
teams.push(
  team({
    idTeam: 51,
    name: 'Turma Golfe SCORM',
    description: 'Turma aberta.',
    nodeCode: 'HZ-GOLF-01',
    capacity: null,
  }),
  team({
    idTeam: 52,
    name: 'Turma Golfe revisão',
    description: 'Turma aberta.',
    nodeCode: 'HZ-GOLF-02',
    capacity: null,
  }),
  team({
    idTeam: 53,
    name: 'Turma da coordenação',
    description: 'Turma aberta.',
    nodeCode: 'HZ-GOLF-03',
    capacity: null,
  }),
);
// The multi-SCO items are listed NOT_ATTEMPTED so that their modules have node enrollments (51101, 51201).
enrollments.push(
  {
    idEnrollment: 511,
    idUser: bruno,
    idTeam: 51,
    status: 'IN_PROGRESS',
    contents: [{ idContentItem: 3703, status: 'NOT_ATTEMPTED', progress: 0 }],
  },
  {
    idEnrollment: 512,
    idUser: bruno,
    idTeam: 52,
    status: 'IN_PROGRESS',
    contents: [{ idContentItem: 3713, status: 'NOT_ATTEMPTED', progress: 0 }],
  },
  {
    idEnrollment: 532,
    idUser: teo,
    idTeam: 52,
    status: 'IN_PROGRESS',
    contents: [{ idContentItem: 3713, status: 'NOT_ATTEMPTED', progress: 0 }],
  },
  { idEnrollment: 533, idUser: helena, idTeam: 53, status: 'IN_PROGRESS' },
);

/** Written as the project's prettier writes JSON, so the files pass its check as generated. */
async function write(file: string, part: Json): Promise<void> {
  const json = JSON.stringify({ $schema: '../../../schemas/tenant-fixture-part.json', ...part });
  writeFileSync(
    path.join(partsDir, file),
    await prettier.format(json, {
      ...(await prettier.resolveConfig(path.join(partsDir, file))),
      filepath: path.join(partsDir, file),
    }),
  );
}

await write('learning.json', {
  users: offlineLearners,
  learningHomeBlocks: homeBlocks,
  learningNodes: nodes,
  learningTeams: teams,
  learningEnrollments: enrollments,
  learningEnrollmentRequests: enrollmentRequests,
  // External courses are on: the journey shows its externalCourse tab (learning-area.md 6).
  // RECOMMENDATION_BLOCK: the topics of interest follow the terms (learning-area.md 4.12).
  // CONTACT_US: /contactus and its user-menu entry (2.2, 6; its texts: contact-us.json).
  learningFeatures: [
    { id: 'EXTERNAL_COURSES', active: true },
    { id: 'RECOMMENDATION_BLOCK', active: true },
    { id: 'CONTACT_US', active: true },
  ],
  videoPlaylists,
});
await write('learning-catalog.json', { learningNodes: catalogNodes });
await write('learning-evaluations.json', {
  users: evaluationLearners,
  learningNodes: evaluationNodes,
  learningTeams: evaluationTeams,
  learningEnrollments: evaluationEnrollments,
  // Every evaluation's card wears the evaluation cover.
  learningEvaluations: evaluations.map((evaluation) => ({
    image: '/demo/capa-avaliacao.svg',
    ...evaluation,
  })),
});
// The journey's demo data (issue 18), one part per tab, each written by its own module.
// zz-: parts merge in file-name order, and the history's school comes after the others.
await write('zz-journey-history.json', historyPart);
await write('journey-ranking.json', rankingPart);
await write('journey-external-courses.json', externalCoursesPart);
// The comment drawer's demo (issue 19): comments on Liderança Situacional and its class.
await write('learning-comments.json', commentsPart);
await write('plans.json', plansPart);
await write('contact-us.json', contactUsPart);
console.log(`learning: ${nodes.length + catalogNodes.length} nodes, ${teams.length} classes`);
