// What the profile screen writes: the user's own fields, one field at a time (the photo), and the files
// of the upload service. The terms accepted are server/terms/store.ts.
import type { Queryable } from '../db/database.ts';

export interface ProfileChanges {
  name: string;
  cpf: string | null;
  phone: string | null;
  communicationAccepted: 0 | 1;
  emailNotification: 0 | 1;
  smsNotification: 0 | 1;
}

export async function updateProfile(
  db: Queryable,
  idApp: number,
  idUser: number,
  changes: ProfileChanges,
): Promise<void> {
  await db.query(
    `UPDATE users SET name = $3, cpf = $4, phone = $5, communication_accepted = $6,
            email_notification = $7, sms_notification = $8
      WHERE id_app = $1 AND id_user = $2`,
    [
      idApp,
      idUser,
      changes.name,
      changes.cpf,
      changes.phone,
      changes.communicationAccepted,
      changes.emailNotification,
      changes.smsNotification,
    ],
  );
}

/** The fields PUT /users/editField/{idUser} may change, each to its column. */
export const editableFields = {
  photo: 'photo',
  name: 'name',
  cpf: 'cpf',
  phone: 'phone',
  askPWA: 'ask_pwa',
  communicationAccepted: 'communication_accepted',
  emailNotification: 'email_notification',
  smsNotification: 'sms_notification',
} as const;

export type EditableField = keyof typeof editableFields;

export async function updateField(
  db: Queryable,
  idApp: number,
  idUser: number,
  field: EditableField,
  value: string | number | null,
): Promise<void> {
  // The column comes from the fixed table above, never from the request.
  await db.query(`UPDATE users SET ${editableFields[field]} = $3 WHERE id_app = $1 AND id_user = $2`, [
    idApp,
    idUser,
    value,
  ]);
}

/** A file of the upload service: its metadata and where the file store keeps its bytes. */
export interface UploadedFile {
  idFile: string;
  fileName: string;
  mimetype: string;
  storageKey: string;
}

export async function saveUploadedFile(
  db: Queryable,
  idApp: number,
  idUser: number,
  file: UploadedFile,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO uploaded_files (id_app, id_file, id_user, file_name, mimetype, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz)`,
    [idApp, file.idFile, idUser, file.fileName, file.mimetype, file.storageKey, at.toISOString()],
  );
}

export async function findUploadedFile(
  db: Queryable,
  idApp: number,
  idFile: string,
): Promise<UploadedFile | undefined> {
  const rows = await db.query<UploadedFile>(
    `SELECT id_file AS "idFile", file_name AS "fileName", mimetype, storage_key AS "storageKey"
       FROM uploaded_files WHERE id_app = $1 AND id_file = $2`,
    [idApp, idFile],
  );
  return rows[0];
}
