// A build folder for the tests that serve the app (staticDir): made now, removed after the file's tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** A temporary folder holding these files (path inside it: content), removed by afterAll. */
export function useStaticDir(prefix: string, files: Record<string, string>): string {
  const staticDir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(staticDir, file)), { recursive: true });
    writeFileSync(path.join(staticDir, file), content);
  }
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  return staticDir;
}

/** The two pages a server with SCORM serves from its build: the app and the package host page. */
export const scormBuild = {
  'index.html': '<!doctype html><title>app</title>',
  'scorm-host.html': '<!doctype html><title>host</title>',
};
