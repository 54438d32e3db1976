// The learning area's profile on the server (issue 19 item 3; learning-area.md 3, 5, 7.9): GET user
// data with the company's read-only fields and the notification settings, the save of the user's
// notification choices, and the company's fields that no save route changes.
import { describe, expect, it } from 'vitest';
import { findUserById } from '../auth/store.ts';
import {
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { notificationMessages as text } from './messages.ts';

// Bruno (idUser 1) on horizonte: the server of this file is his alone (a fresh database).
const live = useLearnerServer();
const brunoId = 1;
const horizonteIdApp = 2;
const url = (idUser: number) => `/api/notifications/configurations/users/${idUser}`;

interface Setting {
  idNotification: number;
  idNotificationUser?: number;
  type: string;
  description: string;
  section: string;
  status: string;
  active: 0 | 1;
}

const readProfile = async (token = live.bruno, idUser = brunoId) => {
  const response = await live.get(`/api/users/${idUser}`, bearer(horizonte, token));
  return answerOf<{ user: Record<string, unknown>; notifications: Setting[] }>(
    response,
    'api/user-response.json',
  );
};
const settingOf = (settings: Setting[], idNotification: number) =>
  settings.find((setting) => setting.idNotification === idNotification);

describe('GET /api/users/{id} in the learning area (7.9)', () => {
  it("answers the company's read-only fields and the settings but the DEACTIVATED one", async () => {
    const { user, notifications } = await readProfile();
    expect(user).toMatchObject({
      username: 'bruno@horizonte.test',
      email: 'bruno@horizonte.test',
      employeeCode: 'HZ-00107',
      managerName: 'Marcos Azevedo',
      role: 'Analista de relacionamento',
      department: 'Atendimento',
      unit: 'Matriz São Paulo',
      branch: 'Avenida Paulista',
    });
    expect(
      notifications.map(({ idNotification, section, status, active }) => [
        idNotification,
        section,
        status,
        active,
      ]),
    ).toEqual([
      [1, 'LEARNING', 'OPTIONAL', 1],
      [2, 'LEARNING', 'MANDATORY', 1],
      [3, 'LEARNING', 'OPTIONAL', 1],
      [4, 'TEAM', 'OPTIONAL', 1],
      [5, 'TEAM', 'OPTIONAL', 1],
      [6, 'SYSTEM', 'MANDATORY', 1],
    ]);
    expect(settingOf(notifications, 1)).toMatchObject({
      type: 'NEW_ENROLLMENT',
      description: 'Novas matrículas',
    });
    expect(notifications.every((setting) => setting.idNotificationUser === undefined)).toBe(true);
  });
});

describe('POST /api/notifications/configurations/users/{idUser} (5, 7.9)', () => {
  it('stores an OPTIONAL choice with its own id, and the next save of it keeps that id', async () => {
    const saved = await live.post(url(brunoId), bearer(horizonte, live.bruno), [
      { idNotification: 1, type: 'NEW_ENROLLMENT', active: 0 },
      { idNotification: 2, type: 'DEADLINE_REMINDER', active: 1 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expectSchema(saved, 'api/notification-configurations-response.json');
    expect(saved.json()).toMatchObject({ success: true, message: text.saved });
    const { notifications } = await readProfile();
    const choice = settingOf(notifications, 1)!;
    expect(choice).toMatchObject({ active: 0, idNotificationUser: expect.any(Number) });
    // A MANDATORY one sent on stores nothing: it has no choice of the user's.
    expect(settingOf(notifications, 2)).toMatchObject({ active: 1 });
    expect(settingOf(notifications, 2)?.idNotificationUser).toBeUndefined();

    const again = await live.post(url(brunoId), bearer(horizonte, live.bruno), [
      { idNotification: 1, idNotificationUser: choice.idNotificationUser, type: 'NEW_ENROLLMENT', active: 1 },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(settingOf(again.json<{ notifications: Setting[] }>().notifications, 1)).toEqual({
      ...choice,
      active: 1,
    });
  });

  it('refuses turning a MANDATORY one off, storing nothing of the save', async () => {
    const refused = await live.post(url(brunoId), bearer(horizonte, live.bruno), [
      { idNotification: 4, type: 'TEAM_MESSAGES', active: 0 },
      { idNotification: 6, type: 'SYSTEM_NOTICES', active: 0 },
    ]);
    expectFailure(refused, 400, text.mandatory('Avisos do sistema'));
    expect(refused.json<{ message: string }>().message).toBe(
      '"Avisos do sistema" é uma definição geral do sistema e não pode ser desativada.',
    );
    const { notifications } = await readProfile();
    expect(settingOf(notifications, 4)?.active).toBe(1);
    expect(settingOf(notifications, 6)?.active).toBe(1);
  });

  it('refuses unknown, DEACTIVATED, repeated or mistyped settings and choice ids not the user’s', async () => {
    const headers = bearer(horizonte, live.bruno);
    const refusedWith = async (body: unknown[], message: string) =>
      expectFailure(await live.post(url(brunoId), headers, body), 400, message);
    await refusedWith([{ idNotification: 99, type: 'NEW_ENROLLMENT', active: 0 }], text.unknown(99));
    await refusedWith([{ idNotification: 7, type: 'WEEKLY_DIGEST', active: 1 }], text.unknown(7));
    await refusedWith(
      [{ idNotification: 3, type: 'TEAM_MESSAGES', active: 0 }],
      text.wrongType(3, 'TEAM_MESSAGES'),
    );
    await refusedWith(
      [
        { idNotification: 3, type: 'CERTIFICATE_AVAILABLE', active: 0 },
        { idNotification: 3, type: 'CERTIFICATE_AVAILABLE', active: 1 },
      ],
      text.repeated(3),
    );
    // Another user's choice: Irene (6) saved hers, Bruno names its id.
    const irene = await live.login(horizonte, 'irene@horizonte.test');
    const hers = await live.post(url(6), bearer(horizonte, irene), [
      { idNotification: 5, type: 'TEAM_MEETINGS', active: 0 },
    ]);
    const herChoice = settingOf(hers.json<{ notifications: Setting[] }>().notifications, 5)!;
    await refusedWith(
      [
        {
          idNotification: 5,
          idNotificationUser: herChoice.idNotificationUser,
          type: 'TEAM_MEETINGS',
          active: 0,
        },
      ],
      text.wrongChoice(herChoice.idNotificationUser!, 5),
    );
    expect(settingOf((await readProfile()).notifications, 5)?.active).toBe(1);
    // Bad shapes are refused by the schema: an empty list, an active other than 0 or 1, extra fields.
    for (const body of [
      [],
      [{ idNotification: 1, type: 'NEW_ENROLLMENT', active: 2 }],
      [{ idNotification: 1, type: 'NEW_ENROLLMENT', active: 0, status: 'OPTIONAL' }],
      { idNotification: 1, type: 'NEW_ENROLLMENT', active: 0 },
    ])
      expect((await live.post(url(brunoId), headers, body)).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => ({
      idNotification: 1,
      type: 'NEW_ENROLLMENT',
      active: 1,
    }));
    expect((await live.post(url(brunoId), headers, tooMany)).statusCode).toBe(400);
  });

  it("is 403 for another user's settings and 401 without a session", async () => {
    expectFailure(
      await live.post(url(6), bearer(horizonte, live.bruno), [
        { idNotification: 1, type: 'NEW_ENROLLMENT', active: 0 },
      ]),
      403,
      'Você não tem permissão para acessar este recurso.',
    );
    const anonymous = await live.post(url(brunoId), { host: horizonte }, [
      { idNotification: 1, type: 'NEW_ENROLLMENT', active: 0 },
    ]);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the company's fields are not the learner's to change (5)", () => {
  const company = {
    role: 'Diretor',
    department: 'Diretoria',
    unit: 'Outra unidade',
    branch: 'Outra filial',
    employeeCode: 'X-1',
    managerName: 'Ninguém',
    username: 'outro@horizonte.test',
    email: 'outro@horizonte.test',
  };
  const unchanged = {
    role: 'Analista de relacionamento',
    department: 'Atendimento',
    unit: 'Matriz São Paulo',
    branch: 'Avenida Paulista',
    employeeCode: 'HZ-00107',
    managerName: 'Marcos Azevedo',
    email: 'bruno@horizonte.test',
  };

  it('PUT /users/{id} saves the name and ignores every company field sent with it', async () => {
    const saved = await live.app.inject({
      method: 'PUT',
      url: `/api/users/${brunoId}`,
      headers: bearer(horizonte, live.bruno),
      payload: { name: 'Bruno Lima Souza', ...company },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await findUserById(live.db, horizonteIdApp, brunoId)).toMatchObject({
      name: 'Bruno Lima Souza',
      ...unchanged,
    });
    expect((await readProfile()).user).toMatchObject({ username: 'bruno@horizonte.test', ...unchanged });
  });

  it('PUT /users/editField/{idUser} refuses them', async () => {
    for (const field of Object.keys(company)) {
      const refused = await live.app.inject({
        method: 'PUT',
        url: `/api/users/editField/${brunoId}`,
        headers: bearer(horizonte, live.bruno),
        payload: { field, value: 'Outro valor' },
      });
      expectFailure(refused, 400, /^O campo "field" deve ser um destes valores: photo,/);
    }
    expect(await findUserById(live.db, horizonteIdApp, brunoId)).toMatchObject(unchanged);
  });
});
