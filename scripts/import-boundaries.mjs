// The rooms of the code base, as an oxlint rule (a JS plugin of .oxlintrc.json): which folder may
// import which. oxlint's no-restricted-imports matches import strings only, and an override replaces
// its whole configuration, so these rules, which depend on where the importing file sits, live here.
//
// 1. A feature (src/features/<name>) is reached through its public index only. Outside the feature,
//    `features/chat` is fine, `features/chat/ChatRoom` is not. Two exceptions: tests and stories may
//    import a feature's `test-support` (its demo data), and the router lazy-loads route screens by
//    their file (`import('../features/store/ProductScreen')`), so a screen stays a chunk of its own.
// 2. A renderer folder (renderers/<group>/<name>) imports no other renderer folder: what two renderers
//    share lives in a feature or in src/ui.
// 3. src/api imports no feature and no widget (src/features, src/ui): the app wires the api to the
//    screens, never the other way round.
import { existsSync } from 'node:fs';
import path from 'node:path';

const FEATURE = /^src\/features\/([^/]+)(?:\/(.+))?$/;
const RENDERER = /^renderers\/([^/]+)\/([^/]+)(?:\/|$)/;
const PUBLIC_ENTRY = /^index(\.tsx?)?$/;
const TEST_SUPPORT = /^test-support(\.tsx?)?$/;
const TEST_OR_STORY = /(\.test\.tsx?|\.stories\.tsx?)$|^(tests|\.storybook)\//;
const ROUTER = 'src/app/router.tsx';

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

  if (from.startsWith('src/api/') && /^src\/(features|ui)(\/|$)/.test(to))
    return `src/api imports no feature and no widget ('${to}'): let the app pass it in (a callback set at start-up).`;

  return null;
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
      description: 'Features through their index; no renderer imports another; src/api imports no UI.',
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

export default {
  meta: { name: 'architecture' },
  rules: { 'import-boundaries': importBoundaries },
};
