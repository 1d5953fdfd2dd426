#!/usr/bin/env bash
# Runs ctest (arguments passed on) and fails when any test did not run: a skipped test is one that never
# checks anything, so `make test` and CI treat it as a failure. Tests that need an X server run under
# xvfb-run; a gtest that can only run in one registration is filtered out of the other (app/tests).
# The tests run with PATH holding only the tools scripts/check-test-tools.sh lists, so a test that calls a
# program not on that list fails here as it would on a fresh machine without it.
set -uo pipefail
log=$(mktemp)
tools=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$tools"' EXIT
"$(dirname "$0")/check-test-tools.sh" --link "$tools" || exit 1
# The sanitizers' symbolizer is no tool of the tests: given by its path, a report keeps its file and line.
symbolizer=$(type -P llvm-symbolizer) && export ASAN_SYMBOLIZER_PATH="${ASAN_SYMBOLIZER_PATH:-$symbolizer}"
PATH="$tools" "$(type -P ctest)" "$@" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
if grep -q "The following tests did not run" "$log"; then
  echo "ctest-strict: FAIL: tests were skipped or not run (listed above); give them what they need" >&2
  exit 1
fi
exit "$rc"
