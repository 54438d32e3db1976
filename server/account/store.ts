// The account's secrets: the password hash and the user's sessions.
import type { Queryable } from '../db/database.ts';

export async function passwordHashOf(
  db: Queryable,
  idApp: number,
  idUser: number,
): Promise<string | undefined> {
  const [row] = await db.query<{ hash: string }>(
    'SELECT password_hash AS hash FROM users WHERE id_app = $1 AND id_user = $2',
    [idApp, idUser],
  );
  return row?.hash;
}

/**
 * The new password, and every other session of the user ended: whoever had the old password (or a
 * token made with it) on another browser is signed out; the session that changed it goes on.
 */
export async function replacePassword(
  db: Queryable,
  user: { idApp: number; idUser: number; keepTokenHash: string },
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $3 WHERE id_app = $1 AND id_user = $2', [
    user.idApp,
    user.idUser,
    passwordHash,
  ]);
  await db.query('DELETE FROM tokens WHERE id_app = $1 AND id_user = $2 AND token_hash <> $3', [
    user.idApp,
    user.idUser,
    user.keepTokenHash,
  ]);
}
