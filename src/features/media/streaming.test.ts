import { describe, expect, it } from 'vitest';
import { streamingFormat } from './streaming';

describe('streamingFormat', () => {
  it('names HLS and DASH by the path of the url, query and fragment aside', () => {
    expect(streamingFormat('/demo/media/demo-video-hls/index.m3u8')).toBe('hls');
    expect(streamingFormat('https://live.aurora.test/evento.M3U8?token=abc#t=3')).toBe('hls');
    expect(streamingFormat('https://cdn.aurora.test/aula/manifest.mpd')).toBe('dash');
  });

  it('leaves progressive files to the element itself', () => {
    expect(streamingFormat('/demo/media/demo-video.mp4')).toBeUndefined();
    expect(streamingFormat('https://cdn.aurora.test/podcast.mp3?m3u8')).toBeUndefined();
    expect(streamingFormat('')).toBeUndefined();
  });
});
