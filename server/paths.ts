import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Resolved from this file rather than the working directory, so the server finds the schemas
// whether it is started from the project root, from a test runner or from a designer's folder.
export const projectRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const schemasDir = path.join(projectRoot, 'schemas');
export const defaultFixturesDir = path.join(projectRoot, 'fixtures');
export const defaultPgliteDataDir = path.join(projectRoot, '.data', 'pglite');

/** A path as people should read it in messages: relative to where they started the command. */
export function displayPath(absolutePath: string): string {
  const relative = path.relative(process.cwd(), absolutePath);
  return relative && !relative.startsWith('..') ? relative.split(path.sep).join('/') : absolutePath;
}
