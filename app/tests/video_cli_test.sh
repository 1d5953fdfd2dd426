#!/usr/bin/env bash
# `ricochet export … --out FILE.mp4|gif` with no display, read back by FFmpeg's own tools (Debian's ffmpeg):
# codec, size, frame count = fps × (duration + hold), duration; a decoded frame at t = ti matches the still
# export at --t ti (PSNR ≥ 30 dB) better than the movie's other frames do; first and last frames differ; the
# sandbox's simulation runs and targeting's shots fly; a transparent GIF lets the slide through; bad options exit 2 with one line and
# leave no file; a failed export leaves no file and no temp file. Small sizes: the whole script takes seconds.
# Usage: video_cli_test.sh path/to/ricochet SOURCE_DIR
set -uo pipefail
exe="$1"
check_png="$(dirname "$exe")/check-png"  # the tests' PNG check, built beside ricochet (app/tests/tools)
src="$2"
unset DISPLAY WAYLAND_DISPLAY  # no X server: export must not need one
dir="$(mktemp -d)"
trap 'chmod -R u+w "$dir"; rm -rf "$dir"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

# expect CODE CMD... : runs CMD, checks the exit code and that stderr is one line when it fails.
expect() {
  local want="$1"; shift
  "$@" >"$dir/out" 2>"$dir/err"
  local got=$?
  [ "$got" -eq "$want" ] || fail "exit $got (want $want): $* :: $(cat "$dir/err")"
  if [ "$want" -ne 0 ]; then
    [ "$(wc -l <"$dir/err")" -eq 1 ] || fail "want one line on stderr: $* :: $(cat "$dir/err")"
  fi
}
no_temp() { ! ls -A "$1" | grep -q '^\.' || fail "temp file left in $1: $(ls -A "$1")"; }

# probe FILE: "codec width height frames duration" as ffprobe reads them (frames counted by decoding).
probe() {
  ffprobe -v error -count_frames -select_streams v:0 -show_entries \
    stream=codec_name,width,height,nb_read_frames:format=duration -of default=noprint_wrappers=1 "$1" |
    awk -F= '{v[$1]=$2} END {print v["codec_name"], v["width"], v["height"], v["nb_read_frames"], v["duration"]}'
}
# check_probe FILE CODEC W H FRAMES SECONDS: the duration within 1/50 s (GIF delays are whole 1/100 s).
check_probe() {
  local got; got=$(probe "$1")
  read -r codec w h n d <<<"$got"
  [ "$codec $w $h $n" = "$2 $3 $4 $5" ] || fail "$1: got '$got', want '$2 $3 $4 $5 $6'"
  awk -v d="$d" -v want="$6" 'BEGIN {exit !(d - want < 0.02 && want - d < 0.02)}' || fail "$1: duration $d, want $6"
}
# frame FILE N OUT.png: decoded frame N (0-based) as RGBA PNG.
frame() {
  ffmpeg -v error -y -i "$1" -vf "select=eq(n\\,$2)" -frames:v 1 -pix_fmt rgba "$3" ||
    fail "cannot decode frame $2 of $1"
}
# psnr A.png B.png: average PSNR in dB over R, G, B ("inf" for identical pictures prints 999).
psnr() {
  ffmpeg -v info -i "$1" -i "$2" -filter_complex "[0]format=rgb24[a];[1]format=rgb24[b];[a][b]psnr" -f null - 2>&1 |
    sed -n 's/.*PSNR.* average:\([0-9.inf]*\).*/\1/p' | sed 's/^inf$/999/'
}
at_least() { awk -v a="$1" -v b="$2" 'BEGIN {exit !(a >= b)}'; }
# Two decodings of one picture: above this PSNR (an H.264 re-encoding of the same frame gives ~60 dB, the
# ball's move between neighbouring frames ~42 dB at 320 × 180).
same=50

scene="$src/scenes/point-segment.json"
# ti from the lesson's own derivation. The movies below sweep 9 frames centred on it (from 0 to 2·ti, or from
# 2·ti − 1 to 1), so frame k = 4 shows t = ti.
ti=$("$exe" explain "$scene" --json | /usr/bin/python3 -IS -c 'import json,sys; print(json.load(sys.stdin)["result"]["ti"])')
read -r from to <<<"$(awk -v ti="$ti" 'BEGIN {if (ti <= 0.5) printf "0 %.17g\n", 2 * ti; else printf "%.17g 1\n", 2 * ti - 1}')"
k=4
awk -v ti="$ti" 'BEGIN {exit !(ti > 0 && ti < 1)}' || fail "ti = $ti of $scene is not inside the frame: pick another scene"

