// The files learners sent through an upload form (server/db/migrations/0011-uploads.sql): their metadata and
// the key of their bytes in the file store (server/files/). No query here ever reads a file.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { insertReturning } from '../db/insert-returning.ts';
import type { UserUpload } from '../../src/generated/types.ts';

export interface NewUserUpload {
  idApp: number;
  idSection: number;
  idListSection: number;
  idUser: number;
  title: string;
  description: string;
  fileName: string;
  extension: string;
  mimetype: string;
  /** Where the file store keeps the bytes, already stored in full. */
  storageKey: string;
  sizeBytes: number;
  createdAt: Date;
}

interface MetadataRow {
  idUserUpload: number;
  idListSection: number;
  title: string;
  name: string;
  description: string;
  extension: string;
  mimetype: string;
  fileKey: string;
  createdAt: Date | string;
}

export interface UploadFile {
  fileName: string;
  mimetype: string;
  storageKey: string;
}

const metadataColumns = `
  u.id_user_upload AS "idUserUpload", u.id_list_section AS "idListSection", u.title,
  users.name, u.description, u.extension, u.mimetype, u.file_key AS "fileKey", u.created_at AS "createdAt"`;

const withAuthor = 'user_uploads u JOIN users ON users.id_app = u.id_app AND users.id_user = u.id_user';

/** The address the file is served at (`{apiPrefix}/userupload/file/{key}`, see upload-routes.ts). */
export const uploadFilePath = (apiPrefix: string, fileKey: string) =>
  `${apiPrefix}/userupload/file/${fileKey}`;

function toUserUpload(row: MetadataRow, apiPrefix: string): UserUpload {
  return {
    idUserUpload: row.idUserUpload,
    idSection: row.idListSection,
    title: row.title,
    name: row.name,
    description: row.description,
    mimetype: row.mimetype,
    extension: row.extension,
    url: uploadFilePath(apiPrefix, row.fileKey),
    date: new Date(row.createdAt).toISOString(),
  };
}

export async function insertUserUpload(
  db: Queryable,
  upload: NewUserUpload,
  apiPrefix: string,
): Promise<UserUpload> {
  const fileKey = randomBytes(24).toString('base64url');
  const row = await insertReturning<{ idUserUpload: number }>(
    db,
    `INSERT INTO user_uploads (id_app, id_section, id_list_section, id_user, title, description, file_name,
                               extension, mimetype, size_bytes, file_key, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamptz)
     RETURNING id_user_upload AS "idUserUpload"`,
    [
      upload.idApp,
      upload.idSection,
      upload.idListSection,
      upload.idUser,
      upload.title,
      upload.description,
      upload.fileName,
      upload.extension,
      upload.mimetype,
      upload.sizeBytes,
      fileKey,
      upload.storageKey,
      upload.createdAt.toISOString(),
    ],
  );
  const stored = await findStoredUpload(db, upload.idApp, row.idUserUpload, apiPrefix);
  if (!stored) throw new Error(`user upload ${row.idUserUpload} vanished after its insert`);
  return stored;
}

/** What users sent to a user-upload list (section type 31), newest first. */
export async function listStoredUploads(
  db: Queryable,
  idApp: number,
  idListSection: number,
  apiPrefix: string,
): Promise<UserUpload[]> {
  const rows = await db.query<MetadataRow>(
    `SELECT ${metadataColumns} FROM ${withAuthor}
      WHERE u.id_app = $1 AND u.id_list_section = $2
      ORDER BY u.created_at DESC, u.id_user_upload DESC`,
    [idApp, idListSection],
  );
  return rows.map((row) => toUserUpload(row, apiPrefix));
}

export async function findStoredUpload(
  db: Queryable,
  idApp: number,
  idUserUpload: number,
  apiPrefix: string,
): Promise<UserUpload | undefined> {
  const [row] = await db.query<MetadataRow>(
    `SELECT ${metadataColumns} FROM ${withAuthor} WHERE u.id_app = $1 AND u.id_user_upload = $2`,
    [idApp, idUserUpload],
  );
  return row ? toUserUpload(row, apiPrefix) : undefined;
}

/** Where the bytes behind a file address are, on the tenant of the request's host only. */
export async function findUploadFile(
  db: Queryable,
  idApp: number,
  fileKey: string,
): Promise<UploadFile | undefined> {
  const [row] = await db.query<UploadFile>(
    `SELECT file_name AS "fileName", mimetype, storage_key AS "storageKey"
       FROM user_uploads WHERE id_app = $1 AND file_key = $2`,
    [idApp, fileKey],
  );
  return row;
}
