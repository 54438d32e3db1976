// A build-only Vite plugin that works on the written build: at `hook` it runs `step` on the project's
// root and the build's output folder, and logs the line `step` answers (what it wrote, how large).
// packageWorkerPlugin (writeBundle) and precompressPlugin (closeBundle) are two such steps.
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export function buildOutputPlugin(
  name: string,
  hook: 'writeBundle' | 'closeBundle',
  step: (root: string, outDir: string) => Promise<string>,
): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async [hook]() {
      config.logger.info(await step(config.root, path.resolve(config.root, config.build.outDir)));
    },
  };
}
