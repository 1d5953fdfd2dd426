#!/usr/bin/env bash
# Practice mode from the command line: screenshots of a lesson in practice, of a generated problem and of a
# Check (they differ from each other and from the lesson shown whole), and one-line errors with exit 2.
# Usage: practice_cli_test.sh path/to/ricochet path/to/xvfb-exec.sh
set -uo pipefail
exe="$1"
check_png="$(dirname "$exe")/check-png"  # the tests' PNG check, built beside ricochet (app/tests/tools)
xvfb="$2"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

shots() {  # shots EXE OUT_DIR
  set -e
  local exe="$1" out="$2"
  "$exe" --lesson ray-circle --screenshot "$out/whole.png" --size 1280x720 --ui-scale 1.5
  "$exe" --lesson ray-circle --practice --screenshot "$out/practice.png" --size 1280x720 --ui-scale 1.5
  "$exe" --lesson ray-circle --practice-answers '{"ti": 0.86, "collides": "no"}' \
    --screenshot "$out/checked.png" --size 1280x720 --ui-scale 1.5
  "$exe" --lesson elastic-2d --problem glancing:3 --screenshot "$out/problem.png" --size 1920x1080
  "$exe" --lesson elastic-2d --problem glancing:3 --screenshot "$out/problem-again.png" --size 1920x1080
}
"$xvfb" -a -s "-screen 0 1920x1080x24" bash -c "$(declare -f shots); shots \"\$@\"" shots "$exe" "$dir" \
  || fail "a practice screenshot failed"
for png in whole practice checked; do
  "$check_png" "$dir/$png.png" 1280 720 >"$dir/check" 2>&1 || fail "$(cat "$dir/check")"
done
"$check_png" "$dir/problem.png" 1920 1080 >"$dir/check" 2>&1 || fail "$(cat "$dir/check")"
cmp -s "$dir/whole.png" "$dir/practice.png" && fail "practice looks like the whole lesson"
cmp -s "$dir/practice.png" "$dir/checked.png" && fail "a Check changed nothing on screen"
cmp -s "$dir/problem.png" "$dir/problem-again.png" || fail "the same problem seed drew two different pictures"

# Every lesson with an exercise, in practice on a problem of any case, in turn at 1366 × 768 and at
# 1280 × 720 × 1.5: the window renders (that every given is in view without scrolling, at both sizes, is
# Layout's PracticeGivens.*, headless).
every() {
  set -e
  local exe="$1" out="$2" n=0
  for id in edge-normal point-segment circle-segment tunneling ray-circle circle-circle elastic-1d pi-blocks \
    elastic-2d targeting; do
    if [ $((n++ % 2)) -eq 0 ]; then
      "$exe" --lesson "$id" --problem any:1 --screenshot "$out/$id-1366.png" --size 1366x768
    else
      "$exe" --lesson "$id" --problem any:1 --screenshot "$out/$id-1280.png" --size 1280x720 --ui-scale 1.5
    fi
  done
}
"$xvfb" -a -s "-screen 0 1366x768x24" bash -c "$(declare -f every); every \"\$@\"" every "$exe" "$dir" \
  || fail "a practice screenshot of a lesson failed"
for png in "$dir"/*-1366.png; do
  "$check_png" "$png" 1366 768 >"$dir/check" 2>&1 || fail "$(cat "$dir/check")"
done
for png in "$dir"/*-1280.png; do
  "$check_png" "$png" 1280 720 >"$dir/check" 2>&1 || fail "$(cat "$dir/check")"
done
[ "$(ls "$dir"/*-1366.png "$dir"/*-1280.png | wc -l)" -eq 10 ] || fail "want 10 lessons' practice screenshots"

# Errors: exit 2, one line naming what is wrong (checked before or right after the window opens).
expect() {
  local want="$1" text="$2"; shift 2
  "$@" >"$dir/out" 2>"$dir/err"
  local got=$?
  [ "$got" -eq "$want" ] || fail "exit $got (want $want): $* :: $(cat "$dir/err")"
  [ "$(wc -l <"$dir/err")" -eq 1 ] || fail "want one line on stderr: $* :: $(cat "$dir/err")"
  grep -q -e "$text" "$dir/err" || fail "stderr lacks '$text': $(cat "$dir/err")"
}
expect 2 "--problem needs CASE:SEED" "$exe" --lesson ray-circle --problem hit
expect 2 "--problem needs CASE:SEED" "$exe" --lesson ray-circle --problem hit:0
expect 2 "--practice-answers needs a JSON object" "$exe" --lesson ray-circle --practice-answers '[1]'
bad() {  # under X: the lesson must be open to know its cases and questions
  local exe="$1" out="$2"
  "$exe" --lesson ray-circle --problem zzz:7 --screenshot "$out/x.png" 2>"$out/e1"; echo $? >"$out/c1"
  "$exe" --lesson sandbox --practice --screenshot "$out/x.png" 2>"$out/e2"; echo $? >"$out/c2"
  "$exe" --lesson elastic-2d --practice-answers '{"zz": 1}' --screenshot "$out/x.png" 2>"$out/e3"; echo $? >"$out/c3"
  "$exe" --lesson elastic-2d --practice-answers '{"n": 1}' --screenshot "$out/x.png" 2>"$out/e4"; echo $? >"$out/c4"
}
"$xvfb" -a -s "-screen 0 1280x720x24" bash -c "$(declare -f bad); bad \"\$@\"" bad "$exe" "$dir"
for k in 1 2 3 4; do
  [ "$(cat "$dir/c$k")" = 2 ] || fail "case $k exits $(cat "$dir/c$k"), not 2: $(cat "$dir/e$k")"
  [ "$(wc -l <"$dir/e$k")" -eq 1 ] || fail "case $k: want one line: $(cat "$dir/e$k")"
done
grep -q "no case 'zzz' (cases: any, hit, miss" "$dir/e1" || fail "$(cat "$dir/e1")"
grep -q "sandbox has no exercise" "$dir/e2" || fail "$(cat "$dir/e2")"
grep -q "zz: elastic-2d asks no such result" "$dir/e3" || fail "$(cat "$dir/e3")"
grep -q "n: needs \[x, y\]" "$dir/e4" || fail "$(cat "$dir/e4")"

[ "$fails" -eq 0 ] && echo "practice cli: all checks passed"
exit $((fails > 0))
