// The external course's field and status names in pt-BR (learning-area.md 4.9), for the form, the table
// and the server's refusals ('Título: *Preenchimento obrigatório').
import type { ExternalCourseField, ExternalCourseStatus, ExternalCourseType } from './external-course.ts';

export const externalCourseFieldLabels: Record<ExternalCourseField, string> = {
  title: 'Título',
  type: 'Modalidade',
  workload: 'Carga horária (horas)',
  startDate: 'Data de início',
  finishDate: 'Data final',
  expirationDate: 'Data de validade',
  entityName: 'Instituição',
};

/** 4.9. */
export const externalCourseStatusLabels: Record<ExternalCourseStatus, string> = {
  PENDING: 'Em análise',
  APPROVED: 'Validado',
  REJECTED: 'Rejeitado',
  CANCELED: 'Cancelado',
};

export const externalCourseTypeLabels: Record<ExternalCourseType, string> = {
  IN_PERSON: 'Presencial',
  ONLINE: 'On-line',
  BLENDED: 'Semipresencial',
};
