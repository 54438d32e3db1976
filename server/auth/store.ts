import type { Queryable } from '../db/database.ts';

export interface UserRow {
  idApp: number;
  idUser: number;
  email: string;
  name: string;
  passwordHash: string;
  admin: 0 | 1 | 2;
  canAccessSupport: boolean;
  gamification: 0 | 1;
  department: string | null;
  role: string | null;
  /** The company's: unit, branch, employee code and manager (read-only in the app, owned by the fixture). */
  unit: string | null;
  branch: string | null;
  employeeCode: string | null;
  managerName: string | null;
  phone: string | null;
  cpf: string | null;
  photo: string | null;
  active: 0 | 1;
  askPWA: 0 | 1;
  communicationAccepted: 0 | 1;
  userLicenceTermsAccepted: 0 | 1;
  acceptedAgreementVersion: string | null;
  emailNotification: 0 | 1;
  smsNotification: 0 | 1;
  lastLogin: Date | null;
  /** When the user finished the tenant's onboarding; null: not yet (server/onboarding). */
  onboardingSeenAt: Date | null;
}

const userColumns = `
  id_app AS "idApp", id_user AS "idUser", email, name, password_hash AS "passwordHash", admin,
  can_access_support AS "canAccessSupport", gamification, department, role, unit, branch,
  employee_code AS "employeeCode", manager_name AS "managerName", phone, cpf, photo, active,
  ask_pwa AS "askPWA", communication_accepted AS "communicationAccepted",
  user_licence_terms_accepted AS "userLicenceTermsAccepted",
  accepted_agreement_version AS "acceptedAgreementVersion",
  email_notification AS "emailNotification", sms_notification AS "smsNotification", last_login AS "lastLogin",
  onboarding_seen_at AS "onboardingSeenAt"`;

/** Logins are e-mails, matched without case or surrounding spaces. */
export async function findUserByLogin(
  db: Queryable,
  idApp: number,
  login: string,
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    // A user waiting for their first access has no password yet: unknown to the login until then.
    `SELECT ${userColumns} FROM users WHERE id_app = $1 AND lower(email) = lower($2) AND NOT pending_activation`,
    [idApp, login.trim()],
  );
  return rows[0];
}

export async function findUserById(
  db: Queryable,
  idApp: number,
  idUser: number,
): Promise<UserRow | undefined> {
  const rows = await db.query<UserRow>(
    `SELECT ${userColumns} FROM users WHERE id_app = $1 AND id_user = $2`,
    [idApp, idUser],
  );
  return rows[0];
}

export async function recordLogin(db: Queryable, idApp: number, idUser: number, at: Date): Promise<void> {
  await db.query('UPDATE users SET last_login = $3::timestamptz WHERE id_app = $1 AND id_user = $2', [
    idApp,
    idUser,
    at.toISOString(),
  ]);
}

export async function recordPasswordResetRequest(db: Queryable, user: UserRow, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO password_reset_requests (id_app, id_user, email, requested_at)
     VALUES ($1, $2, $3, $4::timestamptz)`,
    [user.idApp, user.idUser, user.email, at.toISOString()],
  );
}
