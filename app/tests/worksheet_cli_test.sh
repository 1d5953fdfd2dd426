#!/usr/bin/env bash
# `ricochet worksheet` end to end, with no display: page counts, the answer key equal to `ricochet explain`
# of the written scenes, the same sheet for the same seed, lessons and cases in turn, and bad options
# (exit 2, one line naming the option, no file left).
# Usage: worksheet_cli_test.sh path/to/ricochet
set -uo pipefail
exe="$1"
unset DISPLAY WAYLAND_DISPLAY
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }
expect() {  # expect CODE CMD...: the exit code, and one line on stderr when it fails
  local want="$1"; shift
  "$@" >"$dir/out" 2>"$dir/err"
  local got=$?
  [ "$got" -eq "$want" ] || fail "exit $got (want $want): $* :: $(cat "$dir/err")"
  if [ "$want" -ne 0 ]; then
    [ "$(wc -l <"$dir/err")" -eq 1 ] || fail "want one line on stderr: $* :: $(cat "$dir/err")"
  fi
}
pages() { pdfinfo "$1" | sed -n 's/^Pages: *//p'; }
squash() { tr -d ' \t\n\f'; }  # text without its layout: the PDF wraps long lines
export SOURCE_DATE_EPOCH=1700000000  # the PDF's creation date: the same sheet is the same file

# Problems only: three a page.
expect 0 "$exe" worksheet --lesson ray-circle --count 7 --seed 42 --out "$dir/a.pdf"
[ "$(pages "$dir/a.pdf")" = 3 ] || fail "7 problems: want 3 pages, got $(pages "$dir/a.pdf")"
[ "$(cat "$dir/out")" = "$dir/a.pdf" ] || fail "stdout: $(cat "$dir/out")"
pdftotext "$dir/a.pdf" - | grep -q 'Problem 7' || fail "a.pdf: no problem 7"
pdftotext "$dir/a.pdf" - | grep -q 'Answer key' && fail "a.pdf: an answer key without --answers"
expect 0 "$exe" worksheet --lesson ray-circle --count 3 --seed 42 --out "$dir/one.pdf"
[ "$(pages "$dir/one.pdf")" = 1 ] || fail "3 problems: want 1 page"

# With the key and the scenes: the problem pages, then the key, which is `ricochet explain` of each scene.
expect 0 "$exe" worksheet --lesson ray-circle --count 7 --seed 42 --out "$dir/k.pdf" --answers \
  --scenes-out "$dir/scenes"
[ "$(wc -l <"$dir/out")" = 8 ] || fail "stdout: want the PDF and 7 scenes: $(cat "$dir/out")"
n=$(pages "$dir/k.pdf")
[ "$n" -gt 3 ] || fail "k.pdf: want the 3 problem pages and the key, got $n pages"
pdftotext -f 4 -l 4 "$dir/k.pdf" - | head -n 3 | grep -q 'Answer key' || fail "page 4 does not start the key"
pdftotext -f 1 -l 3 "$dir/k.pdf" - | grep -q 'Answer key' && fail "the key starts before page 4"
cmp -s <(pdftotext -f 1 -l 3 "$dir/k.pdf" -) <(pdftotext "$dir/a.pdf" -) || fail "the problem pages differ with --answers"
# The key's text without the page furniture (header line, "Answer key (continued)") a page break puts in.
key=$(pdftotext -f 4 "$dir/k.pdf" - | grep -v -e 'Ricochet worksheet · .* · page [0-9]*$' -e 'Answer key' | squash)
for i in 01 02 03 04 05 06 07; do
  [ -f "$dir/scenes/$i.json" ] || { fail "no scenes/$i.json"; continue; }
  want=$("$exe" explain "$dir/scenes/$i.json" | squash)
  [ -n "$want" ] && [[ "$key" == *"$want"* ]] || fail "the key of problem $i is not \`ricochet explain scenes/$i.json\`"
done
[ ! -e "$dir/scenes/08.json" ] || fail "an 8th scene"
# Cases in turn (hit, miss, graze, …): problem 3 is the third case.
grep -q 'Graze' <("$exe" explain "$dir/scenes/03.json") || fail "problem 3 is not ray-circle's third case (graze)"

# The same seed: the same file and the same scenes; another seed: other problems.
expect 0 "$exe" worksheet --lesson ray-circle --count 7 --seed 42 --out "$dir/k2.pdf" --answers \
  --scenes-out "$dir/scenes2"
