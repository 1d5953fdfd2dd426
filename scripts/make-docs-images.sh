#!/usr/bin/env bash
# Regenerates the pictures in docs/ with the app itself, so they always match the code:
#   docs/images/<lesson>.png   every lesson's figure (`ricochet export`, headless, slide theme)
#   docs/images/<lesson>.svg   the same as a vector (for the lesson guide)
#   docs/images/window.png     the whole window (README), only when xvfb-run is available
# Usage: scripts/make-docs-images.sh [path/to/ricochet]   (default: build/ricochet)
set -euo pipefail
cd "$(dirname "$0")/.."
exe="${1:-build/ricochet}"
[ -x "$exe" ] || { echo "make-docs-images: $exe not found; build first (make build)" >&2; exit 1; }
out=docs/images
mkdir -p "$out"

"$exe" lessons | while IFS=$'\t' read -r id _title; do
  "$exe" export --lesson "$id" --out "$out/$id.png" --size 1600x900 --theme slide
  "$exe" export --lesson "$id" --out "$out/$id.svg" --size 1600x900 --theme slide
done

if command -v xvfb-run >/dev/null; then
  xvfb-run -a -s "-screen 0 1920x1080x24" "$exe" --screenshot "$out/window.png" --size 1600x900
  echo "$out/window.png"
else
  echo "make-docs-images: xvfb-run not found; docs/images/window.png not regenerated" >&2
fi
