// When a user finished the onboarding (server/db/migrations/0027-onboarding.sql: users.onboarding_seen_at).
import type { Queryable } from '../db/database.ts';

/** The onboarding finished ('Concluir'); the first time is kept, pressing again changes nothing. */
export async function finishOnboarding(
  db: Queryable,
  user: { idApp: number; idUser: number },
  at: Date,
): Promise<void> {
  await db.query(
    `UPDATE users SET onboarding_seen_at = $3
      WHERE id_app = $1 AND id_user = $2 AND onboarding_seen_at IS NULL`,
    [user.idApp, user.idUser, at],
  );
}
