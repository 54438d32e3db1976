// What the home's plan prompts remember for the session (content-app.md 4: logout clears "plan modal
// flags and campaign", src/session/store.ts): the plan modal levels already shown, and when each
// campaign was last closed. Per user, so another login on the same browser starts afresh.
import type { PlanModalLevel } from '../../shared-rules/plan-trial';

const FLAGS_KEY = 'wl.planModalFlags';
const CAMPAIGN_KEY = 'wl.campaign';

type Stored<T> = { owner: string; value: T };

function read<T>(key: string, owner: string, fallback: T): T {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Stored<T> | null;
    return stored?.owner === owner ? stored.value : fallback;
  } catch {
    return fallback;
  }
}

function write<T>(key: string, owner: string, value: T): void {
  try {
    localStorage.setItem(key, JSON.stringify({ owner, value } satisfies Stored<T>));
  } catch {
    // Storage blocked (private mode): the flags last as long as the page.
  }
}

/** The levels shown to this user in this session. */
export const shownLevels = (owner: string): Set<PlanModalLevel> =>
  new Set(read<PlanModalLevel[]>(FLAGS_KEY, owner, []));

export function markLevelShown(owner: string, level: PlanModalLevel): void {
  write(FLAGS_KEY, owner, [...shownLevels(owner), level]);
}

/** When this user last closed each campaign (ms), by its id or dates. */
export const campaignClosedAt = (owner: string, campaign: string): number | null =>
  read<Record<string, number>>(CAMPAIGN_KEY, owner, {})[campaign] ?? null;

export function markCampaignClosed(owner: string, campaign: string, at: number): void {
  write(CAMPAIGN_KEY, owner, { ...read<Record<string, number>>(CAMPAIGN_KEY, owner, {}), [campaign]: at });
}
