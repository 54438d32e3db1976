// 'Notificações' on /editPerfil (learning-area.md 5, 7.9): the switches by section, MANDATORY ones on
// and locked with their tooltip, OPTIONAL ones the learner's, the save and its failure; against a fake
// of GET /users/{id} and POST /notifications/configurations/users/{idUser}.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAllValidators } from '../../engine/validate';
import type { NotificationSetting } from '../../generated/types';
import { dismissToast, ToastRegion, toastStore } from '../../ui/toast';
import { installFakeApi, json, type FakeApi } from '../../../tests/setup/fake-api';
import { renderWithEngine } from '../../../tests/setup/engine';
import { signInForTest } from '../../../tests/setup/signed-in';
import { NotificationSettings } from './NotificationSettings';

const user = { idUser: 6, idCompany: 2, name: 'Irene Sampaio', email: 'irene@horizonte.test' };
const settings: NotificationSetting[] = [
  {
    idNotification: 1,
    type: 'NEW_ENROLLMENT',
    description: 'Novas matrículas',
    section: 'LEARNING',
    status: 'OPTIONAL',
    active: 1,
  },
  {
    idNotification: 2,
    type: 'DEADLINE_REMINDER',
    description: 'Lembrete de prazo',
    section: 'LEARNING',
    status: 'MANDATORY',
    active: 1,
  },
  {
    idNotification: 4,
    type: 'TEAM_MESSAGES',
    description: 'Mensagens da turma',
    section: 'TEAM',
    status: 'OPTIONAL',
    active: 0,
    idNotificationUser: 31,
  },
];

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  for (const toast of toastStore.get()) dismissToast(toast.id);
});

interface Fake {
  notifications?: NotificationSetting[] | 'fails';
  /** The answer of the save; by default what was sent, stored. */
  save?: (body: { idNotification: number; active: 0 | 1 }[]) => unknown;
}

async function open({ notifications = settings, save }: Fake = {}) {
  await loadAllValidators();
  signInForTest({ loginInfo: { idUser: 6, idApp: 2 } });
  const sent: unknown[] = [];
  let release: (() => void) | undefined;
  api = installFakeApi(async (url, init) => {
    if (url.pathname === '/users/6') {
      if (notifications === 'fails') return json(500, { success: false, message: 'Falhou.' });
      return { success: true, user, notifications };
    }
    if (url.pathname === '/notifications/configurations/users/6' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { idNotification: number; active: 0 | 1 }[];
      sent.push(body);
      // The save waits for the test, so its progress text can be seen.
      await new Promise<void>((resolve) => (release = resolve));
      if (save) return save(body);
      const stored = settings.map((setting) => ({
        ...setting,
        active: body.find((choice) => choice.idNotification === setting.idNotification)?.active ?? 1,
        idNotificationUser: setting.idNotificationUser ?? 40 + setting.idNotification,
      }));
      return { success: true, message: 'Notificações salvas com sucesso.', notifications: stored };
    }
    return json(404, { success: false, message: 'Não encontrado.' });
  });
  renderWithEngine(
    <>
      <NotificationSettings idUser={6} />
      <ToastRegion />
    </>,
  );
  const region = await screen.findByRole('region', { name: 'Notificações' });
  // Lets the save answer once it was asked for.
  const answerSave = async () => {
    await waitFor(() => expect(release).toBeDefined());
    await act(() => release?.());
  };
  return { region, sent, release: answerSave };
}

const switchNamed = (name: string) => screen.findByRole<HTMLInputElement>('switch', { name });

describe('the notification switches', () => {
  it('groups them by section; a MANDATORY one is on, locked, and says why on keyboard focus', async () => {
    await open();
    const learning = await screen.findByRole('group', { name: 'Aprendizagem' });
    expect(within(learning).getAllByRole('switch')).toHaveLength(2);
    expect(within(learning).getByRole('switch', { name: 'Novas matrículas' })).toBeTruthy();
    expect(within(learning).getByRole('switch', { name: 'Lembrete de prazo' })).toBeTruthy();
    const team = screen.getByRole('group', { name: 'Turmas' });
    expect(within(team).getByRole('switch', { name: 'Mensagens da turma' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Sistema' })).toBeNull();

    const locked = await switchNamed('Lembrete de prazo');
    expect(locked.checked).toBe(true);
    expect(locked.disabled).toBe(true);
    const hint = 'Esta notificação é uma definição geral do sistema e não pode ser desativada.';
    expect(document.getElementById(locked.getAttribute('aria-describedby') ?? '')?.textContent).toBe(hint);

    const mark = screen.getByRole('button', { name: 'Obrigatória: Lembrete de prazo' });
    expect(mark.textContent).toContain('Obrigatória');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => mark.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe(hint);
    expect(mark.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('toggles an OPTIONAL one and saves every listed setting, with progress and a success toast', async () => {
    const { sent, release } = await open();
    const enrollments = await switchNamed('Novas matrículas');
    const team = await switchNamed('Mensagens da turma');
    expect([enrollments.checked, team.checked]).toEqual([true, false]);
    fireEvent.click(enrollments);
    fireEvent.click(team);
    expect([enrollments.checked, team.checked]).toEqual([false, true]);

    fireEvent.click(screen.getByRole('button', { name: 'Salvar notificações' }));
    expect(await screen.findByRole('button', { name: 'Salvando notificações...' })).toBeTruthy();
    await release();
    expect(await screen.findByText('Notificações salvas com sucesso.')).toBeTruthy();
    expect(sent).toEqual([
      [
        { idNotification: 1, type: 'NEW_ENROLLMENT', active: 0 },
        { idNotification: 2, type: 'DEADLINE_REMINDER', active: 1 },
        { idNotification: 4, idNotificationUser: 31, type: 'TEAM_MESSAGES', active: 1 },
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Salvar notificações' })).toBeTruthy();
    expect((await switchNamed('Novas matrículas')).checked).toBe(false);
  });

  it('keeps the switches as they were left when the save fails, and says so', async () => {
    const { release } = await open({
      save: () =>
        json(400, {
          success: false,
          message: '"Lembrete de prazo" é uma definição geral do sistema e não pode ser desativada.',
        }),
    });
    fireEvent.click(await switchNamed('Novas matrículas'));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar notificações' }));
    await release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      '"Lembrete de prazo" é uma definição geral do sistema e não pode ser desativada.',
    );
    expect((await switchNamed('Novas matrículas')).checked).toBe(false);
  });

  it('says when there is nothing to configure', async () => {
    await open({ notifications: [] });
    expect(await screen.findByText('Nenhuma notificação configurável.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar notificações' })).toBeNull();
  });

  it('shows the load failure', async () => {
    await open({ notifications: 'fails' });
    expect(await screen.findByText('Não foi possível carregar as notificações.')).toBeTruthy();
  });
});
