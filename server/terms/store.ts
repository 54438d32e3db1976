// What the user accepted (server/db/migrations/0019-terms.sql): the agreement's version on the user's
// row, every acceptance with its time in term_acceptances.
import type { Queryable } from '../db/database.ts';
import type { ResponsibilityTerm } from '../fixtures/tenant-fixture-types.ts';
import type { Tenant } from '../tenants/store.ts';

export interface TermsOwed {
  /** The current agreement, when the user has not accepted its version. */
  agreement: boolean;
  /** The responsibility terms the user has not signed at their current version. */
  responsibility: ResponsibilityTerm[];
}

const noneOwed: TermsOwed = { agreement: false, responsibility: [] };

/** What the user must still accept on this tenant; nothing, without a query, on a tenant with no terms. */
export async function termsOwed(db: Queryable, tenant: Tenant, idUser: number): Promise<TermsOwed> {
  const terms = tenant.responsibilityTerms ?? [];
  if (!tenant.agreement && terms.length === 0) return noneOwed;
  const [row] = await db.query<{ accepted: string | null; signed: string[] | null }>(
    `SELECT u.accepted_agreement_version AS accepted,
            (SELECT json_agg(a.id_term || ':' || a.version) FROM term_acceptances a
              WHERE a.id_app = u.id_app AND a.id_user = u.id_user AND a.kind = 'responsibility') AS signed
       FROM users u WHERE u.id_app = $1 AND u.id_user = $2`,
    [tenant.idApp, idUser],
  );
  const signed = new Set(row?.signed ?? []);
  return {
    agreement: tenant.agreement !== null && row?.accepted !== tenant.agreement.version,
    responsibility: terms.filter(
      (term) => !signed.has(`${term.idTermOfResponsibility}:${term.versionNumber}`),
    ),
  };
}

export const owesTerms = (owed: TermsOwed) => owed.agreement || owed.responsibility.length > 0;

/**
 * The agreement answer (content-app.md 4, PUT /users/agreement/{id}): the consents on the user's row,
 * and, when the terms were accepted, the version and time in the acceptances.
 */
export async function recordAgreement(
  db: Queryable,
  user: { idApp: number; idUser: number },
  accepted: { communicationAccepted: 0 | 1; userLicenceTermsAccepted: 0 | 1; version: string | null },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE users SET communication_accepted = $3, user_licence_terms_accepted = $4,
            accepted_agreement_version = $5
      WHERE id_app = $1 AND id_user = $2`,
    [
      user.idApp,
      user.idUser,
      accepted.communicationAccepted,
      accepted.userLicenceTermsAccepted,
      accepted.version,
    ],
  );
  if (accepted.version === null) return;
  await db.query(
    `INSERT INTO term_acceptances (id_app, id_user, kind, id_term, version, accepted_at, communication_accepted)
     VALUES ($1, $2, 'agreement', 0, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [user.idApp, user.idUser, accepted.version, at, accepted.communicationAccepted],
  );
}

/** A responsibility term signed at a version; signing it again changes nothing. */
export async function signResponsibilityTerm(
  db: Queryable,
  user: { idApp: number; idUser: number },
  term: { idTermOfResponsibility: number; versionNumber: number },
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO term_acceptances (id_app, id_user, kind, id_term, version, accepted_at)
     VALUES ($1, $2, 'responsibility', $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [user.idApp, user.idUser, term.idTermOfResponsibility, String(term.versionNumber), at],
  );
}
