// The trial ('degustação') and its prompts (learning-area.md 4.8, 9; content-app.md 3, 9): the trial's
// status, the trial button's words, whether the Upgrade block shows, the plan modal's level by days
// left and when it shows, and the upgrade campaign's window. Shared by the app and the reference API
// (which computes the days left from the trial's stored end). Imports only the generated types.
import type { Plan } from '../generated/types.ts';

/** learning-area.md 3 and 9: "default 15 for trial". */
export const DEFAULT_TRIAL_DAYS = 15;
/** learning-area.md 9: "extended trial agreement shown: 7". */
export const EXTENDED_TRIAL_DAYS = 7;
/** learning-area.md 4.8: a trial can be extended once, while trialsCount is 1. */
export const EXTENDABLE_TRIALS_COUNT = 1;

export type TrialStatus = 'notStarted' | 'started' | 'finish';

/** The company's day `days` after `day` (days written yyyy-mm-dd). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
}

/** Days from `today` to the trial's last day `finishDay`: 0 on that day, negative after it. */
export function trialDaysLeft(finishDay: string, today: string): number {
  return Math.round((Date.parse(`${finishDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** 4.8: notStarted out of trial; finish when the deadline is 0 or less; started otherwise. */
export function trialStatus(plan: Plan | null | undefined): TrialStatus {
  if (plan?.trial !== 1) return 'notStarted';
  return (plan.deadline ?? 0) <= 0 ? 'finish' : 'started';
}

/** The spec's words (learning-area.md 4.8), exact: users and the end-to-end suite look for them. */
export const trialContract = {
  /** The non-admin's trial button; pressing it registers an upgrade request. */
  requestUpgrade: 'Diga que está gostando da degustação',
} as const;

/** 'Resta 1 dia' / 'Restam N dias' (4.8). */
export const daysLeftText = (days: number) => (days === 1 ? 'Resta 1 dia' : `Restam ${days} dias`);

/** The trial button's words: administrators read the days left, the others the request. */
export const trialButtonText = (plan: Plan, admin: boolean) =>
  admin ? daysLeftText(plan.deadline ?? 0) : trialContract.requestUpgrade;

/** Whether the plan may be tried (the Enterprise plan may not: it goes to contact, 4.8). */
export const planAllowsTrial = (plan: Plan) => plan.allowsTrial !== false && plan.contactOnly !== true;

/** 4.8: the trial button shows only if the plan allows it, and when forced or with days left. */
export const trialButtonShown = (plan: Plan, forced = false) =>
  planAllowsTrial(plan) && (forced || (plan.deadline ?? 0) > 0);

export type UpgradeBlockView = { kind: 'hidden' } | { kind: 'trial'; admin: boolean; text: string };

/**
 * The Upgrade block (4.8): hidden without a plan, when the upgrade button is inactive or the deadline is
 * 0 or less (none is none left), and for a non-admin who already requested an upgrade; else the trial
 * button with its words.
 */
export function upgradeBlockView(plan: Plan | null | undefined, admin: boolean): UpgradeBlockView {
  const upgrade = plan?.planUpgrade;
  if (!plan || !upgrade?.isUpgradeButtonActive || (plan.deadline ?? 0) <= 0) return { kind: 'hidden' };
  if (!admin && upgrade.hasRequestedUpgrade) return { kind: 'hidden' };
  if (!trialButtonShown(plan)) return { kind: 'hidden' };
  return { kind: 'trial', admin, text: trialButtonText(plan, admin) };
}

/** 4.8: a finished trial is extended once by a direct call, while trialsCount is 1; else contact. */
export function finishedTrialNext(plan: Plan): 'extend' | 'contact' {
  return plan.trialsCount === EXTENDABLE_TRIALS_COUNT && planAllowsTrial(plan) ? 'extend' : 'contact';
}

// --- The plan modal (learning-area.md 9 "Plan modal timing"; content-app.md 9) ---

export type PlanModalLevel = 1 | 2 | 3 | 'expired';

/** learning-area.md 9 and content-app.md 9: "plan modal delay 5 s". */
export const PLAN_MODAL_DELAY_MS = 5_000;
/** Expired: "reappears every 5 s until renewed". */
export const EXPIRED_MODAL_REPEAT_MS = 5_000;

/** 1 day left: level 1; 2 to 5: level 2; 6 to 10: level 3; 0 or less: expired; more: none. */
export function planModalLevel(daysLeft: number): PlanModalLevel | null {
  if (daysLeft <= 0) return 'expired';
  if (daysLeft === 1) return 1;
  if (daysLeft <= 5) return 2;
  if (daysLeft <= 10) return 3;
  return null;
}

/**
 * When the plan modal shows next, in ms from now, or null: a level once per session, 5 s after the
 * page opened; expired every 5 s (after the page opened, then after each close) until renewed.
 */
export function planModalDelay(daysLeft: number, shownLevels: ReadonlySet<PlanModalLevel>): number | null {
  const level = planModalLevel(daysLeft);
  if (level === null) return null;
  if (level === 'expired') return EXPIRED_MODAL_REPEAT_MS;
  return shownLevels.has(level) ? null : PLAN_MODAL_DELAY_MS;
}

// --- The upgrade campaign modal (learning-area.md 4.8, 9) ---

/** learning-area.md 9: "Campaign modal frequency default 300 s". */
export const DEFAULT_CAMPAIGN_FREQUENCY_S = 300;

export interface PlanCampaignWindow {
  startDate: string;
  finishDate: string;
  frequencyToShow?: number | null;
}

/** How long a closed campaign stays away: frequencyToShow seconds, 300 when it names none. */
export const campaignFrequencyMs = (campaign: Pick<PlanCampaignWindow, 'frequencyToShow'>) =>
  (campaign.frequencyToShow && campaign.frequencyToShow > 0
    ? campaign.frequencyToShow
    : DEFAULT_CAMPAIGN_FREQUENCY_S) * 1000;

/** Whether the instant is inside the campaign's dates (both ends included). */
export function campaignActive(campaign: PlanCampaignWindow, now: Date): boolean {
  const start = Date.parse(campaign.startDate);
  const finish = Date.parse(campaign.finishDate);
  const at = now.getTime();
  return Number.isFinite(start) && Number.isFinite(finish) && start <= at && at <= finish;
}

export interface CampaignContext {
  now: Date;
  termsAccepted: boolean;
  otherModalOpen: boolean;
  /** The plan's days left; undefined without a deadline. */
  deadline: number | undefined;
  /** When the user last closed it in this session. */
  lastClosedAt: number | null;
}

/**
 * 4.8: shown when the window is active, terms are accepted, no other modal is open and the plan
 * deadline is not 0; after a close it comes back only once frequencyToShow seconds have passed.
 */
export function campaignDue(campaign: PlanCampaignWindow, context: CampaignContext): boolean {
  if (!campaignActive(campaign, context.now) || !context.termsAccepted || context.otherModalOpen)
    return false;
  // "the plan deadline is not 0": an expired trial (0 or less) has its own modal.
  if (context.deadline !== undefined && context.deadline <= 0) return false;
  return (
    context.lastClosedAt === null ||
    context.now.getTime() - context.lastClosedAt >= campaignFrequencyMs(campaign)
  );
}

/**
 * How long until the campaign may be due again, in ms, or null when waiting changes nothing: ended, or
 * held back by the terms or the deadline (which change only with the page's own data). A campaign held
 * back only by another open modal is looked at again `retryMs` later.
 */
export function campaignWaitMs(
  campaign: PlanCampaignWindow,
  context: CampaignContext,
  retryMs: number,
): number | null {
  const at = context.now.getTime();
  const start = Date.parse(campaign.startDate);
  const finish = Date.parse(campaign.finishDate);
  if (!Number.isFinite(start) || !Number.isFinite(finish) || at > finish) return null;
  if (at < start) return start - at;
  if (context.lastClosedAt !== null && at - context.lastClosedAt < campaignFrequencyMs(campaign))
    return context.lastClosedAt + campaignFrequencyMs(campaign) - at;
  return context.otherModalOpen ? retryMs : null;
}
