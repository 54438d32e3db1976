// src/generated/ and registry/generated/ are written by `npm run schemas` and must match what the
// schemas and catalogues generate now.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a generator into a fresh folder and expects `committed` to hold the same files, byte for byte. */
function expectGeneratedMatch(script: string, committedFolder: string) {
  const out = mkdtempSync(join(tmpdir(), 'generated-'));
  execFileSync('node', [script, out], { stdio: 'pipe' });
  const committed = join(process.cwd(), committedFolder);
  const files = readdirSync(out).sort();
  expect(readdirSync(committed).sort()).toEqual(files);
  for (const file of files)
    expect(readFileSync(join(committed, file), 'utf8'), `${file} is stale: run npm run schemas`).toBe(
      readFileSync(join(out, file), 'utf8'),
    );
}

describe('src/generated', () => {
  it('is up to date with schemas/ (run npm run schemas)', () => {
    expectGeneratedMatch('scripts/generate-schemas.mjs', 'src/generated');
  }, 60_000);

  it('registry/generated is up to date with the catalogues (run npm run schemas)', () => {
    expectGeneratedMatch('scripts/generate-registry.mjs', 'registry/generated');
  });

  it('ships no request schema: the server checks bodies and queries, the app never checks what it sends', () => {
    const tables = ['schema-table', 'schema-table-extended', 'schema-table-learning'].map((name) =>
      readFileSync(`src/generated/${name}.ts`, 'utf8'),
    );
    expect(tables.join('\n').match(/'api\/[\w-]+-(body|query)'/g)).toBeNull();
    expect(tables[2]).toMatch(/'api\/learning-scorm-play-response'/);
  });

  it('ships no runtime code generation (a strict CSP has no unsafe-eval)', () => {
    const code = readFileSync('src/generated/validators.js', 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(/);
    // A require() call, not the word inside one of ajv's code strings or esbuild's __require shim.
    expect(code).not.toMatch(/(^|[\s;=(,])require\(/m);
  });
});
