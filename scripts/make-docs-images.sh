#!/usr/bin/env bash
# Regenerates the pictures in docs/ with the app itself, so they always match the code:
#   docs/images/<lesson>.png   every lesson's figure (`ricochet export`, headless, slide theme)
#   docs/images/<lesson>.svg   the same as a vector (for the lesson guide)
#   docs/img/edge-normal.png   the whole window (README), and at UI scale 2 in the light theme,
#                              only when xvfb-run is available
# Usage: scripts/make-docs-images.sh [path/to/ricochet]   (default: build/ricochet)
set -euo pipefail
cd "$(dirname "$0")/.."
exe="${1:-build/ricochet}"
[ -x "$exe" ] || { echo "make-docs-images: $exe not found; build first (make build)" >&2; exit 1; }
out=docs/images
mkdir -p "$out" docs/img

"$exe" lessons | while IFS=$'\t' read -r id _title; do
  "$exe" export --lesson "$id" --out "$out/$id.png" --size 1600x900 --theme slide
  "$exe" export --lesson "$id" --out "$out/$id.svg" --size 1600x900 --theme slide
done

if command -v xvfb-run >/dev/null; then
  shot() {  # shot OUT.png args...: the real window, rendered once under a private X server
    local png="$1"; shift
    xvfb-run -a -s "-screen 0 1920x1080x24" "$exe" "$@" --screenshot "$png"
    echo "$png"
  }
  shot docs/img/edge-normal.png --lesson edge-normal --size 1600x900
  shot docs/img/edge-normal-light-2x.png --lesson edge-normal --size 1600x900 --ui-scale 2 --theme light
else
  echo "make-docs-images: xvfb-run not found; the window pictures in docs/img/ were not regenerated" >&2
fi
