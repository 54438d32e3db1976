// The package origin's worker of a kept SCORM run (src/scorm-host/package-worker.ts; issue 20 item 2),
// built on its own to <outDir>/scorm-worker.js: one classic script (a service worker registered without
// `type: 'module'`), no import, so it is not part of the Rollup graph of the app or of the host page.
// The API serves it as /scorm/runs/<token>/worker.js. Run by the Vite build (packageWorkerPlugin in
// vite.config.ts) once the bundle is written, before precompressPlugin's closeBundle.
import path from 'node:path';
import { build } from 'esbuild';
import { buildOutputPlugin } from './build-output-plugin.ts';

export const PACKAGE_WORKER_ENTRY = 'src/scorm-host/package-worker.ts';
export const PACKAGE_WORKER_FILE = 'scorm-worker.js';

/** Writes <outDir>/scorm-worker.js from the project at root; resolves with its size in bytes. */
export async function buildPackageWorker(root: string, outDir: string): Promise<number> {
  const outfile = path.join(outDir, PACKAGE_WORKER_FILE);
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, PACKAGE_WORKER_ENTRY)],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
}

export const packageWorkerPlugin = () =>
  buildOutputPlugin(
    'package-worker',
    'writeBundle',
    async (root, outDir) => `${PACKAGE_WORKER_FILE}: ${await buildPackageWorker(root, outDir)} B`,
  );
