#!/usr/bin/env bash
# The app's PNG icons, rendered with rsvg-convert from two hand-written SVGs:
#   public/icons/logo.svg            the logo on a rounded blue plate (transparent corners)
#                                    -> icon-192.png, icon-512.png
#   scripts/media/maskable-icon.svg  the same speech bubble on a full-bleed blue square, drawn
#                                    inside the central 80 % safe zone
#                                    -> maskable-512.png, apple-touch-icon.png (iOS fills no corners)
set -euo pipefail
cd "$(dirname "$0")/../.."
icons=public/icons
maskable=scripts/media/maskable-icon.svg

rsvg-convert -w 192 -h 192 "$icons/logo.svg" -o "$icons/icon-192.png"
rsvg-convert -w 512 -h 512 "$icons/logo.svg" -o "$icons/icon-512.png"
rsvg-convert -w 512 -h 512 "$maskable" -o "$icons/maskable-512.png"
rsvg-convert -w 180 -h 180 "$maskable" -o "$icons/apple-touch-icon.png"
