// Gamification campaigns (content-app.md 3): three fixture collections joined here. A campaign says
// what each event is worth (events: idEvent, points); the tenant names its events; a learner's
// activities name a campaign and an event, and are worth what that campaign pays for it.
import type { Queryable } from '../db/database.ts';
import type { Campaign, CampaignUserPoint, GamificationEvent } from '../../src/generated/types.ts';
import { readCollection } from '../content/store-collections.ts';

export interface CampaignData {
  campaigns: Campaign[];
  events: GamificationEvent[];
}

export async function readCampaignData(db: Queryable, idApp: number): Promise<CampaignData> {
  const [campaigns, events] = await Promise.all([
    readCollection(db, idApp, 'campaigns'),
    readCollection(db, idApp, 'gamificationEvents'),
  ]);
  return { campaigns, events };
}

const eventName = (events: readonly GamificationEvent[], idEvent: number) =>
  events.find((event) => event.idgamification_event === idEvent)?.event;

/** The campaign with its points list (name and points), read from its events. */
export function withPointsList(campaign: Campaign, events: readonly GamificationEvent[]): Campaign {
  if (!campaign.events) return { ...campaign, points: campaign.points ?? [] };
  const points = campaign.events.flatMap(({ idEvent, points: worth }) => {
    const name = eventName(events, idEvent);
    return name ? [{ name, points: worth }] : [];
  });
  return { ...campaign, points };
}

/** A learner's activities, in one campaign or (idCampaign null) in every one, newest first. */
export async function listUserPoints(
  db: Queryable,
  idApp: number,
  idUser: number,
  idCampaign: number | null,
  { campaigns, events }: CampaignData,
): Promise<CampaignUserPoint[]> {
  const activities = await readCollection(db, idApp, 'campaignUserPoints');
  return activities
    .filter(
      (activity) => activity.idUser === idUser && (idCampaign === null || activity.idCampaign === idCampaign),
    )
    .flatMap((activity) => {
      const campaign = campaigns.find(
        (candidate) => candidate.idgamification_campaign === activity.idCampaign,
      );
      const event = eventName(events, activity.idEvent);
      const worth = campaign?.events?.find((entry) => entry.idEvent === activity.idEvent)?.points;
      if (!campaign || !event || worth === undefined) return [];
      const point: CampaignUserPoint = {
        event,
        eventDate: activity.eventDate,
        points: worth,
        idgamification_campaign: campaign.idgamification_campaign,
      };
      if (activity.contentitemtext) point.contentitemtext = activity.contentitemtext;
      return [point];
    })
    .sort((a, b) => Date.parse(b.eventDate) - Date.parse(a.eventDate));
}
