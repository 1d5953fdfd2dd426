#!/usr/bin/env bash
# `ricochet export` and `ricochet tour` from the command line, with no display: formats, sizes, alpha,
# exit codes and messages for bad input, and never a partial or temp file left behind.
# Usage: export_cli_test.sh path/to/ricochet SOURCE_DIR
set -uo pipefail
exe="$1"
check_png="$(dirname "$exe")/check-png"  # the tests' PNG check, built beside ricochet (app/tests/tools)
src="$2"
unset DISPLAY WAYLAND_DISPLAY  # no X server: export must not need one
dir="$(mktemp -d)"
trap 'chmod -R u+w "$dir"; rm -rf "$dir"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

# expect CODE CMD... : runs CMD, checks the exit code and that stderr is one line.
expect() {
  local want="$1"; shift
  "$@" >"$dir/out" 2>"$dir/err"
  local got=$?
  [ "$got" -eq "$want" ] || fail "exit $got (want $want): $* :: $(cat "$dir/err")"
  if [ "$want" -ne 0 ]; then
    [ "$(wc -l <"$dir/err")" -eq 1 ] || fail "want one line on stderr: $* :: $(cat "$dir/err")"
  fi
}
# no_leftovers DIR: nothing but the expected files (no .name.XXXXXX temp files).
no_temp() { ! ls -A "$1" | grep -q '^\.' || fail "temp file left in $1: $(ls -A "$1")"; }

lesson=$("$exe" lessons | head -n 1 | cut -f 1)
[ -n "$lesson" ] || { echo "FAIL: ricochet lessons printed nothing" >&2; exit 1; }

# Formats, with no display.
expect 0 "$exe" export --lesson "$lesson" --out "$dir/a.png" --size 640x360 --theme slide
expect 0 "$exe" export --lesson "$lesson" --out "$dir/a.svg" --theme light
expect 0 "$exe" export --lesson "$lesson" --out "$dir/a.pdf" --transparent --t 0.5 --reveal 2
expect 0 "$exe" export --lesson "$lesson" --out "$dir/t.png" --size 320x200 --transparent --no-grid --view -5,-5,5,5
# An opaque export is plain RGB: no alpha channel at all.
"$check_png" "$dir/a.png" 640 360 --alpha none >"$dir/check" 2>&1 || fail "a.png: $(cat "$dir/check")"
xmllint --noout "$dir/a.svg" || fail "a.svg is not valid XML"
grep -q 'xlink:href="#glyph' "$dir/a.svg" || fail "a.svg has no text"
pdfinfo "$dir/a.pdf" | grep -q '^Pages: *1$' || fail "a.pdf: not one page"
pdftotext "$dir/a.pdf" - | grep -q '[A-Za-z]' || fail "a.pdf: no extractable text"
# Transparent: some pixels let the slide show through (lessons may shade the whole view lightly); opaque: none.
"$check_png" "$dir/t.png" 320 200 --alpha transparent >"$dir/check" 2>&1 || fail "t.png: $(cat "$dir/check")"
"$check_png" "$dir/a.png" 640 360 --alpha opaque >"$dir/check" 2>&1 || fail "a.png: $(cat "$dir/check")"
# From a scene file: every example scene in scenes/ whose lesson is in the syllabus.
ids=" $("$exe" lessons | cut -f 1 | tr '\n' ' ') "
for scene in "$src"/scenes/*.json; do
  [ -e "$scene" ] || continue
  id=$(sed -n 's/.*"lesson" *: *"\([a-z0-9-]*\)".*/\1/p' "$scene" | head -n 1)
  case "$ids" in *" $id "*) expect 0 "$exe" export "$scene" --out "$dir/scene.png" --size 320x180 ;; esac
done
no_temp "$dir"

# Bad arguments: exit 2, one line, no file.
expect 2 "$exe" export --lesson "$lesson" --out "$dir/bad.jpg"
expect 2 "$exe" export --lesson "$lesson"
expect 2 "$exe" export --out "$dir/bad.png"
expect 2 "$exe" export --lesson no-such-lesson --out "$dir/bad.png"
expect 2 "$exe" export --lesson "$lesson" --out "$dir/bad.png" --size 0x100
expect 2 "$exe" export --lesson "$lesson" --out "$dir/bad.png" --size big
expect 2 "$exe" export --lesson "$lesson" --out "$dir/bad.png" --theme neon
expect 2 "$exe" export --lesson "$lesson" --out "$dir/bad.png" --t nan
expect 2 "$exe" export --lesson "$lesson" --out "$dir/bad.png" --reveal -1
expect 2 "$exe" export --lesson "$lesson" --out "$dir/bad.png" --view 1,1,0,0
expect 2 "$exe" export --lesson "$lesson" --out "$dir/bad.png" --caption no-such-step
expect 2 "$exe" export --lesson "$lesson" --out "$dir/bad.png" --frobnicate
[ ! -e "$dir/bad.png" ] && [ ! -e "$dir/bad.jpg" ] || fail "a bad command left a file"
# Unreadable scene, unwritable or missing folder: exit 1, no file.
expect 1 "$exe" export "$dir/missing.json" --out "$dir/bad.png"
echo '{"lesson": ' >"$dir/broken.json"
expect 1 "$exe" export "$dir/broken.json" --out "$dir/bad.png"
expect 1 "$exe" export --lesson "$lesson" --out "$dir/no/such/dir/bad.png"
mkdir "$dir/ro" && chmod a-w "$dir/ro"
if [ "$(id -u)" -ne 0 ]; then
  expect 1 "$exe" export --lesson "$lesson" --out "$dir/ro/bad.png"
  [ -z "$(ls -A "$dir/ro")" ] || fail "unwritable folder: $(ls -A "$dir/ro")"
fi
[ ! -e "$dir/bad.png" ] || fail "a failed export left a file"
# --out is replaced (documented): the CLI overwrites only the file it was told to write.
expect 0 "$exe" export --lesson "$lesson" --out "$dir/a.png" --size 320x180
"$check_png" "$dir/a.png" 320 180 >"$dir/check" 2>&1 || fail "a.png was not replaced: $(cat "$dir/check")"
no_temp "$dir"

# The tour: every lesson to DIR/<id>.png, headless.
expect 0 "$exe" tour --out "$dir/tour" --size 480x270
n_lessons=$("$exe" lessons | wc -l)
[ "$(ls "$dir/tour"/*.png | wc -l)" -eq "$n_lessons" ] || fail "tour: $(ls "$dir/tour") for $n_lessons lessons"
expect 2 "$exe" tour
no_temp "$dir/tour"

[ "$fails" -eq 0 ] && echo "export CLI: all checks passed"
exit $((fails > 0))
