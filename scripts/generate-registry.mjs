// Generates registry/generated/ from the catalogues (schemas/<kind>-types.json): each kind's registry
// lines, typed as hand-written lines were (the renderer's props follow its item and payload schemas),
// the catalogue the app reads at run time (without the build-time fields: data, example), and one
// story per type drawing its example from the demo tenant. Describing a type once, in its catalogue
// entry, is then enough: its line, its story and its smoke test (registry/catalogue-examples.test.tsx)
// follow. Usage: node scripts/generate-registry.mjs [outDir]   (default registry/generated; npm run
// schemas runs it)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'registry/generated');

/**
 * Per kind: its catalogue file, the payload its renderers get, the part of that payload the engine
 * checks and the schema every line of the kind meets (a line's payloadSchema narrows it).
 */
const KINDS = [
  {
    kind: 'section',
    file: 'section-types',
    payload: 'SectionPayload',
    key: 'format',
    schema: 'design-format',
  },
  {
    kind: 'home-layout',
    file: 'home-layout-types',
    payload: 'SectionPayload',
    key: 'format',
    schema: 'design-format',
  },
  {
    kind: 'block',
    file: 'block-types',
    payload: 'BlockPayload',
    key: 'parameters',
    schema: 'block-parameters',
  },
  {
    kind: 'content',
    file: 'content-types',
    payload: 'ContentRendererProps',
    key: 'item',
    schema: 'content-item',
  },
];

const header = (source) =>
  `// Generated from ${source} by scripts/generate-registry.mjs (npm run schemas). Do not edit.\n`;
const camel = (kind) => kind.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
const literal = (value) => (typeof value === 'number' ? String(value) : `'${value}'`);
/** Only what the app reads at run time (RuntimeEntry): the documentation stays in the JSON. */
const runtimeEntry = ({ type, empty, hiddenWhenEmpty }) => ({ type, empty, hiddenWhenEmpty });

function linesFile({ kind, file, payload, key, schema }) {
  const catalogue = JSON.parse(readFileSync(join(root, 'schemas', `${file}.json`), 'utf8'));
  const name = camel(kind);
  const lines = catalogue.types
    .filter((entry) => entry.data)
    .map(({ type, data, payloadSchema, renderer }) => {
      const parts = [`type: ${literal(type)}`];
      if (data.from !== 'self') parts.push(`from: '${data.from}'`, `itemSchema: '${data.itemSchema}'`);
      if (payloadSchema) parts.push(`payloadSchema: '${payloadSchema}'`);
      parts.push(`load: () => import('../../renderers/${kind}s/${renderer}')`);
      return `  line.${data.from === 'self' ? 'self' : 'list'}({ ${parts.join(', ')} }),\n`;
    });
  const runtime = { kind: catalogue.kind, types: catalogue.types.map(runtimeEntry) };
  return (
    header(`schemas/${file}.json`) +
    "import { registrar, type Registration, type RuntimeCatalogue } from '../../src/engine/registry';\n" +
    `import type { ${payload} } from '../../src/engine/props';\n\n` +
    `export const ${name}Catalogue: RuntimeCatalogue = ${JSON.stringify(runtime, null, 2)};\n\n` +
    `const line = registrar<${payload}>().checking('${key}', '${schema}');\n\n` +
    '// prettier-ignore\n' +
    `export const ${name}Lines: Registration<${payload}>[] = [\n${lines.join('')}];\n`
  );
}

/** A story's export name: its kind and type, e.g. Section48 or BlockMasterBanner. */
const pascal = (words) =>
  words
    .split(/\W+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
const storyName = (kind, type) => pascal(kind) + pascal(String(type));

function storiesFile() {
  const stories = KINDS.flatMap(({ kind, file }) => {
    const catalogue = JSON.parse(readFileSync(join(root, 'schemas', `${file}.json`), 'utf8'));
    return catalogue.types
      .filter((entry) => entry.data && entry.example)
      .map(
        ({ type, name }) =>
          `export const ${storyName(kind, type)}: Story = {\n` +
          `  name: ${JSON.stringify(`${kind} ${type} · ${name}`)},\n` +
          `  args: { kind: '${kind}', type: ${literal(type)} },\n};\n`,
      );
  });
  return (
    header('schemas/*-types.json') +
    '// One story per type, drawing the example its catalogue entry points at in the demo tenant.\n' +
    "import type { Meta, StoryObj } from '@storybook/react-vite';\n" +
    "import { CatalogueExample } from '../../.storybook/examples';\n\n" +
    "const meta = { title: 'Catalogue/Examples', component: CatalogueExample } satisfies Meta<typeof CatalogueExample>;\n\n" +
    'export default meta;\ntype Story = StoryObj<typeof meta>;\n\n' +
    stories.join('\n')
  );
}

mkdirSync(outDir, { recursive: true });
for (const kind of KINDS) writeFileSync(join(outDir, `${kind.kind}-lines.ts`), linesFile(kind));
writeFileSync(join(outDir, 'examples.stories.tsx'), storiesFile());
console.log(`registry: ${KINDS.length} kinds -> ${outDir}`);
