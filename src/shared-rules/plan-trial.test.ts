// The trial's rules of learning-area.md 4.8 and 9, number by number, and the spec's own words.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../generated/types';
import {
  addDays,
  campaignDue,
  campaignFrequencyMs,
  campaignWaitMs,
  daysLeftText,
  finishedTrialNext,
  planModalDelay,
  planModalLevel,
  trialButtonShown,
  trialButtonText,
  trialContract,
  trialDaysLeft,
  trialStatus,
  upgradeBlockView,
  type CampaignContext,
  type PlanModalLevel,
} from './plan-trial';

const trial: Plan = {
  idPlan: 2,
  name: 'Plano Equipes',
  trial: 1,
  trialsCount: 1,
  deadline: 12,
  planUpgrade: { isUpgradeButtonActive: true, hasRequestedUpgrade: false },
};
const plan = (
  changes: Partial<Plan> = {},
  upgrade: Partial<NonNullable<Plan['planUpgrade']>> = {},
): Plan => ({
  ...trial,
  ...changes,
  planUpgrade: { ...trial.planUpgrade, ...upgrade },
});

describe('the days left of a trial', () => {
  it('counts calendar days to its end: 0 on that day, negative after', () => {
    expect(trialDaysLeft('2026-12-10', '2026-11-28')).toBe(12);
    expect(trialDaysLeft('2026-11-29', '2026-11-28')).toBe(1);
    expect(trialDaysLeft('2026-11-28', '2026-11-28')).toBe(0);
    expect(trialDaysLeft('2026-11-01', '2026-11-28')).toBe(-27);
    // Across a month, a year and February.
    expect(trialDaysLeft('2027-03-01', '2027-02-27')).toBe(2);
  });

  it('moves a day forward across months and years', () => {
    expect(addDays('2026-11-28', 12)).toBe('2026-12-10');
    expect(addDays('2026-12-28', 15)).toBe('2027-01-12');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-28', 0)).toBe('2026-11-28');
  });
});

describe('trialStatus (4.8)', () => {
  it('is notStarted out of trial, started with days left, finish at 0 or less', () => {
    expect(trialStatus(null)).toBe('notStarted');
    expect(trialStatus(plan({ trial: 0 }))).toBe('notStarted');
    expect(trialStatus(plan({ deadline: 1 }))).toBe('started');
    expect(trialStatus(plan({ deadline: 15 }))).toBe('started');
    expect(trialStatus(plan({ deadline: 0 }))).toBe('finish');
    expect(trialStatus(plan({ deadline: -4 }))).toBe('finish');
    expect(trialStatus(plan({ deadline: undefined }))).toBe('finish');
  });
});

describe('the trial button (4.8)', () => {
  it('tells administrators the days left, singular and plural', () => {
    expect(daysLeftText(1)).toBe('Resta 1 dia');
    expect(daysLeftText(2)).toBe('Restam 2 dias');
    expect(daysLeftText(12)).toBe('Restam 12 dias');
    expect(trialButtonText(plan({ deadline: 1 }), true)).toBe('Resta 1 dia');
    expect(trialButtonText(plan({ deadline: 7 }), true)).toBe('Restam 7 dias');
  });

  it('asks the others to say they enjoy the trial', () => {
    expect(trialButtonText(plan(), false)).toBe('Diga que está gostando da degustação');
  });

  it('shows only if the plan allows a trial, and when forced or with days left', () => {
    expect(trialButtonShown(plan())).toBe(true);
    expect(trialButtonShown(plan({ deadline: 0 }))).toBe(false);
    expect(trialButtonShown(plan({ deadline: 0 }), true)).toBe(true);
    expect(trialButtonShown(plan({ allowsTrial: false }), true)).toBe(false);
    expect(trialButtonShown(plan({ contactOnly: true }))).toBe(false);
  });
});

describe('upgradeBlockView (4.8)', () => {
  it('gives administrators the days left and the others the request', () => {
    expect(upgradeBlockView(plan(), true)).toEqual({ kind: 'trial', admin: true, text: 'Restam 12 dias' });
    expect(upgradeBlockView(plan(), false)).toEqual({
      kind: 'trial',
      admin: false,
      text: 'Diga que está gostando da degustação',
    });
  });

  it('hides without a plan, with the upgrade button inactive, or at 0 days or less, for everyone', () => {
    for (const admin of [true, false]) {
      expect(upgradeBlockView(null, admin).kind).toBe('hidden');
      expect(upgradeBlockView(plan({}, { isUpgradeButtonActive: false }), admin).kind).toBe('hidden');
      expect(upgradeBlockView({ ...trial, planUpgrade: undefined }, admin).kind).toBe('hidden');
      for (const deadline of [0, -1, undefined])
        expect(upgradeBlockView(plan({ deadline }), admin).kind, `${admin} ${deadline}`).toBe('hidden');
    }
  });

  it('hides for a non-admin who already requested an upgrade, not for an administrator', () => {
    expect(upgradeBlockView(plan({}, { hasRequestedUpgrade: true }), false).kind).toBe('hidden');
    expect(upgradeBlockView(plan({}, { hasRequestedUpgrade: true }), true).kind).toBe('trial');
  });
});

describe('a finished trial (4.8)', () => {
  it('is extended once, while trialsCount is 1; otherwise the contact form', () => {
    expect(finishedTrialNext(plan({ deadline: 0, trialsCount: 1 }))).toBe('extend');
    expect(finishedTrialNext(plan({ deadline: 0, trialsCount: 2 }))).toBe('contact');
    expect(finishedTrialNext(plan({ deadline: 0, trialsCount: 1, contactOnly: true }))).toBe('contact');
  });
});

