import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_MODULES_FILE, chunkModulesPlugin } from './chunk-modules';

type Hook = (...args: unknown[]) => void;

/** Runs the plugin's hooks on a bundle of two chunks and an asset; returns what it emitted. */
function run(manifest: boolean) {
  const plugin = chunkModulesPlugin();
  const root = path.resolve('/project');
  (plugin.configResolved as Hook)({ root, build: { manifest } });
  const emitted: { fileName: string; source: string }[] = [];
  const bundle = {
    'assets/app-1.js': {
      type: 'chunk',
      fileName: 'assets/app-1.js',
      moduleIds: [
        path.join(root, 'src/main.tsx'),
        '\0rolldown/runtime.js',
        path.join(root, 'src/app/App.tsx'),
      ],
    },
    'assets/grid-2.js': {
      type: 'chunk',
      fileName: 'assets/grid-2.js',
      moduleIds: [path.join(root, 'renderers/blocks/grid/index.tsx')],
    },
    'assets/app-3.css': { type: 'asset', fileName: 'assets/app-3.css' },
  };
  (plugin.generateBundle as Hook).call(
    { emitFile: (file: (typeof emitted)[number]) => emitted.push(file) },
    {},
    bundle,
  );
  return emitted;
}

describe('chunkModulesPlugin', () => {
  it('lists the source modules of each JavaScript file, relative to the root, beside the manifest', () => {
    const [file] = run(true);
    expect(file?.fileName).toBe(CHUNK_MODULES_FILE);
    expect(JSON.parse(file!.source)).toEqual({
      'assets/app-1.js': ['src/main.tsx', 'src/app/App.tsx'],
      'assets/grid-2.js': ['renderers/blocks/grid/index.tsx'],
    });
  });

  it('writes nothing when the build writes no manifest', () => expect(run(false)).toEqual([]));
});
