import { describe, expect, it } from 'vitest';
import { DEFAULT_EXTERNAL_COURSE_STATUSES, toggleCourseStatus } from './filterRules';

describe('the external courses’ status filter', () => {
  it('starts with every status, so a rejected course waiting to be resent shows', () => {
    expect(DEFAULT_EXTERNAL_COURSE_STATUSES).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'CANCELED']);
  });

  it('ticks and unticks one status, keeping the statuses’ order', () => {
    expect(toggleCourseStatus(['PENDING', 'REJECTED'], 'REJECTED')).toEqual(['PENDING']);
    expect(toggleCourseStatus(['CANCELED'], 'PENDING')).toEqual(['PENDING', 'CANCELED']);
    expect(toggleCourseStatus([], 'APPROVED')).toEqual(['APPROVED']);
  });
});
