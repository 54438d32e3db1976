// What a finished lesson changes beyond its own row (learning-area.md 4.2 "SCORM player"): the next lesson
// may unlock; the content enrollment follows its lessons, IN_PROGRESS at the share of them done (issue 22:
// it stayed NOT_ATTEMPTED at 0 while they moved on); once every lesson is done it is forced COMPLETED at
// 100 (through the content-enrollment code of learning-progress-routes.ts), and when the node has a
// campaign and the item is the course's last content, the learner earns its points (the trackings' rule:
// once per content).
// Runs inside the finish's transaction (runtime-data.ts), with the lesson's own data.
import { isDoneStatus } from '../../src/shared-rules/learning-locks.ts';
import type { Queryable } from '../db/database.ts';
import { recordTrackingIn } from '../learning-activity/store.ts';
import { contentsInOrder } from '../learning/navigation.ts';
import { refreshEnrollmentStatus } from '../learning/progress.ts';
import { ancestry } from '../learning/store.ts';
import { insertContentEnrollmentIn, updateContentEnrollment } from '../learning/store-progress.ts';
import { contentEnrollmentOf, loadLearningView } from '../learning/view-model.ts';
import { lessonsOf, scoEnrollmentsOf } from './store.ts';
import type { ScormRun } from './store-runs.ts';
import { lessonCards, type ScoLesson } from './views.ts';

export interface FinishOutcome {
  /** The next lesson in manifest order when this finish unlocked it, else null. */
  nextUnlocked: number | null;
  contentCompleted: boolean;
  pointsEarned: boolean;
}

export async function afterLessonFinish(
  db: Queryable,
  run: ScormRun,
  before: readonly ScoLesson[],
  sessionSeconds: number,
  now: Date,
): Promise<{ outcome: FinishOutcome; lessons: ScoLesson[] }> {
  const view = await loadLearningView(db, run.idApp, run.idUser, now);
  const enrollment = view.learner.enrollments.find((row) => row.idEnrollment === run.idEnrollment);
  const ordered = enrollment ? contentsInOrder(view, enrollment.nodeCode) : [];
  const content = ordered.find((candidate) => candidate.item.idContentItem === run.idContentItem);
  const lessons = lessonCards(
    await lessonsOf(db, run.idApp, run.idPackage),
    await scoEnrollmentsOf(db, run.idApp, run.idEnrollment, run.idContentItem),
    content?.item.sequential === true,
  );
  const at = lessons.findIndex((lesson) => lesson.idSco === run.idSco);
  const next = lessons[at + 1];
  const wasLocked =
    before.find((lesson) => lesson.idSco === next?.idSco)?.scoEnrollment.prerequisitesMet === false;
  const outcome: FinishOutcome = {
    nextUnlocked: next && wasLocked && next.scoEnrollment.prerequisitesMet ? next.idSco : null,
    contentCompleted: false,
    pointsEarned: false,
  };
  if (!enrollment || !content) return { outcome, lessons };
  const row = contentEnrollmentOf(view, run.idEnrollment, run.idContentItem);
  const done = lessons.filter((lesson) => isDoneStatus(lesson.scoEnrollment.status)).length;
  if (done < lessons.length) {
    // Never back: a lower share (a package replaced by a longer one) or a done row stays as it is.
    const progress = Math.floor((done / lessons.length) * 100);
    if (row) await updateContentEnrollment(db, run.idApp, row, { status: 'IN_PROGRESS', progress }, now);
    return { outcome, lessons };
  }

  const alreadyDone = isDoneStatus(row?.status);
  if (row) {
    await updateContentEnrollment(db, run.idApp, row, { status: 'COMPLETED', progress: 100 }, now);
  } else {
    await insertContentEnrollmentIn(db, { ...run, status: 'COMPLETED', progress: 100 }, now);
  }
  await refreshEnrollmentStatus(
    db,
    await loadLearningView(db, run.idApp, run.idUser, now),
    enrollment,
    run.idApp,
  );
  outcome.contentCompleted = true;
  const hasCampaign = ancestry(view.tree, content.nodeCode).some((node) => node.fields.hasCampaign === true);
  const isLast = ordered.at(-1)?.item.idContentItem === run.idContentItem;
  if (!alreadyDone && hasCampaign && isLast) {
    outcome.pointsEarned = await recordTrackingIn(
      db,
      {
        idApp: run.idApp,
        idUser: run.idUser,
        idContentItem: run.idContentItem,
        idSection: null,
        started: new Date(now.getTime() - sessionSeconds * 1000),
        seconds: Math.round(sessionSeconds),
      },
      now,
    );
  }
  return { outcome, lessons };
}
