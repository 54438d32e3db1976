// package.json's `engines` must be true: every installed package that declares a Node range accepts
// the oldest Node we claim to support. (jotai 3, pdf.js 6, lighthouse 13, @fastify/static 10.1.4+ and
// light-my-request 6.8 declare Node 22 and are held back for that reason; see README.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the declared Node range', () => {
  it('is accepted by every installed package', () => {
    const declared: string = read('package.json').engines.node;
    const oldest = semver.minVersion(declared)?.version;
    expect(oldest, declared).toBeDefined();
    const lock: { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }> } =
      read('package-lock.json');
    const refusing = Object.entries(lock.packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, entry]) => {
        const range = !entry.engines || Array.isArray(entry.engines) ? undefined : entry.engines.node;
        return range && !semver.satisfies(oldest!, range) ? [`${name}: node ${range}`] : [];
      });
    expect(refusing, `packages that refuse Node ${oldest}`).toEqual([]);
  });
});
