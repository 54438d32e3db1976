// The campaign modal (content-app.md 2.8) against the reference API's answers: the model the number of
// new campaigns calls for, and closing it records each shown campaign as notified.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { loadAllValidators } from '../../engine/validate';
import type { Campaign } from '../../generated/types';
import { currentSession } from '../../session';
import { installFakeApi, json, QueryProvider, type FakeApi } from '../../../tests/setup/fake-api';
import { signInForTest } from '../../../tests/setup/signed-in';
import CampaignModal from './CampaignModal';

const campaign = (id: number, name: string): Campaign => ({
  idgamification_campaign: id,
  name,
  description: `Sobre ${name}.`,
  startDate: '2026-01-01T03:00:00.000Z',
  endDate: '2027-12-31T02:59:59.000Z',
  status: 1,
  notified: 0,
  points: [
    { name: 'Concluir um curso', points: 50 },
    { name: 'Avaliar um conteúdo', points: 1 },
  ],
});

let api: FakeApi | undefined;
let notified: string[];

function serve(campaigns: Campaign[], notifyStatus = 200) {
  notified = [];
  api = installFakeApi((url, init) => {
    if (url.pathname === '/campaign/listbyuser') return { success: true, campaigns };
    if (init?.method === 'POST' && url.pathname.endsWith('/notified')) {
      if (notifyStatus !== 200) return json(notifyStatus, { success: false, message: 'Erro no servidor.' });
      notified.push(url.pathname);
      return { success: true };
    }
    return json(404, { success: false, message: 'Rota não encontrada.' });
  });
}

const show = (onDone = vi.fn()) => {
  render(
    <QueryProvider>
      <CampaignModal idUser={6} onDone={onDone} />
    </QueryProvider>,
  );
  return onDone;
};

// The validators' bundles load once, slowly on a busy machine.
beforeAll(async () => {
  await loadAllValidators();
}, 60_000);
beforeEach(() => {
  localStorage.clear();
  signInForTest({ loginInfo: { idUser: 6, gamification: 1, newCampaigns: 1 } });
});
afterEach(() => api?.restore());

describe('the campaign modal', () => {
  it('single: the campaign whole, its dates in pt-BR and points; Entendi records it and is done', async () => {
    serve([campaign(3, 'Semana da Inovação')]);
    const onDone = show();
    const modal = await screen.findByRole('dialog', { name: 'Nova campanha' });
    expect(within(modal).getByRole('heading', { name: 'Semana da Inovação' })).toBeTruthy();
    expect(modal.textContent).toContain('De 1 de janeiro de 2026 a 30 de dezembro de 2027');
    expect(modal.textContent).toContain('Concluir um curso50 pontos');
    expect(modal.textContent).toContain('Avaliar um conteúdo1 ponto');
    fireEvent.click(within(modal).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(notified).toEqual(['/campaign/3/users/6/notified']);
    expect(currentSession()?.loginInfo.newCampaigns).toBe(0);
  });

  it('multiple: one after the other with Próxima and Anterior, Entendi on the last', async () => {
    serve([campaign(1, 'Aprender Juntos'), campaign(2, 'Desafio Segurança')]);
    show();
    const modal = await screen.findByRole('dialog', { name: 'Novas campanhas' });
    expect(within(modal).getByRole('heading', { name: 'Aprender Juntos' })).toBeTruthy();
    expect(modal.textContent).toContain('Campanha 1 de 2');
    expect(within(modal).queryByRole('button', { name: 'Entendi' })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Próxima' }));
    expect(within(modal).getByRole('heading', { name: 'Desafio Segurança' })).toBeTruthy();
    expect(modal.textContent).toContain('Campanha 2 de 2');
    fireEvent.click(within(modal).getByRole('button', { name: 'Anterior' }));
    expect(within(modal).getByRole('heading', { name: 'Aprender Juntos' })).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Próxima' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(notified).toHaveLength(2));
  });

  it('list: every campaign at once, each with its points', async () => {
    serve([campaign(1, 'A'), campaign(2, 'B'), campaign(3, 'C')]);
    show();
    const modal = await screen.findByRole('dialog', { name: 'Novas campanhas' });
    expect(within(modal).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(
      within(modal)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['A', 'B', 'C']);
    expect(within(modal).queryByRole('button', { name: 'Próxima' })).toBeNull();
  });

  it('says when closing could not be recorded, and stays open', async () => {
    serve([campaign(3, 'Semana da Inovação')], 500);
    const onDone = show();
    const modal = await screen.findByRole('dialog', { name: 'Nova campanha' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Entendi' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'Não foi possível registrar sua confirmação. Tente novamente.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is done unseen when nothing is new', async () => {
    serve([]);
    const onDone = show();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentSession()?.loginInfo.newCampaigns).toBe(0);
  });
});
