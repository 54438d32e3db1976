// First access as stored (server/db/migrations/0022-activation.sql).
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

const pinHash = (phone: string, pin: string) =>
  createHash('sha256').update(`${phone}:${pin}`).digest('base64url');

/** The user waiting for activation whose phone has these digits. */
export async function findPendingByPhone(
  db: Queryable,
  idApp: number,
  digits: string,
): Promise<{ idUser: number; name: string; email: string } | undefined> {
  const [row] = await db.query<{ idUser: number; name: string; email: string }>(
    `SELECT id_user AS "idUser", name, email FROM users
      WHERE id_app = $1 AND pending_activation AND regexp_replace(coalesce(phone, ''), '\\D', '', 'g') = $2
      ORDER BY id_user LIMIT 1`,
    [idApp, digits],
  );
  return row;
}

/** A new PIN for the phone, replacing any earlier one (and its count of wrong tries). */
export async function storePin(
  db: Queryable,
  pin: { idApp: number; phone: string; idUser: number; pin: string; at: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO activation_pins (id_app, phone, id_user, pin_hash, created_at, expires_at, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, 0)
     ON CONFLICT (id_app, phone) DO UPDATE SET id_user = EXCLUDED.id_user, pin_hash = EXCLUDED.pin_hash,
       created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at, attempts = 0`,
    [pin.idApp, pin.phone, pin.idUser, pinHash(pin.phone, pin.pin), pin.at, pin.expiresAt],
  );
}

export type PinCheck =
  | { outcome: 'right'; idUser: number }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'missing' | 'expired' | 'exhausted' };

/**
 * Checks a PIN. A wrong one counts a try in the same statement that reads the count, so simultaneous
 * guesses cannot pass the limit; a right one is used up (deleted) as it is read, so it opens once.
 */
export async function checkPin(
  db: Queryable,
  attempt: { idApp: number; phone: string; pin: string; at: Date; maxAttempts: number },
): Promise<PinCheck> {
  const { idApp, phone, at, maxAttempts } = attempt;
  const [used] = await db.query<{ idUser: number }>(
    `DELETE FROM activation_pins
      WHERE id_app = $1 AND phone = $2 AND pin_hash = $3 AND expires_at > $4 AND attempts < $5
      RETURNING id_user AS "idUser"`,
    [idApp, phone, pinHash(phone, attempt.pin), at, maxAttempts],
  );
  if (used) return { outcome: 'right', idUser: used.idUser };
  const [counted] = await db.query<{ attempts: number }>(
    `UPDATE activation_pins SET attempts = attempts + 1
      WHERE id_app = $1 AND phone = $2 AND expires_at > $3 AND attempts < $4
      RETURNING attempts`,
    [idApp, phone, at, maxAttempts],
  );
  if (counted) return { outcome: 'wrong', attemptsLeft: maxAttempts - counted.attempts };
  const [row] = await db.query<{ expired: boolean }>(
    'SELECT expires_at <= $3 AS expired FROM activation_pins WHERE id_app = $1 AND phone = $2',
    [idApp, phone, at],
  );
  if (!row) return { outcome: 'missing' };
  return { outcome: row.expired ? 'expired' : 'exhausted' };
}

/** The first access done: the user's name and password, active from now on. */
export async function activate(
  db: Queryable,
  user: { idApp: number; idUser: number; name: string; passwordHash: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET name = $3, password_hash = $4, active = 1, pending_activation = false
      WHERE id_app = $1 AND id_user = $2 AND pending_activation RETURNING 1`,
    [user.idApp, user.idUser, user.name, user.passwordHash],
  );
  return rows.length > 0;
}
