// Generates src/generated/ from schemas/: TypeScript types (json-schema-to-typescript) and ajv
// standalone validators bundled by esbuild into one self-contained ESM file, so no ajv runtime
// and no `new Function` ship to the browser (a strict CSP without unsafe-eval keeps working).
// Usage: node scripts/generate-schemas.mjs [outDir]   (default src/generated)
import { readFileSync, readdirSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import { createRequire } from 'node:module';
import { compile } from 'json-schema-to-typescript';
import { build } from 'esbuild';
import { pruneSchemaObjects, withoutSchemaPaths } from './standalone-schemas.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemasDir = join(root, 'schemas');
const outDir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'src/generated');

/** Every schema file (catalogue data files excluded: they are instances, not schemas). */
function schemaFiles(dir = schemasDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return schemaFiles(path);
    if (!entry.name.endsWith('.json')) return [];
    const json = JSON.parse(readFileSync(path, 'utf8'));
    return json.$id ? [{ path, json, rel: relative(schemasDir, path) }] : [];
  });
}

/** validateAppDetails, validateApiLoginResponse ... from the file path. */
const validatorName = (rel) =>
  'validate' +
  rel
    .replace(/\.json$/, '')
    .split(/[/-]/)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');

const files = schemaFiles().sort((a, b) => a.rel.localeCompare(b.rel));

// Schemas only servers and tests read (a tenant fixture, a catalogue) stay out of the browser bundle.
const BROWSER_ONLY_SKIPS = new Set(['tenant-fixture.json', 'tenant-fixture-part.json', 'catalogue.json']);
const formats = createRequire(import.meta.url)('./validator-formats.cjs');
// First error only: faster on large lists, and the designer needs the first failing rule per item.
const ajv = new Ajv2020({
  allErrors: false,
  // Shared sub-schemas become one function each instead of a copy in every response validator.
  inlineRefs: false,
  strict: true,
  allowUnionTypes: true,
  // element.json picks its branch by elementType, so an error names the element's own rule.
  discriminator: true,
  formats,
  code: { source: true, esm: true, optimize: true, formats: _`require("./scripts/validator-formats.cjs")` },
});
// Descriptions are for people and for the TypeScript docs, not for the validators' bundle.
const withoutDescriptions = (value) =>
  Array.isArray(value)
    ? value.map(withoutDescriptions)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key, v]) => !(key === 'description' && typeof v === 'string'))
            .map(([key, v]) => [key, withoutDescriptions(v)]),
        )
      : value;
for (const file of files) ajv.addSchema(withoutDescriptions(file.json));

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

// 1. Validators, in two bundles: the core ones the first paint needs (tenant, login, menu, home,
// content lists), and the rest, which the API client loads on first use, so each new schema does
// not weigh on the 120 KB initial budget. Bundled so the require() calls (ajv issues 1976, 2209) vanish.
// The renew-login answer is not core: the renewal comes minutes after the first paint, and a ?token=
// sign-in loads its validators beside the call (0.1 KB of the first paint).
const CORE = new Set([
  'app-details.json',
  'content-item.json',
  'design-entry.json',
  'design-format.json',
  'login-info.json',
  'menu-option.json',
  'menu-section.json',
  'responsibility-term.json',
  'api/app-details-response.json',
  'api/content-list-response.json',
  'api/login-response.json',
  'api/user-login-info-response.json',
]);
// The learning area's schemas (learning-area.md: nodes, blocks, classes, enrollments...) load in a
// bundle of their own, so a content-app page that needs an extended validator (store, chat, tracking)
// does not download them, nor a learning page the content app's. Its API schemas are the
// api/learning-* files: src/engine/validate.ts picks the bundle of an API schema by that prefix.
const LEARNING = new Set([
  'answer.json',
  'attachment.json',
  'block-parameters.json',
  'block.json',
  'content-enrollment.json',
  'element.json',
  'enrollment-request.json',
  'enrollment-tree-node.json',
  'enrollment.json',
  'evaluation-card.json',
  'evaluation.json',
  'history-row.json',
  'learning-content-item.json',
  'learning-status.json',
  'meeting.json',
  'navigation-item.json',
  'navigation-map-element.json',
  'navigation-map.json',
  'node-enrollment.json',
  'node.json',
  'plan.json',
  'plan-campaign.json',
  'questionnaire.json',
  'tag-list.json',
  'team.json',
]);
const isLearning = (rel) =>
  LEARNING.has(rel) || rel.startsWith('api/learning-') || rel.startsWith('block-parameters/');
// Request bodies and queries are checked by the server (server/http/route-validation.ts, with its own
// ajv), never by the app, which does not check what it sends: a quarter of each bundle's bytes.
const isRequestSchema = (rel) => /^api\/.+-(body|query)\.json$/.test(rel);
const browserFiles = files.filter((f) => !BROWSER_ONLY_SKIPS.has(f.rel) && !isRequestSchema(f.rel));
const bundles = {
  validators: browserFiles.filter((f) => CORE.has(f.rel)),
  'validators-extended': browserFiles.filter((f) => !CORE.has(f.rel) && !isLearning(f.rel)),
  'validators-learning': browserFiles.filter((f) => !CORE.has(f.rel) && isLearning(f.rel)),
};
const header =
  '// Generated by scripts/generate-schemas.mjs from schemas/. Do not edit.\n/* eslint-disable */\n';
