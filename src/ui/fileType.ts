// The kind of a downloadable file, read from the extension of its address (contentLocation, else
// mediaLocation), so a document list can say "PDF" or "Planilha" before the learner opens it.
import type { ContentItem } from '../generated/types';

export type FileKind =
  | 'pdf'
  | 'document'
  | 'spreadsheet'
  | 'presentation'
  | 'image'
  | 'audio'
  | 'video'
  | 'archive'
  | 'text'
  | 'file';

const KIND_OF_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  ppt: 'presentation',
  pptx: 'presentation',
  pps: 'presentation',
  ppsx: 'presentation',
  odp: 'presentation',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  svg: 'image',
  webp: 'image',
  mp3: 'audio',
  m4a: 'audio',
  wav: 'audio',
  ogg: 'audio',
  mp4: 'video',
  avi: 'video',
  mov: 'video',
  webm: 'video',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  txt: 'text',
};

/** "document" of "DOCX"; 'file' for an extension no kind is known for. */
export const fileKindOfExtension = (extension: string): FileKind =>
  KIND_OF_EXTENSION[extension.toLowerCase()] ?? 'file';

/** Content types whose file kind is known without an address (content-app.md 2.6: 25 PDF). */
const KIND_OF_TYPE: Record<number, FileKind> = { 25: 'pdf' };

/** "pdf" of "/demo/guia.PDF?v=2#p3"; undefined when the last path segment has no extension. */
export function fileExtension(location: string | undefined): string | undefined {
  if (!location) return undefined;
  let pathname: string;
  try {
    pathname = new URL(location, 'https://relative.invalid').pathname;
  } catch {
    return undefined;
  }
  const name = decodeURIComponent(pathname.split('/').pop() ?? '');
  const match = /\.([a-z0-9]{1,5})$/i.exec(name);
  return match?.[1]?.toLowerCase();
}

interface FileType {
  kind: FileKind;
  /** The extension as learners read it ("PDF", "XLSX"), when the address has one. */
  extension?: string;
}

export function fileTypeOf(
  item: Pick<ContentItem, 'idContentType' | 'contentLocation' | 'mediaLocation'>,
): FileType {
  const extension = fileExtension(item.contentLocation) ?? fileExtension(item.mediaLocation);
  if (extension) return { kind: KIND_OF_EXTENSION[extension] ?? 'file', extension: extension.toUpperCase() };
  return { kind: KIND_OF_TYPE[item.idContentType] ?? 'file' };
}
