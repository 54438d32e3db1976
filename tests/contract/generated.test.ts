// src/generated/ and registry/generated/ are written by `npm run schemas` and must match what the
// schemas and catalogues generate now.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('src/generated', () => {
  it('is up to date with schemas/ (run npm run schemas)', () => {
    const out = mkdtempSync(join(tmpdir(), 'generated-'));
    execFileSync('node', ['scripts/generate-schemas.mjs', out], { stdio: 'pipe' });
    const committed = join(process.cwd(), 'src/generated');
    const files = readdirSync(out).sort();
    expect(readdirSync(committed).sort()).toEqual(files);
    for (const file of files)
      expect(readFileSync(join(committed, file), 'utf8'), `${file} is stale: run npm run schemas`).toBe(
        readFileSync(join(out, file), 'utf8'),
      );
  }, 60_000);

  it('registry/generated is up to date with the catalogues (run npm run schemas)', () => {
    const out = mkdtempSync(join(tmpdir(), 'registry-'));
    execFileSync('node', ['scripts/generate-registry.mjs', out], { stdio: 'pipe' });
    const committed = join(process.cwd(), 'registry/generated');
    const files = readdirSync(out).sort();
    expect(readdirSync(committed).sort()).toEqual(files);
    for (const file of files)
      expect(readFileSync(join(committed, file), 'utf8'), `${file} is stale: run npm run schemas`).toBe(
        readFileSync(join(out, file), 'utf8'),
      );
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
