// The horizonte demo's journey data: external-courses (issue 18). Written to fixtures/horizonte/parts/journey-external-courses.json
// by scripts/make-horizonte-learning.ts; its helper fills it.
export const externalCoursesPart: Record<string, unknown> = {};
