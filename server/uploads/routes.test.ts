import { beforeAll, describe, expect, it } from 'vitest';
import {
  aurora,
  bearer,
  expectFailure,
  expectSchema,
  horizonte,
  manyUploadsAllowed,
  useLearnerServer,
} from '../test-support/test-server.ts';
import { expectSessionRequired } from '../test-support/refusals.ts';
import type { MenuSection } from '../fixtures/tenant-fixture-types.ts';
import { byteRange } from '../files/send-stored-file.ts';
import { uploadListSectionOf } from './form.ts';

// This file sends Ana more uploads than a learner may make in ten minutes.
const live = useLearnerServer(manyUploadsAllowed);

// A real 1x1 PNG: what a browser sends for a tiny image.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Fields {
  idSection?: string;
  title?: string;
  description?: string;
  file?: { name: string; type: string; data: Uint8Array } | null;
}

function form({ idSection = '201', title, description, file }: Fields) {
  const data = new FormData();
  data.set('idSection', idSection);
  if (title !== undefined) data.set('title', title);
  if (description !== undefined) data.set('description', description);
  if (file) data.set('fileData', new Blob([file.data], { type: file.type }), file.name);
  return data;
}

const valid = (overrides: Fields = {}): Fields => ({
  title: 'Foto do mural de ideias',
  description: 'O quadro da reunião de planejamento.',
  file: { name: 'mural.png', type: 'image/png', data: png },
  ...overrides,
});

const send = (fields: Fields, headers: Record<string, string> = bearer(aurora, live.ana)) =>
  live.post('/api/uploads/usercontent', headers, form(fields));

const storedCount = async () =>
  Number((await live.db.query<{ count: string }>('SELECT count(*) AS count FROM user_uploads'))[0]?.count);

