#!/bin/sh
# Demo files of the media viewers (content types 1, 2 and 6) in fixtures/aurora/assets/media/:
#   demo-video.mp4                 10 s test pattern with a 440 Hz tone: H.264 baseline + AAC, 320x180,
#                                  moov atom first (+faststart) so a <video> starts before the end loads
#   demo-video-hls/index.m3u8      the same video as an HLS stream: fMP4 init segment + 2 s segments
#                                  (fMP4, not MPEG-TS: Chromium's MediaSource takes it without transmuxing)
#   demo-video-poster.jpg          a frame of the video, for the poster
#   podcast-boas-vindas.mp3        10 s mono tone (MP3, 48 kb/s): the audio viewer
#   podcast-rotina-saudavel.mp3    another 10 s tone, for the listen-again list
# Debian's Chromium plays H.264, AAC and MP3 (checked with canPlayType and MediaSource.isTypeSupported),
# so no WebM fallback is needed. Run once from the project root with /usr/bin/ffmpeg; the files are
# committed (about 0.5 MB in all). Every encoder option is fixed so a rerun gives the same kind of file.
set -eu
out="${1:-fixtures/aurora/assets/media}"
mkdir -p "$out/demo-video-hls"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# Key frames every 2 s so the HLS segments cut cleanly at 2 s.
ff -f lavfi -i "testsrc2=size=320x180:rate=24:duration=10" \
  -f lavfi -i "sine=frequency=440:sample_rate=44100:duration=10" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 32 \
  -force_key_frames "expr:gte(t,n_forced*2)" -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 -shortest -movflags +faststart -map_metadata -1 \
  "$out/demo-video.mp4"

# The stream copies the progressive file's tracks: the same pictures and sound, only packaged again.
ff -i "$out/demo-video.mp4" -c copy -f hls -hls_time 2 -hls_playlist_type vod \
  -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename "$out/demo-video-hls/segment-%d.m4s" \
  "$out/demo-video-hls/index.m3u8"

ff -ss 1 -i "$out/demo-video.mp4" -frames:v 1 -q:v 5 "$out/demo-video-poster.jpg"

# Two tones of different pitch, so the two audios are told apart by ear.
ff -f lavfi -i "sine=frequency=392:sample_rate=22050:duration=10" \
  -af "volume=0.4" -c:a libmp3lame -b:a 48k -ac 1 -map_metadata -1 "$out/podcast-boas-vindas.mp3"
ff -f lavfi -i "sine=frequency=523:sample_rate=22050:duration=10" \
  -af "volume=0.4" -c:a libmp3lame -b:a 48k -ac 1 -map_metadata -1 "$out/podcast-rotina-saudavel.mp3"

du -ch "$out/demo-video.mp4" "$out/demo-video-hls" "$out/demo-video-poster.jpg" "$out"/podcast-*.mp3 | tail -1