cmp -s "$dir/k.pdf" "$dir/k2.pdf" || fail "the same seed gave another PDF"
diff -r "$dir/scenes" "$dir/scenes2" >/dev/null || fail "the same seed gave other scenes"
expect 0 "$exe" worksheet --lesson ray-circle --count 7 --seed 43 --out "$dir/k3.pdf" --scenes-out "$dir/scenes3"
diff -r "$dir/scenes" "$dir/scenes3" >/dev/null && fail "seeds 42 and 43 gave the same scenes"

# Lessons in turn, and one case for all.
expect 2 "$exe" worksheet --lesson elastic-1d,edge-normal --count 4 --case inside --seed 1 --out "$dir/m.pdf"
grep -q 'no such case' "$dir/err" || fail "--case inside is not a case of elastic-1d: $(cat "$dir/err")"
expect 0 "$exe" worksheet --lesson point-segment,circle-segment --count 4 --case both-inside --seed 1 \
  --out "$dir/m.pdf" --scenes-out "$dir/mixed"
for i in 01 03; do grep -q '"point-segment"' "$dir/mixed/$i.json" || fail "mixed/$i.json is not point-segment"; done
for i in 02 04; do grep -q '"circle-segment"' "$dir/mixed/$i.json" || fail "mixed/$i.json is not circle-segment"; done
for i in 01 02 03 04; do
  "$exe" explain "$dir/mixed/$i.json" | grep -q 'both .*inside' || fail "mixed/$i.json is not both inside"
done
# Every lesson with problems makes a sheet with a key.
for id in edge-normal point-segment circle-segment tunneling ray-circle circle-circle elastic-1d pi-blocks \
  elastic-2d targeting; do
  expect 0 "$exe" worksheet --lesson "$id" --count 2 --seed 5 --answers --out "$dir/$id.pdf"
  [ "$(pages "$dir/$id.pdf")" -ge 2 ] || fail "$id: want a problem page and a key"
done

# Bad options: exit 2, one line naming the option, no PDF.
bad() {  # bad OPTION-NAMED ARGS...
  local named="$1"; shift
  expect 2 "$exe" worksheet "$@"
  grep -q -- "$named" "$dir/err" || fail "the error does not name $named: $(cat "$dir/err")"
  [ ! -e "$dir/bad.pdf" ] || { fail "bad.pdf written: $*"; rm -f "$dir/bad.pdf"; }
}
ok=(--lesson ray-circle --count 2 --seed 1 --out "$dir/bad.pdf")
bad --lesson --count 2 --seed 1 --out "$dir/bad.pdf"
bad --lesson --lesson no-such-lesson --count 2 --seed 1 --out "$dir/bad.pdf"
bad --lesson --lesson sandbox --count 2 --seed 1 --out "$dir/bad.pdf"
bad --lesson --lesson ray-circle, --count 2 --seed 1 --out "$dir/bad.pdf"
bad --count --lesson ray-circle --seed 1 --out "$dir/bad.pdf"
bad --count "${ok[@]}" --count 0
bad --count "${ok[@]}" --count 201
bad --count "${ok[@]}" --count two
bad --seed --lesson ray-circle --count 2 --out "$dir/bad.pdf"
bad --seed "${ok[@]}" --seed -1
bad --seed "${ok[@]}" --seed 1.5
bad --case "${ok[@]}" --case bounce
bad --out --lesson ray-circle --count 2 --seed 1
bad --out --lesson ray-circle --count 2 --seed 1 --out "$dir/bad.png"
bad --answers "${ok[@]}" --answers=yes
bad --frobnicate "${ok[@]}" --frobnicate
bad --lesson "${ok[@]}" --lesson
expect 0 "$exe" worksheet --help
grep -q -- '--scenes-out' "$dir/out" || fail "worksheet --help does not describe --scenes-out"
"$exe" --help | grep -q 'ricochet worksheet' || fail "ricochet --help does not list worksheet"
# A folder that cannot be written: exit 1, one line, no PDF.
expect 1 "$exe" worksheet "${ok[@]}" --scenes-out /proc/no-such-dir
[ ! -e "$dir/bad.pdf" ] || fail "bad.pdf written beside a failed --scenes-out"
! ls -A "$dir" | grep -q '^\.' || fail "temp file left in $dir: $(ls -A "$dir")"

[ "$fails" -eq 0 ] && echo "worksheet_cli_test: ok"
exit $((fails > 0))
