#!/usr/bin/env bash
# `ricochet check` from the command line: exit 0 / 1 / 2, the header, the text, JSON and JUnit reports, the
# --out scene (opened by `ricochet explain`) and PNG, --lib, and the any-language round trip (--cases-out,
# then an answers file).
# Usage: check_cli_test.sh path/to/ricochet path/to/app/tests/check path/to/libricochet_check_reference.so
set -uo pipefail
exe="$1"
check_png="$(dirname "$exe")/check-png"  # the tests' PNG check, built beside ricochet (app/tests/tools)
bugs="$2"
reference="$3"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

expect() {  # expect EXIT_CODE COMMAND...: runs it with stdout in $dir/out and stderr in $dir/err
  local want="$1"; shift
  "$@" >"$dir/out" 2>"$dir/err"
  local got=$?
  [ "$got" -eq "$want" ] || fail "exit $got (want $want): $* :: $(head -5 "$dir/err")"
}

# The header: printed, and what a student compiles against.
expect 0 "$exe" check --header
grep -q "int     rc_point_vs_wall\|int rc_point_vs_wall" "$dir/out" || fail "--header lacks rc_point_vs_wall"
cp "$dir/out" "$dir/ricochet_check.h"
cc -std=c11 -Wall -Werror -fsyntax-only -x c "$dir/ricochet_check.h" || fail "the header does not compile as C"
c++ -std=c++17 -Wall -Werror -fsyntax-only -x c++ "$dir/ricochet_check.h" || fail "the header does not compile as C++"

# All pass: exit 0.
expect 0 "$exe" check "$bugs/good.c" --cases 100
grep -q "9 of 9 functions implemented, 9 pass" "$dir/out" || fail "good.c: $(head -1 "$dir/out")"
expect 0 "$exe" check --lib "$reference" --cases 100

# A bug: exit 1, the report, the JSON, the JUnit file, the scene and the PNG.
expect 1 "$exe" check "$bugs/point_no_test5.c" --out "$dir/out-dir" --junit "$dir/junit.xml" --cases 100
grep -q "FAIL  rc_point_vs_wall" "$dir/out" || fail "no FAIL line: $(cat "$dir/out")"
grep -q "after P1" "$dir/out" || fail "the report does not say after P1"
grep -q '<failure message=' "$dir/junit.xml" || fail "no JUnit failure"
grep -q 'skipped' "$dir/junit.xml" || fail "the functions not implemented are not skipped in JUnit"
expect 0 "$exe" explain "$dir/out-dir/rc_point_vs_wall.json"
grep -q "after P1" "$dir/out" || fail "explain of the failing case does not reach test 5"
expect 0 "$check_png" "$dir/out-dir/rc_point_vs_wall.png" 1280 720
expect 1 "$exe" check "$bugs/point_no_test5.c" --json --cases 50
grep -q '"all_pass": false' "$dir/out" || fail "--json: no all_pass false"

# A crash and an endless loop: reported, exit 1, never a crash of ricochet itself.
expect 1 "$exe" check "$bugs/crash.c" --cases 20
grep -q "SIGSEGV" "$dir/out" || fail "crash.c: no SIGSEGV in $(cat "$dir/out")"
expect 1 "$exe" check "$bugs/loop.c" --cases 20
grep -q "did not return" "$dir/out" || fail "loop.c: no 'did not return' in $(cat "$dir/out")"

# Any language: the cases, answered (here by a copy of the expected answers: the reference as a student's
# program), graded; then an answers file that says 0 everywhere fails.
expect 0 "$exe" check --cases-out "$dir/cases.json" --lesson ray-circle --cases 30
grep -q '"function": "rc_ray_vs_circle"' "$dir/cases.json" || fail "--cases-out: no ray-circle case"
sed 's/"inputs": {/"answer": {"returned": 0}, "inputs": {/' "$dir/cases.json" >"$dir/answers.json"
expect 1 "$exe" check --answers "$dir/answers.json"
grep -q "FAIL  rc_ray_vs_circle" "$dir/out" || fail "--answers: $(cat "$dir/out")"

# A compile error: the compiler's message, exit 1.
printf '#include "ricochet_check.h"\nint rc_reflect(void) { return }\n' >"$dir/broken.c"
expect 1 "$exe" check "$dir/broken.c"
grep -q "does not compile" "$dir/err" || fail "broken.c: $(cat "$dir/err")"

# Usage errors: exit 2, one line.
for args in "" "--cases" "--cases -1" "nothing.c" "student.txt" "--lesson sandbox good.c" "--lesson nope good.c" \
  "$bugs/good.c --lib x.so" "--cases-out c.json --json"; do
  # shellcheck disable=SC2086
  expect 2 "$exe" check $args
  [ "$(wc -l <"$dir/err")" -eq 1 ] || fail "'check $args': want one line on stderr: $(cat "$dir/err")"
done

[ "$fails" -eq 0 ] && echo "check.cli: all good"
exit $((fails > 0))
