// What the playlist viewer (content type 7) and its players (ytplayer/, wtplayer/) compute from a
// content item and the provider's listing (content-app.md 2.1, 2.6, 9).
import type { PlaylistVideo } from '../../generated/types';
import type { VideoProvider } from '../../api/video-playlist';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isVideoId = (id: string | undefined): id is string => !!id && ID.test(id);

/**
 * The playlist id of a content item's contentLocation: a bare id ("PLxyz"), a YouTube address's
 * list= parameter, or the last part of any other address (a Wistia project, a host's /playlists/{id}).
 */
export function playlistIdOf(location: string | undefined): string | undefined {
  const text = location?.trim();
  if (!text) return undefined;
  if (ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const list = url.searchParams.get('list');
  if (list) return isVideoId(list) ? list : undefined;
  const last = url.pathname.split('/').filter(Boolean).pop();
  return isVideoId(last) ? last : undefined;
}

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** Seconds of a provider duration: YouTube's ISO 8601 ("PT4M13S") or Wistia's seconds. */
export function durationSeconds(duration: PlaylistVideo['duration']): number | undefined {
  if (typeof duration === 'number') return Number.isFinite(duration) && duration >= 0 ? duration : undefined;
  const match = duration ? ISO_DURATION.exec(duration) : null;
  if (!match) return undefined;
  const part = (index: number) => Number(match[index] ?? 0);
  return ((part(1) * 24 + part(2)) * 60 + part(3)) * 60 + part(4);
}

/** The playlist's duration: its videos' durations summed (the ones without one count as 0). */
export const totalSeconds = (videos: readonly PlaylistVideo[]) =>
  videos.reduce((sum, video) => sum + (durationSeconds(video.duration) ?? 0), 0);

/** The provider's embedded player, playing at once (content-app.md 2.6: "autoplay"). */
export function embedUrl(provider: VideoProvider, videoId: string): string {
  const id = encodeURIComponent(videoId);
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
    : `https://fast.wistia.net/embed/iframe/${id}?autoPlay=true`;
}

/** content-app.md 2.6: "height 500 on desktop (width above 800 px), 320 on mobile". */
export const playerHeight = (viewportWidth: number) => (viewportWidth > 800 ? 500 : 320);

/** "4:20" or "1:02:03": how video lengths are read in a playlist. */
export function clockDuration(seconds: number): string {
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
