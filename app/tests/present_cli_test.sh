#!/usr/bin/env bash
# `ricochet present` and deck handouts from the command line: a presentation screenshot at 1280×720 of a slide
# of every shipped deck (and that the reveal changes it), the one-slide decks of a scene and of --lesson,
# one-line errors that name the file, the slide and the field, and `export DECK` to a PDF and to PNGs.
# Usage: present_cli_test.sh path/to/ricochet SOURCE_DIR path/to/xvfb-exec.sh
set -uo pipefail
exe="$1"
check_png="$(dirname "$exe")/check-png"  # the tests' PNG check, built beside ricochet (app/tests/tools)
src="$2"
xvfb="$3"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
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
has() { grep -q -e "$1" "$dir/err" || fail "stderr lacks '$1': $(cat "$dir/err")"; }

# Screenshots of presentation mode: every deck, at 1280×720 (a projector), under one private X server.
shots() {  # shots EXE SOURCE_DIR OUT_DIR (arguments: the X wrapper has variables of its own)
  set -e
  local exe="$1" src="$2" out="$3" deck
  for deck in "$src"/decks/*.json; do
    "$exe" present "$deck" --slide 2 --screenshot "$out/$(basename "$deck" .json).png" --size 1280x720
  done
  "$exe" present "$src/decks/lecture-16.json" --slide 8 --reveal 0 --screenshot "$out/start.png" --size 1280x720
  "$exe" present "$src/decks/lecture-16.json" --slide 8 --reveal bi --screenshot "$out/bi.png" --size 1280x720
  "$exe" present --lesson ray-circle --reveal all --screenshot "$out/lesson.png" --size 1280x720
  "$exe" present "$src/scenes/point-segment.json" --screenshot "$out/scene.png" --size 1600x900
}
"$xvfb" -a -s "-screen 0 1920x1080x24" bash -c "$(declare -f shots); shots \"\$@\"" shots "$exe" "$src" "$dir" \
  || fail "a presentation screenshot failed"
for png in "$dir"/lecture-16.png "$dir"/lecture-10.png "$dir"/lecture-20.png "$dir"/air-hockey.png \
           "$dir"/lecture-17.png "$dir"/start.png "$dir"/bi.png "$dir"/lesson.png; do
  "$check_png" "$png" 1280 720 >"$dir/check" 2>&1 || fail "$(cat "$dir/check")"
done
"$check_png" "$dir/scene.png" 1600 900 >"$dir/check" 2>&1 || fail "$(cat "$dir/check")"
cmp -s "$dir/start.png" "$dir/bi.png" && fail "--reveal 0 and --reveal bi give the same picture"

# Errors: one line, exit 2, naming what is wrong.
expect 2 "$exe" present
has "present needs DECK.json, SCENE.json or --lesson ID"
expect 2 "$exe" present "$src/decks/lecture-16.json" --slide 99 --screenshot "$dir/x.png"
has "lecture-16.json has 14 slides"
expect 2 "$exe" present "$src/decks/lecture-16.json" --slide 2 --reveal zzz --screenshot "$dir/x.png"
has "slide 2: no step 'zzz' in edge-normal here (steps: e, "
expect 2 "$exe" present --lesson edge-normal --reveal 99 --screenshot "$dir/x.png"
has "must be a step count in \[0, [0-9]*\]"
expect 2 "$exe" present --lesson edge-normal --slide 0
expect 2 "$exe" --reveal 3
has "unknown option '--reveal'"
printf '{"title": "Bad", "slides": [{"title": "a", "lesson": "edge-normal"}, {"title": "b", "lesson": "point-segment", "preset": "hitt"}]}' >"$dir/bad.json"
expect 2 "$exe" present "$dir/bad.json" --screenshot "$dir/x.png"
has "bad.json: slide 2: preset: no preset 'hitt' in point-segment"
expect 2 "$exe" "$dir/bad.json" --screenshot "$dir/x.png"
has "bad.json: slide 2: preset"
expect 1 "$exe" export "$dir/bad.json" --out "$dir/bad.pdf"
has "bad.json: slide 2: preset"
[ -e "$dir/bad.pdf" ] && fail "a refused deck left bad.pdf"

# Handouts: a page per slide, or a PNG per slide; options for one figure are refused for a deck.
unset DISPLAY WAYLAND_DISPLAY
expect 0 "$exe" export "$src/decks/lecture-20.json" --out "$dir/h.pdf"
slides=$(grep -c '"title"' "$src/decks/lecture-20.json")  # the deck's title line counts once more
pdfinfo "$dir/h.pdf" | grep -q "^Pages: *$((slides - 1))$" || fail "h.pdf: not one page per slide"
pdftotext -enc UTF-8 "$dir/h.pdf" "$dir/h.txt" && grep -q "b² − 4ac" "$dir/h.txt" || fail "h.pdf: no derivation text"
expect 0 "$exe" export "$src/decks/lecture-20.json" --out "$dir/pages/" --size 1123x794
[ "$(ls "$dir/pages" | grep -c '^slide-[0-9][0-9].png$')" -eq $((slides - 1)) ] || fail "pages/: not a PNG per slide"
"$check_png" "$dir/pages/slide-01.png" 1123 794 >"$dir/check" 2>&1 || fail "$(cat "$dir/check")"
# The students' copy has no notes; --notes makes the presenter's copy, and is refused for a single figure.
grep -q "Presenter's notes" "$dir/h.txt" && fail "h.pdf: the students' handout prints notes"
expect 0 "$exe" export "$src/decks/lecture-20.json" --out "$dir/p.pdf" --notes
pdftotext -enc UTF-8 "$dir/p.pdf" "$dir/p.txt" && [ "$(grep -c "Presenter's notes" "$dir/p.txt")" -eq $((slides - 1)) ] ||
  fail "p.pdf: not the notes on every page"
expect 2 "$exe" export "$src/scenes/point-segment.json" --out "$dir/n.png" --notes
has "--notes is for a deck's handout"
expect 2 "$exe" export "$src/decks/lecture-20.json" --out "$dir/h.pdf" --caption a
has "shapes one figure"
expect 2 "$exe" export "$src/decks/lecture-20.json" --out "$dir/h.svg"
has "a deck exports to a .pdf handout or to a folder"
expect 2 "$exe" export "$src/scenes/point-segment.json" --out "$dir/dir/"
has "a folder is for a deck"
ls -A "$dir" | grep -q '^\.' && fail "temp file left: $(ls -A "$dir")"

[ "$fails" -eq 0 ] && echo "present_cli_test: all passed"
exit $((fails > 0))
