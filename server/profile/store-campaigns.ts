// Gamification campaigns (content-app.md 3): three fixture collections joined here. A campaign says
// what each event is worth (events: idEvent, points); the tenant names its events; a learner's
// activities name a campaign and an event, and are worth what that campaign pays for it.
import type { Queryable } from '../db/database.ts';
import type { Campaign, CampaignUserPoint, GamificationEvent } from '../../src/generated/types.ts';
import { readCollection, type CollectionItem } from '../content/store-collections.ts';

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

type Activity = CollectionItem<'campaignUserPoints'>;

/**
 * What one stored activity is worth: its campaign's points for its event (undefined when the campaign,
 * the event or its price is unknown). The one computation behind "Meus Pontos" and the ranking, so a
 * learner's points read the same on both.
 */
export function activityWorth(
  activity: Activity,
  { campaigns, events }: CampaignData,
): { campaign: Campaign; event: string; points: number } | undefined {
  const campaign = campaigns.find((candidate) => candidate.idgamification_campaign === activity.idCampaign);
  const event = eventName(events, activity.idEvent);
  const points = campaign?.events?.find((entry) => entry.idEvent === activity.idEvent)?.points;
  return campaign && event && points !== undefined ? { campaign, event, points } : undefined;
}

/** The campaign's stored activities (every learner's). */
export async function campaignActivities(
  db: Queryable,
  idApp: number,
  idCampaign?: number,
): Promise<Activity[]> {
  const activities = await readCollection(db, idApp, 'campaignUserPoints');
  return idCampaign === undefined
    ? activities
    : activities.filter((activity) => activity.idCampaign === idCampaign);
}

/** A learner's activities, in one campaign or (idCampaign null) in every one, newest first. */
export async function listUserPoints(
  db: Queryable,
  idApp: number,
  idUser: number,
  idCampaign: number | null,
  data: CampaignData,
): Promise<CampaignUserPoint[]> {
  const activities = await readCollection(db, idApp, 'campaignUserPoints');
  return activities
    .filter(
      (activity) => activity.idUser === idUser && (idCampaign === null || activity.idCampaign === idCampaign),
    )
    .flatMap((activity) => {
      const worth = activityWorth(activity, data);
      if (!worth) return [];
      const point: CampaignUserPoint = {
        event: worth.event,
        eventDate: activity.eventDate,
        points: worth.points,
        idgamification_campaign: worth.campaign.idgamification_campaign,
      };
      if (activity.contentitemtext) point.contentitemtext = activity.contentitemtext;
      return [point];
    })
    .sort((a, b) => Date.parse(b.eventDate) - Date.parse(a.eventDate));
}
