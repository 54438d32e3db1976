#!/bin/sh
# Demo files of the media viewers (content types 1, 2 and 6) in fixtures/aurora/assets/media/:
#   demo-video.mp4                 10 s test pattern with a 440 Hz tone: H.264 baseline + AAC, 320x180,
#                                  moov atom first (+faststart) so a <video> starts before the end loads
#   demo-video-hls/index.m3u8      the same video as an HLS stream: fMP4 init segment + 2 s segments
#                                  (fMP4, not MPEG-TS: Chromium's MediaSource takes it without transmuxing)
#   demo-video-poster.jpg          a frame of the video, for the poster
#   podcast-boas-vindas.mp3        10 s mono tone (MP3, 48 kb/s): the audio viewer
#   podcast-rotina-saudavel.mp3    another 10 s tone, for the listen-again list
# and one short clip per theme of the demo, so the catalogue's items are not all the same picture:
#   video-<tema>.mp4               8 s, a colour and a title per theme (boas-vindas, compliance, vendas,
#                                  lideranca, bem-estar, inovacao), a counter and a moving bar so it is
#                                  plain that it plays; H.264 baseline + AAC like demo-video.mp4
#   video-lideranca.webm           the same theme as VP9 + Opus: the catalogue's one .webm item
#   podcast-*.mp3, audio-*.mp3     8 s of a melody, a pulse or a slow tremolo, one sound per series
#   live-hls/index.m3u8            the live streams (content type 6): 24 s "AO VIVO" card with a clock, as an
#                                  EVENT playlist without EXT-X-ENDLIST (a player treats it as live and
#                                  keeps asking for more) that starts at its beginning (EXT-X-START), so
#                                  a learner sees the whole event so far and then the player waits at the
#                                  live edge, as during a real broadcast
# Debian's Chromium 156 plays H.264, AAC, MP3, VP9 and Opus (checked with canPlayType and
# MediaSource.isTypeSupported, and played by tests/e2e/demo-media.spec.ts), so no WebM fallback is
# needed. Run once from the project root with /usr/bin/ffmpeg (Debian's, `apt-get install -y ffmpeg`)
# and the DejaVu fonts (fonts-dejavu-core); the files are committed (about 1 MB in all). Every encoder
# option is fixed so a rerun gives the same kind of file.
set -eu
out="${1:-fixtures/aurora/assets/media}"
mkdir -p "$out/demo-video-hls" "$out/live-hls"
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


font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
# The picture of a themed clip: its colour, its title, a seconds counter and a bar crossing the frame.
picture() { # colour title seconds
  echo "color=c=$1:size=320x180:rate=24:duration=$3,drawbox=x='mod(t*60\,360)-40':y=150:w=40:h=8:color=white@0.8:t=fill,drawtext=fontfile=$font:text='$2':fontcolor=white:fontsize=20:x=(w-text_w)/2:y=60,drawtext=fontfile=$font:text='%{eif\:t\:d} s':fontcolor=white@0.9:fontsize=16:x=(w-text_w)/2:y=100"
}
h264() { # output colour title tone-hz
  ff -f lavfi -i "$(picture "$2" "$3" 8)" -f lavfi -i "sine=frequency=$4:sample_rate=44100:duration=8" \
    -af "volume=0.3" -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 32 \
    -force_key_frames "expr:gte(t,n_forced*2)" -sc_threshold 0 \
    -c:a aac -b:a 24k -ac 1 -shortest -movflags +faststart -map_metadata -1 "$1"
}
h264 "$out/video-boas-vindas.mp4" 0x0F766E "Aurora · Boas-vindas" 330
h264 "$out/video-compliance.mp4" 0x1E3A8A "Compliance e segurança" 294
h264 "$out/video-vendas.mp4" 0xC2410C "Vendas e atendimento" 392
h264 "$out/video-lideranca.mp4" 0x6D28D9 "Liderança e feedback" 440
h264 "$out/video-bem-estar.mp4" 0x15803D "Saúde e bem-estar" 262
h264 "$out/video-inovacao.mp4" 0xBE185D "Inovação e ferramentas" 523

ff -f lavfi -i "$(picture 0x6D28D9 "Liderança · WebM" 8)" -f lavfi -i "sine=frequency=466:sample_rate=48000:duration=8" \
  -af "volume=0.3" -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -deadline good -cpu-used 2 -g 48 -pix_fmt yuv420p \
  -c:a libopus -b:a 24k -ac 1 -shortest -map_metadata -1 "$out/video-lideranca.webm"

# One sound per series (aevalsrc: t in seconds), so two podcasts are told apart by ear.
mp3() { # output expression
  ff -f lavfi -i "aevalsrc='$2':sample_rate=22050:duration=8" -c:a libmp3lame -b:a 32k -ac 1 -map_metadata -1 "$1"
}
mp3 "$out/podcast-aurora-cast.mp3" \
  "0.3*sin(2*PI*t*if(lt(mod(t\,2)\,0.5)\,392\,if(lt(mod(t\,2)\,1)\,494\,if(lt(mod(t\,2)\,1.5)\,587\,494))))"
mp3 "$out/podcast-aurora-em-pauta.mp3" "0.3*sin(2*PI*t*if(lt(mod(t\,2)\,1)\,330\,440))"
mp3 "$out/audio-meditacao.mp3" "0.4*sin(2*PI*220*t)*(0.6+0.4*sin(2*PI*0.25*t))"
mp3 "$out/audio-resumo.mp3" "0.3*sin(2*PI*587*t)*lt(mod(t\,1)\,0.3)"

# The live stream: an EVENT playlist kept open (omit_endlist) and told to start at its beginning.
# TIME-OFFSET is 0.1, not 0: shaka-player 5.2 reads a start of 0 as none and would begin at its live
# edge (3 segments before the end), showing 6 s of the event before waiting for more.
ff -f lavfi -i "$(picture 0xB91C1C "● AO VIVO · Aurora" 24)" \
  -f lavfi -i "sine=frequency=349:sample_rate=44100:duration=24" \
  -af "volume=0.2" -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 34 \
  -force_key_frames "expr:gte(t,n_forced*2)" -sc_threshold 0 -c:a aac -b:a 24k -ac 1 -shortest \
  -map_metadata -1 -f hls -hls_time 2 -hls_playlist_type event -hls_flags omit_endlist \
  -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename "$out/live-hls/segment-%d.m4s" "$out/live-hls/index.m3u8"
sed -i 's/^#EXT-X-PLAYLIST-TYPE:EVENT$/&\n#EXT-X-START:TIME-OFFSET=0.1/' "$out/live-hls/index.m3u8"

du -ch "$out/demo-video.mp4" "$out/demo-video-hls" "$out/demo-video-poster.jpg" "$out"/podcast-*.mp3 \
  "$out"/video-* "$out"/audio-*.mp3 "$out/live-hls" | tail -1
