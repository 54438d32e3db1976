// The learning area's pure decisions: the enrolment rules of learning-area.md 4.4 and 7.2, enforced by
// the server (the app only hides what they refuse): dates, approval, capacity, re-enrolment, and never a
// second enrolment in the same course; and how the catalog and the search match and page nodes (2.3, 9).
import type { Team } from '../../src/generated/types.ts';
import { classHasEnded, mayReenroll } from '../../src/shared-rules/learning-cards.ts';
import { learningMessages } from './messages.ts';
import type { StoredNode } from './store.ts';
import type { LearnerEnrollment, LearnerState } from './store-learner.ts';
import { isActiveEnrollment } from './view-model.ts';

export type EnrollmentRefusal = keyof typeof enrollmentRefusals;

/** Each refusal's HTTP status and pt-BR message. */
export const enrollmentRefusals = {
  classEnded: { status: 409, message: learningMessages.classEnded },
  needsApproval: { status: 409, message: learningMessages.needsApproval },
  noApprovalNeeded: { status: 409, message: learningMessages.noApprovalNeeded },
  alreadyEnrolled: { status: 409, message: learningMessages.alreadyEnrolled },
  completedClosed: { status: 409, message: learningMessages.completedClosed },
  noReenrollment: { status: 409, message: learningMessages.noReenrollment },
  alreadyRequested: { status: 409, message: learningMessages.alreadyRequested },
  full: { status: 409, message: learningMessages.full },
} as const;

export interface EnrollmentAttempt {
  kind: 'direct' | 'request';
  team: Team;
  /** Places taken in the class (enrolments that hold one). */
  occupied: number;
  /** The learner's enrolments in the class's course, any class, any status. */
  existing: readonly LearnerEnrollment[];
  /** The learner already waits for approval in this class. */
  pendingRequest: boolean;
  now: Date;
}

/** Why the attempt is refused, or undefined when it may go on. */
export function refuseEnrollment(attempt: EnrollmentAttempt): EnrollmentRefusal | undefined {
  const { kind, team, occupied, existing, pendingRequest, now } = attempt;
  if (classHasEnded(team, now)) return 'classEnded';
  if (kind === 'direct' && team.needApproval === 1) return 'needsApproval';
  if (kind === 'request' && team.needApproval !== 1) return 'noApprovalNeeded';
  if (existing.some(isActiveEnrollment)) return 'alreadyEnrolled';
  // COMPLETED in a class closed upon completion: done, and not to be taken again (4.4 inactive card).
  if (existing.some((enrollment) => ['COMPLETED', 'PASSED', 'EQUIVALENCY'].includes(enrollment.status))) {
    return 'completedClosed';
  }
  // What is left ended in EXPIRED, FAILED or was cancelled: a new class must allow re-enrolment (4.4).
  // The card offers 'faça a sua rematrícula' by the same rule (shared-rules/learning-cards.ts).
  const failed = existing.find((enrollment) => ['EXPIRED', 'FAILED'].includes(enrollment.status));
  if (failed && !mayReenroll(failed.status, team, now)) return 'noReenrollment';
  if (kind === 'request' && pendingRequest) return 'alreadyRequested';
  if (team.capacity !== null && team.capacity !== undefined && occupied >= team.capacity) return 'full';
  return undefined;
}

/** Places left: null when the class has no limit ('ilimitadas'), never below 0. */
export function vacanciesLeft(team: Team, occupied: number): number | null {
  if (team.capacity === null || team.capacity === undefined) return null;
  return Math.max(0, team.capacity - occupied);
}

/** Text compared without case or accents: 'lideranca' finds 'Liderança'. */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR');
}

export function matchesSearch(node: StoredNode, search: string): boolean {
  const wanted = folded(search.trim());
  if (!wanted) return true;
  const fields = node.fields as { title: string; description?: string; tags?: string[] };
  return [fields.title, fields.description ?? '', ...(fields.tags ?? [])].some((text) =>
    folded(text).includes(wanted),
  );
}

/** A page of a list: offset and limit as the calls of 7.1 take them. */
export function pageOf<T>(items: readonly T[], offset: number, limit: number): T[] {
  return items.slice(offset, offset + limit);
}

/**
 * A node enrollment a body names (idNodeEnrollment, idParentNodeEnrollment) is one of the learner's own,
 * in the enrollment the body names: another learner's, or one of another enrollment, is never stored.
 */
export function isOwnNodeEnrollment(
  learner: LearnerState,
  idEnrollment: number,
  idNodeEnrollment: number,
): boolean {
  return learner.nodeEnrollments.some(
    (row) => row.idNodeEnrollment === idNodeEnrollment && row.idEnrollment === idEnrollment,
  );
}
