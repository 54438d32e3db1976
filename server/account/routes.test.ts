import { describe, expect, it } from 'vitest';
import { passwordMessages as text } from '../../src/shared-rules/password.ts';
import { bearer, expectFailure, horizonte, password, useLearnerServer } from '../test-support/test-server.ts';

const live = useLearnerServer({ limits: { passwordChangesPerUser: { max: 6, windowMs: 60_000 } } });
const change = (headers: Record<string, string>, body: object, idUser = 3) =>
  live.app.inject({ method: 'PUT', url: `/api/users/${idUser}/change-password`, headers, payload: body });
// suporte@horizonte.test (idUser 3) changes its password here; no other test file signs in as it twice.
const signIn = async (secret: string) =>
  live.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host: horizonte },
    payload: { username: 'suporte@horizonte.test', password: secret, idAppType: 1 },
  });

describe('PUT /api/users/{idUser}/change-password (learning-area.md 5, 7.9)', () => {
  it('checks the current password and every rule of the new one, with the spec’s words', async () => {
    const me = bearer(horizonte, await live.login(horizonte, 'suporte@horizonte.test'));
    expectFailure(
      await change(me, { currentPassword: '', newPassword: 'Nova12345' }),
      400,
      text.currentRequired,
    );
    expectFailure(await change(me, { currentPassword: password, newPassword: '' }), 400, text.newRequired);
    expectFailure(
      await change(me, { currentPassword: password, newPassword: 'abc123' }),
      400,
      text.minLength,
    );
    expectFailure(
      await change(me, { currentPassword: 'Errada123', newPassword: 'Nova12345' }),
      400,
      text.wrongCurrent,
    );
    // Another user's password is not this session's to change.
    expectFailure(
      await change(me, { currentPassword: password, newPassword: 'Nova12345' }, 1),
      403,
      /permissão/i,
    );
  });

  it('stores the new one, ends the user’s other sessions and keeps this one', async () => {
    const other = bearer(horizonte, await live.login(horizonte, 'suporte@horizonte.test'));
    const me = bearer(horizonte, await live.login(horizonte, 'suporte@horizonte.test'));
    const brunoToken = bearer(horizonte, live.bruno);
    expect((await live.get('/api/users/3', other)).statusCode).toBe(200);
    const changed = await change(me, { currentPassword: password, newPassword: 'Nova12345' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ success: true, message: text.saved });
    expect((await live.get('/api/users/3', other)).statusCode).toBe(401);
    expect((await live.get('/api/users/3', me)).statusCode).toBe(200);
    // Another user's sessions are not touched.
    expect((await live.get('/api/users/1', brunoToken)).statusCode).toBe(200);
    expect((await signIn(password)).statusCode).toBe(401);
    expect((await signIn('Nova12345')).statusCode).toBe(200);
  });

  it('counts every attempt: guessing the current password from an open session meets a limit', async () => {
    // The password is the one the test before set.
    const me = bearer(horizonte, (await signIn('Nova12345')).json<{ token: string }>().token);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1)
      statuses.push(
        (await change(me, { currentPassword: `Chute${attempt}123`, newPassword: 'Outra12345' })).statusCode,
      );
    expect(statuses).toContain(429);
  });
});
