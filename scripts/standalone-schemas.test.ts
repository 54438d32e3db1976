import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { describe, expect, it } from 'vitest';
import { pruneSchemaObjects, withoutSchemaPaths } from './standalone-schemas.mjs';

// A schema like the app's: an enum (its values go into the error's params), additionalProperties
// (the code asks the properties object which keys it has), a long text no validator reads.
const schema = {
  $id: 'https://schemas.test/design.json',
  type: 'object',
  additionalProperties: false,
  properties: {
    home: { type: 'object', properties: { homeType: { enum: ['row', 'mosaic'] } } },
    loginPosition: { enum: ['top', 'middle', 'bottom'] },
    title: { type: 'string', title: 'Um título que nenhum validador lê' },
    // Past 8 properties ajv's additionalProperties asks the properties object (hasOwnProperty).
    ...Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => [key, { type: 'integer' }])),
  },
};

type Validator = ((data: unknown) => boolean) & { errors?: Record<string, unknown>[] | null };

/** The standalone module's validator, run as CommonJS. */
function load(code: string): Validator {
  const module = { exports: {} as { validateDesign: Validator } };
  new Function('module', 'exports', 'require', code)(module, module.exports, () => ({}));
  return module.exports.validateDesign;
}

function standalone() {
  const ajv = new Ajv2020({ inlineRefs: false, strict: true, code: { source: true, optimize: true } });
  ajv.addSchema(schema);
  return standaloneCode(ajv, { validateDesign: schema.$id });
}

describe('pruneSchemaObjects', () => {
  const whole = standalone();
  const pruned = pruneSchemaObjects(whole);

  it('drops what no validator reads and keeps the enums and the keys additionalProperties asks about', () => {
    expect(whole).toContain('Um título que nenhum validador lê');
    expect(pruned).not.toContain('Um título que nenhum validador lê');
    expect(pruned).toContain('["top","middle","bottom"]');
    expect(whole).toMatch(/func\d+\.call\(schema\d+\.properties/);
    expect(pruned).toContain('"title":0');
    expect(pruned.length).toBeLessThan(whole.length);
  });

  it('validates and reports errors exactly as the whole code does', () => {
    const before = load(whole);
    const after = load(pruned);
    const samples = [
      { loginPosition: 'top', home: { homeType: 'row' }, title: 'x' },
      { loginPosition: 'left' },
      { home: { homeType: 'grid' } },
      { unknown: 1 },
      { title: 3 },
      { a: 1, g: 'x' },
      'not an object',
    ];
    for (const sample of samples) {
      expect(after(sample)).toBe(before(sample));
      expect(after.errors).toEqual(before.errors);
    }
    expect(after({ loginPosition: 'left' })).toBe(false);
    expect(after.errors).toMatchObject([{ params: { allowedValues: ['top', 'middle', 'bottom'] } }]);
  });

  it('withoutSchemaPaths: the same errors (pointer, rule, params, message) without the path inside the schema', () => {
    const before = load(whole);
    const after = load(withoutSchemaPaths(pruned));
    expect(withoutSchemaPaths(whole)).not.toContain('schemaPath');
    for (const sample of [
      { loginPosition: 'left' },
      { home: { homeType: 'grid' } },
      { unknown: 1 },
      { a: 'x' },
    ]) {
      expect(after(sample)).toBe(false);
      before(sample);
      expect(after.errors).toEqual(before.errors?.map(({ schemaPath: _path, ...rest }) => rest));
    }
  });

  it('tells schema2 from schema20: a read of one never keeps the other whole', () => {
    const code =
      'const schema2 = {"a":{"enum":[1]},"b":"long"};const schema20 = {"c":{"enum":[2]},"d":"x"};f(schema2.a.enum, schema20.c.enum);';
    expect(pruneSchemaObjects(code)).toBe(
      'const schema2 = {"a":{"enum":[1]}};const schema20 = {"c":{"enum":[2]}};f(schema2.a.enum, schema20.c.enum);',
    );
  });
});
