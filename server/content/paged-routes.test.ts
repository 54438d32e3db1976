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
import { expectRefusals } from '../test-support/refusals.ts';

const live = useLearnerServer();

const paged = (
  body: unknown,
  headers: Record<string, string> = bearer(aurora, live.ana),
  idSection: number | string = 141,
) =>
  live.app.inject({
    method: 'POST',
    url: `/api/content/paged/${idSection}`,
    headers,
    payload: body as object,
  });

interface Page {
  content: { idContentItem: number; text: string }[];
  totalRecord: number;
  page: number;
  pageSize: number;
}
const ids = (page: Page) => page.content.map((item) => item.idContentItem);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);

describe('POST /api/content/paged/:idSection', () => {
  it('pages the section 12 at a time in fixture order, with the total', async () => {
    const first = await paged({ page: 1, searchTags: [] });
    const body = answerOf<Page>(first, 'api/content-paged-response.json');
    expect(body).toMatchObject({ success: true, totalRecord: 30, page: 1, pageSize: 12 });
    expect(ids(body)).toEqual(range(3001, 3012));

    expect(ids((await paged({ page: 2, searchTags: [] })).json())).toEqual(range(3013, 3024));
    const last = (await paged({ page: 3, searchTags: [] })).json<Page>();
    expect(ids(last)).toEqual(range(3025, 3030));
    expect(last.totalRecord).toBe(30);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const beyond = (await paged({ page: 4, searchTags: [] })).json<Page>();
    expect(beyond).toEqual({ success: true, content: [], totalRecord: 30, page: 4, pageSize: 12 });
  });

  it('lets the caller choose a page size from 1 to 100', async () => {
    const all = (await paged({ page: 1, searchTags: [], pageSize: 100 })).json<Page>();
    expect(all.pageSize).toBe(100);
    expect(ids(all)).toEqual(range(3001, 3030));
    expect(ids((await paged({ page: 3, searchTags: [], pageSize: 5 })).json())).toEqual(range(3011, 3015));
  });

  it('keeps only items carrying every search tag, compared without case', async () => {
    const sales = (await paged({ page: 1, searchTags: ['VENDAS'] })).json<Page>();
    expect(ids(sales)).toEqual([3006, 3009, 3011, 3018, 3021, 3026]);
    expect(sales.totalRecord).toBe(6);
    const both = (await paged({ page: 1, searchTags: ['liderança', 'Comunicação'] })).json<Page>();
    expect(ids(both)).toEqual([3001]);
    expect(both.totalRecord).toBe(1);
    const none = (await paged({ page: 1, searchTags: ['Vendas', 'Bem-estar'] })).json<Page>();
    expect(none).toMatchObject({ content: [], totalRecord: 0 });
  });

  it('matches the search text in the title or the description, without case', async () => {
    expect(ids((await paged({ page: 1, searchTags: [], searchText: 'PHISHING' })).json())).toEqual([3007]);
    expect(ids((await paged({ page: 1, searchTags: [], searchText: 'ÉTICA' })).json())).toEqual([3024]);
    // "sigilo" appears only in the description of 3024.
    expect(ids((await paged({ page: 1, searchTags: [], searchText: 'sigilo' })).json())).toEqual([3024]);
    // A blank text filters nothing; "%" is a plain character, not a wildcard.
    expect((await paged({ page: 1, searchTags: [], searchText: '  ' })).json<Page>().totalRecord).toBe(30);
    expect((await paged({ page: 1, searchTags: [], searchText: '%' })).json<Page>().totalRecord).toBe(0);
  });

  it('combines tags, text and paging', async () => {
    const body = (
      await paged({ page: 1, searchTags: ['Comunicação'], searchText: 'e-mail', pageSize: 1 })
    ).json<Page>();
    expect(ids(body)).toEqual([3023]);
    expect(body.totalRecord).toBe(1);
    const twoOfSix = (await paged({ page: 2, searchTags: ['comunicação'], pageSize: 4 })).json<Page>();
    expect(ids(twoOfSix)).toEqual([3014, 3023]);
    expect(twoOfSix.totalRecord).toBe(6);
  });

  it('refuses a bad body with 400 and a pt-BR message', async () => {
    await expectRefusals(paged, [
      [{ page: 0, searchTags: [] }, 400, 'O campo "page" deve ser maior ou igual a 1.'],
      [{ page: '1', searchTags: [] }, 400, 'O campo "page" deve ser um número inteiro.'],
      [{ page: 1 }, 400, 'O campo "searchTags" é obrigatório.'],
      [
        { page: 1, searchTags: Array.from({ length: 11 }, (_, at) => `tag ${at}`) },
        400,
        'O campo "searchTags" é inválido.',
      ],
      [{ page: 1, searchTags: [''] }, 400, 'O campo "searchTags.0" não pode ficar vazio.'],
      [
        { page: 1, searchTags: ['x'.repeat(41)] },
        400,
        'O campo "searchTags.0" deve ter no máximo 40 caracteres.',
      ],
      [
        { page: 1, searchTags: [], searchText: 'x'.repeat(101) },
        400,
        'O campo "searchText" deve ter no máximo 100 caracteres.',
      ],
      [{ page: 1, searchTags: [], pageSize: 101 }, 400, 'O campo "pageSize" deve ser menor ou igual a 100.'],
      [{ page: 1, searchTags: [], extra: true }, 400, /inválido/],
    ]);
    expectFailure(
      await paged({ page: 1, searchTags: [] }, bearer(aurora, live.ana), 'abc'),
      400,
      /idSection/,
    );
  });

  it('is 404 for a section outside the tenant menu', async () => {
    expectFailure(
      await paged({ page: 1, searchTags: [] }, bearer(aurora, live.ana), 999),
      404,
      'Seção não encontrada.',
    );
  });

  it("answers each tenant's own section and refuses another tenant's token", async () => {
    const theirs = (await paged({ page: 1, searchTags: [] }, bearer(horizonte, live.bruno))).json<Page>();
    expect(theirs.totalRecord).toBe(8);
    expect(theirs.content[0]?.text).toBe('Comunicação assertiva com clientes difíceis');
    expectFailure(
      await paged({ page: 1, searchTags: [] }, bearer(horizonte, live.ana)),
      401,
      'Sessão expirada.',
    );
    expectFailure(await paged({ page: 1, searchTags: [] }, { host: aurora }), 401, 'Sessão expirada.');
  });
});

