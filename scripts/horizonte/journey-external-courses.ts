// The horizonte demo's external courses (issue 18; learning-area.md 3 External course, 4.9): twelve courses
// bruno took elsewhere, in every status, so the tab pages (10 a page) and every action shows: a PENDING one
// to edit or cancel, a REJECTED one without a resubmission (bruno may send it again), a REJECTED one whose
// resubmission is linked to it (read-only; its child is PENDING), APPROVED and CANCELED ones (read-only).
// Written to fixtures/horizonte/parts/journey-external-courses.json by scripts/make-horizonte-learning.ts.
// Ids 1-99 are the fixture's (those learners create start at 100).
type Json = Record<string, unknown>;

const bruno = 1;

const course = (
  idUserExternalCourse: number,
  title: string,
  type: 'IN_PERSON' | 'ONLINE' | 'BLENDED',
  workload: number,
  [startDate, finishDate]: [string, string],
  entityName: string,
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELED',
  fields: Json = {},
): Json => ({
  idUserExternalCourse,
  idUser: bruno,
  title,
  type,
  workload,
  startDate,
  finishDate,
  entityName,
  status,
  // Sent on the day it ended, reviewed (or cancelled) that evening.
  creationDate: `${finishDate}T14:30:00-03:00`,
  ...(status === 'PENDING' ? {} : { lastModifiedDate: `${finishDate}T18:00:00-03:00` }),
  ...fields,
});

export const externalCoursesPart: Json = {
  learningExternalCourses: [
    course(
      1,
      'Excel Avançado para Análise de Dados',
      'ONLINE',
      20,
      ['2025-02-03', '2025-03-14'],
      'Escola Digital Aprender',
      'APPROVED',
      {
        statusReason: 'Certificado conferido.',
      },
    ),
    course(
      2,
      'Primeiros Socorros no Trabalho',
      'IN_PERSON',
      8,
      ['2025-04-10', '2025-04-11'],
      'Cruz Vital Treinamentos',
      'APPROVED',
      {
        expirationDate: '2027-04-11',
      },
    ),
    course(
      3,
      'Power BI Essencial',
      'ONLINE',
      10,
      ['2025-05-05', '2025-05-30'],
      'Dados & Cia Cursos',
      'CANCELED',
    ),
    course(
      4,
      'Comunicação Não Violenta',
      'ONLINE',
      12,
      ['2025-06-02', '2025-06-27'],
      'Instituto Diálogo',
      'REJECTED',
      {
        statusReason:
          'A data de conclusão do certificado não confere com a informada. Corrija o período e envie novamente.',
      },
    ),
    course(
      5,
      'NR-35 Trabalho em Altura',
      'IN_PERSON',
      8,
      ['2025-07-14', '2025-07-14'],
      'Segura Treinamentos Industriais',
      'APPROVED',
      {
        expirationDate: '2027-07-14',
      },
    ),
    course(
      6,
      'LGPD na Prática',
      'ONLINE',
      4,
      ['2025-08-04', '2025-08-08'],
      'Escola Digital Aprender',
      'APPROVED',
    ),
    course(
      7,
      'Oratória e Apresentações',
      'IN_PERSON',
      12,
      ['2025-09-01', '2025-09-26'],
      'Centro Cultural Palavra',
      'CANCELED',
    ),
    course(
      8,
      'Gestão Ágil de Projetos com Scrum',
      'BLENDED',
      16,
      ['2025-10-06', '2025-10-31'],
      'Ágil Brasil Educação',
      'REJECTED',
      {
        statusReason: 'O certificado enviado não mostra a carga horária. Envie o certificado completo.',
      },
    ),
    course(
      9,
      'Negociação Estratégica',
      'BLENDED',
      24,
      ['2026-01-12', '2026-02-20'],
      'Escola de Negócios Horizonte Sul',
      'APPROVED',
    ),
    // The resubmission of 4, with the corrected period: 4 is now read-only.
    course(
      10,
      'Comunicação Não Violenta',
      'ONLINE',
      12,
      ['2025-06-02', '2025-07-04'],
      'Instituto Diálogo',
      'PENDING',
      {
        idParentUserExternalCourse: 4,
        creationDate: '2026-03-02T09:15:00-03:00',
      },
    ),
    course(
      11,
      'Atendimento ao Cliente Omnicanal',
      'BLENDED',
      6,
      ['2026-04-06', '2026-04-08'],
      'Instituto Relacionar',
      'PENDING',
    ),
    course(
      12,
      'Inglês para Negócios: Módulo 1',
      'ONLINE',
      40,
      ['2026-05-04', '2026-08-28'],
      'Global Talk Idiomas',
      'PENDING',
    ),
  ],
};