const exportsMap = {};
for (const [name, bundleFiles] of Object.entries(bundles)) {
  const exports = Object.fromEntries(bundleFiles.map((f) => [validatorName(f.rel), f.json.$id]));
  Object.assign(exportsMap, exports);
  const bundled = await build({
    stdin: {
      contents: withoutSchemaPaths(pruneSchemaObjects(standaloneCode(ajv, exports))),
      resolveDir: root,
      loader: 'js',
      sourcefile: `${name}.raw.js`,
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    write: false,
    minify: false,
    treeShaking: true,
    legalComments: 'none',
  });
  writeFileSync(join(outDir, `${name}.js`), header + bundled.outputFiles[0].text);
}

// 2. Types: one file, every schema's declared type; relative $refs resolve as files beside each schema.
const typeNames = new Map();
let types = '';
const seen = new Set();
for (const file of files) {
  const ts = await compile(structuredClone(file.json), file.json.title, {
    bannerComment: '',
    cwd: dirname(file.path),
    declareExternallyReferenced: true,
    additionalProperties: false,
    $refOptions: { resolve: { http: false } },
    style: { singleQuote: true, printWidth: 110 },
  });
  // Each compile re-declares the types it references; keep the first declaration of each.
  for (const block of ts.split(/\n(?=export )/)) {
    const name = /^export (?:interface|type) (\w+)/m.exec(block)?.[1];
    if (!name || seen.has(name)) continue;
    seen.add(name);
    types += block.trim() + '\n\n';
  }
  typeNames.set(validatorName(file.rel), file.json.title);
}
writeFileSync(join(outDir, 'types.ts'), header + types);

// 2b. The server's map from each schemas/api file to its type: its route table types every handler's
// body and query by the file it validates with (server/http/api-schemas.ts).
writeFileSync(
  join(outDir, 'api-schemas.ts'),
  header +
    "import type * as T from './types.ts';\n\n" +
    '/** schemas/api/<name>.json -> the type it declares. */\nexport interface ApiSchemaTypes {\n' +
    files
      .filter((f) => f.rel.startsWith('api/'))
      .map((f) => `  '${f.rel.slice(4).replace(/\.json$/, '')}': T.${f.json.title};\n`)
      .join('') +
    '}\n',
);

// 3. Typed declarations of the validators, so the engine gets type guards.
const declarations = (bundleFiles) => {
  let dts = header + "import type * as T from './types';\n";
  dts +=
    bundleFiles === bundles.validators
      ? '\nexport interface ValidatorError { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }\n' +
        'export interface Validator<T> { (data: unknown): data is T; errors?: ValidatorError[] | null }\n\n'
      : "import type { Validator } from './validators.js';\n\n";
  for (const f of bundleFiles)
    dts += `export declare const ${validatorName(f.rel)}: Validator<T.${typeNames.get(validatorName(f.rel))}>;\n`;
  return dts;
};
for (const [name, bundleFiles] of Object.entries(bundles))
  writeFileSync(join(outDir, `${name}.d.ts`), declarations(bundleFiles));

// 4. The tables of schema ids the app validates against ('content-item', 'api/login-response'...):
// adding a schema file is enough for validate() to know it. The core table also lists the lazy
// bundles' ids a registry line or an item list may name (entities, block parameters), so such an id
// is recognised before its bundle is loaded. API schemas (api/...) are left out of those lists: only
// the API client names them, and it loads their bundle first (loadValidatorsFor), so each new call's
// schema adds nothing to the first paint.
const id = (f) => f.rel.replace(/\.json$/, '');
const tableOf = (module, bundleFiles) =>
  `${header}import * as validators from './${module}.js';\n\nexport const schemaTable = {\n` +
  bundleFiles.map((f) => `  '${id(f)}': validators.${validatorName(f.rel)},\n`).join('') +
  '} as const;\n';
const entityIds = (bundleFiles) =>
  JSON.stringify(bundleFiles.map(id).filter((schemaId) => !schemaId.startsWith('api/')));
writeFileSync(
  join(outDir, 'schema-table.ts'),
  tableOf('validators', bundles.validators) +
    `\nexport const extendedSchemaIds = ${entityIds(bundles['validators-extended'])} as const;\n` +
    `\nexport const learningSchemaIds = ${entityIds(bundles['validators-learning'])} as const;\n`,
);
for (const name of ['validators-extended', 'validators-learning'])
  writeFileSync(
    join(outDir, `${name.replace('validators', 'schema-table')}.ts`),
    tableOf(name, bundles[name]),
  );
console.log(`schemas: ${files.length} schemas -> ${relative(process.cwd(), outDir) || '.'}`);
