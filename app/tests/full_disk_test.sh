#!/usr/bin/env bash
# Issue 29: every output Ricochet writes — figures (PNG, SVG, PDF), movies (MP4, GIF), a deck's handout (PDF
# and a folder of PNGs), a worksheet, the window's and the presenter's --screenshot, `explain` to stdout —
#  1. onto a nearly full file system: exit 1 with one line, the file that was there before intact, no temp
#     file left (a 1 MiB tmpfs in a private mount namespace when run as root where mounts are allowed, as in
#     CI; otherwise a file-size limit, `ulimit -f`, with SIGXFSZ ignored so a write fails with EFBIG);
#  2. stopped by SIGTERM at several moments: either finished (a new file) or killed by the signal with the old
#     file intact; never a temp file left.
# Run under a display (ctest: scripts/xvfb-exec.sh) for the screenshots. Exits 77 (skipped) when neither way
# of filling a disk is possible.
# Usage: full_disk_test.sh path/to/ricochet SOURCE_DIR
set -uo pipefail
exe="$(realpath "$1")" src="$(realpath "$2")"
# RICOCHET_FULL_DISK=ulimit: the file-size limit even where a tmpfs could be mounted (to test that way).
if [ -z "${RICOCHET_FULL_DISK_NS:-}" ] && [ "${RICOCHET_FULL_DISK:-}" != ulimit ] && [ "$(id -u)" -eq 0 ] &&
  unshare --mount --propagation private true 2>/dev/null; then
  exec env RICOCHET_FULL_DISK_NS=1 unshare --mount --propagation private "$0" "$@"
fi
work="$(mktemp -d)"
full="$work/full"
mkdir "$full"
cleanup() {
  mountpoint -q "$full" && umount "$full"
  rm -rf "$work"
}
trap cleanup EXIT
mode=ulimit
if [ -n "${RICOCHET_FULL_DISK_NS:-}" ] && mount -t tmpfs -o size=1m tmpfs "$full" 2>/dev/null; then
  mode=tmpfs
elif ! (ulimit -f 8) 2>/dev/null; then
  echo "SKIPPED: no tmpfs can be mounted here and no file-size limit can be set"
  exit 77
fi
echo "a nearly full file system: $mode"
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }
export LC_ALL=C
printf '{"lesson":"ray-circle","bs":[0,0],"be":[8,1],"c":[4,0.5],"r":2}' >"$work/scene.json"
deck="$src/decks/lecture-20.json"
old_content() { printf 'the good old %s\n' "$1"; }
is_old() { old_content "$2" | cmp -s - "$1"; }

# limited CMD...: CMD with at most $limit KiB per file it writes (ulimit mode; SIGXFSZ ignored: EFBIG
# instead of the signal).
limit=8
limited() {
  if [ "$mode" = ulimit ]; then
    (trap '' XFSZ; ulimit -f "$limit"; exec "$@")
  else
    "$@"
  fi
}

# The outputs: NAME|the file (in DIR)|the command writing it (DIR and OUT substituted).
outputs=(
  "png|fig.png|export SCENE --out OUT --size 640x360"
  "svg|fig.svg|export SCENE --out OUT --size 640x360"
  "pdf|fig.pdf|export SCENE --out OUT --size 640x360"
  "mp4|mov.mp4|export SCENE --out OUT --size 320x180 --duration 1"
  "gif|mov.gif|export SCENE --out OUT --size 320x180 --duration 1"
  "handout pdf|handout.pdf|export DECK --out OUT"
  "handout folder|pages/slide-01.png|export DECK --out DIR/pages/ --size 640x452"
  "worksheet|sheet.pdf|worksheet --lesson ray-circle --count 3 --seed 1 --out OUT"
  "screenshot|shot.png|--lesson ray-circle --screenshot OUT --size 640x360"
  "present --screenshot|present.png|present --lesson ray-circle --screenshot OUT --size 640x360"
)

# prepare DIR: the old files every output replaces.
prepare() {
  local d="$1" o
  mkdir -p "$d/pages"
  for o in "${outputs[@]}"; do
    IFS='|' read -r _ file _ <<<"$o"
    old_content "$file" >"$d/$file"
  done
}

