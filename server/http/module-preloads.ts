// The build's own map of its chunks (Vite's manifest, dist/.vite/manifest.json) read once, so an address
// of the app can name in its `Link` header the lazy modules its first screen will import: the browser
// fetches and compiles them beside the app's script instead of one level of imports at a time after it
// (issue 21: the learning home's frame, home screen, block registry, validators and first block came
// four round trips after the app's script had run).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** `Link` values that preload `sources` (source paths as the manifest keys them) and what they import. */
export type ModulePreloads = (sources: readonly string[]) => string[];

const none: ModulePreloads = () => [];

/**
 * Reads the manifest of the built app in `staticDir`: without one (a build without it, no app served),
 * nothing is preloaded. Files index.html already loads (the app's script and its style sheet) are left out.
 */
export function modulePreloadsOf(staticDir: string | undefined): ModulePreloads {
  const manifestPath = staticDir ? path.join(staticDir, '.vite', 'manifest.json') : undefined;
  if (!manifestPath || !existsSync(manifestPath)) return none;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const indexHtml = readFileSync(path.join(staticDir!, 'index.html'), 'utf8');
  const loadedByIndex = (file: string) => indexHtml.includes(`/${file}"`);
  const ownFirst = indexOwnLinks(indexHtml);
  return (sources) => {
    const scripts = new Set<string>();
    const sheets = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      if (!loadedByIndex(chunk.file)) scripts.add(chunk.file);
      for (const sheet of chunk.css ?? []) if (!loadedByIndex(sheet)) sheets.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of sources) visit(source);
    // crossorigin: the app's loader asks for style sheets in CORS mode; without it, each came twice.
    return [
      ...ownFirst,
      ...[...sheets].map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
      ...[...scripts].map((file) => `</${file}>; rel=modulepreload`),
    ];
  };
}

/**
 * index.html's own style sheet, runtime config and scripts, named first: a header's preloads start before
 * the page's tags are read, and behind thirty of them the app's own script came a queue later.
 */
function indexOwnLinks(indexHtml: string): string[] {
  const all = (pattern: RegExp) => [...indexHtml.matchAll(pattern)].map((match) => match[1]!);
  return [
    ...all(/<link rel="stylesheet"[^>]*href="([^"]+)"/g).map(
      (href) => `<${href}>; rel=preload; as=style; crossorigin`,
    ),
    ...all(/<link rel="preload" href="([^"]+)" as="fetch"/g).map(
      (href) => `<${href}>; rel=preload; as=fetch; crossorigin`,
    ),
    ...all(/<script type="module"[^>]*src="([^"]+)"/g).map((src) => `<${src}>; rel=modulepreload`),
  ];
}
