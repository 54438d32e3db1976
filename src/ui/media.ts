// Which content items carry playable media, read from their urls and content type. Shared by the
// video mosaic (type 4: a video plays inline) and the card players (type 6: a play affordance).
import type { ContentItem } from '../generated/types';

const VIDEO_FILE = /\.(mp4|webm)$/i;
const AUDIO_FILE = /\.(mp3|m4a|aac|oga|ogg|wav)$/i;
/** Content types whose viewer is a player (content-app.md 3: 1 Áudio, 2 Vídeo, 7 Youtube). */
const AUDIO_TYPES = new Set([1]);
const VIDEO_TYPES = new Set([2, 7]);

/** The path of a url without its query string or fragment, so `a.mp4?t=1` still reads as mp4. */
function pathOf(url: string): string {
  try {
    return new URL(url, 'https://relative.invalid').pathname;
  } catch {
    return '';
  }
}

const isVideoFile = (url: string | undefined) => Boolean(url && VIDEO_FILE.test(pathOf(url)));

/**
 * The url a browser can play inline in a <video>: mediaLocation ending .mp4/.webm, else a
 * contentLocation of a video file. Anything else (YouTube pages, PDFs, audio) is not inline video.
 */
export function videoUrl(item: ContentItem): string | undefined {
  if (isVideoFile(item.mediaLocation)) return item.mediaLocation;
  if (isVideoFile(item.contentLocation)) return item.contentLocation;
  return undefined;
}

export type MediaKind = 'audio' | 'video';

/** Whether the item opens a player, and which: by content type first, then by its media file. */
export function mediaKind(item: ContentItem): MediaKind | undefined {
  if (AUDIO_TYPES.has(item.idContentType)) return 'audio';
  if (VIDEO_TYPES.has(item.idContentType) || videoUrl(item)) return 'video';
  const media = item.mediaLocation ?? item.contentLocation;
  if (media && AUDIO_FILE.test(pathOf(media))) return 'audio';
  return undefined;
}
