// The demo's acceptances: every fixture user but those marked pendingTerms is seeded as having accepted
// the tenant's current agreement and signed its current responsibility terms, so the demo opens on the
// home; a pendingTerms user meets the terms gate. Seeded only for a user who never accepted that term,
// so a new version asks the demo users again, as it asks everyone; never taken back: what a user
// accepted is theirs.
import type { Queryable } from '../db/database.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';

export async function seedTermAcceptances(tx: Queryable, fixture: TenantFixture): Promise<void> {
  const idApp = fixture.app.idApp;
  const accepting = fixture.users.filter((user) => !user.pendingTerms).map((user) => user.idUser);
  if (accepting.length === 0) return;
  const users = `{${accepting.join(',')}}`;
  const { agreement, responsibilityTerms = [] } = fixture;
  if (agreement) {
    await tx.query(
      `UPDATE users SET accepted_agreement_version = $3, user_licence_terms_accepted = 1
        WHERE id_app = $1 AND id_user = ANY($2::int[]) AND accepted_agreement_version IS NULL`,
      [idApp, users, agreement.version],
    );
    await tx.query(
      `INSERT INTO term_acceptances (id_app, id_user, kind, id_term, version, accepted_at, communication_accepted)
       SELECT $1, u.id_user, 'agreement', 0, u.accepted_agreement_version, now(), u.communication_accepted
         FROM users u WHERE u.id_app = $1 AND u.id_user = ANY($2::int[]) AND u.accepted_agreement_version = $3
       ON CONFLICT DO NOTHING`,
      [idApp, users, agreement.version],
    );
  }
  for (const term of responsibilityTerms) {
    await tx.query(
      `INSERT INTO term_acceptances (id_app, id_user, kind, id_term, version, accepted_at)
       SELECT $1, u.id_user, 'responsibility', $3, $4, now()
         FROM users u WHERE u.id_app = $1 AND u.id_user = ANY($2::int[])
          AND NOT EXISTS (SELECT 1 FROM term_acceptances a
                           WHERE a.id_app = $1 AND a.id_user = u.id_user AND a.kind = 'responsibility'
                             AND a.id_term = $3)
       ON CONFLICT DO NOTHING`,
      [idApp, users, term.idTermOfResponsibility, String(term.versionNumber)],
    );
  }
}
