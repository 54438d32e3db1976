// One library: breadcrumbs from the library's title down to the open folder, then the folder's
// rows in a table ("Nome", "Modificado"). Folders open in place; files open in a new tab.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { mediaLibraryQuery } from '../../../src/api/mediacenter';
import type { ContentItem } from '../../../src/generated/types';
import { formatIsoDate } from '../../../src/i18n/dates';
import { messages } from '../../../src/i18n/messages';
import { sectionMessages } from '../../../src/i18n/sections';
import { directoryMessages } from '../../../src/i18n/directory';
import { Breadcrumbs, type Crumb } from '../../../src/ui/breadcrumbs';
import { EmptyState } from '../../../src/ui/cards';
import { visuallyHidden } from '../../../src/ui/cards/shared.css';
import { fileTypeOf } from '../../../src/ui/fileType';
import { Loaded } from '../../../src/ui/loaded';
import { folderTrail, listFolder, normalizeFolder, type Row } from './folder';
import { FileIcon, FolderIcon } from './icons';
import * as css from './styles.css';

export const LIBRARY_PARAM = 'biblioteca';
const FOLDER_PARAM = 'pasta';

/** The current query with some parameters set or removed (idSection and the others are kept). */
export function searchWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes))
    if (value === null) next.delete(name);
    else next.set(name, value);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/** "12/03/2026 09:30" in the reader's time zone; a dash when the library gave no date. */
function modified(iso: string | undefined): string {
  return formatIsoDate(iso, 'numericDateTime') ?? '—';
}

interface Props {
  library: ContentItem;
  /** Set when the section has several libraries: the first crumb goes back to the list. */
  sectionName?: string;
}

export function LibraryView({ library, sectionName }: Props) {
  const [params] = useSearchParams();
  const folder = normalizeFolder(params.get(FOLDER_PARAM));
  const trail = folderTrail(folder);
  const crumbs: Crumb[] = [
    ...(sectionName
      ? [
          {
            label: sectionName,
            to: { search: searchWith(params, { [LIBRARY_PARAM]: null, [FOLDER_PARAM]: null }) },
          },
        ]
      : []),
    { label: library.text, to: { search: searchWith(params, { [FOLDER_PARAM]: null }) } },
    ...trail.map(({ name, path }) => ({
      label: name,
      to: { search: searchWith(params, { [FOLDER_PARAM]: path }) },
    })),
  ];

  return (
    <div className={css.view}>
      <Breadcrumbs crumbs={crumbs} />
      {/* Keyed, so another library shows "Carregando..." instead of keeping this one's rows. */}
      <Loaded
        key={library.idContentItem}
        subject={`biblioteca ${library.idContentItem}`}
        errorText={directoryMessages.libraryLoadError}
      >
        <FolderTable
          idLibrary={library.idContentItem}
          folder={folder}
          folderName={trail.at(-1)?.name ?? library.text}
          params={params}
        />
      </Loaded>
    </div>
  );
}

interface FolderTableProps {
  idLibrary: number;
  folder: string;
  folderName: string;
  params: URLSearchParams;
}

/** The open folder's rows, read from the whole library's listing inside the view's <Loaded>. */
function FolderTable({ idLibrary, folder, folderName, params }: FolderTableProps) {
  const { data: files } = useSuspenseQuery(mediaLibraryQuery(idLibrary));
  const rows = listFolder(files, folder);
  if (rows.length === 0) return <EmptyState />;
  return (
    <table className={css.table}>
      <caption className={visuallyHidden}>{directoryMessages.libraryFolderOf(folderName)}</caption>
      <thead>
        <tr>
          <th scope="col" className={css.headCell}>
            {directoryMessages.libraryName}
          </th>
          <th scope="col" className={`${css.headCell} ${css.dateCell}`}>
            {directoryMessages.libraryModified}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path} className={css.row}>
            <td className={css.nameCell}>
              <RowName row={row} params={params} />
            </td>
            <td className={css.dateCell}>
              {row.date ? <time dateTime={row.date}>{modified(row.date)}</time> : modified(undefined)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RowName({ row, params }: { row: Row; params: URLSearchParams }) {
  if (row.isFolder)
    return (
      <span className={css.name}>
        <FolderIcon label={directoryMessages.folder} />
        <Link to={{ search: searchWith(params, { [FOLDER_PARAM]: row.path }) }} className={css.link}>
          {row.name}
        </Link>
      </span>
    );
  const { kind } = fileTypeOf({ idContentType: 18, contentLocation: row.name });
  return (
    <span className={css.name}>
      <FileIcon label={sectionMessages.fileKind[kind]} />
      {row.url ? (
        <a href={row.url} target="_blank" rel="noopener noreferrer" className={css.link}>
          {row.name}
          <span className={visuallyHidden}> {messages.opensInNewTab}</span>
        </a>
      ) : (
        row.name
      )}
    </span>
  );
}