describe('GET /api/content/tags/:idSection', () => {
  const tags = (headers = bearer(aurora, live.ana), idSection: number | string = 141) =>
    live.app.inject({ method: 'GET', url: `/api/content/tags/${idSection}`, headers });

  it("lists the section's distinct tags sorted pt-BR", async () => {
    const response = await tags();
    expect(response.statusCode).toBe(200);
    expectSchema(response, 'api/content-tags-response.json');
    expect(response.json()).toEqual({
      success: true,
      tags: [
        'Atendimento ao cliente',
        'Bem-estar',
        'Carreira',
        'Compliance',
        'Comunicação',
        'Diversidade e inclusão',
        'Inovação',
        'Integração',
        'Liderança',
        'Produtividade',
        'Segurança da informação',
        'Trabalho híbrido',
        'Vendas',
      ],
    });
  });

  it('answers no tags for a section whose items have none', async () => {
    expect((await tags(bearer(aurora, live.ana), 2)).json()).toEqual({ success: true, tags: [] });
  });

  it('keeps tenants apart and refuses unknown sections', async () => {
    expect((await tags(bearer(horizonte, live.bruno))).json<{ tags: string[] }>().tags).toContain(
      'Atendimento',
    );
    expect((await tags()).json<{ tags: string[] }>().tags).not.toContain('Atendimento');
    expectFailure(await tags(bearer(aurora, live.ana), 999), 404, 'Seção não encontrada.');
    expectFailure(await tags(bearer(horizonte, live.ana)), 401, 'Sessão expirada.');
  });
});
