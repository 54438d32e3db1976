// Generators of hostile input for the generated-bad-input test (server/http/bad-input.property.test.ts):
// path segments, query strings and bodies shaped by a route's own schema, mostly almost right (so the
// request reaches the handler and the database) and sometimes wrong in every way a client can be.
import * as fc from 'fast-check';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const NUL = '\u0000';
/** Halves of UTF-16 surrogate pairs, alone: not well-formed text. */
const loneSurrogates = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '😀'.slice(0, 1), '😀'.slice(1)];

/** Text that broke, or could break, a route: NUL, lone surrogates, injection, traversal, escapes. */
const nastyTexts = [
  NUL,
  `ana${NUL}@aurora.test`,
  ...loneSurrogates,
  `ana${'\uD800'}@aurora.test`,
  "' OR 1=1; DROP TABLE users; --",
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '\r\nSet-Cookie: x=1',
  '%00',
  '%',
  '\\u0000',
  '\u202e\u200b\ufeff',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '',
  ' ',
];

/** Numbers written as text that ajv or Number() would take for something else. */
const numberTexts = [
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '99999999999999999999999',
  '9007199254740993',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '1e-308',
  '0x10',
  '0b1',
  '0o7',
  ' 1 ',
  '1.5',
  '1.0',
  '-0',
  '0',
  '-1',
  '+1',
  '1,2',
  '007',
  'null',
  'true',
  '[]',
];

/** Percent-encodings that are not UTF-8, or not percent-encodings at all. */
const badEncodings = [
  '%E0%A4%A',
  '%FF',
  '%C0%80',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%F8%88%80%80%80',
  '%',
  '%%',
  '%zz',
  '%00',
  '%2500',
  'a%0Ab',
  '%C3',
];

export const textArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.constantFrom(...nastyTexts), weight: 4 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
      .map(([a, b]) => `${a}${NUL}${b}`),
    weight: 4,
  },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...loneSurrogates), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join('')),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: 100, max: 12_000 }).map((length) => 'é'.repeat(length)), weight: 1 },
);

/** The UTF-8 bytes of a code point; lone surrogates too (WTF-8), which no UTF-8 decoder accepts. */
function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000)
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

/** Percent-encodes any JS string, lone surrogates included (encodeURIComponent throws on those). */
export function encodeAny(text: string): string {
  let encoded = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    encoded +=
      codePoint >= 0xd800 && codePoint <= 0xdfff
        ? utf8Bytes(codePoint)
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return encoded;
}

/** Ids the routes know (sections, rooms, items, users of the demo), so some requests find something. */
export function urlValueArb(knownIds: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds).map(String), weight: 4 },
    { arbitrary: fc.constantFrom(...numberTexts).map(encodeAny), weight: 4 },
    { arbitrary: fc.constantFrom(...badEncodings), weight: 2 },
    { arbitrary: textArb.map(encodeAny), weight: 3 },
    { arbitrary: fc.integer({ min: 90, max: 5000 }).map((length) => 'a'.repeat(length)), weight: 1 },
  );
}

/** `?name=value&...` with the route's own query names, repeated names and prototype keys. */
export function queryArb(names: readonly string[], knownIds: readonly number[]): fc.Arbitrary<string> {
  const nameArb = fc.oneof(
    {
      arbitrary: fc.constantFrom(...names, '__proto__', '__proto__[admin]', 'constructor[prototype][x]'),
      weight: 4,
    },
    { arbitrary: textArb.map(encodeAny), weight: 1 },
  );
  const valueArb = fc.oneof(urlValueArb(knownIds), fc.constantFrom('', 'true', 'false', '1', 'a'));
  return fc
    .array(fc.tuple(nameArb, valueArb), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : ''));
}

const wrongTypes = fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { a: 1 });

const integerArb = (schema: Schema, knownIds: readonly number[]) =>
  fc.oneof(
    {
      arbitrary: fc.integer({
        min: Math.max(Number(schema.minimum ?? -(2 ** 31)), -(2 ** 31)),
        max: Math.min(Number(schema.maximum ?? 2 ** 31 - 1), 2 ** 31 - 1),
      }),
      weight: 3,
    },
    { arbitrary: fc.constantFrom(...knownIds), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        0,
        -1,
        2 ** 31 - 1,
        2 ** 31,
        -(2 ** 31),
        -(2 ** 31) - 1,
        Number.MAX_SAFE_INTEGER,
        1e308,
        -1e308,
        1.5,
        -0,
      ),
      weight: 2,
    },
  );

