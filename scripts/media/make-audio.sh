#!/usr/bin/env bash
# Spoken demo clips: espeak-ng (a friendly British voice), encoded to small mono MP3s.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=public/demo/audio
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

say() { # file-name "text"
  espeak-ng -v en-gb+f3 -s 135 -p 55 -w "$tmp/$1.wav" "$2"
  ffmpeg -loglevel error -y -i "$tmp/$1.wav" -ac 1 -ar 22050 -codec:a libmp3lame -b:a 48k "$out/$1.mp3"
}

for word in apple ball cat dog teddy car banana gift star hat shoe go stop more help want like big little in out me you; do say "$word" "$word"; done
say where-is-my-teddy "Where is my teddy?"
say put-the-fruit-in-the-basket "Put the fruit in the basket."
say put-three-balls-in-the-box "Put three balls in the box."
say move-the-toys "Move the toys to the shelf."
say take-everything-out "Take everything out of the box."
say clean-up "Click every object to clean up!"
say reveal "Click the present to see what is inside!"
say draw "Let's draw!"
