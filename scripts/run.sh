#!/usr/bin/env bash
# `make run`: open the GUI, or with no display render the lesson tour to ./ricochet-tour/.
set -euo pipefail
exe="$1"
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$exe"
fi
echo "make run: no display found (DISPLAY and WAYLAND_DISPLAY are unset); rendering the lesson tour instead."
out="$PWD/ricochet-tour"
mkdir -p "$out"
"$exe" tour --out "$out"
echo "make run: the tour is in $out/"
