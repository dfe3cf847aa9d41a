#!/usr/bin/env bash
# The stop-motion demo video: the beach ball (public/demo/symbols/ball.svg) bouncing across a
# garden in 15 drawn frames at 3 frames a second (5 s), squashed where it lands, turning a little
# each frame and with a slight hand-held wobble, like a stop-motion film. 640x360, no sound, as
# WebM (VP9) and MP4 (H.264 constrained baseline, faststart).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=public/demo/video
symbols=public/demo/symbols
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

artwork() { sed -e '/^<svg /d' -e '/^<title>/d' -e '/^<rect width="200" height="200"/d' -e '/^<\/svg>/d' "$symbols/$1.svg"; }
ball=$(artwork ball)
sun=$(artwork sun)
tree=$(artwork tree)
flower=$(artwork flower)

frames=15
ground=318 # where the ball touches the grass
radius=46
wobble_x=(0 2 -1 1 -2 0 1 -1 2 0 -1 1 0 -2 1)
wobble_y=(0 -1 1 0 2 -1 0 1 -1 2 0 -1 1 0 -1)
for i in $(seq 0 $((frames - 1))); do
  read -r x y sx sy angle shadow < <(awk -v i="$i" -v ground="$ground" -v r="$radius" 'BEGIN {
    split("150 110 70", heights, " ")
    bounce = int(i / 5) + 1; phase = (i % 5) / 5
    lift = heights[bounce] * 4 * phase * (1 - phase)
    landed = (phase == 0)
    sx = landed ? 1.18 : 1; sy = landed ? 0.8 : 1
    x = 234 + i * 25
    y = ground - r * sy - lift
    printf "%d %d %.2f %.2f %d %.2f\n", x, y, sx, sy, i * 30, 1 - lift / 220
  }')
  cat > "$tmp/frame.svg" <<SVG
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<g transform="translate(${wobble_x[$i]} ${wobble_y[$i]})">
<rect x="-10" y="-10" width="660" height="380" fill="#E1F5FE"/>
<svg x="500" y="14" width="110" height="110" viewBox="0 0 200 200">$sun</svg>
<svg x="-30" y="130" width="160" height="190" viewBox="0 0 200 200" preserveAspectRatio="xMidYMax meet">$tree</svg>
<rect x="-10" y="300" width="660" height="80" fill="#9CCC65"/>
<path d="M-10 300 L650 300" stroke="#558B2F" stroke-width="6"/>
<svg x="108" y="250" width="64" height="64" viewBox="0 0 200 200">$flower</svg>
<ellipse cx="$x" cy="$((ground + 4))" rx="$(awk "BEGIN { print 44 * $shadow }")" ry="8" fill="#33691E" opacity="0.35"/>
<g transform="translate($x $y) scale($sx $sy) rotate($angle)">
<svg x="-$radius" y="-$radius" width="$((radius * 2))" height="$((radius * 2))" viewBox="26 30 148 148">$ball</svg>
</g>
</g>
</svg>
SVG
  rsvg-convert -w 640 -h 360 "$tmp/frame.svg" -o "$(printf '%s/f%02d.png' "$tmp" "$i")"
done
ffmpeg -loglevel error -y -framerate 3 -i "$tmp/f%02d.png" -c:v libvpx-vp9 -b:v 200k -pix_fmt yuv420p -an \
  "$out/stop-motion.webm"
ffmpeg -loglevel error -y -framerate 3 -i "$tmp/f%02d.png" -c:v libx264 -profile:v baseline -level 3.0 \
  -pix_fmt yuv420p -r 24 -movflags +faststart -an "$out/stop-motion.mp4"
