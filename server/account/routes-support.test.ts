import { describe, expect, it } from 'vitest';
import {
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { messages } from '../messages.ts';
import { supportMessages as text } from './messages.ts';

// suporte@horizonte.test (idUser 3) has canAccessSupport; bruno (1) is a learner.
const live = useLearnerServer();
const support = async () => bearer(horizonte, await live.login(horizonte, 'suporte@horizonte.test'));
const open = (headers: Record<string, string>, idUser: number) =>
  live.post('/api/login/support-access', headers, { idUser });
const logOf = (idUser: number) =>
  live.db.query<{ idSupportUser: number; endedAt: Date | null }>(
    `SELECT id_support_user AS "idSupportUser", ended_at AS "endedAt" FROM support_access_log
      WHERE id_user = $1 AND id_app = (SELECT id_app FROM apps WHERE bucket = 'horizonte.localhost')
      ORDER BY id_access`,
    [idUser],
  );

describe('GET /api/users/support (learning-area.md 4.11, 7.9)', () => {
  it('lists the tenant’s active users to support, 10 a page, by name or e-mail', async () => {
    const first = await live.get('/api/users/support?offset=0&limit=10', await support());
    const page = answerOf<{ totalRecords: number; userList: { idUser: number; email: string }[] }>(
      first,
      'api/users-response.json',
    );
    expect(page.userList).toHaveLength(10);
    expect(page.totalRecords).toBeGreaterThan(30);
    expect(page.userList.map((user) => user.idUser)).not.toContain(3);
    const found = await live.get('/api/users/support?searchText=bruno%40horizonte', await support());
    expect(found.json<{ userList: { idUser: number }[] }>().userList.map((user) => user.idUser)).toEqual([1]);
    // LIKE's wildcards are text.
    const none = await live.get('/api/users/support?searchText=%25', await support());
    expect(none.json<{ totalRecords: number }>().totalRecords).toBe(0);
    expect(
      (await live.get(`/api/users/support?searchText=${'a'.repeat(301)}`, await support())).statusCode,
    ).toBe(400);
  });

  it('is refused to a learner', async () => {
    expectFailure(await live.get('/api/users/support', bearer(horizonte, live.bruno)), 403, text.notSupport);
  });
});

describe('POST /api/login/support-access (learning-area.md 4.11, 6, 7.9)', () => {
  it('opens the learner’s account in a session marked as support, logged on the accessed login', async () => {
    const answer = await open(await support(), 1);
    expect(answer.statusCode, answer.body).toBe(200);
    expectSchema(answer, 'api/support-access-response.json');
    const { result, loginInfo } = answer.json<{
      result: string;
      loginInfo: { idUser: number; name: string };
    }>();
    expect(answer.json()).not.toHaveProperty('token');
    expect(loginInfo).toMatchObject({ idUser: 1, name: 'Bruno Lima' });
    const asBruno = bearer(horizonte, result);
    const profile = await live.get('/api/users/1', asBruno);
    expect(profile.statusCode).toBe(200);
    expect(await logOf(1)).toEqual([expect.objectContaining({ idSupportUser: 3, endedAt: null })]);

    // What stays the accessed user's own: the password, payments, terms, renewal, sign-in links, and
    // support access itself.
    const closed = [
      await live.app.inject({
        method: 'PUT',
        url: '/api/users/1/change-password',
        headers: asBruno,
        payload: { currentPassword: 'Senha1234', newPassword: 'Outra12345' },
      }),
      await live.post('/api/store/buy', asBruno, {}),
      await live.post('/api/learning/terms/1/1', asBruno, {}),
      await live.post('/api/login/renewlogin', asBruno, { idUser: 1 }),
      await live.post('/api/login/linktoken', asBruno, { purpose: 'login' }),
      await live.post('/api/login/linktoken', asBruno, { purpose: 'admin' }),
      await open(asBruno, 2),
      await live.get('/api/users/support', asBruno),
    ];
    for (const response of closed) expectFailure(response, 403, messages.closedDuringSupport);
    expect((await live.post('/api/login/linktoken', asBruno, { purpose: 'embedded-page' })).statusCode).toBe(
      200,
    );

    // The exit is the support session's logout: the token dies, the log line ends.
    expect((await live.post('/api/login/logout', asBruno, {})).statusCode).toBe(200);
    expect((await live.get('/api/users/1', asBruno)).statusCode).toBe(401);
    expect((await logOf(1)).at(-1)?.endedAt).not.toBeNull();
    // bruno's own session is untouched.
    expect((await live.get('/api/users/1', bearer(horizonte, live.bruno))).statusCode).toBe(200);
  });

  it('is refused to a learner, for oneself and for an unknown user', async () => {
    expectFailure(await open(bearer(horizonte, live.bruno), 2), 403, text.notSupport);
    const me = await support();
    expectFailure(await open(me, 3), 400, text.notYourself);
    expectFailure(await open(me, 99999), 404, text.userNotFound);
  });

  it('refuses an inactive user', async () => {
    await live.db.query(
      `UPDATE users SET active = 0 WHERE id_user = 1301 AND id_app = (SELECT id_app FROM apps WHERE bucket = 'horizonte.localhost')`,
    );
    expectFailure(await open(await support(), 1301), 409, text.inactive);
    const listed = await live.get('/api/users/support?searchText=&limit=50&offset=0', await support());
    expect(
      listed.json<{ userList: { idUser: number }[] }>().userList.map((user) => user.idUser),
    ).not.toContain(1301);
  });
});
