// The run-time data of a lesson, both ways, in scorm-again 3.4's JSON shapes (docs/decisions/0011):
// - what its commit sends to lmsCommitUrl with dataCommitFormat 'json' (renderCommitCMI): `{ cmi: {...} }`,
//   1.2 `cmi.core.lesson_status`, `cmi.core.lesson_location`, `cmi.core.score.raw`, `cmi.core.session_time`,
//   `cmi.suspend_data`; 2004 `cmi.completion_status`, `cmi.success_status`, `cmi.location`,
//   `cmi.score.scaled`, `cmi.session_time` (ISO 8601), `cmi.suspend_data`, `cmi.interactions`;
// - what its loadFromJSON takes before Initialize to restore a session: the tree under `cmi`, without the
//   `cmi` key (`{ core: { lesson_location, entry, total_time, ... }, suspend_data }` for 1.2).
import type { ScormStandard } from './parse-manifest.ts';
import type { ScoEnrollmentRow, StoredLesson } from './scorm-lessons.ts';
import { durationOf, secondsOf, timespanOf } from './scorm-time.ts';

type Tree = Record<string, unknown>;

export interface RuntimeFields {
  /** The lesson status of 4.1, or undefined when the data says nothing (not attempted, unknown). */
  status: 'INCOMPLETE' | 'COMPLETED' | 'PASSED' | 'FAILED' | undefined;
  grade: number | null;
  score: Tree | null;
  location: string | null;
  suspendData: string | null;
  exitMode: string | null;
  sessionSeconds: number;
  cmi: Tree;
}

const treeOf = (value: unknown): Tree | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Tree) : undefined;
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
const numberOf = (value: unknown): number | null => {
  const text = textOf(value);
  return text !== null && Number.isFinite(Number(text)) ? Number(text) : null;
};

const status12: Record<string, RuntimeFields['status']> = {
  passed: 'PASSED',
  completed: 'COMPLETED',
  failed: 'FAILED',
  incomplete: 'INCOMPLETE',
  browsed: 'INCOMPLETE',
};

/** The fields stored from a commit or finish body, or undefined when it holds no `cmi` object. */
export function readRuntimeData(standard: ScormStandard, body: unknown): RuntimeFields | undefined {
  const cmi = treeOf(treeOf(body)?.cmi);
  if (!cmi) return undefined;
  if (standard === '1.2') {
    const core = treeOf(cmi.core) ?? {};
    const score = treeOf(core.score) ?? null;
    return {
      status: status12[String(core.lesson_status)],
      grade: numberOf(score?.raw),
      score,
      location: textOf(core.lesson_location),
      suspendData: textOf(cmi.suspend_data),
      exitMode: textOf(core.exit),
      sessionSeconds: secondsOf(core.session_time),
      cmi,
    };
  }
  const score = treeOf(cmi.score) ?? null;
  const scaled = numberOf(score?.scaled);
  const success = String(cmi.success_status);
  const completion = String(cmi.completion_status);
  const status =
    success === 'passed'
      ? 'PASSED'
      : success === 'failed'
        ? 'FAILED'
        : completion === 'completed'
          ? 'COMPLETED'
          : completion === 'incomplete'
            ? 'INCOMPLETE'
            : undefined;
  return {
    status,
    grade: scaled !== null ? Math.round(scaled * 10000) / 100 : numberOf(score?.raw),
    score,
    location: textOf(cmi.location),
    suspendData: textOf(cmi.suspend_data),
    exitMode: textOf(cmi.exit),
    sessionSeconds: secondsOf(cmi.session_time),
    cmi,
  };
}

/** A status never goes back from done (a review after passing keeps PASSED); nothing said keeps the old one. */
export function nextStatus(stored: string, reported: RuntimeFields['status']): string {
  if (reported === undefined) return stored;
  if ((stored === 'PASSED' || stored === 'COMPLETED') && (reported === 'INCOMPLETE' || reported === 'FAILED'))
    return stored;
  if (stored === 'PASSED' && reported === 'COMPLETED') return stored;
  return reported;
}

const defined = (tree: Tree): Tree =>
  Object.fromEntries(
    Object.entries(tree).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );

export interface Learner {
  idUser: number;
  name: string;
}

/**
 * The data a new session starts from (loadFromJSON's shape): last location, suspend data, status and
 * score, the total time the server added up, entry 'resume' after a suspend ('ab-initio' the first time),
 * no session time.
 */
export function restoredCmi(
  standard: ScormStandard,
  lesson: StoredLesson,
  row: ScoEnrollmentRow | undefined,
  learner: Learner,
): Tree {
  const last = row?.cmi ?? null;
  const entry = !last ? 'ab-initio' : row?.exitMode === 'suspend' ? 'resume' : '';
  const total = row?.totalSeconds ?? 0;
  if (standard === '1.2') {
    const core = treeOf(last?.core) ?? {};
    return defined({
      core: defined({
        student_id: String(learner.idUser),
        student_name: learner.name,
        lesson_location: row?.location ?? null,
        lesson_status: textOf(core.lesson_status),
        credit: 'credit',
        lesson_mode: 'normal',
        entry,
        total_time: timespanOf(total),
        score: treeOf(core.score) ? defined(treeOf(core.score)!) : null,
      }),
      suspend_data: row?.suspendData ?? null,
      student_data: lesson.masteryScore === null ? null : { mastery_score: String(lesson.masteryScore) },
    });
  }
  return defined({
    learner_id: String(learner.idUser),
    learner_name: learner.name,
    location: row?.location ?? null,
    suspend_data: row?.suspendData ?? null,
    completion_status: textOf(last?.completion_status),
    success_status: textOf(last?.success_status),
    score: treeOf(last?.score) ? defined(treeOf(last?.score)!) : null,
    credit: 'credit',
    mode: 'normal',
    entry,
    total_time: durationOf(total),
    scaled_passing_score: lesson.masteryScore === null ? null : String(lesson.masteryScore / 100),
  });
}