for ext in mp4 gif; do
  codec=$([ $ext = mp4 ] && echo h264 || echo gif)
  # 9 frames of motion at 10 fps and 0.5 s of hold: 14 frames, 1.4 s.
  expect 0 "$exe" export "$scene" --out "$dir/m.$ext" --size 320x180 --fps 10 --duration 0.9 --hold 0.5 \
    --from "$from" --to "$to"
  [ "$(cat "$dir/out")" = "$dir/m.$ext" ] || fail "stdout is not the written path: $(cat "$dir/out")"
  check_probe "$dir/m.$ext" $codec 320 180 14 1.4
  expect 0 "$exe" export "$scene" --out "$dir/still.png" --size 320x180 --t "$ti"
  frame "$dir/m.$ext" "$k" "$dir/fk.png"
  frame "$dir/m.$ext" 0 "$dir/f0.png"
  frame "$dir/m.$ext" 8 "$dir/f8.png"
  frame "$dir/m.$ext" 13 "$dir/f13.png"
  p=$(psnr "$dir/fk.png" "$dir/still.png")
  p0=$(psnr "$dir/f0.png" "$dir/still.png")
  p8=$(psnr "$dir/f8.png" "$dir/still.png")
  at_least "$p" 30 || fail "$ext frame $k vs still at t = $ti: PSNR $p dB < 30"
  at_least "$p" "$p0" && at_least "$p" "$p8" || fail "$ext: frame $k ($p dB) is not the closest to the still at t = $ti (frame 0: $p0, frame 8: $p8)"
  # First and last frames differ (the ball moved); the hold repeats the last frame of the motion.
  d=$(psnr "$dir/f0.png" "$dir/f8.png")
  at_least "$d" $same && fail "$ext: first and last frames are the same picture (PSNR $d dB)"
  h=$(psnr "$dir/f8.png" "$dir/f13.png")
  at_least "$h" $same || fail "$ext: the hold is not the last frame (PSNR $h dB)"
done
# The MP4 plays in browsers and slide programs: H.264 yuv420p, the index (moov) before the data (+faststart).
ffprobe -v error -select_streams v:0 -show_entries stream=pix_fmt -of csv=p=0 "$dir/m.mp4" | grep -qx yuv420p ||
  fail "m.mp4 is not yuv420p"
ffprobe -v trace "$dir/m.mp4" 2>&1 | grep -o "type:'\(moov\|mdat\)'" | head -n 1 | grep -q moov ||
  fail "m.mp4: moov is not before mdat (no faststart)"
# Defaults: 30 fps, 4 s + 1 s hold (size kept small here).
expect 0 "$exe" export --lesson edge-normal --out "$dir/d.mp4" --size 64x36
check_probe "$dir/d.mp4" h264 64 36 150 5
# --from/--to: the first frame is the still at --from.
expect 0 "$exe" export "$scene" --out "$dir/ft.gif" --size 320x180 --fps 10 --duration 0.3 --hold 0 --from 0.25 --to 0.5
check_probe "$dir/ft.gif" gif 320 180 3 0.3
expect 0 "$exe" export "$scene" --out "$dir/still.png" --size 320x180 --t 0.25
frame "$dir/ft.gif" 0 "$dir/g0.png"
p=$(psnr "$dir/g0.png" "$dir/still.png")
at_least "$p" 30 || fail "GIF --from 0.25: first frame vs still at t = 0.25: PSNR $p dB < 30"

# moves LESSON WHAT [STILL OPTIONS…]: a lesson whose movie runs its own motion (the sandbox's simulation,
# targeting's shots): frame 0 is the still export (with those options), the last frame has moved on.
moves() {
  local lesson="$1" what="$2" p d
  shift 2
  expect 0 "$exe" export --lesson "$lesson" --out "$dir/m.mp4" --size 320x180 --fps 10 --duration 1 --hold 0
  check_probe "$dir/m.mp4" h264 320 180 10 1
  expect 0 "$exe" export --lesson "$lesson" --out "$dir/still.png" --size 320x180 "$@"
  frame "$dir/m.mp4" 0 "$dir/m0.png"
  frame "$dir/m.mp4" 9 "$dir/m9.png"
  p=$(psnr "$dir/m0.png" "$dir/still.png")
  at_least "$p" 30 || fail "$lesson frame 0 vs still $*: PSNR $p dB < 30"
  d=$(psnr "$dir/m0.png" "$dir/m9.png")
  at_least "$d" $same && fail "$lesson: $what (PSNR $d dB between first and last frame)"
}
moves sandbox "the balls did not move"
moves targeting "the shots did not fly" --t 0

