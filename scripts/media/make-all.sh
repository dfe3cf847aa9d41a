#!/usr/bin/env bash
# Rebuilds every generated demo file: spoken clips, game sounds, the stop-motion video, PNG icons.
# Needs espeak-ng, sox, ffmpeg (with libmp3lame, libvpx, libx264) and rsvg-convert (librsvg2-bin).
set -euo pipefail
here="$(dirname "$0")"
"$here/make-audio.sh"
"$here/make-sounds.sh"
"$here/make-video.sh"
"$here/make-icons.sh"
