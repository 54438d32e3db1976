// The rooms of the code base, as oxlint rules (a JS plugin of .oxlintrc.json). oxlint's
// no-restricted-imports matches import strings only, and an override replaces its whole
// configuration, so these rules, which depend on where the importing file sits, live here.
//
// 1. The layers of ../shared/DESIGN.md ("Layout"), as the table LAYERS below: which top-level folder or
//    src/ subfolder a product file may import. Among them: the engine knows no app, feature or
//    renderer; features, renderers, widgets (src/ui) and the data layer (src/api, src/session,
//    src/paths) never import the shell (src/app); src/shared-rules imports nothing but the generated
//    types, and the server takes from src/ only src/shared-rules and src/generated. Tests and stories
//    may also import the test set-up, Storybook's and the fixtures.
// 2. A feature (src/features/<name>) is reached through its public index only. Outside the feature,
//    `features/chat` is fine, `features/chat/ChatRoom` is not. Two exceptions: tests and stories may
//    import a feature's `test-support` (its demo data), and the router lazy-loads route screens by
//    their file (`import('../features/store/ProductScreen')`), so a screen stays a chunk of its own.
// 3. A renderer folder (renderers/<group>/<name>) imports no other renderer folder: what two renderers
//    share lives in a feature or in src/ui.
// 4. (architecture/web-address) No `protocol ===` check outside src/shared-rules/web-address.ts: whether
//    an address is http(s) is decided there, once, for the app and the server.
import { existsSync } from 'node:fs';
import path from 'node:path';

const FEATURE = /^src\/features\/([^/]+)(?:\/(.+))?$/;
const RENDERER = /^renderers\/([^/]+)\/([^/]+)(?:\/|$)/;
const PUBLIC_ENTRY = /^index(\.tsx?)?$/;
const TEST_SUPPORT = /^test-support(\.tsx?)?$/;
const TEST_OR_STORY =
  /(\.test\.tsx?|\.stories\.tsx?|\.spec\.ts|\/test-support\.tsx?)$|^(tests|\.storybook)\//;
const ROUTER = 'src/app/router.tsx';

/** What DESIGN.md's layers may each read besides themselves: the generated types and the shared rules. */
const BASE = ['src/generated', 'src/shared-rules', 'schemas'];
/** What the widgets (src/ui) may use: the layers under them, the data layer included. */
const BELOW_UI = [
  ...BASE,
  'src/i18n',
  'src/theme',
  'src/engine',
  'src/session',
  'src/paths',
  'src/forms',
  'src/api',
];
/** Everything of src/ but the shell and the entry point: what a screen or a renderer may use. */
const BELOW_SHELL = [...BELOW_UI, 'src/ui', 'src/features', 'src/scorm-host'];

/**
 * The layers: for each top-level folder (or src/ subfolder, `src/main` for src/main.tsx), the other
 * layers its product files may import. A layer not listed here (scripts, tests, .storybook) is free.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const LAYERS = {
  'src/generated': [],
  // Imported by the server as they are: nothing of the browser, only the generated types.
  'src/shared-rules': ['src/generated'],
  'src/i18n': BASE,
  'src/theme': BASE,
  'src/forms': [...BASE, 'src/i18n'],
  'src/scorm-host': BASE,
  // The service worker: no page code, only the shared cache names.
  'src/service-worker': BASE,
  // Knows nothing of any concrete renderer, screen or the shell.
  'src/engine': [...BASE, 'src/i18n', 'src/theme'],
  // The leaf modules of the session store and the path builders.
  'src/session': [...BASE, 'src/engine'],
  'src/paths': BASE,
  // The data layer: no screen, no widget (the app wires it to them).
  'src/api': [...BASE, 'src/i18n', 'src/engine', 'src/session'],
  'src/ui': BELOW_UI,
  // Features may load the registry's tables (a node page's blocks, a content's viewer).
  'src/features': [...BELOW_SHELL, 'registry'],
  renderers: BELOW_SHELL,
  registry: [...BASE, 'renderers', 'src/engine', 'src/i18n'],
  // The shell wires everything; the entry point starts it.
  'src/app': [...BELOW_SHELL, 'registry'],
  'src/main': [...BELOW_SHELL, 'registry', 'src/app'],
  // The reference API shares only the rules and the generated types with the browser.
  server: ['src/shared-rules', 'src/generated', 'schemas', 'fixtures'],
};

/** What tests and stories may import besides their layer's own (a test may exercise a build script). */
const TEST_EXTRAS = ['tests', '.storybook', 'fixtures', 'scripts'];

/**
 * Imports the table refuses that are still there, each with the reason it may stay for now.
 * `to` only, so a file that moves keeps its exception.
 */
/** @type {Record<string, string[]>} */
export const PENDING = {};

