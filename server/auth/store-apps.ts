// The apps of one person (learning-area.md 3 appsUserAccess): a person is a login (an e-mail, without
// case or surrounding spaces), and may hold an account in several tenants, each its own user.
import type { Queryable } from '../db/database.ts';
import type { AppDetails } from '../fixtures/tenant-fixture-types.ts';

export interface PersonApp {
  idApp: number;
  idCompany: number;
  bucket: string;
  details: AppDetails;
  /** The person's user in that app. */
  idUser: number;
}

const personAppColumns = `a.id_app AS "idApp", a.id_company AS "idCompany", a.bucket, a.details,
  u.id_user AS "idUser"`;
// An account one could sign in with: the user is active and activated, the app still served.
const usable = 'u.active = 1 AND NOT u.pending_activation AND a.active';

/** Every app where the login has a usable account, by app name (the caller puts the current one first). */
export async function appsOfPerson(db: Queryable, login: string): Promise<PersonApp[]> {
  return db.query<PersonApp>(
    `SELECT ${personAppColumns} FROM users u JOIN apps a ON a.id_app = u.id_app
      WHERE lower(u.email) = lower($1) AND ${usable}
      ORDER BY a.details->>'name', a.id_app`,
    [login.trim()],
  );
}

/** The login's usable account in one app, with that app; undefined when it has none there. */
export async function personAppIn(
  db: Queryable,
  login: string,
  idApp: number,
): Promise<PersonApp | undefined> {
  const rows = await db.query<PersonApp>(
    `SELECT ${personAppColumns} FROM users u JOIN apps a ON a.id_app = u.id_app
      WHERE lower(u.email) = lower($1) AND u.id_app = $2 AND ${usable}`,
    [login.trim(), idApp],
  );
  return rows[0];
}

/** Whether an app of that id is served at all (a refusal then says "no account", not "no app"). */
export async function isServedApp(db: Queryable, idApp: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM apps WHERE id_app = $1 AND active', [idApp]);
  return rows.length > 0;
}
