// The home's plan prompts on a clock the test moves (learning-area.md 4.8, 9; content-app.md 9): the
// plan modal 5 s after the home opened, once per level per session; an expired trial's every 5 s after
// each close; the upgrade campaign while its dates are current, back 300 s after a close.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import tenant from '../../../fixtures/horizonte/tenant.json';
import { loadAllValidators } from '../../engine/validate';
import type { AppDetails, Plan } from '../../generated/types';
import { TenantContext } from '../../session/tenant';
import { installFakeApi, QueryProvider, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import '../../../tests/setup/dialog-polyfill';
import PlanPrompts from './PlanPrompts';
import { equipesPlan, planCampaign, plansFake } from './test-support';

let api: FakeApi | undefined;
beforeEach(async () => {
  await loadAllValidators();
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-28T12:00:00-03:00'));
});
afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

function mount(plan: Partial<Plan>, campaigns: unknown[] = []) {
  signInForTest({ loginInfo: { idUser: 2, idApp: 2, admin: 1 } });
  const active = { ...equipesPlan, ...plan };
  api = installFakeApi(plansFake({ active, plans: [active], campaigns }).handler);
  return render(
    <TenantContext.Provider value={tenant.app as AppDetails}>
      <QueryProvider>
        <PlanPrompts />
      </QueryProvider>
    </TenantContext.Provider>,
  );
}

const seconds = (count: number) => act(() => vi.advanceTimersByTimeAsync(count * 1000));
const close = async (dialog: HTMLElement) =>
  act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' })));
const noDialog = () => expect(screen.queryByRole('dialog')).toBeNull();

describe('the plan modal by level', () => {
  it('shows level 3 (6 to 10 days) 5 s after the home opened, once per session', async () => {
    const home = mount({ deadline: 8 });
    await seconds(4);
    noDialog();
    await seconds(1);
    const modal = await screen.findByRole('dialog', { name: 'Aproveite a sua degustação' });
    expect(within(modal).getByText('Restam 8 dias da degustação do Plano Equipes.')).toBeTruthy();
    await close(modal);
    await seconds(30);
    noDialog();
    // Another visit of the home in the same session: the level was shown.
    home.unmount();
    mount({ deadline: 8 });
    await seconds(10);
    noDialog();
  });

  it('shows the next level again: 2 to 5 days is level 2, 1 day level 1', async () => {
    localStorage.setItem('wl.planModalFlags', JSON.stringify({ owner: '2:2', value: [3] }));
    mount({ deadline: 1 });
    await seconds(5);
    expect(await screen.findByRole('dialog', { name: 'Último dia de degustação' })).toBeTruthy();
  });

  it('says nothing with more than 10 days left', async () => {
    mount({ deadline: 12 });
    await seconds(20);
    noDialog();
  });

  it('shows an expired trial every 5 s after each close, until renewed', async () => {
    mount({ deadline: 0 });
    await seconds(5);
    await close(await screen.findByRole('dialog', { name: 'Sua degustação terminou' }));
    noDialog();
    await seconds(4);
    noDialog();
    await seconds(1);
    await close(await screen.findByRole('dialog', { name: 'Sua degustação terminou' }));
    await seconds(5);
    expect(await screen.findByRole('dialog', { name: 'Sua degustação terminou' })).toBeTruthy();
  });

  it('does not prompt again at once after the trial was extended in the modal', async () => {
    signInForTest({ loginInfo: { idUser: 2, idApp: 2, admin: 1 } });
    mount({ deadline: 0 });
    await seconds(5);
    const expired = await screen.findByRole('dialog', { name: 'Sua degustação terminou' });
    await act(() => fireEvent.click(within(expired).getByRole('button', { name: 'Estender por 7 dias' })));
    const extend = await screen.findByRole('dialog', { name: 'Estender a degustação' });
    await act(() => fireEvent.click(within(extend).getByRole('button', { name: 'Estender degustação' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Now 7 days left (level 3): what was just read counts as shown.
    await seconds(30);
    noDialog();
  });
});

describe('the upgrade campaign modal', () => {
  it('shows while its dates are current, and again 300 s after a close', async () => {
    mount({ deadline: 12 }, [planCampaign]);
    const campaign = await screen.findByRole('dialog', { name: 'Volta às aulas: contrate o Plano Equipes' });
    expect(
      within(campaign).getByRole('img', { name: 'Volta às aulas: contrate o Plano Equipes' }),
    ).toBeTruthy();
    await close(campaign);
    await seconds(299);
    noDialog();
    await seconds(1);
    expect(
      await screen.findByRole('dialog', { name: 'Volta às aulas: contrate o Plano Equipes' }),
    ).toBeTruthy();
  });

  it('leads an administrator to the plans', async () => {
    mount({ deadline: 12 }, [planCampaign]);
    const campaign = await screen.findByRole('dialog', { name: /Volta às aulas/ });
    await act(() => fireEvent.click(within(campaign).getByRole('button', { name: 'Conhecer os planos' })));
    expect(await screen.findByRole('dialog', { name: 'Conheça os planos' })).toBeTruthy();
  });

  it('stays away outside its dates and once the trial is over', async () => {
    const later = mount({ deadline: 12 }, [
      { ...planCampaign, startDate: '2027-01-04T00:00:00-03:00', finishDate: '2027-02-26T23:59:59-03:00' },
    ]);
    await seconds(4);
    noDialog();
    later.unmount();
    mount({ deadline: 0 }, [planCampaign]);
    await seconds(4);
    noDialog();
  });
});
