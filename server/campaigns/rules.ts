// Which campaigns a learner meets (content-app.md 2.8 campaign modal, 3 Campaign): a campaign runs
// while it is active (status 1) and today is within its dates; one without a date is open on that side.
import type { Campaign } from '../../src/generated/types.ts';

export function isRunning(campaign: Campaign, now: Date): boolean {
  if (campaign.status !== 1) return false;
  const at = now.getTime();
  const starts = campaign.startDate ? Date.parse(campaign.startDate) : -Infinity;
  const ends = campaign.endDate ? Date.parse(campaign.endDate) : Infinity;
  return starts <= at && at <= ends;
}

/** By start date, then id: the order the modal shows them in. */
export const byStart = (a: Campaign, b: Campaign) =>
  (a.startDate ?? '').localeCompare(b.startDate ?? '') ||
  a.idgamification_campaign - b.idgamification_campaign;
