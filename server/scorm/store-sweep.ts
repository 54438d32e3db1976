// The SQL of the package files' sweep (package-files-sweep.ts): interrupted ingestions, the file rows of
// replaced packages, and which stored keys no package names any more.
import type { Queryable } from '../db/database.ts';

/** PENDING rows older than `before`: an ingestion that never ended (the process died). Now ERROR. */
export async function failInterruptedPackages(db: Queryable, before: Date, reason: string): Promise<number> {
  const rows = await db.query(
    `UPDATE scorm_packages SET status = 'ERROR', error_message = $2
      WHERE status = 'PENDING' AND created_at < $1 RETURNING 1`,
    [before, reason],
  );
  return rows.length;
}

/**
 * Forgets the files of the packages a newer SUCCESS package of the same item replaced, unless a run
 * still uses them (live until its finish or expiry); one item's only when `item` is given. The package
 * rows and their lessons stay: the learners' records name them. Answers the keys the rows named.
 */
export async function forgetReplacedPackageFiles(
  db: Queryable,
  now: Date,
  item?: { idApp: number; idContentItem: number },
): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `DELETE FROM scorm_package_files f
      USING scorm_packages p
      WHERE f.id_app = p.id_app AND f.id_package = p.id_package
        AND ($2::int IS NULL OR (p.id_app = $2 AND p.id_content_item = $3))
        AND EXISTS (SELECT 1 FROM scorm_packages newer
                     WHERE newer.id_app = p.id_app AND newer.id_content_item = p.id_content_item
                       AND newer.status = 'SUCCESS' AND newer.id_package > p.id_package)
        AND NOT EXISTS (SELECT 1 FROM scorm_runs r
                         WHERE r.id_app = p.id_app AND r.id_package = p.id_package
                           AND r.finished_at IS NULL AND r.expires_at > $1)
      RETURNING f.storage_key AS key`,
    [now, item?.idApp ?? null, item?.idContentItem ?? null],
  );
  return rows.map((row) => row.key);
}

/** The keys among `keys` that no package file row names (copies of a zip share keys). */
export async function unnamedKeys(db: Queryable, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.query<{ key: string }>(
    `SELECT k AS key FROM unnest($1::text[]) AS k
      WHERE NOT EXISTS (SELECT 1 FROM scorm_package_files f WHERE f.storage_key = k)`,
    [keys],
  );
  return rows.map((row) => row.key);
}
