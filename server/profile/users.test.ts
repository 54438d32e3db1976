import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';

const live = useLearnerServer();
/** Helena, horizonte's admin, may read any profile of her tenant. */
let helena: string;
beforeAll(async () => {
  helena = await live.login(horizonte, 'admin@horizonte.test');
});
const get = (url: string, headers: Record<string, string>) => live.get(url, headers);

describe('GET /api/users/:id', () => {
  it('shows users their own profile', async () => {
    const response = await get('/api/users/1', bearer(horizonte, live.bruno));
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/user-response.json');
    expect(response.json().user).toMatchObject({
      idUser: 1,
      idCompany: 2,
      name: 'Bruno Lima',
      email: 'bruno@horizonte.test',
    });
  });

  it("refuses another user's profile to a non-admin", async () => {
    expectFailure(
      await get('/api/users/2', bearer(horizonte, live.bruno)),
      403,
      'Você não tem permissão para acessar este recurso.',
    );
    expectFailure(
      await get('/api/users/999', bearer(horizonte, live.bruno)),
      403,
      'Você não tem permissão para acessar este recurso.',
    );
  });

  it('lets an admin read the profiles of the tenant', async () => {
    const response = await get('/api/users/3', bearer(horizonte, helena));
    expectSchema(response, 'api/user-response.json');
    expect(response.json().user.name).toBe('Equipe de Suporte');
    expectFailure(await get('/api/users/999', bearer(horizonte, helena)), 404, 'Usuário não encontrado.');
  });
});
