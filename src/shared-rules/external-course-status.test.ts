import { describe, expect, it } from 'vitest';
import { canCancel, canEdit, canResubmit, canReview, externalCourseActions } from './external-course-status';

const course = (status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELED', hasResubmission = false) => ({
  status,
  hasResubmission,
});

describe('what each status allows (learning-area.md 4.9)', () => {
  it('PENDING is edited or cancelled, and only it is reviewed', () => {
    expect(externalCourseActions(course('PENDING'))).toEqual(['edit', 'cancel']);
    expect([canEdit, canCancel, canReview].map((rule) => rule(course('PENDING')))).toEqual([
      true,
      true,
      true,
    ]);
    expect(canResubmit(course('PENDING'))).toBe(false);
  });

  it('REJECTED without a resubmission is sent again; with one it is read-only', () => {
    expect(externalCourseActions(course('REJECTED'))).toEqual(['resubmit']);
    expect(canResubmit(course('REJECTED'))).toBe(true);
    expect(externalCourseActions(course('REJECTED', true))).toEqual(['view']);
    expect(canResubmit(course('REJECTED', true))).toBe(false);
  });

  it('APPROVED and CANCELED are read-only: no edit, no cancel (cancel is irreversible), no review', () => {
    for (const status of ['APPROVED', 'CANCELED'] as const) {
      expect(externalCourseActions(course(status))).toEqual(['view']);
      expect(canEdit(course(status))).toBe(false);
      expect(canCancel(course(status))).toBe(false);
      expect(canReview(course(status))).toBe(false);
      expect(canResubmit(course(status))).toBe(false);
    }
  });
});
