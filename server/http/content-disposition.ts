// Content-Disposition values whose file name survives any character: RFC 6266's filename*, in UTF-8 with
// RFC 5987's percent-encoding (encodeURIComponent leaves ' ( ) * as they are, which that syntax forbids).

/** The file name as RFC 5987 writes a UTF-8 value. */
export const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** `inline` (opened in the page) or `attachment` (downloaded), under the file's own name. */
export const dispositionOf = (kind: 'inline' | 'attachment', fileName: string) =>
  `${kind}; filename*=UTF-8''${rfc5987(fileName)}`;
