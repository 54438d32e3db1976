// The per-user limit on saving notification choices (server/http/limits-table.ts
// notificationSavesPerUser): reading the profile does not count.
import { describe, expect, it } from 'vitest';
import { bearer, expectFailure, horizonte, useLearnerServer } from '../test-support/test-server.ts';

const live = useLearnerServer({ limits: { notificationSavesPerUser: { max: 2, windowMs: 60_000 } } });
const url = '/api/notifications/configurations/users/1';
const choice = [{ idNotification: 1, type: 'NEW_ENROLLMENT', active: 0 }];

describe('notificationSavesPerUser', () => {
  it('refuses the third save in the window with the limit message, and lets it through after', async () => {
    const headers = bearer(horizonte, live.bruno);
    expect((await live.post(url, headers, choice)).statusCode).toBe(200);
    expect((await live.get('/api/users/1', headers)).statusCode).toBe(200);
    expect((await live.post(url, headers, choice)).statusCode).toBe(200);
    expectFailure(
      await live.post(url, headers, choice),
      429,
      'Muitas alterações de notificações em pouco tempo. Aguarde 1 minuto e tente novamente.',
    );
    live.advanceClock(60_000);
    expect((await live.post(url, headers, choice)).statusCode).toBe(200);
  });
});
