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

describe('GET /api/userupload/list/:idSection', () => {
  it("lists the section's uploads", async () => {
    const response = await live.get('/api/userupload/list/171', bearer(aurora, live.ana));
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/user-upload-list-response.json');
    const { success, data } = response.json<{ success: boolean; data: { idUserUpload: number }[] }>();
    expect(success).toBe(true);
    expect(data.map((upload) => upload.idUserUpload)).toEqual([5001, 5002, 5003, 5004]);
  });

  it('answers an empty list for a section without uploads', async () => {
    const response = await live.get('/api/userupload/list/2', bearer(aurora, live.ana));
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('is 404 outside the tenant menu, 401 without a session', async () => {
    expectFailure(
      await live.get('/api/userupload/list/999', bearer(aurora, live.ana)),
      404,
      'Seção não encontrada.',
    );
    expectFailure(await live.get('/api/userupload/list/171', { host: aurora }), 401, 'Sessão expirada.');
  });
});

describe('GET /api/userupload/:idUserUpload', () => {
  it('answers one upload of the tenant', async () => {
    const response = await live.get('/api/userupload/5002', bearer(aurora, live.ana));
    expectSchema(response, 'api/user-upload-response.json');
    expect(response.json().data).toMatchObject({
      idUserUpload: 5002,
      title: 'Apresentação da convenção de vendas',
      name: 'Rafael Nunes',
      mimetype: 'application/pdf',
    });
  });

  it("is 404 for an unknown upload or another tenant's, 400 for a non-number", async () => {
    expectFailure(
      await live.get('/api/userupload/4999', bearer(aurora, live.ana)),
      404,
      'Arquivo enviado não encontrado.',
    );
    expectFailure(
      await live.get('/api/userupload/5001', bearer(horizonte, live.bruno)),
      404,
      'Arquivo enviado não encontrado.',
    );
    expectFailure(
      await live.get('/api/userupload/abc', bearer(aurora, live.ana)),
      400,
      'O campo "idUserUpload" deve ser um número inteiro.',
    );
  });
});
