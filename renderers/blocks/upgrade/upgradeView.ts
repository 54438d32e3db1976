// What the Upgrade block shows (learning-area.md 4.8), pure: hidden when the upgrade button is inactive
// or the deadline is 0 or less, and for a non-admin who already asked; administrators read the days
// left ('Resta'/'Restam' N 'dia'/'dias'), non-admins get the button that registers their request.
import type { Plan } from '../../../src/generated/types';
import { learningEventsMessages as texts } from '../../../src/i18n/learning-events';

export type UpgradeView =
  { kind: 'hidden' } | { kind: 'daysLeft'; text: string } | { kind: 'request'; text: string };

export function upgradeView(plan: Plan | null, admin: boolean): UpgradeView {
  const upgrade = plan?.planUpgrade;
  // No deadline is no days left: the block names none, so it stays hidden.
  const deadline = plan?.deadline ?? 0;
  if (!upgrade?.isUpgradeButtonActive || deadline <= 0) return { kind: 'hidden' };
  if (admin) return { kind: 'daysLeft', text: texts.upgradeDaysLeft(deadline) };
  if (upgrade.hasRequestedUpgrade) return { kind: 'hidden' };
  return { kind: 'request', text: texts.upgradeRequest };
}
