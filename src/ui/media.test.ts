import { describe, expect, it } from 'vitest';
import { mediaKind, videoUrl } from './media';

const item = (fields: object) => ({ idContentItem: 1, idContentType: 5, text: 'Item', ...fields });

describe('inline video urls', () => {
  it.each([
    ['https://media.aurora.test/videos/a.mp4', true],
    ['https://media.aurora.test/videos/a.WEBM', true],
    ['https://media.aurora.test/videos/a.mp4?t=30#inicio', true],
    ['/demo/video.mp4', true],
    ['https://media.aurora.test/podcasts/a.mp3', false],
    ['https://www.youtube.com/watch?v=abc', false],
    ['/demo/guia.pdf', false],
    ['https://media.aurora.test/mp4/page', false],
  ])('%s -> %s', (url, inline) => {
    expect(videoUrl(item({ mediaLocation: url }))).toBe(inline ? url : undefined);
  });

  it('takes a contentLocation of a video when mediaLocation is not one', () => {
    expect(videoUrl(item({ contentLocation: 'https://x.test/v.webm' }))).toBe('https://x.test/v.webm');
    expect(
      videoUrl(item({ mediaLocation: 'https://x.test/a.mp3', contentLocation: 'https://x.test/v.mp4' })),
    ).toBe('https://x.test/v.mp4');
    expect(videoUrl(item({}))).toBeUndefined();
  });
});

describe('media kind', () => {
  it('reads audio and video content types first', () => {
    expect(mediaKind(item({ idContentType: 1 }))).toBe('audio');
    expect(mediaKind(item({ idContentType: 2 }))).toBe('video');
    expect(mediaKind(item({ idContentType: 7 }))).toBe('video');
  });

  it('then the media file', () => {
    expect(mediaKind(item({ mediaLocation: 'https://x.test/a.mp3' }))).toBe('audio');
    expect(mediaKind(item({ mediaLocation: 'https://x.test/v.mp4' }))).toBe('video');
    expect(mediaKind(item({ contentLocation: '/demo/guia.pdf' }))).toBeUndefined();
    expect(mediaKind(item({}))).toBeUndefined();
  });
});
