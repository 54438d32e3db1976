// Support access as stored (server/db/migrations/0022-support-access.sql): the users a support user may
// open, and the log of every access on the accessed login.
import type { Queryable } from '../db/database.ts';

export interface SupportListedUser {
  idUser: number;
  name: string;
  email: string;
  department: string | null;
  role: string | null;
  active: 0 | 1;
}

/** Escapes LIKE's wildcards, so a search for '100%' finds that text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A page of the tenant's users by name or e-mail, the support user aside; active ones only when asked. */
export async function listUsersForSupport(
  db: Queryable,
  page: {
    idApp: number;
    idSupportUser: number;
    searchText: string;
    onlyActive: boolean;
    offset: number;
    limit: number;
  },
): Promise<{ rows: SupportListedUser[]; total: number }> {
  const filter = `id_app = $1 AND id_user <> $2 AND ($3 = '' OR name ILIKE $4 OR email ILIKE $4)
                  AND (NOT $5 OR active = 1)`;
  const search = page.searchText.trim();
  const values = [page.idApp, page.idSupportUser, search, likeText(search), page.onlyActive];
  const rows = await db.query<SupportListedUser>(
    `SELECT id_user AS "idUser", name, email, department, role, active FROM users
      WHERE ${filter} ORDER BY lower(name), id_user OFFSET $6 LIMIT $7`,
    [...values, page.offset, page.limit],
  );
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users WHERE ${filter}`,
    values,
  );
  return { rows, total: counted?.total ?? 0 };
}

export async function logSupportStart(
  db: Queryable,
  access: { idApp: number; idUser: number; idSupportUser: number; tokenHash: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO support_access_log (id_app, id_user, id_support_user, token_hash, started_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [access.idApp, access.idUser, access.idSupportUser, access.tokenHash, access.at],
  );
}

/** The support session ended (its exit, or the accessed user's logout of it). */
export async function logSupportEnd(
  db: Queryable,
  idApp: number,
  tokenHash: string,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE support_access_log SET ended_at = $3 WHERE id_app = $1 AND token_hash = $2 AND ended_at IS NULL',
    [idApp, tokenHash, at],
  );
}
