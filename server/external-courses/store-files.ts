// The evidence files of external courses (server/db/migrations/0018-external-courses.sql): metadata and
// the file store's key; the bytes live in the file store (server/files/).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export interface EvidenceFile {
  idUser: number;
  fileName: string;
  mimetype: string;
  storageKey: string;
}

/** The address the app reads an evidence at (on the API base) and sends back as evidencePath. */
export const evidencePathOf = (fileKey: string, fileName: string) =>
  `/learning/externalcourses/evidence/${fileKey}/${encodeURIComponent(fileName)}`;

const evidencePathPattern = /^\/learning\/externalcourses\/evidence\/([A-Za-z0-9_-]{32})\/([^/?#]+)$/;

/** The file key an evidence path names, or undefined for any other text. */
export const fileKeyOfPath = (path: string) => evidencePathPattern.exec(path)?.[1];

export async function insertEvidenceFile(
  db: Queryable,
  file: EvidenceFile & { idApp: number; size: number; at: Date },
): Promise<string> {
  const fileKey = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO learning_external_course_files
       (id_app, file_key, id_user, file_name, mimetype, size_bytes, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [file.idApp, fileKey, file.idUser, file.fileName, file.mimetype, file.size, file.storageKey, file.at],
  );
  return fileKey;
}

export async function findEvidenceFile(
  db: Queryable,
  idApp: number,
  fileKey: string,
): Promise<EvidenceFile | undefined> {
  const [row] = await db.query<EvidenceFile>(
    `SELECT id_user AS "idUser", file_name AS "fileName", mimetype, storage_key AS "storageKey"
       FROM learning_external_course_files WHERE id_app = $1 AND file_key = $2`,
    [idApp, fileKey],
  );
  return row;
}

/**
 * Forgets the learner's evidence sent before `before` that no course names (sent and never used, or
 * replaced by an edit), and answers the stored keys to remove. evidence_path is
 * '/learning/externalcourses/evidence/{key}/{name}', so its fifth part is the key.
 */
export async function forgetUnusedEvidence(
  db: Queryable,
  owner: { idApp: number; idUser: number },
  before: Date,
): Promise<string[]> {
  const rows = await db.query<{ key: string }>(
    `DELETE FROM learning_external_course_files f
      WHERE f.id_app = $1 AND f.id_user = $2 AND f.created_at < $3
        AND NOT EXISTS (SELECT 1 FROM learning_external_courses c
                         WHERE c.id_app = f.id_app AND split_part(c.evidence_path, '/', 5) = f.file_key)
      RETURNING f.storage_key AS key`,
    [owner.idApp, owner.idUser, before],
  );
  return rows.map((row) => row.key);
}
