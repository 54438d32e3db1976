// What the SCORM routes answer, built from stored rows: pure, unit-tested.
// - the lesson cards of one learner (learning-area.md 3 "SCO lesson", 4.3): each lesson with its
//   enrollment row and whether its prerequisites are met, from the manifest's adlcp:prerequisites or, in a
//   sequential item, the lesson before;
// - the run's state: what scorm-again's loadFromJSON takes before Initialize to restore a session (the
//   tree under `cmi`, without the `cmi` key: `{ core: { lesson_location, entry, total_time, ... } }` for 1.2);
// - a kept run's files, as addresses relative to the run's base.
import type { LearningScormContent } from '../../src/generated/types.ts';
import { isDoneStatus } from '../../src/shared-rules/learning-locks.ts';
import { textOf, treeOf, withValuesOnly, type CmiTree } from '../../src/shared-rules/scorm-values.ts';
import type { ScormStandard } from './parse-manifest.ts';
import { prerequisitesMet } from './prerequisites.ts';
import { cappedSeconds, durationOf, timespanOf } from './scorm-time.ts';
import type { ScoEnrollmentRow, StoredLesson } from './store.ts';

export type ScoLesson = LearningScormContent['scos'][number];

/** A lesson's prerequisites: the manifest's, else (sequential item) the lesson before it, else none. */
function prerequisitesOf(
  lessons: readonly StoredLesson[],
  index: number,
  sequential: boolean,
): string | null {
  const own = lessons[index]?.prerequisites ?? null;
  if (own !== null || !sequential || index === 0) return own;
  return lessons[index - 1]?.identifier ?? null;
}

export function lessonCards(
  lessons: readonly StoredLesson[],
  rows: readonly ScoEnrollmentRow[],
  sequential: boolean,
): ScoLesson[] {
  const rowOf = new Map(rows.map((row) => [row.idSco, row]));
  const done = new Set(
    lessons
      .filter((lesson) => isDoneStatus(rowOf.get(lesson.idSco)?.status))
      .map((lesson) => lesson.identifier),
  );
  return lessons.map((lesson, index) => {
    const row = rowOf.get(lesson.idSco);
    const prerequisites = prerequisitesOf(lessons, index, sequential);
    return {
      idSco: lesson.idSco,
      identifier: lesson.identifier,
      title: lesson.title,
      label: lesson.scormType === 'asset' ? 'Página' : 'Lição',
      workload: null,
      masteryScore: lesson.masteryScore,
      prerequisites,
      depth: lesson.depth,
      parentTitles: lesson.parentTitles,
      scoType: lesson.scormType,
      scoEnrollment: {
        idScoEnrollment: row?.idScoEnrollment ?? null,
        status: (row?.status ?? 'NOT_ATTEMPTED') as ScoLesson['scoEnrollment']['status'],
        grade: row?.grade ?? null,
        numberOfAccess: row?.numberOfAccess ?? 0,
        finishDate: row?.finishDate ? new Date(row.finishDate).toISOString() : null,
        // A row stored before times were capped may hold Infinity, which JSON would send as null.
        totalTime: cappedSeconds(row?.totalSeconds ?? 0),
        prerequisitesMet: prerequisitesMet(prerequisites, (identifier) => done.has(identifier)),
      },
    };
  });
}

const unknownStatus = new Set(['unknown', 'not attempted']);

/** What a stored objective gives back to the run-time: what the SCO wrote, no empty value, no 'unknown'. */
function restoredObjective(objective: CmiTree): CmiTree {
  const status = (value: unknown) => (unknownStatus.has(String(value)) ? null : textOf(value));
  const score = treeOf(objective.score);
  return withValuesOnly({
    id: textOf(objective.id),
    success_status: status(objective.success_status),
    completion_status: status(objective.completion_status),
    progress_measure: textOf(objective.progress_measure),
    description: textOf(objective.description),
    score: score && Object.keys(withValuesOnly(score)).length > 0 ? withValuesOnly(score) : null,
  });
}

/**
 * cmi.objectives of a 2004 launch (RTE 4.2.17): on a resume, the objectives the SCO had (what it wrote
 * reads back), then every objective of the manifest not among them, by id only.
 */
function objectivesOf(lesson: StoredLesson, last: CmiTree | null, resuming: boolean): CmiTree[] | null {
  const stored = resuming
    ? Object.values(treeOf(last?.objectives) ?? {})
        .map((objective) => restoredObjective(treeOf(objective) ?? {}))
        .filter((objective) => typeof objective.id === 'string')
    : [];
  const known = new Set(stored.map((objective) => objective.id));
  const list = [...stored, ...lesson.objectiveIds.filter((id) => !known.has(id)).map((id) => ({ id }))];
  return list.length > 0 ? list : null;
}

