#!/usr/bin/env bash
# Regenerates the synthetic test-pattern clips in this folder: the sources the seed processes into rendition ladders
# with the runner's own code (seed/ladders.ts). Only needed to rebuild the assets; nothing here runs at app runtime.
#
# Requirements: ffmpeg (built with libx264, libfreetype; Debian: `apt-get install -y ffmpeg`)
#               and the DejaVu fonts (Debian package fonts-dejavu-core, pulled in by ffmpeg).
# Usage:        bash seed/media/make-clips.sh
set -euo pipefail

cd "$(dirname "$0")"

FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf}"
[ -f "$FONT" ] || { echo "font not found: $FONT (set FONT=/path/to/font.ttf)" >&2; exit 1; }

# Running timestamp + frame counter + label, burned into every clip.
overlay_text() { # $1 = label, $2 = font size
  printf '%s' "drawtext=fontfile=${FONT}:text='%{pts\\:hms}  #%{n}':x=(w-tw)/2:y=h-th-$(( $2 * 3 / 4 )):fontsize=$2:fontcolor=white:box=1:boxcolor=black@0.65:boxborderw=10,"
  printf '%s' "drawtext=fontfile=${FONT}:text='$1':x=16:y=16:fontsize=$(( $2 * 3 / 5 )):fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=6"
}

# Shared encoder settings: H.264 High / yuv420p, 2 s GOP (easy seeking), AAC mono, faststart.
encode() { # $1 = out, $2 = fps, $3 = duration, $4 = video kbit/s, rest = ffmpeg input + filter args
  local out=$1 fps=$2 dur=$3 vk=$4
  shift 4
  ffmpeg -hide_banner -loglevel error -y "$@" \
    -t "$dur" \
    -c:v libx264 -preset slow -profile:v high -pix_fmt yuv420p \
    -b:v "${vk}k" -maxrate "$((vk * 3 / 2))k" -bufsize "$((vk * 2))k" \
    -g "$((fps * 2))" -keyint_min "$((fps * 2))" -sc_threshold 0 -r "$fps" \
    -c:a aac -b:a 48k -ac 1 -ar 44100 \
    -movflags +faststart \
    "$out"
}

# clip-1: 1080p testsrc2 (busy: its rungs reach their bit-rate caps, as filmed footage does) + 440 Hz tone with a beep
# every second. 25 fps, 20 s.
encode clip-1.mp4 25 20 1200 \
  -f lavfi -i "testsrc2=size=1920x1080:rate=25:duration=20" \
  -f lavfi -i "sine=frequency=440:beep_factor=2:sample_rate=44100:duration=20" \
  -filter_complex "[0:v]$(overlay_text 'SYNTHETIC TEST CLIP 1' 64)[v]" -map '[v]' -map 1:a

# clip-2: 720p SMPTE HD bars with a testsrc2 tile sliding across + 660 Hz tone. 25 fps, 22 s.
encode clip-2.mp4 25 22 300 \
  -f lavfi -i "smptehdbars=size=1280x720:rate=25:duration=22" \
  -f lavfi -i "testsrc2=size=320x180:rate=25:duration=22" \
  -f lavfi -i "sine=frequency=660:beep_factor=3:sample_rate=44100:duration=22" \
  -filter_complex "[0:v][1:v]overlay=x='mod(t*240,W-w)':y=140[bg];[bg]$(overlay_text 'SYNTHETIC TEST CLIP 2' 48)[v]" \
  -map '[v]' -map 2:a

# clip-3: 480p slowly zooming Mandelbrot fractal + 330 Hz tone. 24 fps, 26 s.
encode clip-3.mp4 24 26 300 \
  -f lavfi -i "mandelbrot=size=854x480:rate=24:maxiter=2048" \
  -f lavfi -i "sine=frequency=330:beep_factor=4:sample_rate=44100:duration=26" \
  -filter_complex "[0:v]trim=duration=26,$(overlay_text 'SYNTHETIC TEST CLIP 3' 40)[v]" -map '[v]' -map 1:a

ls -l clip-*
