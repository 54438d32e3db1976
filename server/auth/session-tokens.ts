import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** How long a token lives. The app renews the login daily (content-app.md section 4), well within this. */
export const tokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** A renewed token stays usable this long, so requests already in flight with it still succeed. */
export const replacedTokenGraceMs = 60 * 1000;

export interface Session {
  idApp: number;
  idUser: number;
  tokenHash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function issueToken(db: Queryable, idApp: number, idUser: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // The user's long-expired tokens go when a new one is made, so the table does not grow forever.
  await db.query('DELETE FROM tokens WHERE id_app = $1 AND id_user = $2 AND expires_at < $3::timestamptz', [
    idApp,
    idUser,
    now.toISOString(),
  ]);
  await db.query(
    `INSERT INTO tokens (token_hash, id_app, id_user, created_at, expires_at)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [
      hashToken(token),
      idApp,
      idUser,
      now.toISOString(),
      new Date(now.getTime() + tokenLifetimeMs).toISOString(),
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
    `SELECT id_app AS "idApp", id_user AS "idUser", token_hash AS "tokenHash"
       FROM tokens
      WHERE token_hash = $1 AND id_app = $2 AND expires_at > $3::timestamptz`,
    [hashToken(token), idApp, now.toISOString()],
  );
  return rows[0];
}

/** Ends a replaced token after the grace period (never extends it). */
export async function retireToken(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query('UPDATE tokens SET expires_at = LEAST(expires_at, $2::timestamptz) WHERE token_hash = $1', [
    tokenHash,
    new Date(now.getTime() + replacedTokenGraceMs).toISOString(),
  ]);
}

/** `Authorization: Bearer <token>`; anything else is no token at all. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
