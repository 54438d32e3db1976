// The service worker's precache: the app shell, not the whole build. index.html, what it loads, and the
// lazy modules of the first screens (the login, the four content home layouts, the learning home and
// frame, the top bar's app switch), each with what it imports: ~30 of the build's ~330 scripts and
// styles. Every other screen's files are kept by the worker once a learner opened it (wl-assets), so
// installing costs a first visit about the first paint again, not the 2 MB of every screen, and the
// heavy viewers (shaka-player, pdf.js, the SCORM host) are never downloaded in the background.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** Source modules (keys of Vite's manifest) whose files, with their imports, draw the first screens. */
export const SHELL_SOURCES: readonly RegExp[] = [
  /^src\/features\/login\/LoginScreen\.tsx$/,
  /^renderers\/home-layouts\/[\w-]+\/index\.tsx$/,
  /^src\/app\/routes\/LearningHomeScreen\.tsx$/,
  /^src\/app\/learning-frame\/LearningFrame\.tsx$/,
  /^src\/app\/frame\/AppSwitchButton\.tsx$/,
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The build files of the shell ('index.html', 'assets/app-….js', ...). */
export function shellFiles(manifest: Record<string, ManifestChunk>, indexHtml: string): Set<string> {
  const files = new Set(['index.html']);
  for (const [, file] of indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) files.add(file!);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) files.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of Object.keys(manifest)) if (SHELL_SOURCES.some((source) => source.test(key))) visit(key);
  return files;
}

/** Workbox's manifest transform: keeps the shell's files of the build in `outDir`. */
export function shellPrecache(outDir: () => string): ManifestTransform {
  return (entries) => {
    const dir = outDir();
    const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
    const shell = shellFiles(manifest, readFileSync(path.join(dir, 'index.html'), 'utf8'));
    const kept = entries.filter((entry) => shell.has(entry.url));
    // Hashed file names are their own revision: no query string needed to bust a cache.
    const manifestEntries = kept.map((entry) =>
      entry.url.startsWith('assets/') ? { ...entry, revision: null } : entry,
    );
    const missing = [...shell].filter((file) => !kept.some((entry) => entry.url === file));
    return {
      manifest: manifestEntries,
      warnings: missing.length ? [`shell files not in the build's list: ${missing.join(', ')}`] : [],
    };
  };
}
