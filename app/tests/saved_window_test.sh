#!/bin/sh
# A window saved on a 4K desk screen (x 1900, 1900×1600) reopens whole on a 1280×720 screen: the app is
# started with that setting, stopped with SIGTERM once its window is up (it saves its settings on the way
# out), and the rectangle it saved — the one it had — must lie inside 1280×720.
# Usage: saved_window_test.sh path/to/ricochet path/to/xvfb-exec.sh
exe="$1" xvfb="$2"
d=$(mktemp -d) && trap 'rm -rf "$d"' EXIT
mkdir -p "$d/ricochet"
printf '[Ricochet][State]\nlesson=edge-normal\nwindow=1900 300 1900 1600\n' >"$d/ricochet/imgui.ini"
# The window catches SIGTERM (SigCgt bit 15) from when it is open; a fixed sleep lost the race on a busy
# machine, and the default action killed the app before it could save anything.
XDG_CONFIG_HOME="$d" "$xvfb" -a -s '-screen 0 1280x720x24' sh -c '
  "$0" & p=$!
  i=0
  while [ $i -lt 600 ]; do
    m=$(sed -n "s/^SigCgt:[[:space:]]*//p" /proc/$p/status 2>/dev/null)
    [ -n "$m" ] && [ $((0x$m & 0x4000)) -ne 0 ] && break
    sleep 0.1; i=$((i + 1))
  done
  sleep 0.5; kill -TERM $p; wait $p' "$exe"
cat "$d/ricochet/imgui.ini"
grep '^window=' "$d/ricochet/imgui.ini" | {
  IFS='= ' read -r _ x y w h
  [ "$x" -ge 0 ] && [ "$y" -ge 0 ] && [ $((x + w)) -le 1280 ] && [ $((y + h)) -le 720 ] && [ "$w" -ge 640 ] ||
    { echo "window $x $y $w $h is not inside 1280x720"; exit 1; }
}
