// The offline progress write (PUT .../contents/{idContent}/progress, routes-content-progress.ts): the
// device replays its outbox, so one write may arrive twice, late, or at the same moment as its copy.
// One transaction holds the learner's row in the content while it decides: the clientSeq check, the
// write and the ACCESS_CONTENT record of a completion happen once, however many copies arrive together.
import type { Database, Queryable } from '../db/database.ts';
import { recordAccess } from '../learning-activity/store.ts';
import {
  insertContentEnrollmentIn,
  isFinishedContentStatus,
  updateContentEnrollment,
  type NewContentEnrollment,
} from './store-progress.ts';

export interface ContentProgressWrite extends NewContentEnrollment {
  idUser: number;
  status: 'IN_PROGRESS' | 'COMPLETED';
  clientSeq: number;
}

export interface ContentProgressOutcome {
  /** This write stored the learner's first row in the content. */
  created: boolean;
  /** This write moved the row (false: its clientSeq was not above the stored one). */
  applied: boolean;
}

/** Creates or moves the learner's row in the content, unless it holds this clientSeq or a later one. */
export async function writeContentProgress(
  db: Database,
  write: ContentProgressWrite,
  now: Date,
): Promise<ContentProgressOutcome> {
  return db.transaction(async (tx) => {
    // A copy inserting at this moment makes this insert wait for it, then do nothing: the row below is
    // then that copy's, committed, and the lock taken on it orders the two.
    if (await insertContentEnrollmentIn(tx, write, now)) {
      if (write.status === 'COMPLETED') await recordCompletion(tx, write, now);
      return { created: true, applied: true };
    }
    const [row] = await tx.query<{
      id_content_enrollment: number;
      status: string;
      progress: number;
      client_seq: number | null;
    }>(
      `SELECT id_content_enrollment, status, progress, client_seq FROM learning_content_enrollments
        WHERE id_app = $1 AND id_enrollment = $2 AND id_content_item = $3
        FOR UPDATE`,
      [write.idApp, write.idEnrollment, write.idContentItem],
    );
    if (!row) throw new Error(`content enrollment ${write.idEnrollment}/${write.idContentItem} vanished`);
    // NULL: a row of the POST/PUT content-enrollments routes, which no device numbered.
    if (row.client_seq !== null && row.client_seq >= write.clientSeq)
      return { created: false, applied: false };
    const stored = {
      idContentEnrollment: row.id_content_enrollment,
      status: row.status,
      progress: row.progress,
    };
    await updateContentEnrollment(tx, write.idApp, stored, write, now, write.clientSeq);
    if (write.status === 'COMPLETED' && !isFinishedContentStatus(row.status))
      await recordCompletion(tx, write, now);
    return { created: false, applied: true };
  });
}

/** The ACCESS_CONTENT record POST /api/learning/contents/{id}/accesses stores for a finished content. */
function recordCompletion(tx: Queryable, write: ContentProgressWrite, now: Date) {
  const { idApp, idUser, idEnrollment, idContentItem } = write;
  return recordAccess(tx, { idApp, idUser, idEnrollment, idContentItem, progress: 100 }, now);
}
