#!/usr/bin/env sh
# Rasterizes the illustrated demo photos used by the seed data.
# The SVGs in this folder are hand-tuned vector scenes (generated once with a small
# perspective-drawing script); this only needs to be re-run if an SVG changes.
# Build-time tools only (nothing at runtime depends on them):
#   apt-get install -y librsvg2-bin webp imagemagick
set -eu
cd "$(dirname "$0")"
OUT=..
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for svg in *.svg; do
  name=${svg%.svg}
  rsvg-convert -w 1200 -h 800 "$svg" -o "$TMP/$name.png"
  cwebp -quiet -q 70 -m 6 -sharp_yuv -metadata none "$TMP/$name.png" -o "$OUT/$name.webp"
done
# one JPEG twin so both formats are exercised by the seed data
convert "$TMP/deluxe-king-1.png" -strip -sampling-factor 4:2:0 -interlace Plane -quality 80 "$OUT/deluxe-king-1.jpg"
ls -l "$OUT"/*.webp "$OUT"/*.jpg
