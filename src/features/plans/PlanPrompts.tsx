// The home's plan prompts (learning-area.md 4.8, 9; content-app.md 9), for a company on a plan (the
// login info's activePlan; the shell loads this module only then): the plan modal by level, 5 s after
// the home opened and once per level per session, and, once the trial is over, every 5 s after each
// close until it is renewed; and the upgrade campaign modal while its dates are current, terms are
// accepted, no other modal is open and the trial has days left, back frequencyToShow seconds after a
// close (300 by default).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activePlanQuery, planCampaignsQuery } from '../../api/plans';
import type { Plan, PlanCampaign } from '../../generated/types';
import { plansMessages as text } from '../../i18n/plans';
import { useMenuData } from '../../session';
import {
  campaignDue,
  campaignWaitMs,
  PLAN_MODAL_DELAY_MS,
  planModalDelay,
  planModalLevel,
  trialContract,
} from '../../shared-rules/plan-trial';
import { isAdmin } from '../../ui/redirect/rules';
import { CampaignModal } from './CampaignModal';
import type { FlowReason } from './flowState';
import { campaignClosedAt, markCampaignClosed, markLevelShown, shownLevels } from './promptFlags';

const PlanFlow = lazy(() => import('./PlanFlow'));

/** Whether a dialog of anything else on the page is open (the spec's "no other modal is open"). */
const otherDialogOpen = () => document.querySelector('dialog[open]') !== null;

/** setTimeout's longest delay (about 24 days): a later start is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const campaignKey = (campaign: PlanCampaign) => String(campaign.idCampaign ?? `${campaign.startDate}`);

export default function PlanPrompts() {
  const loginInfo = useMenuData()?.loginInfo;
  const admin = isAdmin(loginInfo);
  const owner = `${loginInfo?.idApp ?? 0}:${loginInfo?.idUser ?? 0}`;
  const queryClient = useQueryClient();
  const plan = useQuery(activePlanQuery()).data;
  const campaigns = useQuery(planCampaignsQuery()).data;
  const [flow, setFlow] = useState<FlowReason | null>(null);
  const [campaign, setCampaign] = useState<PlanCampaign | null>(null);
  const busy = flow !== null || campaign !== null;

  useEffect(() => {
    if (!plan || plan.trial !== 1 || busy) return;
    const days = plan.deadline ?? 0;
    const delay = planModalDelay(days, shownLevels(owner));
    const level = planModalLevel(days);
    if (delay === null || level === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const show = () => {
      // Another dialog is open: not on top of it, a little later.
      if (otherDialogOpen()) timer = setTimeout(show, PLAN_MODAL_DELAY_MS);
      else {
        markLevelShown(owner, level);
        setFlow('prompt');
      }
    };
    timer = setTimeout(show, delay);
    return () => clearTimeout(timer);
  }, [plan, busy, owner]);

  useEffect(() => {
    if (!campaigns?.length || busy) return;
    const termsAccepted = !loginInfo?.agreementVersion || loginInfo.userLicenceTermsAccepted === 1;
    const contextOf = (candidate: PlanCampaign) => ({
      now: new Date(),
      termsAccepted,
      otherModalOpen: otherDialogOpen(),
      deadline: plan?.trial === 1 ? (plan.deadline ?? 0) : undefined,
      lastClosedAt: campaignClosedAt(owner, campaignKey(candidate)),
    });
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      const due = campaigns.find((candidate) => campaignDue(candidate, contextOf(candidate)));
      if (due) return setCampaign(due);
      // Again when the first one may be due: its start, its frequency after a close, a modal closed.
      const waits = campaigns
        .map((candidate) => campaignWaitMs(candidate, contextOf(candidate), PLAN_MODAL_DELAY_MS))
        .filter((wait): wait is number => wait !== null);
      if (waits.length > 0) timer = setTimeout(look, Math.min(MAX_TIMER_MS, ...waits));
    };
    timer = setTimeout(look, 0);
    return () => clearTimeout(timer);
  }, [campaigns, busy, plan, owner, loginInfo]);

  const closeFlow = () => {
    // What the user just read counts as shown: a trial renewed in the flow does not prompt again at once.
    const latest = queryClient.getQueryData<Plan | null>(activePlanQuery().queryKey);
    const level = latest?.trial === 1 ? planModalLevel(latest.deadline ?? 0) : null;
    if (level !== null) markLevelShown(owner, level);
    setFlow(null);
  };

  const closeCampaign = () => {
    if (campaign) markCampaignClosed(owner, campaignKey(campaign), Date.now());
    setCampaign(null);
  };

  return (
    <>
      {campaign ? (
        <CampaignModal
          campaign={campaign}
          actionLabel={
            admin
              ? text.seePlans
              : plan?.planUpgrade?.hasRequestedUpgrade
                ? null
                : trialContract.requestUpgrade
          }
          onAction={() => {
            closeCampaign();
            setFlow('campaign');
          }}
          onClose={closeCampaign}
        />
      ) : null}
      {flow ? (
        <Suspense fallback={null}>
          <PlanFlow reason={flow} admin={admin} onClose={closeFlow} />
        </Suspense>
      ) : null}
    </>
  );
}
