// The decisions and views of the learner's activity (learning-area.md 4.7, 4.8, 7.1), without a server.
import { describe, expect, it } from 'vitest';
import type { Meeting, Plan } from '../../src/generated/types.ts';
import { isAdmin, matchingTags, upgradeOffered } from './rules.ts';
import { meetingsView, planView } from './views.ts';

describe('rules', () => {
  it('finds tags without accents or case', () => {
    expect(matchingTags(['Segurança', 'Liderança', 'Vendas'], ' SEGURANCA ')).toEqual(['Segurança']);
    expect(matchingTags(['Segurança', 'Vendas'], '')).toEqual(['Segurança', 'Vendas']);
  });

  it('offers the upgrade while its button is on and days are left, never to an administrator', () => {
    const plan = { planUpgrade: { isUpgradeButtonActive: true }, deadline: 3 } as Plan;
    expect(upgradeOffered(plan)).toBe(true);
    expect(upgradeOffered({ ...plan, deadline: 0 })).toBe(false);
    expect(upgradeOffered({ ...plan, planUpgrade: { isUpgradeButtonActive: false } } as Plan)).toBe(false);
    expect([0, 1, 2, undefined].map(isAdmin)).toEqual([false, true, true, false]);
  });
});

describe('views', () => {
  it("gives the plan this user's request and the company's count", () => {
    const plan = { idPlan: 1, planUpgrade: { isUpgradeButtonActive: true } } as Plan;
    expect(planView(plan, { total: 4, mine: true }).planUpgrade).toEqual({
      isUpgradeButtonActive: true,
      hasRequestedUpgrade: true,
      numberRequest: 4,
    });
  });

  it("keeps the meetings of the page's subtree, each with its page", () => {
    const rows = [
      { meeting: { speaker: 'A' } as Meeting, node_code: 'P1' },
      { meeting: { speaker: 'B' } as Meeting, node_code: 'P2' },
    ];
    expect(meetingsView(rows, new Set(['P2']))).toEqual([{ speaker: 'B', nodeCode: 'P2' }]);
    expect(meetingsView(rows, undefined)).toHaveLength(2);
  });
});