describe('the plan modal (learning-area.md 9, content-app.md 9)', () => {
  it.each([
    [15, null],
    [11, null],
    [10, 3],
    [6, 3],
    [5, 2],
    [2, 2],
    [1, 1],
    [0, 'expired'],
    [-3, 'expired'],
  ] as const)('%i days left: level %s', (days, level) => expect(planModalLevel(days)).toBe(level));

  it('shows a level once per session, 5 s after the page opened', () => {
    const none = new Set<PlanModalLevel>();
    expect(planModalDelay(8, none)).toBe(5_000);
    expect(planModalDelay(8, new Set<PlanModalLevel>([3]))).toBeNull();
    // The next level is a new one: shown again.
    expect(planModalDelay(4, new Set<PlanModalLevel>([3]))).toBe(5_000);
    expect(planModalDelay(1, new Set<PlanModalLevel>([3, 2]))).toBe(5_000);
    expect(planModalDelay(12, none)).toBeNull();
  });

  it('shows an expired trial every 5 s, however often it was shown', () => {
    expect(planModalDelay(0, new Set<PlanModalLevel>(['expired', 1, 2, 3]))).toBe(5_000);
    expect(planModalDelay(-10, new Set())).toBe(5_000);
  });
});

describe('the upgrade campaign modal (4.8, 9)', () => {
  const campaign = {
    startDate: '2026-11-01T00:00:00-03:00',
    finishDate: '2026-12-31T23:59:59-03:00',
    frequencyToShow: null,
  };
  const context = (changes: Partial<CampaignContext> = {}): CampaignContext => ({
    now: new Date('2026-11-28T12:00:00-03:00'),
    termsAccepted: true,
    otherModalOpen: false,
    deadline: 12,
    lastClosedAt: null,
    ...changes,
  });

  it('shows inside its dates, with terms accepted, no other modal open and days left', () => {
    expect(campaignDue(campaign, context())).toBe(true);
    expect(campaignDue(campaign, context({ deadline: undefined }))).toBe(true);
    expect(campaignDue(campaign, context({ now: new Date('2027-01-01T00:00:00-03:00') }))).toBe(false);
    expect(campaignDue(campaign, context({ now: new Date('2026-10-31T23:59:59-03:00') }))).toBe(false);
    expect(campaignDue(campaign, context({ termsAccepted: false }))).toBe(false);
    expect(campaignDue(campaign, context({ otherModalOpen: true }))).toBe(false);
    expect(campaignDue(campaign, context({ deadline: 0 }))).toBe(false);
  });

  it('comes back frequencyToShow seconds after a close, 300 by default', () => {
    expect(campaignFrequencyMs({ frequencyToShow: null })).toBe(300_000);
    expect(campaignFrequencyMs({ frequencyToShow: 60 })).toBe(60_000);
    const closed = new Date('2026-11-28T12:00:00-03:00').getTime();
    const at = (seconds: number) => context({ lastClosedAt: closed, now: new Date(closed + seconds * 1000) });
    expect(campaignDue(campaign, at(299))).toBe(false);
    expect(campaignDue(campaign, at(300))).toBe(true);
    expect(campaignDue({ ...campaign, frequencyToShow: 60 }, at(60))).toBe(true);
  });
});

describe('campaignWaitMs', () => {
  const campaign = { startDate: '2026-12-01T00:00:00-03:00', finishDate: '2026-12-31T23:59:59-03:00' };
  const at = (iso: string, changes: Partial<CampaignContext> = {}): CampaignContext => ({
    now: new Date(iso),
    termsAccepted: true,
    otherModalOpen: false,
    deadline: 12,
    lastClosedAt: null,
    ...changes,
  });

  it('waits for the start, for the frequency after a close, and for another modal to close', () => {
    expect(campaignWaitMs(campaign, at('2026-11-30T23:59:00-03:00'), 5_000)).toBe(60_000);
    const closed = new Date('2026-12-10T12:00:00-03:00').getTime();
    expect(campaignWaitMs(campaign, at('2026-12-10T12:01:00-03:00', { lastClosedAt: closed }), 5_000)).toBe(
      240_000,
    );
    expect(campaignWaitMs(campaign, at('2026-12-10T12:00:00-03:00', { otherModalOpen: true }), 5_000)).toBe(
      5_000,
    );
  });

  it('does not wait for an ended campaign, nor for what only the page’s data changes', () => {
    expect(campaignWaitMs(campaign, at('2027-01-01T00:00:00-03:00'), 5_000)).toBeNull();
    expect(
      campaignWaitMs(campaign, at('2026-12-10T12:00:00-03:00', { termsAccepted: false }), 5_000),
    ).toBeNull();
    expect(campaignWaitMs(campaign, at('2026-12-10T12:00:00-03:00'), 5_000)).toBeNull();
  });
});

describe('the spec’s words', () => {
  const spec = path.resolve(process.cwd(), '../shared/spec/learning-area.md');
  it.skipIf(!existsSync(spec))('quotes learning-area.md 4.8', () => {
    const text = readFileSync(spec, 'utf8');
    expect(text).toContain(`'${trialContract.requestUpgrade}'`);
    expect(text).toContain("'Resta' or 'Restam' N 'dia' or 'dias'");
  });
});
