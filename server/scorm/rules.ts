// SCORM's pure decisions: which package of an item is shown and which is served, what a commit or finish
// body stores (in scorm-again 3.4's JSON shape, docs/decisions/0011) within the bounds of each standard,
// and the status it leaves. The body's schema (schemas/api/scorm-runtime-data-body.json) has already
// refused unclean text and malformed scores; these rules check what a schema cannot say: the limits of
// the run's own standard, and every key and value of the free tree (interactions, objectives, adl.data).
//   1.2 `cmi.core.lesson_status`, `cmi.core.lesson_location`, `cmi.core.score.raw`, `cmi.core.session_time`,
//   `cmi.suspend_data`; 2004 `cmi.completion_status`, `cmi.success_status`, `cmi.location`,
//   `cmi.score.scaled`, `cmi.session_time` (ISO 8601), `cmi.suspend_data`, `cmi.interactions`.
import { isDoneStatus } from '../../src/shared-rules/learning-locks.ts';
import { refuse } from '../http/refusal.ts';
import { scormMessages } from './messages.ts';
import type { ScormStandard } from './parse-manifest.ts';
import { maxDurationSeconds, secondsOf } from './scorm-time.ts';
import type { ScoEnrollmentRow, StoredPackage } from './records.ts';

/** A run token is good for 12 hours (or until its finish). */
export const runLifetimeMs = 12 * 60 * 60 * 1000;

/**
 * The item's package as learners see it (`latest`: its status) and the one whose lessons are served
 * (`usable`, the latest SUCCESS). A failed ingestion (ERROR) is only history: the package before it stays
 * current, so learners keep their lessons; only an item with nothing else shows ERROR.
 */
export function currentPackages(newestFirst: readonly StoredPackage[]): {
  latest: StoredPackage | undefined;
  usable: StoredPackage | undefined;
} {
  return {
    latest: newestFirst.find((row) => row.status !== 'ERROR') ?? newestFirst[0],
    usable: newestFirst.find((row) => row.status === 'SUCCESS'),
  };
}

type Tree = Record<string, unknown>;

export interface RuntimeFields {
  /** The lesson status of 4.1, or undefined when the data says nothing (not attempted, unknown). */
  status: 'INCOMPLETE' | 'COMPLETED' | 'PASSED' | 'FAILED' | undefined;
  /** 0-100, or null when no score was reported. */
  grade: number | null;
  score: Tree | null;
  location: string | null;
  suspendData: string | null;
  exitMode: string | null;
  /** Capped at the run's lifetime: no session of a run lasts longer. */
  sessionSeconds: number;
  cmi: Tree;
}

/** What SCORM allows each standard to keep in `cmi.suspend_data` (1.2 CMIString4096, 2004 SPM 64000). */
export const suspendDataLimits: Record<ScormStandard, number> = { '1.2': 4096, '2004': 64_000 };

/**
 * The free tree's bounds: keys are element names and indexes; 2004's longest values are 4000 (SPM). The
 * deepest element of either data model, cmi.interactions.n.correct_responses.n.pattern, nests 5 objects
 * (cmi included): 6 leaves one level to spare.
 */
export const runtimeTreeLimits = { keyLength: 64, valueLength: 4096, depth: 6, leaves: 20_000 };

const treeOf = (value: unknown): Tree | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Tree) : undefined;
const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
const numberOf = (value: unknown): number | null => {
  const text = textOf(value);
  return text !== null && Number.isFinite(Number(text)) ? Number(text) : null;
};
const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** A grade as stored and shown: 0 to 100, two decimals. */
const gradeOf = (value: number | null) =>
  value === null ? null : Math.round(within(value, 0, 100) * 100) / 100;

/**
 * Every key and value of the commit's tree within runtimeTreeLimits, suspend_data within the standard's
 * limit; else the pt-BR refusal. Walks with its own stack (a deep body cannot overflow the call stack).
 */
