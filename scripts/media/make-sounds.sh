#!/usr/bin/env bash
# The games' sound effects, synthesised with sox (no recorded material), as small MP3s.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=public/sounds
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mp3() { ffmpeg -loglevel error -y -i "$tmp/$1.wav" -ac 1 -ar 44100 -codec:a libmp3lame -b:a 64k "$out/$1.mp3"; }
tone() { # out-file seconds frequency [extra sox effects...]
  local file=$1 length=$2 freq=$3
  shift 3
  sox -n -r 44100 -c 1 "$tmp/$file" synth "$length" sine "$freq" "$@"
}

# correct: a happy rising arpeggio C5 E5 G5 C6
for note in 523 659 784 1047; do tone "c$note.wav" 0.12 "$note" fade t 0.005 0.12 0.04 vol 0.6; done
sox "$tmp/c523.wav" "$tmp/c659.wav" "$tmp/c784.wav" "$tmp/c1047.wav" "$tmp/correct.wav" pad 0 0.1
mp3 correct

# incorrect: a soft low "uh-oh"
tone i1.wav 0.22 392 fade t 0.01 0.22 0.08 vol 0.5
tone i2.wav 0.32 311 fade t 0.01 0.32 0.15 vol 0.5
sox "$tmp/i1.wav" "$tmp/i2.wav" "$tmp/incorrect.wav"
mp3 incorrect

# success: a short fanfare
for spec in "s1 0.14 523" "s2 0.14 659" "s3 0.14 784" "s4 0.5 1047"; do
  read -r name length freq <<< "$spec"
  sox -n -r 44100 -c 1 "$tmp/$name.wav" synth "$length" square "$freq" sine "$freq" remix - fade t 0.005 "$length" 0.08 vol 0.3
done
sox "$tmp/s1.wav" "$tmp/s2.wav" "$tmp/s3.wav" "$tmp/s4.wav" "$tmp/success.wav"
mp3 success

# boing: a springy falling-then-wobbling pitch
sox -n -r 44100 -c 1 "$tmp/boing.wav" synth 0.45 sine 600-150 tremolo 18 60 fade t 0.005 0.45 0.2 vol 0.6
mp3 boing

# pop: a very short click burst
sox -n -r 44100 -c 1 "$tmp/pop.wav" synth 0.06 sine 900-200 fade t 0.001 0.06 0.05 vol 0.7
mp3 pop

# next: a two-note chime
tone n1.wav 0.1 880 fade t 0.005 0.1 0.05 vol 0.5
tone n2.wav 0.25 1319 fade t 0.005 0.25 0.2 vol 0.5
sox "$tmp/n1.wav" "$tmp/n2.wav" "$tmp/next.wav"
mp3 next

# reveal: a sparkle of quick high notes
for note in 1568 1760 2093 2349 2637; do tone "r$note.wav" 0.07 "$note" fade t 0.002 0.07 0.05 vol 0.35; done
sox "$tmp/r1568.wav" "$tmp/r1760.wav" "$tmp/r2093.wav" "$tmp/r2349.wav" "$tmp/r2637.wav" "$tmp/reveal.wav" reverb 40
mp3 reveal

# music-loop: a calm, quiet music-box tune over soft chords (C - Am - F - G), 4 bars of 4 beats at
# 100 beats a minute = 9.6 s. What rings on past the end is mixed back into the start, so the loop
# has no seam. Encoded at 32 kbps to stay small.
beat=0.6
bar_length=2.4
loop_length=9.6
notes=(523 659 784 659  440 523 659 523  349 440 523 440  392 494 587 494)
chords=("262 330 392" "220 262 330" "175 220 262" "196 247 294")
parts=()
for i in "${!notes[@]}"; do
  start=$(awk "BEGIN { print $i * $beat }")
  sox -n -r 22050 "$tmp/note$i.wav" synth 1.6 pluck "${notes[$i]}" fade t 0.005 1.6 1.4 vol 0.5 pad "$start"
  parts+=("$tmp/note$i.wav")
done
for i in "${!chords[@]}"; do
  start=$(awk "BEGIN { print $i * $bar_length }")
  read -r low middle high <<< "${chords[$i]}"
  sox -n -r 22050 "$tmp/chord$i.wav" synth 3.2 sine "$low" sine "$middle" sine "$high" remix - fade h 0.6 3.2 1.2 vol 0.25 pad "$start"
  parts+=("$tmp/chord$i.wav")
done
sox -m "${parts[@]}" "$tmp/long.wav"
sox "$tmp/long.wav" "$tmp/head.wav" trim 0 "$loop_length"
sox "$tmp/long.wav" "$tmp/tail.wav" trim "$loop_length"
sox -m -v 1 "$tmp/head.wav" -v 1 "$tmp/tail.wav" "$tmp/music-loop.wav" trim 0 "$loop_length" gain -n -12
ffmpeg -loglevel error -y -i "$tmp/music-loop.wav" -ac 1 -ar 22050 -codec:a libmp3lame -b:a 32k "$out/music-loop.mp3"
