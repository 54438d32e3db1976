// The demo's onboarding: on a tenant with one, every fixture user but those marked pendingOnboarding is
// seeded as having finished it, so the demo opens on the home; a pendingOnboarding user meets it after
// sign-in. Seeded only for a user who never finished it; never taken back: what a user did is theirs.
import type { Queryable } from '../db/database.ts';
import type { TenantFixture } from '../fixtures/tenant-fixture-types.ts';

export async function seedOnboardingSeen(tx: Queryable, fixture: TenantFixture): Promise<void> {
  if (!fixture.onboarding) return;
  const seen = fixture.users.filter((user) => !user.pendingOnboarding).map((user) => user.idUser);
  if (seen.length === 0) return;
  await tx.query(
    `UPDATE users SET onboarding_seen_at = now()
      WHERE id_app = $1 AND id_user = ANY($2::int[]) AND onboarding_seen_at IS NULL`,
    [fixture.app.idApp, `{${seen.join(',')}}`],
  );
}
