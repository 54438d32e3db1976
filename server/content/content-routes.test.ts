import { describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';

const live = useLearnerServer();
const get = (url: string, headers: Record<string, string>) => live.get(url, headers);

describe('sessions are per tenant', () => {
  it('refuses a token of tenant A on the host of tenant B', async () => {
    expect((await get('/api/content/find/1', bearer(aurora, live.ana))).statusCode).toBe(200);
    expectFailure(await get('/api/content/find/1', bearer(horizonte, live.ana)), 401, 'Sessão expirada.');
  });

  it('answers "Sessão expirada." without a token, with an unknown one or a malformed header', async () => {
    expectFailure(await get('/api/content/list/2', { host: aurora }), 401, 'Sessão expirada.');
    expectFailure(await get('/api/content/list/2', bearer(aurora, 'nao-existe')), 401, 'Sessão expirada.');
    expectFailure(
      await get('/api/users/1', { host: aurora, authorization: live.ana }),
      401,
      'Sessão expirada.',
    );
  });

  it('checks the session before the input', async () => {
    expectFailure(await get('/api/content/list/abc', { host: aurora }), 401, 'Sessão expirada.');
  });
});

describe('GET /api/content/list/:idSection', () => {
  it('lists a section in fixture order, with its type', async () => {
    const response = await get('/api/content/list/2', bearer(aurora, live.ana));
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/content-list-response.json');
    const body = response.json();
    expect(body).toMatchObject({ success: true, idSection: 2, idSectionType: 2 });
    expect(body.content.map((item: { idContentItem: number }) => item.idContentItem)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(body.content[0].text).toBe('Boas-vindas à Aurora');
  });

  it('answers an empty list for a section without content', async () => {
    const response = await get('/api/content/list/10', bearer(aurora, live.ana));
    expect(response.json()).toEqual({ success: true, content: [], idSectionType: 8, idSection: 10 });
  });

  it('is 404 for a section outside the tenant menu, 400 for a non-number', async () => {
    expectFailure(await get('/api/content/list/99', bearer(aurora, live.ana)), 404, 'Seção não encontrada.');
    expectFailure(
      await get('/api/content/list/abc', bearer(aurora, live.ana)),
      400,
      'O campo "idSection" deve ser um número inteiro.',
    );
  });
});

describe('GET /api/content/find/:id', () => {
  it('finds an item of the tenant of the host', async () => {
    const auroraItem = await get('/api/content/find/1', bearer(aurora, live.ana));
    expectSchema(auroraItem, 'api/content-find-response.json');
    expect(auroraItem.json().content[0].text).toBe('Boas-vindas à Aurora');
    const horizonteItem = await get('/api/content/find/1', bearer(horizonte, live.bruno));
    expect(horizonteItem.json().content[0].text).toBe('Comunicação não violenta no trabalho');
  });

  it('is 404 for an unknown item', async () => {
    expectFailure(
      await get('/api/content/find/999', bearer(aurora, live.ana)),
      404,
      'Conteúdo não encontrado.',
    );
  });
});