const numberArb = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e308, -1e308, 5e-324, 864000, 864001, 0.5),
);

/** Hostile text most of the time; the route's own values (enum, pattern) often enough to get past them. */
const stringArb = (schema: Schema) => {
  const choices: fc.WeightedArbitrary<string>[] = [{ arbitrary: textArb, weight: 4 }];
  if (Array.isArray(schema.enum))
    choices.push({ arbitrary: fc.constantFrom(...(schema.enum as string[])), weight: 4 });
  if (typeof schema.pattern === 'string')
    choices.push(
      { arbitrary: fc.stringMatching(new RegExp(schema.pattern)), weight: 3 },
      {
        arbitrary: fc.constantFrom('2026-13-45 99:99:99', '0000-00-00 00:00:00', '2026-11-23 10:00:00'),
        weight: 1,
      },
    );
  if (typeof schema.maxLength === 'number')
    choices.push({
      arbitrary: fc.constantFrom('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1)),
      weight: 1,
    });
  return fc.oneof(...choices);
};

/**
 * A JSON value shaped by a route's body schema: every property present or not, each value of the
 * declared type (at its edges, or hostile text) five times in six, of a wrong type otherwise.
 */
export function shapedArb(schema: unknown, knownIds: readonly number[], depth = 0): fc.Arbitrary<unknown> {
  if (!isSchema(schema) || depth > 6) return fc.oneof(textArb, fc.jsonValue({ maxDepth: 3 }), wrongTypes);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const shaped: fc.Arbitrary<unknown>[] = types.map((type) => {
    switch (type) {
      case 'integer':
        return integerArb(schema, knownIds);
      case 'number':
        return numberArb;
      case 'string':
        return stringArb(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(shapedArb(schema.items, knownIds, depth + 1), { maxLength: 12 });
      case 'object': {
        const properties = isSchema(schema.properties) ? schema.properties : {};
        const model = Object.fromEntries(
          Object.entries(properties).map(([name, inner]) => [name, shapedArb(inner, knownIds, depth + 1)]),
        );
        const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
        // Mostly with the required properties, so the request gets past them to the rest.
        const record = fc.oneof(
          {
            arbitrary: fc.record(model, { requiredKeys: required.filter((name) => name in model) }),
            weight: 4,
          },
          { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
        );
        return fc
          .tuple(record, fc.dictionary(textArb, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }), fc.boolean())
          .map(([known, extra, withExtra]) => (withExtra ? { ...extra, ...known } : known));
      }
      default:
        return fc.oneof(textArb, fc.jsonValue({ maxDepth: 3 }), wrongTypes);
    }
  });
  return fc.oneof({ arbitrary: fc.oneof(...shaped), weight: 5 }, { arbitrary: wrongTypes, weight: 1 });
}

const within = (schema: Schema, values: readonly number[]) =>
  values.filter(
    (value) => value >= Number(schema.minimum ?? -Infinity) && value <= Number(schema.maximum ?? Infinity),
  );

/** A value the schema accepts, plain and harmless: the background for one hostile value (hotArb). */
export function benignArb(schema: unknown, knownIds: readonly number[], depth = 0): fc.Arbitrary<unknown> {
  if (!isSchema(schema) || depth > 6) return fc.constant('texto');
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);
  switch (type) {
    case 'integer': {
      if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as number[]));
      const fitting = within(schema, [...knownIds, 1, 0]);
      return fitting.length ? fc.constantFrom(...fitting) : fc.constant(Number(schema.minimum ?? 0));
    }
    case 'number':
      return fc.constantFrom(...within(schema, [0, 1, 10.5, 60]), Number(schema.minimum ?? 0));
    case 'string':
      if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
      if (typeof schema.pattern === 'string')
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((text) => text.length <= Number(schema.maxLength ?? 2000));
      return fc.constantFrom('texto', 'ana@aurora.test', 'Olá, ação 😀', 'Senha1234');
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(benignArb(schema.items, knownIds, depth + 1), {
        minLength: Number(schema.minItems ?? 0),
        maxLength: Math.max(Number(schema.minItems ?? 0), Math.min(Number(schema.maxItems ?? 3), 3)),
      });
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, inner]) => [name, benignArb(inner, knownIds, depth + 1)]),
      );
      const requiredOnly = Object.fromEntries(
        Object.entries(model).filter(([name]) => required.includes(name)),
      );
      // Optional properties mostly left out: an idApp of another tenant would end the request early.
      return fc.oneof(
        { arbitrary: fc.record(requiredOnly), weight: 3 },
        {
          arbitrary: fc.record(model, { requiredKeys: required.filter((name) => name in model) }),
          weight: 1,
        },
      );
    }
    default:
      return fc.constantFrom('texto', 1, null);
  }
}

