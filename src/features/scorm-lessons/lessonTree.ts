// The lesson cards' rules (learning-area.md 2.4 "SCORM tree: lesson cards", 4.1, 4.2, 4.3): lessons in
// manifest order, grouped under the aggregation items above them (parentTitles), each with its status;
// a card is locked when its prerequisites are not met; a package with one lesson opens it directly.
import type { ScoLesson, ScormPackage } from '../../api/learning-scorm';
import type { LearningStatus } from '../../generated/types';
import { learningStatusLabels } from '../../i18n/learning-status';

export interface LessonGroup {
  /** The titles of the aggregation items above these lessons, outermost first ([] at the top). */
  path: string[];
  lessons: ScoLesson[];
}

/** Consecutive lessons under the same aggregation items form one group (the manifest's order is kept). */
export function groupLessons(lessons: readonly ScoLesson[]): LessonGroup[] {
  const groups: LessonGroup[] = [];
  for (const lesson of lessons) {
    const path = lesson.parentTitles ?? [];
    const last = groups.at(-1);
    if (last && last.path.join('\u0000') === path.join('\u0000')) last.lessons.push(lesson);
    else groups.push({ path, lessons: [lesson] });
  }
  return groups;
}

/** 4.3: locked when prerequisites exist and are not met (the server says which). */
export const isLocked = (lesson: ScoLesson) => lesson.scoEnrollment?.prerequisitesMet === false;

/** 4.1's label of a lesson's status; a lesson never opened is 'Não iniciado'. */
export function lessonStatusLabel(lesson: ScoLesson): string {
  const status = lesson.scoEnrollment?.status?.toUpperCase();
  return (status && learningStatusLabels[status as LearningStatus]) || learningStatusLabels.NOT_ATTEMPTED;
}

const DONE = new Set(['COMPLETED', 'PASSED', 'FAILED']);

/** A lesson the learner finished (4.1: 100 percent). */
export const isLessonComplete = (lesson: ScoLesson) =>
  DONE.has(lesson.scoEnrollment?.status?.toUpperCase() ?? '');

export type LessonListStep =
  { kind: 'processing' } | { kind: 'openOnly'; lesson: ScoLesson } | { kind: 'list'; groups: LessonGroup[] };

/** What the lesson cards' address shows: the wait text, the only lesson, or the cards. */
export function lessonListStep(scorm: ScormPackage | null): LessonListStep {
  if (!scorm || scorm.status !== 'SUCCESS') return { kind: 'processing' };
  const [only, ...others] = scorm.scos;
  if (only && others.length === 0 && !isLocked(only)) return { kind: 'openOnly', lesson: only };
  return { kind: 'list', groups: groupLessons(scorm.scos) };
}
