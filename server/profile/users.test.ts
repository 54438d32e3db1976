import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';

let server: TestServer;
let bruno: string;
let helena: string;
beforeAll(async () => {
  server = await startTestServer();
  [bruno, helena] = await Promise.all([
    server.login(horizonte, 'bruno@horizonte.test'),
    server.login(horizonte, 'admin@horizonte.test'),
  ]);
}, 60_000);
afterAll(() => server?.app.close());

const get = (url: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'GET', url, headers });

describe('GET /api/users/:id', () => {
  it('shows users their own profile', async () => {
    const response = await get('/api/users/1', bearer(horizonte, bruno));
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
      await get('/api/users/2', bearer(horizonte, bruno)),
      403,
      'Você não tem permissão para acessar este recurso.',
    );
    expectFailure(
      await get('/api/users/999', bearer(horizonte, bruno)),
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
