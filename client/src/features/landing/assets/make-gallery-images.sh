#!/usr/bin/env sh
# Makes the landing page's images in client/public/gallery/ from the seed photos
# (server/src/db/seeds/photos) and lift-lobby.svg beside this script (the "Lift" slide).
# Run again only when a source changes. Build-time tools only:
#   apt-get install -y librsvg2-bin webp imagemagick
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
PHOTOS="$HERE/../../../../../server/src/db/seeds/photos"
OUT="$HERE/../../../../public/gallery"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

rsvg-convert -w 1200 -h 800 "$HERE/lift-lobby.svg" -o "$TMP/lift-lobby.png"

# webp <source> <name> <width> <height>
webp() {
  cwebp -quiet -q 72 -m 6 -sharp_yuv -metadata none -resize "$3" "$4" "$1" -o "$OUT/$2-$3.webp"
}

for photo in lobby-1 banquet-hall-1 deluxe-king-1 family-suite-1 suite-1 bathroom-1 deluxe-king-2; do
  webp "$PHOTOS/$photo.webp" "$photo" 960 640
  webp "$PHOTOS/$photo.webp" "$photo" 160 107
done
webp "$TMP/lift-lobby.png" lift-lobby 960 640
webp "$TMP/lift-lobby.png" lift-lobby 160 107

# The hero: the banquet hall, for phones and for wide screens.
webp "$PHOTOS/banquet-hall-1.webp" hero-banquet-hall 640 427
webp "$PHOTOS/banquet-hall-1.webp" hero-banquet-hall 1200 800
ls -l "$OUT"
