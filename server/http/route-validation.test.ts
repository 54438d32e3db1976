import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkText, defaultTextMaxLength, isCleanDeep, isCleanText } from './clean-text.ts';
import { useErrorHandling } from './error-handling.ts';
import { databaseInteger, useRouteValidation, withInputBounds } from './route-validation.ts';

const loneHigh = 'a\uD800b';
const loneLow = '\uDC00';

describe('clean text', () => {
  it('refuses NUL and lone surrogates, keeps everything a person types', () => {
    for (const text of ['', 'Olá, ação!', 'emoji 😀 e 𝄞', '\t\n', 'x'.repeat(5000)])
      expect(isCleanText(text), text.slice(0, 20)).toBe(true);
    for (const text of ['a\u0000b', loneHigh, loneLow, '😀'.slice(0, 1), `${'\uDC00'}${'\uD800'}`])
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
  });

  it('says why a value is no acceptable text', () => {
    expect(checkText('ok')).toBeUndefined();
    expect(checkText(12)).toBe('notText');
    expect(checkText('x'.repeat(defaultTextMaxLength + 1))).toBe('tooLong');
    expect(checkText('abc', 2)).toBe('tooLong');
    expect(checkText('a\u0000')).toBe('forbiddenCharacter');
  });

  it('looks into every string and key of a JSON value, however deep', () => {
    expect(isCleanDeep({ a: ['b', { c: 1, d: null }] })).toBe(true);
    expect(isCleanDeep({ a: ['b', { c: 'x\u0000' }] })).toBe(false);
    expect(isCleanDeep({ [loneLow]: 1 })).toBe(false);
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(isCleanDeep(deep)).toBe(false);
    expect(isCleanDeep(Array.from({ length: 300_000 }, () => 'ok'))).toBe(true);
  });
});

describe('withInputBounds', () => {
  it('gives every integer the database bounds, keeping tighter ones of the route', () => {
    expect(withInputBounds({ type: 'integer' })).toEqual({ type: 'integer', ...databaseInteger });
    expect(withInputBounds({ type: 'integer', minimum: 1 })).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: databaseInteger.maximum,
    });
    expect(withInputBounds({ type: 'integer', minimum: 1, maximum: 5 })).toMatchObject({
      minimum: 1,
      maximum: 5,
    });
    expect(withInputBounds({ type: 'integer', maximum: 1e12 })).toMatchObject({
      maximum: databaseInteger.maximum,
    });
    expect(withInputBounds({ type: ['integer', 'null'] })).toMatchObject(databaseInteger);
  });

  it('gives every string a maximum length and the clean-text rule', () => {
    expect(withInputBounds({ type: 'string' })).toEqual({
      type: 'string',
      maxLength: defaultTextMaxLength,
      cleanText: true,
    });
    expect(withInputBounds({ type: 'string', maxLength: 40 })).toMatchObject({ maxLength: 40 });
    // Any JSON (no type): its strings are checked wherever they are.
    expect(withInputBounds({})).toEqual({ cleanText: true });
  });

  it('reaches nested properties, items and combinators, and leaves the route schema alone', () => {
    const route = {
      type: 'object',
      properties: {
        list: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } },
        either: { anyOf: [{ type: 'string' }, { type: 'integer', minimum: 0 }] },
      },
      additionalProperties: { type: 'string', maxLength: 10 },
    } as const;
    const copy = structuredClone(route);
    const bounded = withInputBounds(route) as unknown as typeof route & Record<string, never>;
    expect(route).toEqual(copy);
    expect(bounded.properties.list.items.properties.id).toEqual({ type: 'integer', ...databaseInteger });
    expect(bounded.properties.either.anyOf[0]).toMatchObject({ maxLength: defaultTextMaxLength });
    expect(bounded.properties.either.anyOf[1]).toMatchObject({ minimum: 0 });
    expect(bounded.additionalProperties).toEqual({ type: 'string', maxLength: 10, cleanText: true });
    // The object and the array themselves are typed: no clean-text rule of their own.
    expect(bounded).not.toHaveProperty('cleanText');
  });
});

describe('route validation', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    useRouteValidation(app);
    useErrorHandling(app);
    const schema = {
      params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
      querystring: {
        type: 'object',
        properties: { page: { type: 'integer' }, ratio: { type: 'number' }, q: { type: 'string' } },
      },
      body: {
        type: 'object',
        properties: { email: { type: 'string' }, count: { type: 'integer' }, any: {} },
      },
    } as const;
    app.post('/item/:id', { schema }, async (request) => ({ success: true, ...(request.query as object) }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, body: unknown = {}) =>
    app.inject({ method: 'POST', url, payload: body as Record<string, unknown> });
  const messageOf = async (url: string, body?: unknown) => {
    const response = await post(url, body);
    return [response.statusCode, response.json<{ message?: string }>().message];
  };

  it('takes plain decimals in the URL', async () => {
    const response = await post('/item/7?page=-3&ratio=0.25&q=ol%C3%A1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, page: -3, ratio: 0.25, q: 'olá' });
  });

  it.each(['Infinity', '1e308', '0x10', '%201%20', '1.0', 'NaN', '1e3', '0b1', '-Infinity'])(
    'refuses %s as an integer of the path or the query',
    async (text) => {
      expect(await messageOf(`/item/${text}`)).toEqual([400, 'O campo "id" deve ser um número inteiro.']);
      expect(await messageOf(`/item/1?page=${text}`)).toEqual([
        400,
        'O campo "page" deve ser um número inteiro.',
      ]);
    },
  );

  it('refuses numbers beyond the database integer', async () => {
    expect(await messageOf('/item/2147483648')).toEqual([
      400,
      'O campo "id" deve ser menor ou igual a 2147483647.',
    ]);
    expect(await messageOf('/item/1?page=-2147483649')).toEqual([
      400,
      'O campo "page" deve ser maior ou igual a -2147483648.',
    ]);
    expect(await messageOf('/item/1', { count: 1e308 })).toEqual([
      400,
      'O campo "count" deve ser menor ou igual a 2147483647.',
    ]);
    expect(await messageOf('/item/1?ratio=Infinity')).toEqual([400, 'O campo "ratio" deve ser um número.']);
  });

  it('refuses NUL, lone surrogates and overlong text, in the URL and the body', async () => {
    const invalid = (field: string) => `O campo "${field}" contém caracteres não permitidos.`;
    expect(await messageOf('/item/1', { email: `ana${loneHigh}@aurora.test` })).toEqual([
      400,
      invalid('email'),
    ]);
    expect(await messageOf('/item/1', { email: 'ana\u0000' })).toEqual([400, invalid('email')]);
    expect(await messageOf('/item/1', { any: { deep: ['x', 'y\u0000'] } })).toEqual([400, invalid('any')]);
    expect(await messageOf('/item/1', { email: 'x'.repeat(defaultTextMaxLength + 1) })).toEqual([
      400,
      `O campo "email" deve ter no máximo ${defaultTextMaxLength} caracteres.`,
    ]);
  });
});
