import { describe, expect, it } from 'vitest';
import { shellFiles } from './pwa-shell';

describe('shellFiles', () => {
  it("keeps index.html, what it loads, and the first screens' modules with their imports and styles", () => {
    const manifest = {
      _app: { file: 'assets/app-1.js', imports: ['_runtime'] },
      _runtime: { file: 'assets/runtime-1.js' },
      _cards: { file: 'assets/cards-1.js', css: ['assets/cards-1.css'] },
      'renderers/home-layouts/row/index.tsx': { file: 'assets/row-1.js', imports: ['_cards', '_app'] },
      'src/features/login/LoginScreen.tsx': { file: 'assets/LoginScreen-1.js', imports: ['_app'] },
      'src/features/store/CheckoutScreen.tsx': { file: 'assets/CheckoutScreen-1.js', imports: ['_zod'] },
      _zod: { file: 'assets/zod-1.js' },
    };
    const indexHtml =
      '<script type="module" crossorigin src="/assets/app-1.js"></script><link rel="stylesheet" href="/assets/app-1.css">';
    expect([...shellFiles(manifest, indexHtml)].sort()).toEqual([
      'assets/LoginScreen-1.js',
      'assets/app-1.css',
      'assets/app-1.js',
      'assets/cards-1.css',
      'assets/cards-1.js',
      'assets/row-1.js',
      'assets/runtime-1.js',
      'index.html',
    ]);
  });
});