/** The layer of a project-relative path: `src/<folder>`, `src/main` for src/main.tsx, else its top folder. */
export function layerOf(file) {
  const [top, second] = file.split('/');
  if (top !== 'src' || second === undefined) return top;
  return `src/${second.includes('.') ? second.replace(/\..*$/, '') : second}`;
}

/** Why the layer of `from` may not import `to`, or null when it may. */
function layerViolation(from, to) {
  const source = layerOf(from);
  const target = layerOf(to);
  const allowed = LAYERS[source];
  if (source === target || allowed === undefined || target === '..' || target === '') return null;
  if (allowed.includes(target)) return null;
  if (TEST_OR_STORY.test(from) && TEST_EXTRAS.includes(target)) return null;
  if (PENDING[to]?.includes(source)) return null;
  return `${source} may not import ${target} ('${to}'): see LAYERS in scripts/import-boundaries.mjs (DESIGN.md, "Layout").`;
}

/**
 * Why `from` (a project-relative path, with its extension) may not import `to` (project-relative,
 * resolved from the import string, without extension), or null when it may.
 * @param {string} from
 * @param {string} to
 * @param {{ dynamic?: boolean }} [how]
 * @returns {string | null}
 */
export function boundaryViolation(from, to, { dynamic = false } = {}) {
  const target = FEATURE.exec(to);
  if (target) {
    const [, name, inside = ''] = target;
    const source = FEATURE.exec(from);
    const sameFeature = source?.[1] === name;
    const allowed =
      sameFeature ||
      PUBLIC_ENTRY.test(inside) ||
      inside === '' ||
      (TEST_SUPPORT.test(inside) && TEST_OR_STORY.test(from)) ||
      (from === ROUTER && dynamic);
    if (!allowed)
      return `'${to}' is inside the ${name} feature: import its public index ('src/features/${name}') instead.`;
  }

  const fromRenderer = RENDERER.exec(from);
  const toRenderer = RENDERER.exec(to);
  if (fromRenderer && toRenderer && fromRenderer[0] !== toRenderer[0])
    return `'${from}' imports another renderer folder ('${to}'): share the code through a feature or src/ui.`;

  return layerViolation(from, to);
}

const roots = new Map();

/** The project root of a file: the nearest folder above it with a package.json. */
function projectRoot(file) {
  const folder = path.dirname(file);
  if (!roots.has(folder)) {
    const parent = path.dirname(folder);
    roots.set(
      folder,
      existsSync(path.join(folder, 'package.json')) || parent === folder ? folder : projectRoot(folder),
    );
  }
  return roots.get(folder);
}

const posix = (relative) => relative.split(path.sep).join('/');

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'The layers of DESIGN.md; features through their index; no renderer imports another.',
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const root = projectRoot(file);
    const from = posix(path.relative(root, file));
    const check = (node, source, dynamic = false) => {
      const specifier = source?.type === 'Literal' ? source.value : undefined;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), specifier.split('?')[0]);
      const to = posix(path.relative(root, resolved)).replace(/\.(tsx?|mjs|js)$/, '');
      const message = boundaryViolation(from, to, { dynamic });
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source, true),
    };
  },
};

/** The one module that may read a scheme itself (rule 4). */
export const WEB_ADDRESS_MODULE = 'src/shared-rules/web-address.ts';
const HTTP_SCHEME = /^https?:$/i;
const EQUALITY = new Set(['===', '!==', '==', '!=']);

const unchained = (node) => (node?.type === 'ChainExpression' ? node.expression : node);
const isProtocol = (maybeChained) => {
  const node = unchained(maybeChained);
  return (
    node?.type === 'MemberExpression' &&
    (node.computed ? node.property?.value === 'protocol' : node.property?.name === 'protocol')
  );
};
const isHttpScheme = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string' && HTTP_SCHEME.test(node.value);

/** True for `x.protocol === 'http:'` (or 'https:', !==, either side): an http(s) check of its own. */
export function isSchemeCheck(node) {
  return (
    node.type === 'BinaryExpression' &&
    EQUALITY.has(node.operator) &&
    ((isProtocol(node.left) && isHttpScheme(node.right)) ||
      (isProtocol(node.right) && isHttpScheme(node.left)))
  );
}

const webAddress = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Whether an address is http(s) is decided by src/shared-rules/web-address.ts only.',
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    if (posix(path.relative(projectRoot(file), file)) === WEB_ADDRESS_MODULE) return {};
    return {
      BinaryExpression(node) {
        if (isSchemeCheck(node))
          context.report({
            node,
            message: `An http(s) check of its own: use isHttpAddress / webAddress of ${WEB_ADDRESS_MODULE}.`,
          });
      },
    };
  },
};

export default {
  meta: { name: 'architecture' },
  rules: { 'import-boundaries': importBoundaries, 'web-address': webAddress },
};
