import { describe, expect, it } from 'vitest';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';
import { checkExternalCourseReferences } from './check-fixture.ts';

type Course = NonNullable<TenantFixture['learningExternalCourses']>[number];

const course = (id: number, changes: Partial<Course> = {}): Course => ({
  idUserExternalCourse: id,
  idUser: 1,
  title: 'Excel',
  type: 'ONLINE',
  workload: 8,
  startDate: '2025-01-01',
  finishDate: '2025-01-02',
  entityName: 'Escola',
  status: 'REJECTED',
  creationDate: '2025-01-02T10:00:00-03:00',
  ...changes,
});

const check = (courses: Course[]) =>
  checkExternalCourseReferences({
    users: [{ idUser: 1 }, { idUser: 2 }],
    learningExternalCourses: courses,
  } as unknown as TenantFixture);

describe('the fixture’s external courses', () => {
  it('accepts a rejected course and its one resubmission', () => {
    expect(check([course(1), course(2, { status: 'PENDING', idParentUserExternalCourse: 1 })])).toEqual([]);
  });

  it('names each problem by its pointer', () => {
    expect(
      check([
        course(1, { status: 'APPROVED' }),
        course(1, { idUser: 9 }),
        course(3, { finishDate: '2024-12-31' }),
        course(4, { idParentUserExternalCourse: 1 }),
        course(5, { idUser: 2, idParentUserExternalCourse: 3 }),
        course(6, { idParentUserExternalCourse: 3 }),
        course(7, { idParentUserExternalCourse: 3 }),
        course(8, { idParentUserExternalCourse: 50 }),
      ]),
    ).toEqual([
      '/learningExternalCourses/1/idUserExternalCourse 1 is already used by /learningExternalCourses/0',
      '/learningExternalCourses/1/idUser 9 is not a user of the tenant',
      '/learningExternalCourses/2/finishDate 2024-12-31 is before the startDate 2025-01-01',
      '/learningExternalCourses/3/idParentUserExternalCourse 1 is not REJECTED',
      "/learningExternalCourses/4/idParentUserExternalCourse 3 is another learner's course",
      '/learningExternalCourses/5/idParentUserExternalCourse 3 is already resubmitted by /learningExternalCourses/4/idParentUserExternalCourse',
      '/learningExternalCourses/6/idParentUserExternalCourse 3 is already resubmitted by /learningExternalCourses/4/idParentUserExternalCourse',
      '/learningExternalCourses/7/idParentUserExternalCourse 50 is not the id of any external course',
    ]);
  });
});
