// What the learners keep when an admin replaces a content's package (issue 22, item 7: the content record
// kept the old package's COMPLETED while the new package's lessons all read 'Não iniciado'). Runs in the
// transaction that makes the new package SUCCESS:
// - a lesson of the new package with the same manifest identifier as one of the old carries the learner's
//   record of it (status, grade, score, times, accesses), not its run-time state (bookmark, suspend data,
//   cmi): the new version's pages start from the beginning, a lesson done stays done;
// - each content record then follows the new lessons as a finished lesson makes it (lesson-finish.ts),
//   at the share of them done; a COMPLETED content whose new package has lessons not done is IN_PROGRESS
//   again. The course's enrolment, certificates, points and history are not touched: they were earned.
import type { Queryable } from '../db/database.ts';

const DONE = `('COMPLETED', 'PASSED', 'EQUIVALENCY')`;

export async function followReplacedPackage(tx: Queryable, idApp: number, idPackage: number): Promise<void> {
  const [replaced] = await tx.query<{ idContentItem: number; previous: number }>(
    `SELECT p.id_content_item AS "idContentItem", old.id_package AS previous
       FROM scorm_packages p
       JOIN LATERAL (SELECT id_package FROM scorm_packages
                      WHERE id_app = p.id_app AND id_content_item = p.id_content_item
                        AND status = 'SUCCESS' AND id_package <> p.id_package
                      ORDER BY id_package DESC LIMIT 1) old ON true
      WHERE p.id_app = $1 AND p.id_package = $2`,
    [idApp, idPackage],
  );
  if (!replaced) return;
  const { idContentItem, previous } = replaced;
  await tx.query(
    `INSERT INTO scorm_sco_enrollments (id_app, id_user, id_enrollment, id_content_item, id_sco, status, grade,
                                        score, total_seconds, number_of_access, start_date, finish_date,
                                        last_access_date)
     SELECT e.id_app, e.id_user, e.id_enrollment, e.id_content_item, new.id_sco, e.status, e.grade, e.score,
            e.total_seconds, e.number_of_access, e.start_date, e.finish_date, e.last_access_date
       FROM scorm_sco_enrollments e
       JOIN scorm_scos old ON old.id_app = e.id_app AND old.id_sco = e.id_sco AND old.id_package = $3
       JOIN scorm_scos new ON new.id_app = e.id_app AND new.id_package = $4 AND new.identifier = old.identifier
      WHERE e.id_app = $1 AND e.id_content_item = $2
     ON CONFLICT DO NOTHING`,
    [idApp, idContentItem, previous, idPackage],
  );
  await tx.query(
    `WITH shares AS (
       SELECT c.id_content_enrollment,
              (SELECT count(*) FROM scorm_scos s WHERE s.id_app = $1 AND s.id_package = $3)::int AS total,
              (SELECT count(*) FROM scorm_sco_enrollments e
                 JOIN scorm_scos s ON s.id_app = e.id_app AND s.id_sco = e.id_sco AND s.id_package = $3
                WHERE e.id_app = $1 AND e.id_enrollment = c.id_enrollment AND e.id_content_item = $2
                  AND e.status IN ${DONE})::int AS done
         FROM learning_content_enrollments c
        WHERE c.id_app = $1 AND c.id_content_item = $2)
     UPDATE learning_content_enrollments c
        SET status = CASE WHEN c.status = 'COMPLETED' THEN 'IN_PROGRESS' ELSE c.status END,
            progress = floor(shares.done * 100.0 / shares.total),
            finish_date = CASE WHEN c.status = 'COMPLETED' THEN NULL ELSE c.finish_date END
       FROM shares
      WHERE c.id_app = $1 AND c.id_content_enrollment = shares.id_content_enrollment
        AND shares.total > 0 AND shares.done < shares.total`,
    [idApp, idContentItem, idPackage],
  );
}