export interface Learner {
  idUser: number;
  name: string;
}

/**
 * The data a new session starts from (loadFromJSON's shape): last location, suspend data, status and
 * score, the total time the server added up, entry 'resume' after a suspend ('ab-initio' the first time),
 * no session time. SCORM 2004 (RTE 4.2.8, 4.2.10): a session that ended with any exit but 'suspend'
 * ended its attempt, and the next one is a new attempt ('ab-initio'): none of the last attempt's data, and
 * its own total time from 0. The lesson's record (status, total time) keeps every attempt.
 */
export function restoredCmi(
  standard: ScormStandard,
  lesson: StoredLesson,
  row: ScoEnrollmentRow | undefined,
  learner: Learner,
): CmiTree {
  const last = row?.cmi ?? null;
  const entry = !last ? 'ab-initio' : row?.exitMode === 'suspend' ? 'resume' : '';
  const total = row?.totalSeconds ?? 0;
  if (standard === '1.2') {
    const core = treeOf(last?.core) ?? {};
    return withValuesOnly({
      core: withValuesOnly({
        student_id: String(learner.idUser),
        student_name: learner.name,
        lesson_location: row?.location ?? null,
        lesson_status: textOf(core.lesson_status),
        credit: 'credit',
        lesson_mode: 'normal',
        entry,
        total_time: timespanOf(total),
        score: treeOf(core.score) ? withValuesOnly(treeOf(core.score)!) : null,
      }),
      suspend_data: row?.suspendData ?? null,
      student_data: lesson.masteryScore === null ? null : { mastery_score: String(lesson.masteryScore) },
    });
  }
  const resuming = entry === 'resume';
  const attempt = resuming ? last : null;
  return withValuesOnly({
    learner_id: String(learner.idUser),
    learner_name: learner.name,
    location: resuming ? (row?.location ?? null) : null,
    suspend_data: resuming ? (row?.suspendData ?? null) : null,
    completion_status: textOf(attempt?.completion_status),
    success_status: textOf(attempt?.success_status),
    score: treeOf(attempt?.score) ? withValuesOnly(treeOf(attempt?.score)!) : null,
    credit: 'credit',
    mode: 'normal',
    entry: resuming ? 'resume' : 'ab-initio',
    total_time: durationOf(resuming ? total : 0),
    scaled_passing_score: lesson.masteryScore === null ? null : String(lesson.masteryScore / 100),
    objectives: objectivesOf(lesson, last, entry === 'resume'),
  });
}

/**
 * A package file's address relative to the run's base (`files/<path>`), spelled as a browser's URL parser
 * spells it: a package page asks for `Q&A.html` as written, so the kept copy's cache (keyed by address)
 * holds it under that very address. `%`, `#` and `?` are escaped first: in a path they name a file.
 */
export function packageFileAddress(packagePath: string): string {
  const escaped = packagePath.replace(/[%#?]/g, (character) => encodeURIComponent(character));
  return new URL(`files/${escaped}`, 'http://package/').pathname.slice(1);
}

/** GET /scorm/runs/{runToken}/state: what the host page needs to start the lesson. */
export function runStateView(
  standard: ScormStandard,
  lesson: StoredLesson,
  row: ScoEnrollmentRow | undefined,
  learner: Learner,
  appOrigin: string | undefined,
  kept = false,
) {
  return {
    standard,
    launchPath: `${packageFileAddress(lesson.launchHref)}${lesson.parameters}`,
    title: lesson.title,
    appOrigin,
    scoType: lesson.scormType,
    cmi: restoredCmi(standard, lesson, row, learner),
    // Said only of a kept run: its host page hands the data to the app, never to the run's URLs.
    ...(kept ? { kept: true } : {}),
  };
}

/**
 * What a SCORM 2004 lesson's adl.nav.request_valid answers (RTE 4.4), as the app follows a request
 * (src/features/scorm-lessons/navRequest.ts): 'previous' opens the lesson before this one, so it is valid
 * but on the first; 'choice' and 'jump' open a lesson of the package by its identifier.
 */
export const runNavigationView = (lessons: readonly StoredLesson[], lesson: StoredLesson) => ({
  previous: lessons.findIndex((candidate) => candidate.idSco === lesson.idSco) > 0,
  lessons: lessons.map((candidate) => candidate.identifier),
});

/** GET /scorm/runs/{runToken}/kept-files: what the host page puts in a kept run's cache. */
export const keptFilesView = (paths: readonly string[]) => ({ files: paths.map(packageFileAddress) });
