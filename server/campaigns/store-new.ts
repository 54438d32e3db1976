// The running campaigns new to a user (content-app.md 2.8, 3): GET /campaign/listbyuser answers them,
// and the login info counts them (newCampaigns) so the home loads its modal only when there are some.
import type { Campaign } from '../../src/generated/types.ts';
import type { Queryable } from '../db/database.ts';
import { readCampaignData, withPointsList } from '../profile/store-campaigns.ts';
import { byStart, isRunning } from './rules.ts';
import { campaignIdsOfContent, pendingCampaignIds } from './store.ts';

interface Participant {
  idApp: number;
  idUser: number;
}

/** The tenant's campaigns among the ids that run at `at`, with their points lists, in the modal's order. */
export async function runningCampaigns(
  db: Queryable,
  idApp: number,
  ids: ReadonlySet<number>,
  at: Date,
): Promise<Campaign[]> {
  const { campaigns, events } = await readCampaignData(db, idApp);
  return campaigns
    .filter((campaign) => ids.has(campaign.idgamification_campaign) && isRunning(campaign, at))
    .sort(byStart)
    .map((campaign) => {
      // The events are the tenant's pricing, already read into the points list.
      const { events: _prices, ...shown } = withPointsList(campaign, events);
      return shown;
    });
}

export async function newCampaignsOf(db: Queryable, participant: Participant, at: Date) {
  const campaigns = await runningCampaigns(
    db,
    participant.idApp,
    await pendingCampaignIds(db, participant),
    at,
  );
  return campaigns.map((campaign) => ({ ...campaign, notified: 0 as const }));
}

export async function campaignsOfContent(db: Queryable, idApp: number, idContentItem: number, at: Date) {
  return runningCampaigns(db, idApp, await campaignIdsOfContent(db, idApp, idContentItem), at);
}