/** A hostile value of the schema's own type: what gets past a type check and on to the handler. */
function hostileLeafArb(schema: Schema, knownIds: readonly number[]): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);
  if (type === 'integer') return integerArb(schema, knownIds);
  if (type === 'number') return numberArb;
  if (type === 'string' || type === undefined) {
    const choices: fc.WeightedArbitrary<unknown>[] = [
      { arbitrary: textArb, weight: 1 },
      // What the database refuses, inside otherwise ordinary text.
      { arbitrary: fc.constantFrom(`ana${NUL}@aurora.test`, NUL, 'texto\uD800', '\uDFFFa'), weight: 2 },
    ];
    if (type === undefined) choices.push({ arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 });
    return fc.oneof(...choices);
  }
  return wrongTypes;
}

/**
 * A value the schema accepts except in exactly one place, which holds hostile input of the right type
 * (or, one time in five, of a wrong type): the request reaches the handler with that one bad value.
 */
export function hotArb(schema: unknown, knownIds: readonly number[], depth = 0): fc.Arbitrary<unknown> {
  if (!isSchema(schema) || depth > 6) return textArb;
  const type = Array.isArray(schema.type) ? (schema.type[0] as string) : (schema.type as string | undefined);
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const names = Object.keys(properties);
  if (type === 'object' && names.length > 0) {
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    return fc.constantFrom(...names).chain((target) => {
      const model = Object.fromEntries(
        names.map((name) => [
          name,
          name === target
            ? hotArb(properties[name], knownIds, depth + 1)
            : benignArb(properties[name], knownIds, depth + 1),
        ]),
      );
      const present = Object.fromEntries(
        Object.entries(model).filter(([name]) => name === target || required.includes(name)),
      );
      return fc.record(present);
    });
  }
  if (type === 'array')
    return fc
      .tuple(
        fc.array(benignArb(schema.items, knownIds, depth + 1), {
          maxLength: Math.max(0, Math.min(1, Number(schema.maxItems ?? 2) - 1)),
        }),
        hotArb(schema.items, knownIds, depth + 1),
      )
      .map(([others, value]) => [...others, value]);
  return fc.oneof(
    { arbitrary: hostileLeafArb(schema, knownIds), weight: 4 },
    { arbitrary: wrongTypes, weight: 1 },
  );
}

export interface RawBody {
  contentType: string | undefined;
  payload: Buffer | string;
}

/** Bytes that are not UTF-8 (a Latin-1 "ã", an overlong NUL, a surrogate in WTF-8) inside JSON. */
const notUtf8Json = [
  Buffer.from([0x7b, 0x22, 0x75, 0x22, 0x3a, 0x22, 0xe3, 0x22, 0x7d]),
  Buffer.concat([Buffer.from('{"username":"'), Buffer.from([0xc0, 0x80]), Buffer.from('"}')]),
  Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
];