# temps DIR: the temp files left in DIR (none, always).
temps() { find "$1" -name '.*.??????' | head -3; }

# parse OUTPUT DIR: name, file and args (the command line, writing into DIR) of one of `outputs`.
parse() {
  IFS='|' read -r name file cmd <<<"$1"
  read -r -a args <<<"${cmd//SCENE/$work/scene.json}"
  args=("${args[@]//DECK/$deck}")
  args=("${args[@]//DIR/$2}")
  args=("${args[@]//OUT/$2/$file}")
}

# 1. A nearly full file system.
prepare "$full"
if [ "$mode" = tmpfs ]; then
  cat /dev/zero >"$full/filler" 2>/dev/null
  truncate -s -4096 "$full/filler"  # one page left: room for a temp file's name, not its content
fi
for o in "${outputs[@]}"; do
  parse "$o" "$full"
  limited "$exe" "${args[@]}" >"$work/out" 2>"$work/err"
  rc=$?
  [ "$rc" -eq 1 ] || fail "full disk, $name: exit $rc (want 1) :: $(head -c 300 "$work/err")"
  [ "$(wc -l <"$work/err")" -eq 1 ] || fail "full disk, $name: want one line on stderr :: $(head -c 300 "$work/err")"
  is_old "$full/$file" "$file" || fail "full disk, $name: the old $file was replaced"
  [ -z "$(temps "$full")" ] || fail "full disk, $name: temp file left: $(temps "$full")"
  echo "full disk, $name: exit $rc: $(head -c 200 "$work/err")"
done
[ -z "$(ls "$full/pages" | grep -v slide-01.png)" ] || fail "full disk: a handout to a folder left pages: $(ls "$full/pages")"
[ "$mode" = tmpfs ] && cat /dev/zero >>"$full/filler" 2>/dev/null  # now quite full
limit=1  # (stderr is a file too: its one line fits)
limited "$exe" explain "$work/scene.json" >"$full/explained.txt" 2>"$work/err"
rc=$?
[ "$rc" -eq 1 ] && grep -q "cannot write to standard output" "$work/err" ||
  fail "full disk, explain > file: exit $rc :: $(head -c 300 "$work/err")"
"$exe" explain "$work/scene.json" >/dev/full 2>"$work/err"
rc=$?
[ "$rc" -eq 1 ] && [ "$(wc -l <"$work/err")" -eq 1 ] || fail "explain > /dev/full: exit $rc :: $(cat "$work/err")"

# 2. SIGTERM at several moments (a long movie: surely while it is written).
calm="$work/calm"
prepare "$calm"
outputs+=("long mp4|long.mp4|export SCENE --out OUT --size 320x180 --duration 60")
old_content long.mp4 >"$calm/long.mp4"
for delay in 0.05 0.2 0.5; do
  for o in "${outputs[@]}"; do
    parse "$o" "$calm"
    "$exe" "${args[@]}" >"$work/out" 2>"$work/err" &
    pid=$!
    sleep "$delay"
    kill -TERM "$pid" 2>/dev/null
    wait "$pid"
    rc=$?
    if is_old "$calm/$file" "$file"; then
      # Stopped before it was done: killed by the signal (143), or the window's one line and exit 1.
      [ "$rc" -eq 143 ] || [ "$rc" -eq 1 ] || fail "SIGTERM after ${delay} s, $name: exit $rc, the old file kept"
    else  # done: renamed into place whole (then perhaps killed before it exited)
      [ "$rc" -eq 0 ] || [ "$rc" -eq 143 ] || fail "SIGTERM after ${delay} s, $name: exit $rc and the file replaced"
      old_content "$file" >"$calm/$file"
    fi
    [ -z "$(temps "$calm")" ] || fail "SIGTERM after ${delay} s, $name: temp file left: $(temps "$calm")"
    echo "SIGTERM after ${delay} s, $name: exit $rc"
  done
done

[ "$fails" -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
echo "no output was cut short or left a temp file"
