// What JSON Schema cannot say about a tenant's external courses (learning-area.md 4.9): ids unique, the
// learner a user of the tenant, the period in order, and a resubmission naming a REJECTED course of the
// same learner that no other resubmission names. Each problem names its JSON pointer.
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';

export function checkExternalCourseReferences(fixture: TenantFixture): string[] {
  const problems: string[] = [];
  const users = new Set(fixture.users.map((user) => user.idUser));
  const courses = fixture.learningExternalCourses ?? [];
  const byId = new Map<number, { pointer: string; idUser: number; status: string }>();
  courses.forEach((course, index) => {
    const pointer = `/learningExternalCourses/${index}`;
    const first = byId.get(course.idUserExternalCourse);
    if (first)
      problems.push(
        `${pointer}/idUserExternalCourse ${course.idUserExternalCourse} is already used by ${first.pointer}`,
      );
    else byId.set(course.idUserExternalCourse, { pointer, idUser: course.idUser, status: course.status });
    if (!users.has(course.idUser))
      problems.push(`${pointer}/idUser ${course.idUser} is not a user of the tenant`);
    if (course.finishDate < course.startDate)
      problems.push(`${pointer}/finishDate ${course.finishDate} is before the startDate ${course.startDate}`);
  });
  const resubmitted = new Map<number, string>();
  courses.forEach((course, index) => {
    const idParent = course.idParentUserExternalCourse;
    if (idParent === undefined) return;
    const pointer = `/learningExternalCourses/${index}/idParentUserExternalCourse`;
    const parent = byId.get(idParent);
    if (!parent) problems.push(`${pointer} ${idParent} is not the id of any external course`);
    else if (parent.idUser !== course.idUser)
      problems.push(`${pointer} ${idParent} is another learner's course`);
    else if (parent.status !== 'REJECTED') problems.push(`${pointer} ${idParent} is not REJECTED`);
    const earlier = resubmitted.get(idParent);
    if (earlier) problems.push(`${pointer} ${idParent} is already resubmitted by ${earlier}`);
    else resubmitted.set(idParent, pointer);
  });
  return problems;
}
