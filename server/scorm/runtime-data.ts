// What a lesson's run-time data stores, whichever way it comes: a commit or a finish on the run's own
// routes (run-handlers.ts), or one the app's outbox replays for a kept run (kept-runtime-data.ts). The
// caller holds the transaction a finish runs in, so its parts (the lesson's row, the next lesson, the
// content, the points) are stored together or not at all.
import type { Queryable } from '../db/database.ts';
import { afterLessonFinish, type FinishOutcome } from './lesson-finish.ts';
import { savedRuntimeData, type AttemptEnd, type RuntimeFields } from './rules.ts';
import {
  contentItemOf,
  saveRuntimeData,
  scoEnrollmentOf,
  scoEnrollmentsOf,
  type StoredLesson,
} from './store.ts';
import type { ScormRun } from './store-runs.ts';
import { lessonCards, type ScoLesson } from './views.ts';

/** The run and its package's lessons (run-access.ts LiveRun has them, or kept-runtime-data.ts reads them). */
export interface RunLessons {
  run: ScormRun;
  lesson: StoredLesson;
  lessons: readonly StoredLesson[];
}

/** The answer of a finish: the lesson's row as the lesson cards show it, and what the finish changed. */
export interface FinishAnswer extends FinishOutcome {
  scoEnrollment: ScoLesson['scoEnrollment'] | undefined;
}

/**
 * A commit stores the data on the lesson's row (none yet: nothing, as before the launch counted); a
 * finish also adds the session time, dates the lesson's end once done, and runs afterLessonFinish.
 * Answers the finish's outcome, undefined for a commit.
 */
export async function storeRuntimeData(
  db: Queryable,
  { run, lesson, lessons }: RunLessons,
  fields: RuntimeFields,
  finish: boolean,
  now: Date,
): Promise<FinishAnswer | undefined> {
  const stored = await scoEnrollmentOf(db, run);
  /** The data on the lesson's row, with the attempt's end on a finish. */
  const save = async (ended: AttemptEnd | undefined) => {
    if (stored)
      await saveRuntimeData(
        db,
        run.idApp,
        stored.idScoEnrollment,
        savedRuntimeData(stored, fields, ended),
        now,
      );
  };
  if (!finish) {
    await save(undefined);
    return undefined;
  }
  const sequential = (await contentItemOf(db, run.idApp, run.idContentItem))?.sequential === true;
  const before = lessonCards(
    lessons,
    await scoEnrollmentsOf(db, run.idApp, run.idEnrollment, run.idContentItem),
    sequential,
  );
  // An asset makes no run-time calls; a 2004 SCO whose completion or success the content does not set
  // (the manifest's default) is completed, or satisfied, by the LMS when its attempt ends without one.
  const ended: AttemptEnd = {
    completesUnreported: lesson.scormType === 'asset' || !lesson.completionSetByContent,
    satisfiesUnreported: !lesson.objectiveSetByContent,
  };
  await save(ended);
  const { outcome, lessons: after } = await afterLessonFinish(db, run, before, fields.sessionSeconds, now);
  return {
    scoEnrollment: after.find((candidate) => candidate.idSco === run.idSco)?.scoEnrollment,
    ...outcome,
  };
}
