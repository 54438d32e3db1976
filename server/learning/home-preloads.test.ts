// Issue 21: the learning home's banner (its largest paint) was discovered only after the scripts and
// the home's answer. index.html of a learning tenant's home now names it in a preload Link header.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { learningPrefixes } from '../../src/shared-rules/learning-prefixes.ts';
import { aurora, horizonte, useLearnerServer } from '../test-support/test-server.ts';
import { screenModuleOf } from './home-preloads.ts';

const staticDir = mkdtempSync(path.join(tmpdir(), 'wl-preloads-'));
writeFileSync(
  path.join(staticDir, 'index.html'),
  '<!doctype html><title>app</title><script type="module" crossorigin src="/assets/app-1.js"></script>',
);
// The build's manifest, as far as the preloads read it: each source's chunk and its imports.
mkdirSync(path.join(staticDir, '.vite'));
writeFileSync(
  path.join(staticDir, '.vite', 'manifest.json'),
  JSON.stringify({
    _shell: { file: 'assets/learning-shell-1.js' },
    'src/app/learning-frame/LearningFrame.tsx': { file: 'assets/LearningFrame-1.js', imports: ['_shell'] },
    'src/app/learning/LearningScreens.tsx': { file: 'assets/LearningScreens-1.js', imports: ['_shell'] },
    'src/features/learning-pages/index.ts': { file: 'assets/learning-pages-1.js', imports: ['_grid'] },
    _grid: { file: 'assets/grid-1.js' },
    'renderers/blocks/master-banner/index.tsx': { file: 'assets/master-banner-1.js', imports: ['_shell'] },
  }),
);
const app = '</assets/app-1.js>; rel=modulepreload';
const frame = [
  '</assets/LearningFrame-1.js>; rel=modulepreload',
  '</assets/learning-shell-1.js>; rel=modulepreload',
];
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
const live = useLearnerServer({ staticDir });
const page = (url: string, host = horizonte) => live.app.inject({ method: 'GET', url, headers: { host } });

describe("index.html of a learning tenant's home", () => {
  it('preloads the first banner in the crop the banner asks for, which the server then serves', async () => {
    for (const url of ['/', '/home']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      // The banner, then the app's own script, the frame and the first block's renderer.
      expect(String(response.headers.link).split(', ')).toEqual([
        '</demo/fundo-horizonte-format-landscape-large.svg>; rel=preload; as=image; fetchpriority=high',
        app,
        ...frame,
        '</assets/master-banner-1.js>; rel=modulepreload',
      ]);
    }
    const image = await page('/demo/fundo-horizonte-format-landscape-large.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it("preloads a learning screen's shell, the screens' module and the screen's own, with no banner", async () => {
    expect(String((await page('/level/507')).headers.link).split(', ')).toEqual([
      app,
      ...frame,
      '</assets/LearningScreens-1.js>; rel=modulepreload',
      '</assets/learning-pages-1.js>; rel=modulepreload',
      '</assets/grid-1.js>; rel=modulepreload',
    ]);
  });

  it('names, for every learning prefix, a screen module the learning screens import', () => {
    const screens = readFileSync('src/app/learning/LearningScreens.tsx', 'utf8');
    const imported = new Set(
      [...screens.matchAll(/import\('([^']+)'\)/g)].map((match) =>
        path.relative('.', path.resolve('src/app/learning', match[1]!)),
      ),
    );
    for (const prefix of learningPrefixes) {
      const module = screenModuleOf[prefix];
      expect(module, prefix).toBeDefined();
      expect(
        [...imported].some((entry) => module!.startsWith(entry)),
        `${prefix}: ${module}`,
      ).toBe(true);
    }
  });

  it("preloads nothing on the other pages, nor on a content app's home or pages", async () => {
    expect((await page('/level/507', aurora)).headers.link).toBeUndefined();
    expect((await page('/login')).headers.link).toBeUndefined();
    expect((await page('/', aurora)).headers.link).toBeUndefined();
  });
});
