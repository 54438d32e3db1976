// react-router as the first paint needs it (vite build only; dev and tests keep the package as it is).
// 1. Its production build: the package's exports name only dist/development, whose development
//    warnings (messages for developers, never shown to a user) cost ~0.5 KB gzipped of the 120 KB.
// 2. Its module-level `X.displayName = "…"` lines (names for React DevTools) and unannotated
//    `React.forwardRef(…)` / `React.createContext(…)` calls made Rolldown keep what the app never
//    uses (<Form>, useSubmit and the form-submission helpers, <ScrollRestoration>, HistoryRouter):
//    with the calls marked pure and the names dropped, tree-shaking removes them (~1.3 KB gzipped).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
/** The production build's module entry (dist/production/index.mjs beside dist/development's). */
export const productionEntry = path.join(packageDir, 'dist/production/index.mjs');

/** A react-router build file's code with its DevTools names dropped and its component factories pure. */
export function leanReactRouter(code: string): string {
  return code
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
}

export function leanReactRouterPlugin(): Plugin {
  const buildFiles = path.join(packageDir, 'dist/production') + path.sep;
  return {
    name: 'lean-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? productionEntry : null;
    },
    transform(code, id) {
      return id.startsWith(buildFiles) ? { code: leanReactRouter(code), map: null } : null;
    },
  };
}
