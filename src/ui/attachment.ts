// How a user upload is shown (content-app.md 2.1, /userupload/{id}): an image mimetype as an image,
// a video one in a player, anything else as a download.
import type { UserUpload } from '../generated/types';
import { sectionMessages } from '../i18n/sections';

type AttachmentKind = 'image' | 'video' | 'file';

export function attachmentKind(mimetype: string | undefined): AttachmentKind {
  const type = (mimetype ?? '').trim().toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return 'file';
}

/** What the list card says of the file: "Imagem", "Vídeo", or "Arquivo PDF" (its extension). */
export function attachmentLabel(upload: Pick<UserUpload, 'mimetype' | 'extension'>): string {
  const kind = attachmentKind(upload.mimetype);
  const extension = upload.extension?.replace(/^\./, '').toUpperCase();
  return kind === 'file' && extension
    ? `${sectionMessages.uploadKind.file} ${extension}`
    : sectionMessages.uploadKind[kind];
}
