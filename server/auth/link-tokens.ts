import type { Queryable } from '../db/database.ts';
import { hashToken, newUserToken } from './session-tokens.ts';

/**
 * What a link token is for: the addresses the app builds with `token=` in their query (content-app.md
 * 2.6 and 6). An address ends up in browser history, server logs and Referer headers, so what it
 * carries must be worth little: one purpose, minutes of life, one use.
 */
/** What POST /login/linktoken may be asked for (schemas/api/link-token-body.json). */
export const requestableLinkPurposes = ['embedded-page', 'journey-frame', 'admin', 'login'] as const;
// 'registration' is made only by the first access's PIN check (server/activation), never asked for;
// 'app-switch' only by the app switch (routes-switch.ts), for the same person's user in another app.
export const linkTokenPurposes = [...requestableLinkPurposes, 'registration', 'app-switch'] as const;
export type LinkTokenPurpose = (typeof linkTokenPurposes)[number];

/**
 * Long enough for the page it opens to load and sign in (the app asks for one right when it builds the
 * address, and the page exchanges it on load), short enough that a copied address is soon worthless.
 */
export const linkTokenLifetimeMs = 5 * 60 * 1000;

/**
 * The purposes whose token the automatic login exchanges for a session: the app's own ?token= address,
 * the admin link and the switch from another app. A token handed to a partner page (embedded page, journey frame) only tells that
 * page who the learner is (POST /login/linktoken/identify): it can never become a session, so a page
 * that leaks or abuses it cannot act as the learner.
 */
export const signInPurposes: readonly LinkTokenPurpose[] = ['login', 'admin', 'app-switch'];
/** The purposes a partner page may identify the learner with. */
export const identifyPurposes: readonly LinkTokenPurpose[] = ['embedded-page', 'journey-frame'];

export interface LinkGrant {
  idApp: number;
  idUser: number;
  purpose: LinkTokenPurpose;
}

export async function issueLinkToken(
  db: Queryable,
  { idApp, idUser, purpose }: LinkGrant,
  now: Date,
  lifetimeMs = linkTokenLifetimeMs,
): Promise<{ token: string; expiresAt: Date }> {
  const token = await newUserToken(db, 'link_tokens', idApp, idUser, now);
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db.query(
    `INSERT INTO link_tokens (token_hash, id_app, id_user, purpose, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)`,
    [hashToken(token), idApp, idUser, purpose, now.toISOString(), expiresAt.toISOString()],
  );
  return { token, expiresAt };
}

/**
 * Uses a link token up: the grant when it exists, belongs to the tenant of the host, is unexpired, was
 * never used and serves one of `purposes`; undefined otherwise. Marking it used in the same statement
 * makes a second use (even a simultaneous one) find nothing.
 */
export async function redeemLinkToken(
  db: Queryable,
  token: string,
  idApp: number,
  now: Date,
  purposes: readonly LinkTokenPurpose[],
): Promise<LinkGrant | undefined> {
  const rows = await db.query<LinkGrant>(
    `UPDATE link_tokens SET used_at = $3::timestamptz
      WHERE token_hash = $1 AND id_app = $2 AND used_at IS NULL AND expires_at > $3::timestamptz
        AND purpose = ANY($4::text[])
      RETURNING id_app AS "idApp", id_user AS "idUser", purpose`,
    [hashToken(token), idApp, now.toISOString(), [...purposes]],
  );
  return rows[0];
}
