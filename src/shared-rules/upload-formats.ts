// What the upload form (section type 49) accepts: read by the form to refuse a file before sending it
// and by the reference API (server/routes/upload-routes.ts) to refuse it for real. Plain data, no
// imports, so both sides share the one list.
//
// The spec (content-app.md 5) recognises jpg, jpeg, png, pdf, mp4, mp3, doc, docx, xls, xlsx, ppt and
// pptx, "otherwise invalid", while the hint it shows (2.6) also names avi: avi is accepted too, so
// the hint never advertises a format the form then refuses.

/** Each accepted extension and the mimetypes a browser may give it; the first is the one stored. */
export const uploadFormats = {
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  mp4: ['video/mp4'],
  avi: ['video/x-msvideo', 'video/avi', 'video/msvideo'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type UploadExtension = keyof typeof uploadFormats;

/** 20 MB: a phone video of a minute or two, or any office document. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export const UPLOAD_TITLE_MAX = 200;
/** The description's HTML as sent (its text is held to 500 characters: shared-rules/rich-text.ts). */
export const UPLOAD_DESCRIPTION_MAX = 5000;

/** The field names of the multipart call (content-app.md 7). */
export const uploadFields = {
  idSection: 'idSection',
  title: 'title',
  description: 'description',
  file: 'fileData',
} as const;

/** "pdf" of "Relatório Final.PDF"; undefined without an extension ("LEIAME", ".bashrc"). */
export function fileNameExtension(fileName: string): string | undefined {
  const match = /[^./\\]\.([a-z0-9]{1,8})$/i.exec(fileName.trim());
  return match?.[1]?.toLowerCase();
}

export function isUploadExtension(extension: string | undefined): extension is UploadExtension {
  return extension !== undefined && Object.hasOwn(uploadFormats, extension);
}

export type UploadFormatCheck =
  | { ok: true; extension: UploadExtension; mimetype: string }
  | { ok: false; reason: 'extension' | 'mimetype' };

/**
 * The extension must be one of the list and the mimetype one of that extension's. An empty mimetype
 * (a browser that does not know the file) is checked by the extension alone here; the server, which
 * receives `application/octet-stream` for it, refuses it.
 */
export function checkUploadFormat(fileName: string, mimetype: string): UploadFormatCheck {
  const extension = fileNameExtension(fileName);
  if (!isUploadExtension(extension)) return { ok: false, reason: 'extension' };
  const accepted: readonly string[] = uploadFormats[extension];
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type && !accepted.includes(type)) return { ok: false, reason: 'mimetype' };
  return { ok: true, extension, mimetype: accepted[0] ?? type };
}

/** The `accept` attribute of the file input: the extensions and their mimetypes. */
export const uploadAccept = Object.entries(uploadFormats)
  .flatMap(([extension, types]) => [`.${extension}`, ...types])
  .filter((value, index, all) => all.indexOf(value) === index)
  .join(',');
