// A content item's package and lessons as stored (schema-scorm.sql), and the lesson cards of one learner
// (learning-area.md 3 "SCO lesson", 4.3): each lesson with its enrollment row and whether its
// prerequisites are met, from the manifest's adlcp:prerequisites or, in a sequential item, the lesson before.
import type { LearningScormContent } from '../../src/generated/types.ts';
import { isDoneStatus } from '../../src/shared-rules/learning-locks.ts';
import type { Queryable } from '../db/database.ts';
import type { ManifestLesson } from './parse-manifest.ts';
import { prerequisitesMet } from './prerequisites.ts';

export interface StoredPackage {
  idPackage: number;
  status: 'PENDING' | 'SUCCESS' | 'ERROR';
  standard: '1.2' | '2004' | null;
  title: string | null;
}

/** A lesson of the manifest (parse-manifest.ts) as stored: its id, package, and launch file. */
export interface StoredLesson extends Omit<ManifestLesson, 'href'> {
  idSco: number;
  idPackage: number;
  launchHref: string;
}

export interface ScoEnrollmentRow {
  idScoEnrollment: number;
  idSco: number;
  status: string;
  grade: number | null;
  location: string | null;
  suspendData: string | null;
  exitMode: string | null;
  cmi: Record<string, unknown> | null;
  totalSeconds: number;
  numberOfAccess: number;
  finishDate: string | null;
}

/** The item's latest package (its status) and the one whose lessons are served (its latest SUCCESS). */
export async function packagesOf(db: Queryable, idApp: number, idContentItem: number) {
  const rows = await db.query<StoredPackage>(
    `SELECT id_package AS "idPackage", status, standard, title FROM scorm_packages
      WHERE id_app = $1 AND id_content_item = $2 ORDER BY id_package DESC`,
    [idApp, idContentItem],
  );
  return { latest: rows[0], usable: rows.find((row) => row.status === 'SUCCESS') };
}

export async function lessonsOf(db: Queryable, idApp: number, idPackage: number): Promise<StoredLesson[]> {
  return db.query<StoredLesson>(
    `SELECT id_sco AS "idSco", id_package AS "idPackage", identifier, title, launch_href AS "launchHref", parameters,
            scorm_type AS "scormType", mastery_score AS "masteryScore", prerequisites, depth,
            parent_titles AS "parentTitles"
       FROM scorm_scos WHERE id_app = $1 AND id_package = $2 ORDER BY position`,
    [idApp, idPackage],
  );
}

/** The columns of a ScoEnrollmentRow, for every read of scorm_sco_enrollments. */
export const scoEnrollmentColumns = `id_sco_enrollment AS "idScoEnrollment", id_sco AS "idSco", status, grade, location,
  suspend_data AS "suspendData", exit_mode AS "exitMode", cmi, total_seconds AS "totalSeconds",
  number_of_access AS "numberOfAccess", finish_date AS "finishDate"`;

export async function scoEnrollmentsOf(
  db: Queryable,
  idApp: number,
  idEnrollment: number,
  idContentItem: number,
): Promise<ScoEnrollmentRow[]> {
  return db.query<ScoEnrollmentRow>(
    `SELECT ${scoEnrollmentColumns} FROM scorm_sco_enrollments
      WHERE id_app = $1 AND id_enrollment = $2 AND id_content_item = $3`,
    [idApp, idEnrollment, idContentItem],
  );
}

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

export type ScoLesson = LearningScormContent['scos'][number];

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
        totalTime: row?.totalSeconds ?? 0,
        prerequisitesMet: prerequisitesMet(prerequisites, (identifier) => done.has(identifier)),
      },
    };
  });
}

/** The `scorm` part of a type-26 item in the enrolled content GET. */
export async function scormContentOf(
  db: Queryable,
  idApp: number,
  idEnrollment: number,
  item: { idContentItem: number; sequential?: boolean },
): Promise<LearningScormContent> {
  const { latest, usable } = await packagesOf(db, idApp, item.idContentItem);
  if (!latest || !usable || latest.status !== 'SUCCESS')
    return { status: latest?.status ?? 'PENDING', standard: usable?.standard ?? null, scos: [] };
  const [lessons, rows] = await Promise.all([
    lessonsOf(db, idApp, usable.idPackage),
    scoEnrollmentsOf(db, idApp, idEnrollment, item.idContentItem),
  ]);
  return {
    status: 'SUCCESS',
    standard: usable.standard,
    scos: lessonCards(lessons, rows, item.sequential === true),
  };
}