export function checkRuntimeTree(standard: ScormStandard, cmi: Tree): void {
  const suspendData = cmi.suspend_data;
  if (typeof suspendData === 'string' && suspendData.length > suspendDataLimits[standard])
    refuse(400, scormMessages.suspendDataTooLong(suspendDataLimits[standard]));
  const limits = runtimeTreeLimits;
  const pending: [unknown, number][] = [[cmi, 1]];
  let leaves = 0;
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value !== null && typeof value === 'object') {
      if (depth > limits.depth) refuse(400, scormMessages.runtimeDataTooLarge);
      for (const [key, inner] of Object.entries(value)) {
        if (key.length > limits.keyLength) refuse(400, scormMessages.runtimeDataTooLarge);
        pending.push([inner, depth + 1]);
      }
    } else {
      leaves += 1;
      if (leaves > limits.leaves) refuse(400, scormMessages.runtimeDataTooLarge);
      if (typeof value === 'string' && value.length > limits.valueLength && value !== suspendData)
        refuse(400, scormMessages.runtimeDataTooLarge);
    }
  }
}

const status12: Record<string, RuntimeFields['status']> = {
  passed: 'PASSED',
  completed: 'COMPLETED',
  failed: 'FAILED',
  incomplete: 'INCOMPLETE',
  browsed: 'INCOMPLETE',
};

const sessionSecondsOf = (value: unknown) => Math.min(secondsOf(value), runLifetimeMs / 1000);

/**
 * The fields stored from a commit or finish body, or undefined when it holds no `cmi` object; a tree
 * past the bounds is refused (checkRuntimeTree). Scores are bounded: 2004's scaled in [-1, 1], the grade
 * 0 to 100 whatever the raw score says.
 */
export function readRuntimeData(standard: ScormStandard, body: unknown): RuntimeFields | undefined {
  const cmi = treeOf(treeOf(body)?.cmi);
  if (!cmi) return undefined;
  checkRuntimeTree(standard, cmi);
  if (standard === '1.2') {
    const core = treeOf(cmi.core) ?? {};
    const score = treeOf(core.score) ?? null;
    return {
      status: status12[String(core.lesson_status)],
      grade: gradeOf(numberOf(score?.raw)),
      score,
      location: textOf(core.lesson_location),
      suspendData: textOf(cmi.suspend_data),
      exitMode: textOf(core.exit),
      sessionSeconds: sessionSecondsOf(core.session_time),
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
    grade: gradeOf(scaled !== null ? within(scaled, -1, 1) * 100 : numberOf(score?.raw)),
    score,
    location: textOf(cmi.location),
    suspendData: textOf(cmi.suspend_data),
    exitMode: textOf(cmi.exit),
    sessionSeconds: sessionSecondsOf(cmi.session_time),
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

/** What one commit or finish writes on the lesson row (store.ts saveRuntimeData). */
export interface SavedRuntimeData {
  fields: RuntimeFields;
  status: string;
  /** The lesson is done for the first time at this finish: its finish date is set. */
  finishes: boolean;
  /** The session time a finish adds to the total (a commit adds none). */
  addedSeconds: number;
  maxTotalSeconds: number;
}

/** What the LMS itself sets when an attempt ends with the content silent (SN, End Attempt Process UP.4). */
export interface AttemptEnd {
  /** An asset (no run-time calls), or a 2004 SCO whose manifest leaves completionSetByContent false. */
  completesUnreported: boolean;
  /** A 2004 lesson whose manifest leaves objectiveSetByContent false: its primary objective is satisfied. */
  satisfiesUnreported: boolean;
}

/**
 * A finish also adds the session time to the total and dates the lesson's end once it is done. A lesson
 * that completes unreported is done by an attempt that ends without a completion status from the content;
 * one that satisfies unreported is passed once completed without a success status from the content (a
 * lesson left incomplete stays so: one status holds both, and an unfinished lesson is not done).
 */
export function savedRuntimeData(
  stored: Pick<ScoEnrollmentRow, 'status' | 'finishDate'>,
  fields: RuntimeFields,
  finish: AttemptEnd | undefined,
): SavedRuntimeData {
  const completed = finish?.completesUnreported && fields.status === undefined ? 'COMPLETED' : fields.status;
  // COMPLETED means the content said nothing of success (a passed or failed one reads PASSED or FAILED).
  const reported = finish?.satisfiesUnreported && completed === 'COMPLETED' ? 'PASSED' : completed;
  const status = nextStatus(stored.status, reported);
  return {
    fields,
    status,
    finishes: finish !== undefined && isDoneStatus(status) && stored.finishDate === null,
    addedSeconds: finish ? fields.sessionSeconds : 0,
    maxTotalSeconds: maxDurationSeconds,
  };
}
