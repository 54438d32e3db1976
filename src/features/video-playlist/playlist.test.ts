import { describe, expect, it } from 'vitest';
import {
  clockDuration,
  durationSeconds,
  embedUrl,
  playerHeight,
  playlistIdOf,
  totalSeconds,
} from './playlist';

describe('playlistIdOf: the playlist of a content item', () => {
  it('reads a bare id, a YouTube list= parameter or the last part of an address', () => {
    expect(playlistIdOf('PLauroraSemVideos')).toBe('PLauroraSemVideos');
    expect(playlistIdOf('https://www.youtube.com/playlist?list=PLauroraPrimeiraSemana')).toBe(
      'PLauroraPrimeiraSemana',
    );
    expect(playlistIdOf('https://aurora.wistia.com/projects/au3k9d2m1x')).toBe('au3k9d2m1x');
    expect(playlistIdOf('https://videos.aurora.test/playlists/integracao-02/')).toBe('integracao-02');
  });

  it('gives nothing for an empty or unusable location', () => {
    expect(playlistIdOf(undefined)).toBeUndefined();
    expect(playlistIdOf('  ')).toBeUndefined();
    expect(playlistIdOf('not a url at all')).toBeUndefined();
    expect(playlistIdOf('https://videos.aurora.test/')).toBeUndefined();
    expect(playlistIdOf('https://www.youtube.com/playlist?list=../x')).toBeUndefined();
  });
});

describe('durations', () => {
  it("reads YouTube's ISO 8601 and Wistia's seconds", () => {
    expect(durationSeconds('PT4M20S')).toBe(260);
    expect(durationSeconds('PT1H2M3S')).toBe(3723);
    expect(durationSeconds('PT8M')).toBe(480);
    expect(durationSeconds('P1DT1S')).toBe(86_401);
    expect(durationSeconds(312.5)).toBe(312.5);
    expect(durationSeconds('4:20')).toBeUndefined();
    expect(durationSeconds(undefined)).toBeUndefined();
  });

  it('sums a playlist, a video without a duration counting as 0', () => {
    expect(
      totalSeconds([
        { videoId: 'a', title: 'A', duration: 'PT4M20S' },
        { videoId: 'b', title: 'B', duration: 198 },
        { videoId: 'c', title: 'C' },
      ]),
    ).toBe(458);
  });

  it('is shown as a clock', () => {
    expect(clockDuration(260)).toBe('4:20');
    expect(clockDuration(65)).toBe('1:05');
    expect(clockDuration(3723)).toBe('1:02:03');
  });
});

describe('players', () => {
  it('embed the provider player with autoplay', () => {
    expect(embedUrl('youtube', 'aurBoasVind')).toBe(
      'https://www.youtube-nocookie.com/embed/aurBoasVind?autoplay=1',
    );
    expect(embedUrl('wistia', 'w7q2m4k9xa')).toBe(
      'https://fast.wistia.net/embed/iframe/w7q2m4k9xa?autoPlay=true',
    );
  });

  it('are 500 px high above 800 px of width, 320 at 800 and below', () => {
    expect(playerHeight(1280)).toBe(500);
    expect(playerHeight(801)).toBe(500);
    expect(playerHeight(800)).toBe(320);
    expect(playerHeight(390)).toBe(320);
  });
});
