// The notification settings' storage: the company's settings are the fixture's collection
// notificationSettings; the user's choices are rows of notification_user_choices (migration 0024).
import type { NotificationSetting } from '../../src/generated/types.ts';
import { readCollection } from '../content/store-collections.ts';
import type { Queryable } from '../db/database.ts';
import { settingsView, type CompanySetting, type StoredChoice } from './rules.ts';

export const companySettings = (db: Queryable, idApp: number): Promise<CompanySetting[]> =>
  readCollection(db, idApp, 'notificationSettings');

export function storedChoices(db: Queryable, idApp: number, idUser: number): Promise<StoredChoice[]> {
  return db.query<StoredChoice>(
    `SELECT id_notification_user AS "idNotificationUser", id_notification AS "idNotification", active
       FROM notification_user_choices WHERE id_app = $1 AND id_user = $2`,
    [idApp, idUser],
  );
}

/** What GET user data lists (7.9): the user's view of the company's settings. */
export async function notificationsOf(
  db: Queryable,
  idApp: number,
  idUser: number,
): Promise<NotificationSetting[]> {
  const [settings, choices] = await Promise.all([
    companySettings(db, idApp),
    storedChoices(db, idApp, idUser),
  ]);
  return settingsView(settings, choices);
}

/** Stores the user's choices, each replacing their earlier one for the same setting (its id kept). */
export async function saveChoices(
  db: Queryable,
  idApp: number,
  idUser: number,
  changes: readonly { idNotification: number; active: 0 | 1 }[],
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  await db.query(
    `INSERT INTO notification_user_choices (id_app, id_user, id_notification, active, changed_at)
     SELECT $1, $2, (change ->> 'idNotification')::int, (change ->> 'active')::smallint, $4::timestamptz
       FROM jsonb_array_elements($3::jsonb) AS changes (change)
     ON CONFLICT (id_app, id_user, id_notification) DO UPDATE SET
       active = EXCLUDED.active, changed_at = EXCLUDED.changed_at`,
    [idApp, idUser, JSON.stringify(changes), at.toISOString()],
  );
}
