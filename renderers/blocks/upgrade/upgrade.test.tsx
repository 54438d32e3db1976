// The Upgrade block (learning-area.md 2.3, 4.8); its rules are the shared upgradeBlockView's
// (src/shared-rules/plan-trial.test.ts), the plan flow it opens is tested in src/features/plans.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Block } from '../../../src/engine/Block';
import { loadAllValidators } from '../../../src/engine/validate';
import { renderWithEngine } from '../../../tests/setup/engine';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import { trialPlan } from '../../../tests/fixtures/learning-samples';
import { plansFake } from '../../../src/features/plans/test-support';
import '../../../tests/setup/dialog-polyfill';

describe('block Upgrade', () => {
  let api: FakeApi | undefined;
  afterEach(() => api?.restore());

  const block = { blockType: 'Upgrade', idBlock: 16, title: 'Conheça os planos' };
  const render = async () => {
    await loadAllValidators();
    return renderWithEngine(<Block block={block} />);
  };

  it('shows an administrator the days left on the button that opens the plans', async () => {
    signInForTest({ loginInfo: { admin: 1 } });
    api = installFakeApi(plansFake({ active: trialPlan }).handler);
    await render();
    const button = await screen.findByRole('button', { name: 'Restam 12 dias' });
    expect(screen.getByRole('heading', { name: 'Conheça os planos', level: 2 })).toBeTruthy();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Conheça os planos' });
    expect(await within(dialog).findByRole('heading', { name: 'Plano Enterprise' })).toBeTruthy();
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
