// index.html of a first screen names the lazy modules it will import, from the build's manifest (issue 21).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modulePreloadsOf } from './module-preloads.ts';

const built = mkdtempSync(path.join(tmpdir(), 'wl-module-preloads-'));
afterAll(() => rmSync(built, { recursive: true, force: true }));
writeFileSync(
  path.join(built, 'index.html'),
  '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />' +
    '<script type="module" crossorigin src="/assets/app-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
);
mkdirSync(path.join(built, '.vite'));
writeFileSync(
  path.join(built, '.vite', 'manifest.json'),
  JSON.stringify({
    _app: { file: 'assets/app-1.js', imports: ['_shared'] },
    _shared: { file: 'assets/shared-1.js', css: ['assets/shared-1.css'], imports: ['_app'] },
    'src/Frame.tsx': { file: 'assets/Frame-1.js', imports: ['_app', '_shared'], css: ['assets/Frame-1.css'] },
    'src/Home.tsx': { file: 'assets/Home-1.js', imports: ['_shared'] },
  }),
);

describe('the modules a first screen preloads', () => {
  it("names index.html's own files first, then each source's chunk, style sheets and imports once", () => {
    expect(modulePreloadsOf(built)(['src/Frame.tsx', 'src/Home.tsx', 'src/Unknown.tsx'])).toEqual([
      '</assets/app-1.css>; rel=preload; as=style; crossorigin',
      '</config.json>; rel=preload; as=fetch; crossorigin',
      '</assets/app-1.js>; rel=modulepreload',
      '</assets/Frame-1.css>; rel=preload; as=style; crossorigin',
      '</assets/shared-1.css>; rel=preload; as=style; crossorigin',
      '</assets/Frame-1.js>; rel=modulepreload',
      '</assets/shared-1.js>; rel=modulepreload',
      '</assets/Home-1.js>; rel=modulepreload',
    ]);
  });

  it('names nothing without a manifest (a build without one, or no app served)', () => {
    expect(modulePreloadsOf(undefined)(['src/Frame.tsx'])).toEqual([]);
    const bare = mkdtempSync(path.join(tmpdir(), 'wl-module-preloads-bare-'));
    writeFileSync(path.join(bare, 'index.html'), '<title>app</title>');
    expect(modulePreloadsOf(bare)(['src/Frame.tsx'])).toEqual([]);
    rmSync(bare, { recursive: true, force: true });
  });
});
