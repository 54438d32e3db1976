// The fixture's comments (schemas/tenant-fixture.json learningComments), each added once, sanitised as a
// learner's are: what learners did to them since (edited, deleted, reported) survives a restart. Comments
// go in before the replies that name them; a report is added once per reporter.
import type { Queryable } from '../db/database.ts';
import { parentsFirst } from '../db/parents-first.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';
import { cleanComment } from '../../src/shared-rules/comments.ts';
import { commentPurifier } from './sanitize.ts';

export async function seedComments(tx: Queryable, fixture: TenantFixture): Promise<void> {
  const comments = fixture.learningComments ?? [];
  if (comments.length === 0) return;
  const purifier = await commentPurifier();
  const idApp = fixture.app.idApp;
  for (const comment of parentsFirst(comments, (row) => row.idParentComment)) {
    await tx.query(
      `INSERT INTO learning_comments
         (id_app, id_comment, entity_type, id_entity, id_parent_comment, id_user, text, hidden_by,
          created_at, last_modified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, coalesce($10::timestamptz, $9::timestamptz))
       ON CONFLICT DO NOTHING`,
      [
        idApp,
        comment.idComment,
        comment.entityType,
        comment.idEntity,
        comment.idParentComment ?? null,
        comment.idUser,
        cleanComment(purifier, comment.text).html,
        comment.hiddenBy ?? null,
        comment.creationDate,
        comment.lastModifiedDate ?? null,
      ],
    );
    for (const reporter of comment.reportedBy ?? []) {
      await tx.query(
        `INSERT INTO learning_comment_reports (id_app, id_comment, id_user, created_at)
         VALUES ($1, $2, $3, coalesce($4::timestamptz, $5::timestamptz)) ON CONFLICT DO NOTHING`,
        [idApp, comment.idComment, reporter, comment.lastModifiedDate ?? null, comment.creationDate],
      );
    }
  }
}
