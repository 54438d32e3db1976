// The answers outbox's test page (src/features/outbox/e2e-harness.tsx), bundled in memory
// by Vite and served on a tenant's origin through Playwright routes, so it shares that origin's
// IndexedDB, localStorage (the session) and Web Locks with any other tab, and keeps loading while the
// context is offline, as a page from the browser's cache would.
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Rolldown } from 'vite';

const HARNESS = path.resolve('src/features/outbox/e2e-harness.tsx');
export const HARNESS_PATH = '/__outbox-harness';

const page = `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="utf-8" /><title>Outbox</title><link rel="stylesheet" href="${HARNESS_PATH}.css" /></head>
  <body><main><h1>Respostas</h1><div id="root"></div></main><script type="module" src="${HARNESS_PATH}.js"></script></body>
</html>`;

/** The harness's script and style sheet, one file each. */
export async function buildHarness(): Promise<{ js: string; css: string }> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin()],
    build: {
      write: false,
      target: 'es2022',
      minify: false,
      rollupOptions: { input: HARNESS, output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = outputs.flatMap((output) => output.output);
  const js = files.find((file) => file.type === 'chunk' && file.isEntry);
  const css = files.find((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
  if (js?.type !== 'chunk') throw new Error('the outbox harness did not build');
  return { js: js.code, css: css?.type === 'asset' ? String(css.source) : '' };
}

/** Serves the harness at `${origin}${HARNESS_PATH}?questionnaire=…`, online or not. */
export async function serveHarness(
  context: BrowserContext,
  origin: string,
  files: { js: string; css: string },
) {
  await context.route(`${origin}${HARNESS_PATH}**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', body: files.js });
    if (pathname.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: files.css });
    return route.fulfill({ contentType: 'text/html', body: page });
  });
}
