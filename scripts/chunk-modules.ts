// Which source modules each built JavaScript file holds, written beside Vite's manifest (which names
// chunks, not the modules inside them) when the build writes one: .vite/chunk-modules.json,
// { "assets/app-….js": ["src/main.tsx", …] }. npm run bench reads it to check that no block renderer
// (renderers/blocks/*) ends up in the first paint's files.
import path from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  let enabled = false;
  return {
    name: 'chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      enabled = Boolean(config.build.manifest);
    },
    generateBundle(_options, bundle) {
      if (!enabled) return;
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          modules[output.fileName] = output.moduleIds
            // Virtual and runtime modules ("\0…") name no file.
            .filter((id) => path.isAbsolute(id))
            .map((id) => path.relative(root, id).split(path.sep).join('/'));
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}
