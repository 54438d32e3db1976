import { beforeAll, describe, expect, it } from 'vitest';
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
import { findUserById } from '../auth/store.ts';
import { sniffImageType } from './photo-upload.ts';

// Carla (idUser 96, fixtures/aurora/parts/profile.json) is the profile area's own learner: these
// tests change her profile, never Ana's, whom other suites read.
const carlaId = 96;
const live = useLearnerServer();
let carla: string;
beforeAll(async () => {
  carla = await live.login(aurora, 'carla@aurora.test');
});

type Payload = Record<string, unknown>;
const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: Payload,
) => live.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const auroraIdApp = 1;
const stored = async () => (await findUserById(live.db, auroraIdApp, carlaId))!;

const validProfile = {
  name: 'Carla Menezes Prado',
  cpf: '111.444.777-35',
  phone: '(11) 3456-7890',
  communicationAccepted: 1,
  emailNotification: 0,
  smsNotification: 1,
};

/** A multipart body as browsers write it. */
function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = '----profile-test-boundary';
  const chunks = parts.flatMap(({ name, value, filename, type }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename ? `; filename="${filename}"\r\nContent-Type: ${type ?? 'application/octet-stream'}` : '') +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function upload(token: string, file: Buffer, host = aurora) {
  const { payload, contentType } = multipart([
    { name: 'fileName', value: 'avatar.png' },
    { name: 'token', value: token },
    { name: 'fileData', value: file, filename: 'avatar.png', type: 'image/png' },
  ]);
  return live.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...bearer(host, token), 'content-type': contentType },
    payload,
  });
}

describe('PUT /api/users/:id', () => {
  it('stores the profile, masks applied, and GET /users/{id} shows it', async () => {
    const response = await send('PUT', `/api/users/${carlaId}`, bearer(aurora, carla), {
      ...validProfile,
      phone: '11 3456 7890',
      cpf: '11144477735',
    });
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/message-response.json');
    expect(response.json()).toEqual({ success: true, message: 'Perfil atualizado com sucesso' });

    const user = await stored();
    expect(user).toMatchObject({ ...validProfile, email: 'carla@aurora.test' });
    const read = await send('GET', `/api/users/${carlaId}`, bearer(aurora, carla));
    expectSchema(read, 'api/user-response.json');
    expect(read.json().user).toMatchObject({ name: 'Carla Menezes Prado', phone: '(11) 3456-7890' });
  });

  it('clears CPF and phone sent empty, and keeps the e-mail whatever is sent', async () => {
    await send('PUT', `/api/users/${carlaId}`, bearer(aurora, carla), {
      ...validProfile,
      cpf: '',
      phone: '',
      email: 'outra@aurora.test',
    });
    const user = await stored();
    expect(user.cpf).toBeNull();
    expect(user.phone).toBeNull();
    expect(user.email).toBe('carla@aurora.test');
    await send('PUT', `/api/users/${carlaId}`, bearer(aurora, carla), validProfile);
  });

  it('refuses an invalid CPF, phone or blank name with the spec words, storing nothing', async () => {
    const put = (body: Payload) => send('PUT', `/api/users/${carlaId}`, bearer(aurora, carla), body);
    expectFailure(await put({ ...validProfile, cpf: '111.444.777-36' }), 400, 'CPF inválido');
    expectFailure(await put({ ...validProfile, cpf: '111.111.111-11' }), 400, 'CPF inválido');
    expectFailure(
      await put({ ...validProfile, phone: '(01) 99999-9999' }),
      400,
      'Telefone invalido, por favor digite corretamente. Exemplo: (99) 99999-9999',
    );
    expectFailure(await put({ ...validProfile, name: '   ' }), 400, 'Nome é um campo obrigatório.');
    expectFailure(await put({ ...validProfile, name: undefined }), 400, 'O campo "name" é obrigatório.');
    expectFailure(
      await put({ ...validProfile, smsNotification: 2 }),
      400,
      'O campo "smsNotification" deve ser um destes valores: 0, 1.',
    );
    expect(await stored()).toMatchObject({ name: 'Carla Menezes Prado', cpf: '111.444.777-35' });
  });

  it("is 403 for someone else's profile, 401 for another tenant's token or no token", async () => {
    expectFailure(
      await send('PUT', `/api/users/${carlaId}`, bearer(aurora, live.ana), validProfile),
      403,
      'Você não tem permissão para acessar este recurso.',
    );
    await expectSessionRequired(
      (headers) => send('PUT', `/api/users/${carlaId}`, headers, validProfile),
      aurora,
      live.bruno,
    );
  });
});

