import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * How long a session token lives: 7 days. The app renews the login on the first visit of every UTC day
 * (content-app.md section 4), and each renewal starts a new 7 days, so a learner who comes back within
 * a week never signs in again, while a token left behind (a shared computer, a copied header) dies
 * within a week instead of a month. A day would sign out anyone who skips a day; 7 covers a weekend
 * and a short holiday.
 */
export const tokenLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** A renewed token stays usable this long, so requests already in flight with it still succeed. */
export const replacedTokenGraceMs = 60 * 1000;

export interface Session {
  idApp: number;
  idUser: number;
  tokenHash: string;
  /** A support session (learning-area.md 4.11): the support user who opened it; null otherwise. */
  supportBy: number | null;
}

/** A support session lives 2 hours: long enough to help, never the 7 days of a sign-in. */
export const supportTokenLifetimeMs = 2 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A new random token for a user of a token table (sessions, link tokens), stored by the caller as its
 * hash alone. The user's expired tokens of that table go when a new one is made, so it does not grow
 * forever.
 */
export async function newUserToken(
  db: Queryable,
  table: 'tokens' | 'link_tokens',
  idApp: number,
  idUser: number,
  now: Date,
): Promise<string> {
  await db.query(`DELETE FROM ${table} WHERE id_app = $1 AND id_user = $2 AND expires_at < $3::timestamptz`, [
    idApp,
    idUser,
    now.toISOString(),
  ]);
  return randomBytes(32).toString('base64url');
}

export async function issueToken(
  db: Queryable,
  idApp: number,
  idUser: number,
  now: Date,
  supportBy: number | null = null,
): Promise<string> {
  const token = await newUserToken(db, 'tokens', idApp, idUser, now);
  await db.query(
    `INSERT INTO tokens (token_hash, id_app, id_user, created_at, expires_at, support_by)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6)`,
    [
      hashToken(token),
      idApp,
      idUser,
      now.toISOString(),
      new Date(now.getTime() + (supportBy === null ? tokenLifetimeMs : supportTokenLifetimeMs)).toISOString(),
      supportBy,
    ],
  );
  return token;
}

/** The session of a bearer token, if it exists, is unexpired and belongs to the tenant of the host. */
export async function findSession(
  db: Queryable,
  token: string,
  idApp: number,
  now: Date,
): Promise<Session | undefined> {
  const rows = await db.query<Session>(
    `SELECT id_app AS "idApp", id_user AS "idUser", token_hash AS "tokenHash", support_by AS "supportBy"
       FROM tokens
      WHERE token_hash = $1 AND id_app = $2 AND expires_at > $3::timestamptz`,
    [hashToken(token), idApp, now.toISOString()],
  );
  return rows[0];
}

/**
 * Marks a token replaced by a renewal and ends it after the grace period (never extends it). False
 * when it was already replaced: a token renews once, so two renewals of one token cannot fork two
 * sessions (the second caller gets 409 and keeps using the successor the first one stored).
 */
export async function retireToken(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ tokenHash: string }>(
    `UPDATE tokens SET replaced_at = $2::timestamptz, expires_at = LEAST(expires_at, $3::timestamptz)
      WHERE token_hash = $1 AND replaced_at IS NULL
      RETURNING token_hash AS "tokenHash"`,
    [tokenHash, now.toISOString(), new Date(now.getTime() + replacedTokenGraceMs).toISOString()],
  );
  return rows.length > 0;
}

/** Logout: the token is gone from the server, so every later call with it gets 401. */
export async function revokeToken(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM tokens WHERE token_hash = $1', [tokenHash]);
}

/** `Authorization: Bearer <token>`; anything else is no token at all. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