# A deck's slide (DECK.json --slide N): the slide's lesson at its reveal; frame 0 is the slide's still.
printf '{"title": "Test deck", "slides": [{"title": "one", "lesson": "edge-normal"},\n  {"title": "two", "scene": %s, "reveal": 3}]}\n' \
  "$(cat "$scene")" >"$dir/deck.json"
expect 0 "$exe" export "$dir/deck.json" --slide 2 --out "$dir/deck.mp4" --size 320x180 --fps 10 --duration 0.5 --hold 0
check_probe "$dir/deck.mp4" h264 320 180 5 0.5
expect 0 "$exe" export "$dir/deck.json" --slide 2 --out "$dir/still.png" --size 320x180
expect 0 "$exe" export "$scene" --out "$dir/all.png" --size 320x180 --t 0  # every step revealed: not the slide
frame "$dir/deck.mp4" 0 "$dir/d0.png"
p=$(psnr "$dir/d0.png" "$dir/still.png")
q=$(psnr "$dir/d0.png" "$dir/all.png")
at_least "$p" 30 || fail "deck slide 2 frame 0 vs the slide's still: PSNR $p dB < 30"
at_least "$p" "$q" || fail "deck slide 2: frame 0 is closer to the fully revealed figure ($q dB) than to the slide ($p dB)"
expect 2 "$exe" export "$dir/deck.json" --out "$dir/bad.mp4"             # a deck's movie needs --slide
expect 2 "$exe" export "$dir/deck.json" --slide 3 --out "$dir/bad.mp4"   # no such slide
expect 2 "$exe" export "$scene" --slide 1 --out "$dir/bad.mp4"           # a scene has no slides
expect 2 "$exe" export --lesson edge-normal --slide 1 --out "$dir/bad.gif"

# A transparent GIF: some pixels of a frame are see-through, read back with the project's own PNG checker.
expect 0 "$exe" export "$scene" --out "$dir/t.gif" --size 160x90 --fps 10 --duration 0.2 --hold 0 --transparent --no-grid
frame "$dir/t.gif" 1 "$dir/t1.png"
"$check_png" "$dir/t1.png" 160 90 --alpha transparent >"$dir/check" 2>&1 || fail "t.gif: $(cat "$dir/check")"
no_temp "$dir"

# Bad options: exit 2, one line, no file.
for bad in "--fps 0" "--fps 121" "--fps x" "--duration -1" "--duration 0" "--hold -1" "--from nan" \
  "--to" "--t 0.5" "--transparent" "--size 321x180"; do
  # shellcheck disable=SC2086
  expect 2 "$exe" export "$scene" --out "$dir/bad.mp4" $bad
done
expect 2 "$exe" export "$scene" --out "$dir/bad.gif" --fps 60
expect 2 "$exe" export "$scene" --out "$dir/bad.avi"
expect 2 "$exe" export "$scene" --out "$dir/bad.png" --fps 10
expect 2 "$exe" export "$scene" --out "$dir/bad.png" --duration 2
[ -z "$(ls "$dir" | grep '^bad')" ] || fail "a bad command left a file: $(ls "$dir" | grep '^bad')"
# A failed export (missing or unwritable folder): exit 1, no file, no temp file.
expect 1 "$exe" export "$scene" --out "$dir/no/such/dir/bad.mp4" --size 64x36
mkdir "$dir/ro" && chmod a-w "$dir/ro"
if [ "$(id -u)" -ne 0 ]; then
  expect 1 "$exe" export "$scene" --out "$dir/ro/bad.gif" --size 64x36
  [ -z "$(ls -A "$dir/ro")" ] || fail "unwritable folder: $(ls -A "$dir/ro")"
fi
no_temp "$dir"

# FFmpeg's libraries are opened only for a movie (export/ffmpeg.h): a still export, as every start of
# ricochet, loads none of them; a movie loads them.
LD_DEBUG=libs "$exe" export --lesson ray-circle --out "$dir/still.png" --size 64x64 2>"$dir/ld" >/dev/null
grep -q 'libavcodec' "$dir/ld" && fail "a still export loaded FFmpeg's libavcodec"
LD_DEBUG=libs "$exe" export --lesson ray-circle --out "$dir/movie.gif" --size 64x64 --duration 0.1 --hold 0 \
  2>"$dir/ld" >/dev/null
grep -q 'libavcodec' "$dir/ld" || fail "a movie did not load FFmpeg's libavcodec (LD_DEBUG saw none)"

[ "$fails" -eq 0 ] && echo "video export: all checks passed"
exit $((fails > 0))