const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** JSON bodies that are not what any route reads: broken, poisoned, deep, huge, in another charset. */
export const rawJsonArb: fc.Arbitrary<RawBody> = fc.oneof(
  fc
    .constantFrom(
      '{"__proto__":{"admin":1}}',
      '{"constructor":{"prototype":{"admin":1}}}',
      '{"a":1,"a":2}',
      '{',
      '{"a":}',
      '',
      'null',
      '[]',
      '"texto"',
      '1e400',
      '{"id":1e400}',
      '{"id":-1e400}',
      '\uFEFF{}',
      'NaN',
    )
    .map((payload) => ({ contentType: 'application/json', payload })),
  deepJson.map((payload) => ({ contentType: 'application/json', payload })),
  fc.constantFrom(...notUtf8Json).map((payload) => ({ contentType: 'application/json', payload })),
  fc
    .constantFrom(
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/json; charset="ISO-8859-1"',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/json; boundary=x',
      'multipart/form-data',
      'application/vnd.api+json',
    )
    .map((contentType) => ({ contentType, payload: '{"username":"ana@aurora.test"}' })),
  fc.constant({ contentType: 'application/json', payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}` }),
  fc.constant({ contentType: undefined, payload: '{"a":1}' }),
);

/** A 1x1 PNG: a real image for the forms that want one. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const bytesOfText = fc.oneof(
  { arbitrary: textArb.map((text) => Buffer.from(text, 'utf8')), weight: 3 },
  { arbitrary: fc.constantFrom(...notUtf8Json, Buffer.from([0x00]), Buffer.from([0xff, 0xfe])), weight: 1 },
);

const filePartArb = fc.record({
  name: fc.constantFrom('fileData', 'file', 'photo'),
  fileName: fc.oneof(
    fc.constantFrom('foto.png', 'doc.pdf', 'a.exe', '', '.png', 'x'.repeat(500) + '.png'),
    textArb,
  ),
  type: fc.constantFrom(
    'image/png',
    'application/pdf',
    'application/octet-stream',
    '',
    'text/html',
    'image/png; x="y',
  ),
  data: fc.oneof(
    fc.constant(tinyPng),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 64 }).map(Buffer.from),
  ),
});

const fieldPartArb = fc.record({
  name: fc.oneof(fc.constantFrom('idSection', 'title', 'description', 'fileName', 'token'), textArb),
  value: fc.oneof(
    urlValueArb([201, 202, 1]).map((text) => Buffer.from(text)),
    bytesOfText,
  ),
});

/** A multipart/form-data body: the upload forms' fields with hostile values, names and files. */
export const multipartArb: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.array(fieldPartArb, { maxLength: 6 }),
    fc.option(filePartArb),
    fc.constantFrom('ok', 'truncated', 'no-boundary', 'wrong-boundary'),
  )
  .map(([fields, file, shape]) => {
    const boundary = 'x-bad-input-boundary';
    const quote = (text: string) => text.replaceAll('"', '%22');
    const chunks: Buffer[] = [];
    for (const field of fields)
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(field.name)}"\r\n\r\n`),
        field.value,
        Buffer.from('\r\n'),
      );
    if (file)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${quote(file.fileName)}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      );
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    let payload = Buffer.concat(chunks);
    if (shape === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
    const contentType =
      shape === 'no-boundary'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${shape === 'wrong-boundary' ? 'other' : boundary}`;
    return { contentType, payload };
  });

/** The upload form (section type 49) as a browser sends it, with some of its parts replaced. */
export function uploadForm(
  idSection: string,
  replaced: { field?: string; value?: Buffer; fileName?: string } = {},
): RawBody {
  const boundary = 'x-aimed-boundary';
  const fields: [string, Buffer][] = [
    ['idSection', Buffer.from(idSection)],
    ['title', Buffer.from('Foto do mural')],
    ['description', Buffer.from('O quadro da reunião.')],
    ['fileName', Buffer.from('mural.png')],
  ];
  const chunks = fields.flatMap(([name, bytes]) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    name === replaced.field && replaced.value ? replaced.value : bytes,
    Buffer.from('\r\n'),
  ]);
  const fileName = (replaced.fileName ?? 'mural.png').replaceAll('"', '%22');
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fileData"; filename="${fileName}"\r\n`,
    ),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    tinyPng,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

/**
 * A form the upload routes accept but for one hostile field (NUL, a lone surrogate, bytes that are no
 * UTF-8, a bad file name): the request reaches the database with it.
 */
export function aimedMultipartArb(sectionIds: readonly number[]): fc.Arbitrary<RawBody> {
  const hostileText = fc.constantFrom(`a${NUL}b`, NUL, 'texto\uD800', '\uDFFFa', '../../x', '');
  const hostileBytes = fc.oneof(
    hostileText.map((text) => Buffer.from(text, 'utf8')),
    fc.constantFrom(Buffer.from([0xff, 0xfe]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xc0, 0x80])),
  );
  return fc
    .record({
      idSection: fc.constantFrom(...sectionIds).map(String),
      field: fc.constantFrom('idSection', 'title', 'description', 'fileName', 'file name'),
      value: hostileBytes,
      fileName: hostileText,
    })
    .map(({ idSection, field, value, fileName }) =>
      field === 'file name' ? uploadForm(idSection, { fileName }) : uploadForm(idSection, { field, value }),
    );
}
