import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leanReactRouter, productionEntry } from './lean-react-router';

describe('leanReactRouter', () => {
  it('marks the component factories pure and drops the module-level DevTools names', () => {
    const code = [
      'var Form = React10.forwardRef(({ discover }) => null);',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      '    FetcherForm2.displayName = "fetcher.Form";',
    ].join('\n');
    expect(leanReactRouter(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(({ discover }) => null);',
        '',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        '',
        // Inside a function: not a module-level statement, left alone.
        '    FetcherForm2.displayName = "fetcher.Form";',
      ].join('\n'),
    );
  });

  // If a react-router release renames its files or its React imports, the plugin silently stops
  // saving bytes: these fail first.
  it('finds the production build and the patterns it rewrites in the installed react-router', () => {
    expect(existsSync(productionEntry)).toBe(true);
    const entry = readFileSync(productionEntry, 'utf8');
    const chunk = /from "\.\/(chunk-\w+\.mjs)"/g;
    const code = [...entry.matchAll(chunk)]
      .map((match) => readFileSync(productionEntry.replace('index.mjs', match[1]!), 'utf8'))
      .join('\n');
    expect(code).toMatch(/^var Form = React\d*\.forwardRef\(/m);
    expect(code).toMatch(/^Form\.displayName = "Form";$/m);
    expect(code).toContain('var ENABLE_DEV_WARNINGS = false;');
  });
});