describe('PUT /api/users/editField/:idUser', () => {
  it('stores one field: the photo', async () => {
    const response = await send('PUT', `/api/users/editField/${carlaId}`, bearer(aurora, carla), {
      field: 'photo',
      value: '/api/upload/files/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode, response.body).toBe(200);
    expectSchema(response, 'api/message-response.json');
    expect((await stored()).photo).toBe('/api/upload/files/00000000-0000-4000-8000-000000000000');
  });

  it('checks each field by its own rule', async () => {
    const edit = (field: string, value: unknown) =>
      send('PUT', `/api/users/editField/${carlaId}`, bearer(aurora, carla), { field, value });
    expectFailure(await edit('photo', 'javascript:alert(1)'), 400, 'Endereço de foto inválido.');
    expectFailure(await edit('photo', '//evil.test/a.png'), 400, 'Endereço de foto inválido.');
    expectFailure(await edit('cpf', '123'), 400, 'CPF inválido');
    expectFailure(await edit('askPWA', 5), 400, 'O campo "askPWA" deve ser um destes valores: 0, 1.');
    expectFailure(await edit('password', 'x'), 400, /^O campo "field" deve ser um destes valores: photo,/);
    expect((await edit('askPWA', 0)).statusCode).toBe(200);
    expect((await stored()).askPWA).toBe(0);
  });

  it("is 403 for someone else's field", async () => {
    expectFailure(
      await send('PUT', '/api/users/editField/1', bearer(aurora, carla), { field: 'name', value: 'X' }),
      403,
      'Você não tem permissão para acessar este recurso.',
    );
  });
});

describe('PUT /api/users/agreement/:id', () => {
  it('stores the consents and the version of the terms accepted', async () => {
    const response = await send('PUT', `/api/users/agreement/${carlaId}`, bearer(aurora, carla), {
      communicationAccepted: 1,
      userLicenceTermsAccepted: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toMatchObject({ communicationAccepted: 1, userLicenceTermsAccepted: 1 });
  });
});

describe('POST /api/upload and GET /api/upload/files/:id', () => {
  it('stores an image and serves it back, without a token, on its tenant only', async () => {
    const response = await upload(carla, png);
    const { url } = answerOf<{ url: string }>(response, 'api/upload-response.json');
    expect(url).toMatch(/^\/api\/upload\/files\/[0-9a-f-]{36}$/);

    const file = await live.get(url, { host: aurora });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await live.get(url, { host: horizonte })).statusCode).toBe(404);
  });

  it('refuses what is not an image, whatever its name says, and a body that is not multipart', async () => {
    expectFailure(
      await upload(carla, Buffer.from('<svg onload="alert(1)"></svg>')),
      415,
      'Envie uma imagem (JPG, PNG, GIF ou WebP).',
    );
    expectFailure(
      await send('POST', '/api/upload', bearer(aurora, carla), { fileData: 'x' }),
      415,
      'Tipo de conteúdo não suportado; envie application/json.',
    );
    const empty = multipart([{ name: 'fileName', value: 'nada.png' }]);
    expectFailure(
      await live.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...bearer(aurora, carla), 'content-type': empty.contentType },
        payload: empty.payload,
      }),
      400,
      'Nenhum arquivo foi enviado.',
    );
  });

  it('refuses a file over 2 MB and an upload without a session', async () => {
    const large = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    expectFailure(await upload(carla, large), 413, 'A imagem excede o limite de 2 MB.');
    expectFailure(await upload('not-a-token', png), 401, 'Sessão expirada.');
  });

  it('recognises images by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });
});

