// The company's e-mail forms as the fixture gives them (notificationEmails, tenant_collections) and the
// contact messages sent (server/db/migrations/0025-contact-us.sql).
import type { Queryable } from '../db/database.ts';
import { readCollection, type CollectionItem } from '../content/store-collections.ts';

export type EmailForm = CollectionItem<'notificationEmails'>;

/** The company's form of this id (its texts and its address), if it has one. */
export async function emailFormOf(db: Queryable, idApp: number, id: string): Promise<EmailForm | undefined> {
  return (await readCollection(db, idApp, 'notificationEmails')).find((form) => form.id === id);
}

/** A message sent through the contact form: who, when, and the address it went to. */
export async function recordContactMessage(
  db: Queryable,
  sent: { idApp: number; idUser: number; message: string; to: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO contact_messages (id_app, id_user, message, sent_to, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [sent.idApp, sent.idUser, sent.message, sent.to, sent.at],
  );
}
