import { describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { answerOf } from '../test-support/answer-of.ts';
import { expectSessionRequired } from '../test-support/refusals.ts';

const live = useLearnerServer();

describe('GET /api/userupload/list/:idSection', () => {
  const list = (idSection: number, headers: Record<string, string> = bearer(aurora, live.ana)) =>
    live.get(`/api/userupload/list/${idSection}`, headers);

  it("lists the section's uploads", async () => {
    const response = await list(171);
    const { success, data } = answerOf<{ success: boolean; data: { idUserUpload: number }[] }>(
      response,
      'api/user-upload-list-response.json',
    );
    expect(success).toBe(true);
    expect(data.map((upload) => upload.idUserUpload)).toEqual([5001, 5002, 5003, 5004]);
  });

  it('answers an empty list for a section without uploads', async () => {
    const response = await list(2);
    expect(response.json()).toEqual({ success: true, data: [] });
  });

  it('is 404 outside the tenant menu, 401 without a session', async () => {
    expectFailure(await list(999), 404, 'Seção não encontrada.');
    await expectSessionRequired((headers) => list(171, headers), aurora, live.bruno);
  });
});

describe('GET /api/userupload/:idUserUpload', () => {
  const upload = (id: string, headers: Record<string, string> = bearer(aurora, live.ana)) =>
    live.get(`/api/userupload/${id}`, headers);

  it('answers one upload of the tenant', async () => {
    const response = await upload('5002');
    expectSchema(response, 'api/user-upload-response.json');
    expect(response.json().data).toMatchObject({
      idUserUpload: 5002,
      title: 'Apresentação da convenção de vendas',
      name: 'Rafael Nunes',
      mimetype: 'application/pdf',
    });
  });

  it("is 404 for an unknown upload or another tenant's, 400 for a non-number", async () => {
    expectFailure(await upload('4999'), 404, 'Arquivo enviado não encontrado.');
    expectFailure(
      await upload('5001', bearer(horizonte, live.bruno)),
      404,
      'Arquivo enviado não encontrado.',
    );
    expectFailure(await upload('abc'), 400, 'O campo "idUserUpload" deve ser um número inteiro.');
  });
});