describe('campaigns', () => {
  it('lists every campaign with its points list, or only the active ones', async () => {
    const all = await send('GET', '/api/campaign/listcampaigns', bearer(aurora, carla));
    const { campaigns } = answerOf<{ campaigns: { idgamification_campaign: number; points: unknown[] }[] }>(
      all,
      'api/campaign-list-response.json',
    );
    expect(campaigns.map((campaign) => campaign.idgamification_campaign)).toEqual([1, 2, 3]);
    expect(campaigns[1]!.points).toEqual([
      { name: 'Assistir a um vídeo', points: 20 },
      { name: 'Concluir uma trilha', points: 100 },
    ]);
    const active = await send('GET', '/api/campaign/listcampaigns?onlyActive=true', bearer(aurora, carla));
    expect(
      active.json().campaigns.map((c: { idgamification_campaign: number }) => c.idgamification_campaign),
    ).toEqual([1, 2]);
    // Each tenant its own: horizonte's are the ranking's (parts/journey-ranking.json).
    const other = await send('GET', '/api/campaign/listcampaigns', bearer(horizonte, live.bruno));
    expect(other.json().campaigns.map((c: { name: string }) => c.name)).toEqual([
      'Campanha Aprender Juntos',
      'Desafio Segurança da Informação',
      'Semana da Inovação',
      'Maratona de Segurança 2025',
    ]);
  });

  it("answers a learner's activities, newest first, in every campaign or in one", async () => {
    const all = await send('POST', '/api/campaign/listcampaignuserpoints', bearer(aurora, carla), {
      idUser: carlaId,
    });
    expect(all.statusCode, all.body).toBe(200);
    expectSchema(all, 'api/campaign-user-points-response.json');
    const body = all.json<{
      totalPoints: number;
      data: { eventDate: string; points: number; event: string }[];
    }>();
    expect(body.data).toHaveLength(9);
    expect(body.data[0]).toEqual({
      contentitemtext: 'Boas-vindas à Aurora',
      event: 'Assistir a um vídeo',
      eventDate: '2026-11-20T13:05:00.000Z',
      points: 10,
      idgamification_campaign: 1,
    });
    const dates = body.data.map((point) => Date.parse(point.eventDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.totalPoints).toBe(10 + 20 + 5 + 10 + 100 + 2 + 50 + 5 + 15);

    const one = await send('POST', '/api/campaign/listcampaignuserpoints', bearer(aurora, carla), {
      idCampaign: 2,
      idUser: carlaId,
    });
    expect(one.json()).toMatchObject({ totalPoints: 120, data: [{ points: 20 }, { points: 100 }] });
  });

  it("is 403 for another learner's points, 404 for an unknown campaign", async () => {
    expectFailure(
      await send('POST', '/api/campaign/listcampaignuserpoints', bearer(aurora, live.ana), {
        idUser: carlaId,
      }),
      403,
      'Você não tem permissão para acessar este recurso.',
    );
    expectFailure(
      await send('POST', '/api/campaign/listcampaignuserpoints', bearer(aurora, carla), {
        idCampaign: 99,
        idUser: carlaId,
      }),
      404,
      'Campanha não encontrada.',
    );
    expectFailure(
      await send('POST', '/api/campaign/listcampaignuserpoints', bearer(aurora, carla), {}),
      400,
      'O campo "idUser" é obrigatório.',
    );
  });

  it('answers one campaign and the tenant events', async () => {
    const detail = await send('GET', '/api/campaign/listcampaigndetail/1', bearer(aurora, carla));
    expectSchema(detail, 'api/campaign-detail-response.json');
    expect(detail.json().campaign).toMatchObject({ name: 'Aprender é um hábito 2026', status: 1 });
    expect(detail.json().campaign.points).toHaveLength(5);
    expectFailure(
      await send('GET', '/api/campaign/listcampaigndetail/99', bearer(aurora, carla)),
      404,
      'Campanha não encontrada.',
    );
    const events = await send('GET', '/api/campaign/listevents/', bearer(aurora, carla));
    expectSchema(events, 'api/campaign-events-response.json');
    expect(events.json().events).toHaveLength(5);
    await expectSessionRequired(
      (headers) => send('GET', '/api/campaign/listevents/', headers),
      aurora,
      live.bruno,
    );
  });
});
