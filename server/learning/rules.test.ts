import { describe, expect, it } from 'vitest';
import type { Team } from '../../src/generated/types.ts';
import type { LearnerEnrollment } from './store-learner.ts';
import { isOwnNodeEnrollment, refuseEnrollment, vacanciesLeft, type EnrollmentAttempt } from './rules.ts';

const now = new Date('2026-11-24T12:00:00Z');
const team: Team = {
  idTeam: 1,
  name: 'Turma',
  nodeCode: 'CURSO',
  finalDate: '2027-06-30T23:59:59-03:00',
  capacity: 2,
  needApproval: 0,
  allowReenrollment: 0,
  allowAccessUponCompletion: 1,
};
const attempt = (fields: Partial<EnrollmentAttempt> = {}): EnrollmentAttempt => ({
  kind: 'direct',
  team,
  occupied: 0,
  existing: [],
  pendingRequest: false,
  now,
  ...fields,
});
const enrolled = (status: string, teamFields: Partial<Team> = {}): LearnerEnrollment => ({
  idEnrollment: 9,
  idTeam: 2,
  status,
  nodeCode: 'CURSO',
  team: { ...team, idTeam: 2, ...teamFields },
});

describe('refuseEnrollment (learning-area.md 4.4, 7.2)', () => {
  it('lets a direct enrolment in an open class with places go on', () => {
    expect(refuseEnrollment(attempt())).toBeUndefined();
    expect(refuseEnrollment(attempt({ occupied: 1 }))).toBeUndefined();
  });

  it('refuses a full class, never one without a limit', () => {
    expect(refuseEnrollment(attempt({ occupied: 2 }))).toBe('full');
    expect(refuseEnrollment(attempt({ team: { ...team, capacity: null }, occupied: 5000 }))).toBeUndefined();
  });

  it('refuses a class that has ended, but not one that has not started', () => {
    expect(refuseEnrollment(attempt({ team: { ...team, finalDate: '2026-11-24T08:59:59-03:00' } }))).toBe(
      'classEnded',
    );
    expect(
      refuseEnrollment(attempt({ team: { ...team, initialDate: '2027-02-01T00:00:00-03:00' } })),
    ).toBeUndefined();
  });

  it('sends approval classes to a request and direct ones to enrolment', () => {
    const approval = { ...team, needApproval: 1 as const };
    expect(refuseEnrollment(attempt({ team: approval }))).toBe('needsApproval');
    expect(refuseEnrollment(attempt({ kind: 'request', team: approval }))).toBeUndefined();
    expect(refuseEnrollment(attempt({ kind: 'request' }))).toBe('noApprovalNeeded');
    expect(refuseEnrollment(attempt({ kind: 'request', team: approval, pendingRequest: true }))).toBe(
      'alreadyRequested',
    );
  });

  it('never allows a second enrolment in the same course', () => {
    expect(refuseEnrollment(attempt({ existing: [enrolled('IN_PROGRESS')] }))).toBe('alreadyEnrolled');
    expect(refuseEnrollment(attempt({ existing: [enrolled('COMPLETED')] }))).toBe('alreadyEnrolled');
    expect(
      refuseEnrollment(attempt({ existing: [enrolled('COMPLETED', { allowAccessUponCompletion: 0 })] })),
    ).toBe('completedClosed');
  });

  it('re-enrols after EXPIRED or FAILED only in a class that allows it', () => {
    for (const status of ['EXPIRED', 'FAILED']) {
      expect(refuseEnrollment(attempt({ existing: [enrolled(status)] }))).toBe('noReenrollment');
      expect(
        refuseEnrollment(attempt({ team: { ...team, allowReenrollment: 1 }, existing: [enrolled(status)] })),
      ).toBeUndefined();
    }
  });

  it('counts places left, null for unlimited and never below 0', () => {
    expect(vacanciesLeft(team, 1)).toBe(1);
    expect(vacanciesLeft(team, 3)).toBe(0);
    expect(vacanciesLeft({ ...team, capacity: null }, 3)).toBeNull();
  });
});

describe('node enrollments named by a body (issue 17 defect 9)', () => {
  const learner = {
    idUser: 1,
    enrollments: [],
    nodeEnrollments: [
      {
        idNodeEnrollment: 50100,
        idEnrollment: 501,
        nodeCode: 'C',
        idParentNodeEnrollment: null,
        status: 'IN_PROGRESS',
        progress: 0,
      },
    ],
    contentEnrollments: [],
    pendingTeams: new Set<number>(),
  };

  it("accepts only the learner's own, in the enrollment the body names", () => {
    expect(isOwnNodeEnrollment(learner, 501, 50100)).toBe(true);
    expect(isOwnNodeEnrollment(learner, 502, 50100)).toBe(false);
    expect(isOwnNodeEnrollment(learner, 501, 50500)).toBe(false);
  });
});
