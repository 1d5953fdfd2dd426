#!/usr/bin/env bash
# Regenerates the pictures in docs/img/ with the app itself, so they always match the code:
#   docs/img/figures/<lesson>.png  every lesson's figure, `ricochet export` (headless, slide theme)
#   docs/img/figures/<lesson>.svg  the same figure as a vector
#   docs/img/circle-circle.gif     the README's moving figure: `ricochet export --out FILE.gif` (headless)
#   docs/img/edge-normal.png, docs/img/edge-normal-light-2x.png  the whole window (README), a real window
#                                  under a private X server (skipped when xvfb-run is missing)
#   docs/img/present-lecture-20.png  presentation mode (README, docs/presenting.md): `ricochet present` on a
#                                  slide of decks/lecture-20.json, likewise
#   docs/img/check-circle-segment.png  `ricochet check --out` (docs/check.md): the smallest failing case of a
#                                  student's D = +r bug (app/tests/check/circle_d_plus_r.c) in its lesson
#   docs/img/web-ray-circle.png    the browser version (README, docs/web.md): build-web/site in headless
#                                  Chromium (skipped when `make web` has not been run)
# Usage: scripts/make-docs-images.sh [path/to/ricochet]   (default: build/ricochet; run `make build` first)
set -euo pipefail
cd "$(dirname "$0")/.."
exe="${1:-build/ricochet}"
[ -x "$exe" ] || { echo "make-docs-images: $exe not found; run 'make build' first" >&2; exit 1; }
mkdir -p docs/img/figures

"$exe" lessons | while IFS=$'\t' read -r id _title; do
  "$exe" export --lesson "$id" --out "docs/img/figures/$id.png" --size 1600x900 --theme slide
  "$exe" export --lesson "$id" --out "docs/img/figures/$id.svg" --size 1600x900 --theme slide
done

# The puck and the stick closing in, 3 s then 1 s still; small (well under 1 MB) for the README.
"$exe" export --lesson circle-circle --out docs/img/circle-circle.gif --size 640x360 --fps 15 --duration 3 \
  --hold 1 --theme slide

# A student's bug, drawn over the lesson (exit 1: the check fails, as it should).
check_dir="$(mktemp -d)"
"$exe" check app/tests/check/circle_d_plus_r.c --lesson circle-segment --out "$check_dir" >/dev/null || true
cp "$check_dir/rc_circle_vs_wall.png" docs/img/check-circle-segment.png
rm -rf "$check_dir"
echo docs/img/check-circle-segment.png

shot() {  # shot OUT.png args...
  local out="$1"; shift
  xvfb-run -a -s "-screen 0 1920x1080x24" "$exe" "$@" --screenshot "$out"
  echo "$out"
}
if command -v xvfb-run >/dev/null; then
  shot docs/img/edge-normal.png --lesson edge-normal --size 1600x900
  shot docs/img/edge-normal-light-2x.png --lesson edge-normal --size 1600x900 --ui-scale 2 --theme light
  shot docs/img/present-lecture-20.png present decks/lecture-20.json --slide 8 --reveal t1_proj --size 1600x900
else
  echo "make-docs-images: xvfb-run not found; the window screenshots were not regenerated" >&2
fi
if [ -f build-web/site/ricochet.wasm ]; then
  node web/test/web_test.mjs --picture build-web/site docs/img/web-ray-circle.png \
    "lesson=ray-circle" 1280x720
else
  echo "make-docs-images: build-web/site not found (make web); the browser picture was not regenerated" >&2
fi
