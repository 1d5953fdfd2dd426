#!/usr/bin/env bash
# Regenerates the pictures in docs/img/ with the app itself (a real window under a private X server).
# Usage: scripts/make-docs-images.sh [path/to/ricochet]   (default: build/ricochet; run `make build` first)
set -euo pipefail
cd "$(dirname "$0")/.."
exe="${1:-build/ricochet}"
[ -x "$exe" ] || { echo "make-docs-images: $exe not found; run 'make build' first" >&2; exit 1; }
mkdir -p docs/img
shot() {  # shot OUT.png args...
  local out="$1"; shift
  xvfb-run -a -s "-screen 0 1920x1080x24" "$exe" "$@" --screenshot "$out"
  echo "$out"
}
shot docs/img/edge-normal.png --lesson edge-normal --size 1600x900
shot docs/img/edge-normal-light-2x.png --lesson edge-normal --size 1600x900 --ui-scale 2 --theme light
