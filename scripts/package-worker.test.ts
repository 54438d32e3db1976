import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PACKAGE_WORKER_FILE, packageWorkerPlugin } from './package-worker.ts';

type Hook = (...args: unknown[]) => unknown;

let outDir: string;
beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'package-worker-'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('packageWorkerPlugin', () => {
  it('writes scorm-worker.js into the build once the bundle is written: one small classic script', async () => {
    const plugin = packageWorkerPlugin();
    const logged: string[] = [];
    expect(plugin.apply).toBe('build');
    (plugin.configResolved as Hook)({
      root: path.resolve('.'),
      build: { outDir },
      logger: { info: (line: string) => logged.push(line) },
    });
    await (plugin.writeBundle as Hook)();
    const script = readFileSync(path.join(outDir, PACKAGE_WORKER_FILE), 'utf8');
    // A service worker registered without type 'module': no import or export, one function run at once.
    expect(script).toMatch(/^"use strict";\(\(\)=>\{/);
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    expect(script).toContain('kept-run-');
    expect(script).toContain('ignoreSearch');
    expect(script.length).toBeLessThan(2048);
    expect(logged).toEqual([`${PACKAGE_WORKER_FILE}: ${script.length} B`]);
  });
});
