#!/usr/bin/env bash
# Regression cases of issue 18 (repro/, copied from the report): sandbox scenes that made `ricochet simulate`
# crash in the engine (and of issue 9's fuzzing: a 10⁻⁶ ball on a 10⁶ wall, beyond what doubles resolve), and a scene nested 150,000 arrays deep that overflowed the stack. Each must now be
# refused with one line naming the file and the field, and a non-zero exit that is not a signal.
# Usage: repro_test.sh path/to/ricochet SOURCE_DIR
set -uo pipefail
exe="$1"
repro="$2/app/tests/repro"
unset DISPLAY WAYLAND_DISPLAY  # none of these commands may need a display
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

# refused CODE TEXT CMD... : CMD exits with CODE (not a crash: > 128 would be a signal), prints one line on
# stderr, and that line contains TEXT.
refused() {
  local want="$1" text="$2"; shift 2
  "$@" >"$dir/out" 2>"$dir/err"
  local got=$?
  [ "$got" -eq "$want" ] || fail "exit $got (want $want): $* :: $(head -c 300 "$dir/err")"
  [ "$(wc -l <"$dir/err")" -eq 1 ] || fail "want one line on stderr: $* :: $(head -c 300 "$dir/err")"
  grep -qF -- "$text" "$dir/err" || fail "want '$text' on stderr: $* :: $(head -c 300 "$dir/err")"
}

for case in "sandbox-mass-max.json|balls[0].m: must be in [1e-6, 1e6], got 1.7976931348623157e308" \
            "sandbox-v-1e308.json|balls[0].v[0]: must be within ±1e6, got 1e308" \
            "sandbox-gravity-1e308.json|gravity[1]: must be within ±1e6, got -1e308" \
            "sandbox-radius-1e-6-wall-1e6.json|balls[0].r: is 1e-6, below 1e-5 × the scene's extent 1e6 (walls[0].p0[0]): a radius must be at least 10 at that scale"; do
  file="$repro/${case%%|*}"
  why="${case#*|}"
  refused 1 "$file: $why" "$exe" simulate "$file" --steps 200
  refused 1 "$file: $why" "$exe" export "$file" --out "$dir/a.png"
done

# The deep file is made here, from the report's script (300 kB: not worth keeping in the repository).
bash "$repro/make-deep.sh" >"$dir/deep.json"
[ "$(wc -c <"$dir/deep.json")" -gt 300000 ] || fail "make-deep.sh wrote $(wc -c <"$dir/deep.json") bytes"
deep="$dir/deep.json: balls: nested deeper than 64 levels of [ ] and { }"
refused 1 "$deep" "$exe" simulate "$dir/deep.json" --steps 1
refused 1 "$deep" "$exe" export "$dir/deep.json" --out "$dir/a.png"
refused 1 "$deep" "$exe" explain "$dir/deep.json"
refused 2 "$deep" "$exe" "$dir/deep.json" --screenshot "$dir/s.png"
# The same depth from stdin, and a deep value that is not a field of a known lesson.
refused 1 "<stdin>: balls: nested deeper" bash -c "\"\$0\" explain - <\"\$1\"" "$exe" "$dir/deep.json"
# Found by fuzzing (app/fuzz, harness scene): a number beyond a double (1e400) escaped the JSON reader as an
# uncaught exception, and `ricochet explain` aborted.
printf '{"lesson":"edge-normal","p0":[0,0],"p1":[4,0],"p":[2,1e400]}' >"$dir/big.json"
big="$dir/big.json: p[1]: must be a finite number, got 1e400"
refused 1 "$big" "$exe" explain "$dir/big.json"
refused 1 "$big" "$exe" export "$dir/big.json" --out "$dir/a.png"
refused 2 "$big" "$exe" "$dir/big.json" --screenshot "$dir/s.png"
printf '{"lesson":"sandbox","balls":[{"p":[0,0],"r":1,"m":-2e999}]}' >"$dir/big-sandbox.json"
refused 1 "balls[0].m: must be a finite number, got -2e999" "$exe" simulate "$dir/big-sandbox.json" --steps 1
# Found by fuzzing (harness scene, the campaign): `ricochet explain` of a sandbox table with no balls read
# ball 0 of the empty list and died of SIGSEGV. Such a table is explained (0 balls, no event).
printf '{"lesson":"sandbox","walls":[{"p0":[0,0],"p1":[0,20]}]}' >"$dir/no-balls.json"
"$exe" explain "$dir/no-balls.json" >"$dir/out" 2>"$dir/err"
rc=$?
[ "$rc" -eq 0 ] && [ ! -s "$dir/err" ] || fail "explain of a table with no balls: exit $rc :: $(head -c 300 "$dir/err")"
[ ! -e "$dir/a.png" ] || fail "a refused scene left an export behind"

[ "$fails" -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
echo "all repro cases refused with one line"
