// The media library sends flat paths ("Políticas/RH/ferias.pdf", folders end with "/"); a folder
// may also exist only through the paths of its files. These pure functions give the rows of one
// folder, folders first, then files, each group in pt-BR order.
import type { MediaLibraryEntry } from '../../../src/generated/types';

export interface Row {
  name: string;
  /** The folder's own path (ending with "/"), or the file's. */
  path: string;
  isFolder: boolean;
  url?: string;
  date?: string;
}

const collator = new Intl.Collator('pt-BR', { numeric: true });

/** "" is the root; any other folder path ends with "/" and has no leading "/". */
export function normalizeFolder(value: string | null | undefined): string {
  const path = (value ?? '').replace(/^\/+/, '');
  return !path || path.endsWith('/') ? path : `${path}/`;
}

const normalizeKey = (entry: MediaLibraryEntry) => {
  const key = entry.key.replace(/^\/+/, '');
  return entry.isFolder && !key.endsWith('/') ? `${key}/` : key;
};

export function listFolder(entries: readonly MediaLibraryEntry[], folder: string): Row[] {
  const rows = new Map<string, Row>();
  for (const entry of entries) {
    const key = normalizeKey(entry);
    if (!key.startsWith(folder) || key === folder) continue;
    const rest = key.slice(folder.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      rows.set(key, { name: rest, path: key, isFolder: false, url: entry.url, date: entry.date });
      continue;
    }
    const path = `${folder}${rest.slice(0, slash + 1)}`;
    const own = slash === rest.length - 1;
    // A folder's own entry brings its date; the paths of its files only say that it exists.
    if (own || !rows.has(path))
      rows.set(path, {
        name: rest.slice(0, slash),
        path,
        isFolder: true,
        date: own ? entry.date : undefined,
      });
  }
  return [...rows.values()].sort(
    (a, b) => Number(b.isFolder) - Number(a.isFolder) || collator.compare(a.name, b.name),
  );
}

/** "Políticas/RH/" -> [{name: "Políticas", path: "Políticas/"}, {name: "RH", path: "Políticas/RH/"}]. */
export function folderTrail(folder: string): { name: string; path: string }[] {
  const names = folder.split('/').filter(Boolean);
  return names.map((name, index) => ({ name, path: `${names.slice(0, index + 1).join('/')}/` }));
}
