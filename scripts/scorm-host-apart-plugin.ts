// A build-only check of ADR 0011: the SCORM host page (scorm-host.html, served on the package origin)
// never loads the app's first-paint file. A module the host imports from outside src/scorm-host (a
// shared rule) that vite.config.ts's SCORM_HOST_MODULE does not name is an initial module of the host's
// entry, so the 'app' group takes it, and the package origin then loaded the app's code and drew no
// lesson at all: the build fails instead, naming the file.
import type { Plugin } from 'vite';

export function scormHostApartPlugin(): Plugin {
  return {
    name: 'scorm-host-apart',
    apply: 'build',
    writeBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const host = [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === 'scorm-host');
      if (!host) return;
      const loaded = new Set<string>();
      const queue = [...host.imports];
      while (queue.length > 0) {
        const file = queue.pop()!;
        if (loaded.has(file)) continue;
        loaded.add(file);
        queue.push(...(chunks.get(file)?.imports ?? []));
      }
      const appFiles = [...loaded].filter((file) => chunks.get(file)?.name === 'app');
      if (appFiles.length > 0)
        this.error(
          `The SCORM host page loads the app's ${appFiles.join(', ')}: name the modules it imports from ` +
            'outside src/scorm-host in SCORM_HOST_MODULE (vite.config.ts).',
        );
    },
  };
}
