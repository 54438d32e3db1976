// pt-BR labels of the learning status values (learning-area.md 4.1) and of enrollment requests (4.6),
// one table for every card, map, history row and journey tab. The values themselves are the schemas'
// (schemas/learning-status.json, schemas/enrollment-request.json).
import type { EnrollmentRequest, LearningStatus } from '../generated/types';

export const learningStatusLabels: Record<LearningStatus, string> = {
  NOT_ATTEMPTED: 'Não iniciado',
  IN_PROGRESS: 'Em andamento',
  INCOMPLETE: 'Em andamento',
  COMPLETED: 'Concluído',
  PASSED: 'Aprovado',
  FAILED: 'Reprovado',
  EXPIRED: 'Expirado',
  EQUIVALENCY: 'Concluído por equivalência',
};

/**
 * The percent a status stands for where no progress is stored (4.1: a SCORM lesson in progress counts
 * 50). null where the spec gives none (EXPIRED, EQUIVALENCY): the stored progress stands.
 */
export const learningStatusPercent: Record<LearningStatus, number | null> = {
  NOT_ATTEMPTED: 0,
  IN_PROGRESS: 50,
  INCOMPLETE: 50,
  COMPLETED: 100,
  PASSED: 100,
  FAILED: 100,
  EXPIRED: null,
  EQUIVALENCY: null,
};

export const enrollmentRequestStatusLabels: Record<EnrollmentRequest['status'], string> = {
  PENDING: 'Aguardando',
  APPROVED: 'Aprovado',
  DENIED: 'Reprovado',
  CANCELED: 'Cancelado',
};
