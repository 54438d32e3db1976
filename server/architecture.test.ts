// The shape of the reference API (issue 17, ADR 0012), checked on every run: one folder per area,
// small modules, one place that answers refusals, and no import cycles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.dirname(new URL(import.meta.url).pathname);
const maxProductLines = 250;

/** Every .ts file under server/, relative to it. */
function serverFiles(dir = serverDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return serverFiles(full);
    return name.endsWith('.ts') ? [path.relative(serverDir, full)] : [];
  });
}

const isProduct = (file: string) => !file.endsWith('.test.ts') && !file.startsWith('test-support/');
const read = (file: string) => readFileSync(path.join(serverDir, file), 'utf8');

/** The server modules a file imports (relative imports only; `import type` included). */
export function importsOf(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']+)'/gms)) {
    const target = path.normalize(path.join(path.dirname(file), match[1]!));
    if (!target.startsWith('..')) found.push(target);
  }
  return found;
}

/** Every cycle of the import graph, each once, as the list of its files. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the reference API layout', () => {
  const files = serverFiles();

  it('has no flat routes folder: every route is in its area', () => {
    expect(files.filter((file) => file.startsWith('routes/'))).toEqual([]);
  });

  it(`keeps every product module at ${maxProductLines} lines or fewer`, () => {
    const long = files
      .filter(isProduct)
      .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
      .filter(({ lines }) => lines > maxProductLines);
    expect(long).toEqual([]);
  });

  it('answers refusals in one place: no handler sends its own status and failure message', () => {
    const errorAnswerers = new Set(['http/error-handling.ts', 'http/malformed-requests.ts']);
    const inline = files
      .filter((file) => isProduct(file) && !errorAnswerers.has(file))
      .filter((file) => /\.code\(\s*\d{3}\s*\)[\s\S]{0,200}?failure\(/.test(read(file)));
    expect(inline).toEqual([]);
  });

  it('has no import cycle', () => {
    const graph = new Map(files.map((file) => [file, importsOf(file, read(file))]));
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('importCycles', () => {
  it('finds a cycle of three and ignores a diamond', () => {
    const cycle = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(importCycles(cycle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const diamond = new Map([
      ['a.ts', ['b.ts', 'c.ts']],
      ['b.ts', ['d.ts']],
      ['c.ts', ['d.ts']],
      ['d.ts', []],
    ]);
    expect(importCycles(diamond)).toEqual([]);
  });

  it('reads relative imports and re-exports, type-only ones included', () => {
    const source =
      "import type { A } from './a.ts';\nimport {\n  b,\n} from '../x/b.ts';\nexport { c } from './c.ts';\nimport x from 'fastify';";
    expect(importsOf('area/routes.ts', source)).toEqual(['area/a.ts', 'x/b.ts', 'area/c.ts']);
  });
});
