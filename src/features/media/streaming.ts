// Streams (HLS .m3u8, DASH .mpd) play through shaka-player on MediaSource; progressive files (mp4,
// webm, mp3...) go straight into the element's src, which every browser plays, seeking with Range
// requests, without any library. shaka is imported here only, inside the lazy chunk of a media viewer,
// and only the build of the stream's format: hls 182 KB or dash 173 KB gzipped, against 241 KB for
// the build holding both. Neither build uses eval or inline styles, so the strict CSP holds.
export type StreamingFormat = 'hls' | 'dash';

/** The path of a url without its query string or fragment, so `live.m3u8?token=1` still reads as HLS. */
function pathOf(url: string): string {
  try {
    return new URL(url, 'https://relative.invalid').pathname;
  } catch {
    return '';
  }
}

/** Which streaming format the url names, or undefined for a progressive file. */
export function streamingFormat(url: string): StreamingFormat | undefined {
  const path = pathOf(url);
  if (/\.m3u8$/i.test(path)) return 'hls';
  if (/\.mpd$/i.test(path)) return 'dash';
  return undefined;
}

/** The little of shaka.Player the viewers use (the builds' own typings clash when both are loaded). */
export interface StreamPlayer {
  attach(media: HTMLMediaElement): Promise<void>;
  /** startTime undefined: the start of a recording, the live edge of a live stream. */
  load(uri: string, startTime?: number): Promise<void>;
  destroy(): Promise<void>;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

interface ShakaBuild {
  Player: { new (): StreamPlayer; isBrowserSupported(): boolean };
  polyfill: { installAll(): void };
}

const builds: Record<StreamingFormat, () => Promise<{ default: unknown }>> = {
  hls: () => import('shaka-player/dist/shaka-player.hls-es2021.js'),
  dash: () => import('shaka-player/dist/shaka-player.dash-es2021.js'),
};

let polyfilled = false;

/** A new shaka player for the format, or undefined when the browser cannot play streams (no MSE). */
export async function createStreamPlayer(format: StreamingFormat): Promise<StreamPlayer | undefined> {
  const shaka = (await builds[format]()).default as ShakaBuild;
  if (!polyfilled) {
    shaka.polyfill.installAll();
    polyfilled = true;
  }
  return shaka.Player.isBrowserSupported() ? new shaka.Player() : undefined;
}
