// The sign-ins started at a company's provider (auth/sso.ts), until their callback: one row each, used
// once, gone after ten minutes.
import type { Queryable } from '../db/database.ts';
import type { PendingSsoLogin } from './sso-oidc.ts';

/** Long enough to type a password and a second factor at the provider; a forgotten tab soon expires. */
export const ssoLoginLifetimeMs = 10 * 60 * 1000;

export interface StoredSsoLogin extends PendingSsoLogin {
  callback: string;
}

export async function saveSsoLogin(
  db: Queryable,
  idApp: number,
  login: StoredSsoLogin,
  now: Date,
): Promise<void> {
  // Abandoned attempts go when a new one starts, so the table never grows.
  await db.query('DELETE FROM sso_logins WHERE expires_at < $1::timestamptz', [now.toISOString()]);
  await db.query(
    `INSERT INTO sso_logins (state, id_app, code_verifier, nonce, callback, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz)`,
    [
      login.state,
      idApp,
      login.codeVerifier,
      login.nonce,
      login.callback,
      new Date(now.getTime() + ssoLoginLifetimeMs).toISOString(),
    ],
  );
}

/** Takes the attempt of this state out (a second callback, even a simultaneous one, finds nothing). */
export async function takeSsoLogin(
  db: Queryable,
  idApp: number,
  state: string,
  now: Date,
): Promise<StoredSsoLogin | undefined> {
  const rows = await db.query<StoredSsoLogin>(
    `DELETE FROM sso_logins WHERE state = $1 AND id_app = $2
     RETURNING state, nonce, code_verifier AS "codeVerifier", callback,
               expires_at > $3::timestamptz AS live`,
    [state, idApp, now.toISOString()],
  );
  const row = rows[0] as (StoredSsoLogin & { live?: boolean }) | undefined;
  if (!row?.live) return undefined;
  const { live: _live, ...login } = row;
  return login;
}
