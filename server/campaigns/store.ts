// The campaigns' participants and contents (fixture collections campaignUsers, campaignContents) and
// who was shown which campaign (table campaign_notifications, migration 0029).
import type { Queryable } from '../db/database.ts';
import { readCollection } from '../content/store-collections.ts';

interface Participant {
  idApp: number;
  idUser: number;
}

/** The campaigns the user takes part in and was never shown: not told before (fixture), not closed here. */
export async function pendingCampaignIds(
  db: Queryable,
  { idApp, idUser }: Participant,
): Promise<Set<number>> {
  const [participants, shown] = await Promise.all([
    readCollection(db, idApp, 'campaignUsers'),
    db.query<{ id: number }>(
      'SELECT id_campaign AS id FROM campaign_notifications WHERE id_app = $1 AND id_user = $2',
      [idApp, idUser],
    ),
  ]);
  const closed = new Set(shown.map((row) => row.id));
  return new Set(
    participants
      .filter((entry) => entry.idUser === idUser && entry.notified !== 1 && !closed.has(entry.idCampaign))
      .map((entry) => entry.idCampaign),
  );
}

export async function campaignIdsOfContent(db: Queryable, idApp: number, idContentItem: number) {
  const contents = await readCollection(db, idApp, 'campaignContents');
  return new Set(contents.filter((entry) => entry.idContentItem === idContentItem).map((e) => e.idCampaign));
}

/** Is the user one of the campaign's participants? */
export async function takesPart(db: Queryable, { idApp, idUser }: Participant, idCampaign: number) {
  const participants = await readCollection(db, idApp, 'campaignUsers');
  return participants.some((entry) => entry.idUser === idUser && entry.idCampaign === idCampaign);
}

/** The user closed the campaign's modal: never shown again. A second call changes nothing. */
export async function saveNotified(db: Queryable, participant: Participant, idCampaign: number, at: Date) {
  await db.query(
    `INSERT INTO campaign_notifications (id_app, id_campaign, id_user, notified_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_app, id_user, id_campaign) DO NOTHING`,
    [participant.idApp, idCampaign, participant.idUser, at],
  );
}