describe('POST /api/uploads/usercontent', () => {
  it('stores the file, its title, description, author and the list it feeds', async () => {
    const response = await send(valid());
    expect(response.statusCode, response.body).toBe(201);
    expectSchema(response, 'api/user-content-upload-response.json');
    const { data, message } = response.json();
    expect(message).toBe('Dados enviados com sucesso!');
    expect(data).toMatchObject({
      idSection: 202,
      title: 'Foto do mural de ideias',
      name: 'Ana Souza',
      mimetype: 'image/png',
      extension: 'png',
    });
    expect(data.idUserUpload).toBeGreaterThanOrEqual(1_000_000);
    expect(data.url).toMatch(/^\/api\/userupload\/file\/[A-Za-z0-9_-]{32}$/);

    const [row] = await live.db.query<Record<string, unknown>>(
      `SELECT id_section, id_list_section, id_user, title, description, file_name, size_bytes, storage_key
         FROM user_uploads WHERE id_user_upload = $1`,
      [data.idUserUpload],
    );
    expect(row).toMatchObject({
      id_section: 201,
      id_list_section: 202,
      id_user: 1,
      title: 'Foto do mural de ideias',
      description: 'O quadro da reunião de planejamento.',
      file_name: 'mural.png',
      size_bytes: png.byteLength,
    });
    // The row holds where the bytes are, not the bytes (server/files/); its url serves them.
    expect(row?.storage_key).toMatch(/^user-uploads\/[A-Za-z0-9_-]{32}$/);
    expect((await live.get(data.url, { host: aurora })).rawPayload.equals(png)).toBe(true);
  });

  it('trims the texts and stores the canonical mimetype of the extension', async () => {
    const response = await send(
      valid({
        title: '  Ata da reunião  ',
        description: '\n Pauta e decisões. ',
        file: { name: 'Ata Final.PDF', type: 'application/pdf', data: pdf },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'Ata da reunião',
      description: 'Pauta e decisões.',
      extension: 'pdf',
      mimetype: 'application/pdf',
    });
  });

  it("stores the editor's rich text held to the shared profile: no script, no handler, no javascript: link", async () => {
    const response = await send(
      valid({
        description:
          '<p dir="ltr"><b>Pauta</b> e <a href="https://www.aurora.example/ata" onclick="x()">ata</a>' +
          '<a href="javascript:alert(1)">clique</a><img src=x onerror="alert(1)"></p><script>alert(2)</script>',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    // The javascript: address goes; its words stay in an <a> with no href, which is no link.
    const expected = '<p><b>Pauta</b> e <a href="https://www.aurora.example/ata">ata</a><a>clique</a></p>';
    expect(response.json().data.description).toBe(expected);
    const [row] = await live.db.query<{ description: string }>(
      'SELECT description FROM user_uploads WHERE id_user_upload = $1',
      [response.json().data.idUserUpload],
    );
    expect(row?.description).toBe(expected);
  });

  it('takes 500 characters of text (tags not counted) and refuses 501 (content-app.md 5, 9)', async () => {
    const fits = await send(valid({ description: `<p><b>${'a'.repeat(250)}</b>${'b'.repeat(250)}</p>` }));
    expect(fits.statusCode, fits.body).toBe(201);
    const over = await send(valid({ description: `<p>${'a'.repeat(501)}</p>` }));
    expectFailure(over, 400, 'A descrição deve ter no máximo 500 caracteres.');
  });

  it.each([
    [{ description: '<p><br></p>' }, 'Descrição é um campo obrigatório.'],
    [{ description: '<script>alert(1)</script>' }, 'Descrição é um campo obrigatório.'],
    [{ title: '' }, 'Título é um campo obrigatório.'],
    [{ title: '   ' }, 'Título é um campo obrigatório.'],
    [{ title: undefined }, 'Título é um campo obrigatório.'],
    [{ description: ' ' }, 'Descrição é um campo obrigatório.'],
    [{ file: null }, 'É necessário fazer o upload de um arquivo.'],
    [
      { file: { name: 'script.exe', type: 'application/x-msdownload', data: png } },
      'Formato de arquivo não aceito. Envie um arquivo jpg, png, pdf, doc, xls, ppt, mp3, mp4 ou avi.',
    ],
    [
      { file: { name: 'notas.txt', type: 'text/plain', data: png } },
      'Formato de arquivo não aceito. Envie um arquivo jpg, png, pdf, doc, xls, ppt, mp3, mp4 ou avi.',
    ],
    [
      { file: { name: 'foto.png', type: 'application/pdf', data: png } },
      'O tipo do arquivo não corresponde à sua extensão.',
    ],
    [
      { file: { name: 'foto.png', type: 'application/octet-stream', data: png } },
      'O tipo do arquivo não corresponde à sua extensão.',
    ],
    // The bytes, not the name nor the claimed type: a PNG called .pdf, a page called .jpg.
    [
      { file: { name: 'ata.pdf', type: 'application/pdf', data: png } },
      'O tipo do arquivo não corresponde à sua extensão.',
    ],
    [
      { file: { name: 'foto.jpg', type: 'image/jpeg', data: Buffer.from('<html><script>1</script>') } },
      'O tipo do arquivo não corresponde à sua extensão.',
    ],
    [
      { file: { name: 'vazio.pdf', type: 'application/pdf', data: new Uint8Array() } },
      'O arquivo enviado está vazio.',
    ],
    [{ title: 'x'.repeat(201) }, 'O título deve ter no máximo 200 caracteres.'],
    [{ idSection: 'abc' }, 'O campo "idSection" deve ser um número inteiro.'],
    [{ idSection: '171' }, 'Esta seção não recebe envios de arquivos.'],
  ] satisfies [Fields, string][])('refuses %j with 400 "%s" and stores nothing', async (fields, message) => {
    const before = await storedCount();
    expectFailure(await send(valid(fields)), 400, message);
    expect(await storedCount()).toBe(before);
  });

  it('is 404 for a section outside the tenant menu', async () => {
    expectFailure(await send(valid({ idSection: '999' })), 404, 'Seção não encontrada.');
  });

  it('refuses a file over 20 MB with 413', async () => {
    const before = await storedCount();
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    expectFailure(
      await send(valid({ file: { name: 'grande.mp4', type: 'video/mp4', data: big } })),
      413,
      'O arquivo excede o limite de 20 MB.',
    );
    expect(await storedCount()).toBe(before);
  });

  it('refuses a JSON body with 415', async () => {
    const response = await live.post('/api/uploads/usercontent', bearer(aurora, live.ana), {
      idSection: 201,
      title: 'a',
      description: 'b',
    });
    expectFailure(response, 415, 'Envie os dados como multipart/form-data.');
  });

  it("needs a session of the host's tenant", async () => {
    await expectSessionRequired((headers) => send(valid(), headers), aurora, live.bruno);
    expectFailure(await send(valid(), bearer(horizonte, live.ana)), 401, 'Sessão expirada.');
  });
});

describe('the uploaded file, in the lists and at its address', () => {
  let upload: { idUserUpload: number; url: string; title: string };
  beforeAll(async () => {
    const response = await send(valid({ title: 'Para a lista' }));
    upload = response.json().data;
  });

  it('comes first in GET /userupload/list of the section the form feeds, before the fixture ones', async () => {
    const response = await live.get('/api/userupload/list/202', bearer(aurora, live.ana));
    expectSchema(response, 'api/user-upload-list-response.json');
    const ids = response.json<{ data: { idUserUpload: number }[] }>().data.map((item) => item.idUserUpload);
    expect(ids[0]).toBe(upload.idUserUpload);
    expect(ids.at(-1)).toBe(9201);
  });

  it('is found by GET /userupload/{id}, on its own tenant only', async () => {
    const response = await live.get(`/api/userupload/${upload.idUserUpload}`, bearer(aurora, live.ana));
    expectSchema(response, 'api/user-upload-response.json');
    expect(response.json().data).toMatchObject({ title: 'Para a lista', url: upload.url, name: 'Ana Souza' });
    expectFailure(
      await live.get(`/api/userupload/${upload.idUserUpload}`, bearer(horizonte, live.bruno)),
      404,
      'Arquivo enviado não encontrado.',
    );
  });

  it('serves the bytes at its url with no token (an <img> sends none), on its own host only', async () => {
    const response = await live.get(upload.url, { host: aurora });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe("inline; filename*=UTF-8''mural.png");
    expect(response.rawPayload.equals(png)).toBe(true);
    expectFailure(await live.get(upload.url, { host: horizonte }), 404, 'Arquivo enviado não encontrado.');
    expectFailure(
      await live.get('/api/userupload/file/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', { host: aurora }),
      404,
      'Arquivo enviado não encontrado.',
    );
  });

  it('answers a byte range (a <video> seeking)', async () => {
    const response = await live.get(upload.url, { host: aurora, range: 'bytes=0-7' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-7/${png.byteLength}`);
    expect(response.rawPayload.equals(png.subarray(0, 8))).toBe(true);
  });

  it('sends documents as attachments under their own name', async () => {
    const sent = await send(
      valid({ file: { name: 'Relatório (final).pdf', type: 'application/pdf', data: pdf } }),
    );
    const response = await live.get(sent.json().data.url, { host: aurora });
    expect(response.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Relat%C3%B3rio%20%28final%29.pdf",
    );
  });
});

describe('uploadListSectionOf', () => {
  const list: MenuSection = { idSection: 202, idSectionType: 31, name: 'Lista' };
  const other: MenuSection = { idSection: 7, idSectionType: 8, name: 'Outra' };
  const formTo = (sectionTo?: number): MenuSection => ({
    idSection: 201,
    idSectionType: 49,
    name: 'Form',
    ...(sectionTo ? { menuOption: [{ text: 'Lista', sectionTo }] } : {}),
  });

  it('is the user-upload list named by the first menu option, else the form itself', () => {
    expect(uploadListSectionOf([list, other], formTo(202))).toBe(202);
    expect(uploadListSectionOf([list, other], formTo(7))).toBe(201);
    expect(uploadListSectionOf([list, other], formTo())).toBe(201);
  });
});

describe('byteRange', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-9', [0, 9]],
    ['bytes=5-', [5, 99]],
    ['bytes=-10', [90, 99]],
    ['bytes=90-500', [90, 99]],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=0-1,5-6', undefined],
  ] as const)('%s of 100 bytes -> %j', (header, expected) => {
    expect(byteRange(header, 100)).toEqual(expected);
  });
});
