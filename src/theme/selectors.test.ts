// Every pseudo-class a style file names is one CSS knows: a misspelt one (`:focusRing-visible`, left by a
// rename in issue 20) is no error anywhere, the browser just drops the rule, and keyboard users lost the
// focus ring of the store, the agenda and five other screens without a test noticing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const KNOWN = new Set([
  ':active',
  ':checked',
  ':disabled',
  ':empty',
  ':first-child',
  ':focus',
  ':focus-visible',
  ':focus-within',
  ':has',
  ':hover',
  ':is',
  ':last-child',
  ':not',
  ':nth-child',
  ':placeholder-shown',
  ':root',
  ':visited',
  ':where',
  '::after',
  '::backdrop',
  '::before',
  '::file-selector-button',
  '::marker',
  '::placeholder',
  '::selection',
  '::-moz-progress-bar',
  '::-webkit-progress-bar',
  '::-webkit-progress-value',
]);

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/** The selectors of a style file: `selectors` keys (they hold '&') and globalStyle's first argument. */
const selectorsOf = (source: string) => [
  ...[...source.matchAll(/'([^'\n]*&[^'\n]*)'/g)].map((match) => match[1]!),
  ...[...source.matchAll(/globalStyle\(\s*[`']([^`']*)[`']/g)].map((match) => match[1]!),
];

describe('style files', () => {
  const files = ['src', 'renderers'].flatMap((dir) => styleFiles(dir));

  it('are found', () => expect(files.length).toBeGreaterThan(100));

  it('name only pseudo-classes and pseudo-elements CSS knows', () => {
    const unknown = files.flatMap((file) =>
      selectorsOf(readFileSync(file, 'utf8')).flatMap((selector) =>
        (selector.replace(/\$\{[^}]*\}/g, '').match(/::?[a-zA-Z-]+/g) ?? [])
          .filter((pseudo) => !KNOWN.has(pseudo))
          .map((pseudo) => `${file}: ${pseudo} in ${selector}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});
