import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Block } from '../../../src/engine/Block';
import { loadAllValidators } from '../../../src/engine/validate';
import type { Plan } from '../../../src/generated/types';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, QueryProvider, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { trialPlan } from '../../../tests/fixtures/learning-samples';
import { upgradeView } from './upgradeView';

const plan = (
  changes: Partial<Plan> = {},
  upgrade: Partial<NonNullable<Plan['planUpgrade']>> = {},
): Plan => ({
  ...trialPlan,
  ...changes,
  planUpgrade: { ...trialPlan.planUpgrade, ...upgrade },
});

describe('upgradeView (4.8)', () => {
  it('tells administrators the days left, singular and plural', () => {
    expect(upgradeView(plan({ deadline: 12 }), true)).toEqual({ kind: 'daysLeft', text: 'Restam 12 dias' });
    expect(upgradeView(plan({ deadline: 2 }), true)).toEqual({ kind: 'daysLeft', text: 'Restam 2 dias' });
    expect(upgradeView(plan({ deadline: 1 }), true)).toEqual({ kind: 'daysLeft', text: 'Resta 1 dia' });
  });

  it('offers learners the request', () => {
    expect(upgradeView(plan(), false)).toEqual({
      kind: 'request',
      text: 'Diga que está gostando da degustação',
    });
  });

  it('hides when the upgrade button is inactive, for everyone', () => {
    for (const admin of [true, false]) {
      expect(upgradeView(plan({}, { isUpgradeButtonActive: false }), admin).kind).toBe('hidden');
      expect(upgradeView({ ...trialPlan, planUpgrade: undefined }, admin).kind).toBe('hidden');
    }
  });

  it('hides when the deadline is 0 or less (or missing), for everyone', () => {
    for (const admin of [true, false])
      for (const deadline of [0, -3, undefined])
        expect(upgradeView(plan({ deadline }), admin).kind, `${admin} ${deadline}`).toBe('hidden');
  });

  it('hides for a learner who already asked, not for an administrator', () => {
    expect(upgradeView(plan({}, { hasRequestedUpgrade: true }), false).kind).toBe('hidden');
    expect(upgradeView(plan({}, { hasRequestedUpgrade: true }), true).kind).toBe('daysLeft');
  });

  it('hides without a plan', () => {
    expect(upgradeView(null, true).kind).toBe('hidden');
    expect(upgradeView(null, false).kind).toBe('hidden');
  });
});

describe('block Upgrade', () => {
  let api: FakeApi | undefined;
  afterEach(() => api?.restore());

  const block = { blockType: 'Upgrade', idBlock: 16, title: 'Conheça os planos' };
  const render = async () => {
    await loadAllValidators();
    return renderWithEngine(
      <QueryProvider>
        <Block block={block} />
      </QueryProvider>,
    );
  };

  it('shows an administrator the days left and no request button', async () => {
    signInForTest({ loginInfo: { admin: 1 } });
    api = installFakeApi(() => ({ data: trialPlan }));
    await render();
    expect(await screen.findByText('Restam 12 dias')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Conheça os planos' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('registers a learner’s request on the server and then hides', async () => {
    signInForTest({ loginInfo: { admin: 0 } });
    const posted: string[] = [];
    api = installFakeApi((url, init) => {
      if (init?.method === 'POST') {
        posted.push(url.pathname);
        return { success: true, message: 'Obrigado!', numberRequest: 1 };
      }
      return { data: trialPlan };
    });
    const { container } = await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Diga que está gostando da degustação' }));
    await waitFor(() => expect(container.querySelector('[data-block="Upgrade"]')).toBeNull());
    expect(posted).toEqual(['/learning/plans/request-upgrade']);
  });

  it('keeps the button when the server refuses the request', async () => {
    signInForTest({ loginInfo: { admin: 0 } });
    api = installFakeApi((_url, init) =>
      init?.method === 'POST'
        ? json(409, { success: false, message: 'Já registrado.' })
        : { data: trialPlan },
    );
    await render();
    const button = await screen.findByRole('button', { name: 'Diga que está gostando da degustação' });
    fireEvent.click(button);
    await waitFor(() => expect(api?.calls.length).toBe(2));
    expect(screen.getByRole('button', { name: 'Diga que está gostando da degustação' })).toBeTruthy();
  });

  it('draws nothing for a learner who already asked', async () => {
    signInForTest({ loginInfo: { admin: 0 } });
    api = installFakeApi(() => ({
      data: { ...trialPlan, planUpgrade: { ...trialPlan.planUpgrade, hasRequestedUpgrade: true } },
    }));
    const { container } = await render();
    await waitFor(() => expect(api?.calls.length).toBe(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
