// The external course's rules (learning-area.md 3 External course, 4.9, 5 "External course form"), shared
// by the journey's form (which says them before sending) and the reference API (which refuses what
// they refuse, in the same words). Import-free and without zod, so the server takes it as it is.
//
// Dates are calendar days ('2026-03-31'): a course done on a day was done on that day wherever it is read,
// so no time zone moves them. "Today" is the company's day (America/Sao_Paulo, ADR 0018), on the clock of
// whoever checks: the server's own clock is the one that decides.

export const externalCourseTypes = ['IN_PERSON', 'ONLINE', 'BLENDED'] as const;
export type ExternalCourseType = (typeof externalCourseTypes)[number];

export const externalCourseStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
export type ExternalCourseStatus = (typeof externalCourseStatuses)[number];

export const EXTERNAL_COURSE_TIME_ZONE = 'America/Sao_Paulo';

/** learning-area.md 9: "external courses page 10". */
export const EXTERNAL_COURSES_PAGE_SIZE = 10;

/** The project's own bounds (the spec gives none): a title or entity fits a table cell, hours a career. */
export const EXTERNAL_COURSE_TEXT_MAX = 200;
export const EXTERNAL_COURSE_WORKLOAD_MAX = 9999;
export const EXTERNAL_COURSE_REASON_MAX = 1000;

/** The form's and the server's words. The first three are the spec's (5, 8); the others the project's. */
export const externalCourseMessages = {
  required: '*Preenchimento obrigatório',
  workloadPositive: 'O valor deve ser maior que 0',
  invalidPeriod:
    'Período de realização inválido. A data final deve ser maior ou igual à data de início e não pode ser superior à data atual. Por favor, verifique as datas e tente novamente.',
  startAfterToday: 'A data de início não pode ser superior à data atual.',
  invalidDate: 'Informe uma data válida.',
  expirationBeforeFinish: 'A data de validade deve ser igual ou posterior à data final.',
  invalidType: 'Escolha Presencial, On-line ou Semipresencial.',
  textTooLong: `O texto deve ter no máximo ${EXTERNAL_COURSE_TEXT_MAX} caracteres.`,
  workloadTooLarge: `A carga horária deve ser de no máximo ${EXTERNAL_COURSE_WORKLOAD_MAX} horas.`,
  workloadPrecision: 'Informe a carga horária com no máximo duas casas decimais.',
} as const;

/** The course as a form holds it: texts as typed (the workload too), days as 'yyyy-mm-dd' or ''. */
export interface ExternalCourseInput {
  title: string;
  type: string;
  workload: string;
  startDate: string;
  finishDate: string;
  expirationDate: string;
  entityName: string;
}

export type ExternalCourseField = keyof ExternalCourseInput;

/** The fields in the form's order: a refused submit focuses the first with a message. */
export const externalCourseFields: readonly ExternalCourseField[] = [
  'title',
  'type',
  'workload',
  'startDate',
  'finishDate',
  'expirationDate',
  'entityName',
];

/** The company's day of an instant: '2026-03-31' in São Paulo while it is already April 1st in UTC. */
export function dayIn(instant: Date, timeZone = EXTERNAL_COURSE_TIME_ZONE): string {
  // en-CA writes yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** A real calendar day written yyyy-mm-dd (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isType = (value: string): value is ExternalCourseType =>
  (externalCourseTypes as readonly string[]).includes(value);

/** The workload as hours, or the message it earns ('8', '1,5' and '1.5' are hours). */
function checkWorkload(text: string): string | undefined {
  const written = text.trim().replace(',', '.');
  if (!written) return externalCourseMessages.required;
  if (!/^-?\d+(\.\d+)?$/.test(written)) return externalCourseMessages.workloadPositive;
  const hours = Number(written);
  if (!(hours > 0)) return externalCourseMessages.workloadPositive;
  if (!/^\d+(\.\d{1,2})?$/.test(written)) return externalCourseMessages.workloadPrecision;
  if (hours > EXTERNAL_COURSE_WORKLOAD_MAX) return externalCourseMessages.workloadTooLarge;
  return undefined;
}

function checkText(text: string): string | undefined {
  if (!text.trim()) return externalCourseMessages.required;
  if (text.trim().length > EXTERNAL_COURSE_TEXT_MAX) return externalCourseMessages.textTooLong;
  return undefined;
}

/**
 * Every field's first problem (none: the course may be sent), `today` being the company's day. The
 * period rule of 5 sits on the finish date: it ends after today or before the start.
 */
export function checkExternalCourse(
  input: ExternalCourseInput,
  today: string,
): Partial<Record<ExternalCourseField, string>> {
  const problems: Partial<Record<ExternalCourseField, string>> = {};
  const title = checkText(input.title);
  if (title) problems.title = title;
  if (!input.type) problems.type = externalCourseMessages.required;
  else if (!isType(input.type)) problems.type = externalCourseMessages.invalidType;
  const workload = checkWorkload(input.workload);
  if (workload) problems.workload = workload;
  const entityName = checkText(input.entityName);
  if (entityName) problems.entityName = entityName;

  const { startDate, finishDate, expirationDate } = input;
  const start = dayProblem(startDate, true);
  if (start) problems.startDate = start;
  // Days written yyyy-mm-dd compare as text.
  else if (startDate > today) problems.startDate = externalCourseMessages.startAfterToday;
  const finish = dayProblem(finishDate, true);
  if (finish) problems.finishDate = finish;
  else if (finishDate > today || (!start && finishDate < startDate))
    problems.finishDate = externalCourseMessages.invalidPeriod;
  const expiration = dayProblem(expirationDate, false);
  if (expiration) problems.expirationDate = expiration;
  else if (expirationDate && !finish && expirationDate < finishDate)
    problems.expirationDate = externalCourseMessages.expirationBeforeFinish;
  return problems;
}

function dayProblem(value: string, required: boolean): string | undefined {
  if (!value) return required ? externalCourseMessages.required : undefined;
  return isCalendarDay(value) ? undefined : externalCourseMessages.invalidDate;
}

/** The hours of a checked workload ('1,5' -> 1.5). */
export const workloadHours = (text: string) => Number(text.trim().replace(',', '.'));
