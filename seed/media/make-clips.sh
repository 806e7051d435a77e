#!/usr/bin/env bash
# Regenerates the synthetic test-pattern clips, timeline sprites and sprite VTTs in this folder.
# Only needed to rebuild the assets; nothing here runs at app runtime.
#
# Requirements: ffmpeg (built with libx264, libfreetype; Debian: `apt-get install -y ffmpeg`)
#               and the DejaVu fonts (Debian package fonts-dejavu-core, pulled in by ffmpeg).
# Usage:        bash seed/media/make-clips.sh
set -euo pipefail

cd "$(dirname "$0")"

FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf}"
[ -f "$FONT" ] || { echo "font not found: $FONT (set FONT=/path/to/font.ttf)" >&2; exit 1; }

W=640
H=360
SPRITE_STEP=2      # seconds between sprite frames
THUMB_W=128
THUMB_H=72
COLS=5

# Running timestamp + frame counter + label, burned into every clip.
overlay_text() { # $1 = label
  printf '%s' "drawtext=fontfile=${FONT}:text='%{pts\\:hms}  #%{n}':x=(w-tw)/2:y=h-th-24:fontsize=34:fontcolor=white:box=1:boxcolor=black@0.65:boxborderw=10,"
  printf '%s' "drawtext=fontfile=${FONT}:text='$1':x=16:y=16:fontsize=20:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6"
}

# Shared encoder settings: H.264 Main / yuv420p, 2 s GOP (easy seeking), AAC mono, faststart.
encode() { # $1 = out, $2 = fps, $3 = duration, $4 = video kbit/s, rest = ffmpeg input + filter args
  local out=$1 fps=$2 dur=$3 vk=$4
  shift 4
  ffmpeg -hide_banner -loglevel error -y "$@" \
    -t "$dur" \
    -c:v libx264 -preset slow -profile:v main -level:v 3.0 -pix_fmt yuv420p \
    -b:v "${vk}k" -maxrate "$((vk * 3 / 2))k" -bufsize "$((vk * 2))k" \
    -g "$((fps * 2))" -keyint_min "$((fps * 2))" -sc_threshold 0 -r "$fps" \
    -c:a aac -b:a 48k -ac 1 -ar 44100 \
    -movflags +faststart \
    "$out"
}

# clip-1: testsrc2 (has its own moving elements/counter) + 440 Hz tone with a beep every second. 25 fps, 24 s.
encode clip-1.mp4 25 24 100 \
  -f lavfi -i "testsrc2=size=${W}x${H}:rate=25:duration=24" \
  -f lavfi -i "sine=frequency=440:beep_factor=2:sample_rate=44100:duration=24" \
  -filter_complex "[0:v]$(overlay_text 'SYNTHETIC TEST CLIP 1')[v]" -map '[v]' -map 1:a

# clip-2: SMPTE HD bars with a small testsrc2 tile sliding across + 660 Hz tone. 25 fps, 22 s.
encode clip-2.mp4 25 22 100 \
  -f lavfi -i "smptehdbars=size=${W}x${H}:rate=25:duration=22" \
  -f lavfi -i "testsrc2=size=160x90:rate=25:duration=22" \
  -f lavfi -i "sine=frequency=660:beep_factor=3:sample_rate=44100:duration=22" \
  -filter_complex "[0:v][1:v]overlay=x='mod(t*120,W-w)':y=70[bg];[bg]$(overlay_text 'SYNTHETIC TEST CLIP 2')[v]" \
  -map '[v]' -map 2:a

# clip-3: slowly zooming Mandelbrot fractal + 330 Hz tone. 24 fps, 26 s.
encode clip-3.mp4 24 26 100 \
  -f lavfi -i "mandelbrot=size=${W}x${H}:rate=24:maxiter=2048" \
  -f lavfi -i "sine=frequency=330:beep_factor=4:sample_rate=44100:duration=26" \
  -filter_complex "[0:v]trim=duration=26,$(overlay_text 'SYNTHETIC TEST CLIP 3')[v]" -map '[v]' -map 1:a

# Timeline sprites: one frame every SPRITE_STEP seconds (taken from the encoded clip), 128x72 each,
# tiled COLS wide, plus a WebVTT mapping each window to its tile via #xywh=.
vtt_time() { # seconds (may be fractional) -> HH:MM:SS.mmm
  awk -v s="$1" 'BEGIN { ms = int(s * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000 }'
}

for n in 1 2 3; do
  clip="clip-${n}.mp4"
  dur=$(ffprobe -v error -select_streams v:0 -show_entries stream=duration -of csv=p=0 "$clip")
  count=$(awk -v d="$dur" -v s="$SPRITE_STEP" 'BEGIN { c = int(d / s); if (c * s < d - 0.001) c++; print c }')
  rows=$(( (count + COLS - 1) / COLS ))

  ffmpeg -hide_banner -loglevel error -y -i "$clip" \
    -vf "select='isnan(prev_selected_t)+gte(t-prev_selected_t\,${SPRITE_STEP}-0.001)',scale=${THUMB_W}:${THUMB_H},tile=${COLS}x${rows}" \
    -fps_mode vfr -frames:v 1 -q:v 5 "clip-${n}-sprite.jpg"

  {
    echo "WEBVTT"
    echo
    for ((i = 0; i < count; i++)); do
      start=$((i * SPRITE_STEP))
      end=$(awk -v a="$(( (i + 1) * SPRITE_STEP ))" -v d="$dur" 'BEGIN { print (a < d ? a : d) }')
      x=$(( (i % COLS) * THUMB_W ))
      y=$(( (i / COLS) * THUMB_H ))
      echo "$(vtt_time "$start") --> $(vtt_time "$end")"
      echo "clip-${n}-sprite.jpg#xywh=${x},${y},${THUMB_W},${THUMB_H}"
      echo
    done
  } > "clip-${n}-sprite.vtt"
done

ls -l clip-*
