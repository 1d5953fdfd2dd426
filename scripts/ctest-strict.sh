#!/usr/bin/env bash
# Runs ctest (arguments passed on) and fails when any test did not run: a skipped test is one that never
# checks anything, so `make test` and CI treat it as a failure. Tests that need an X server run under
# xvfb-run; a gtest that can only run in one registration is filtered out of the other (app/tests).
set -uo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
ctest "$@" 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
if grep -q "The following tests did not run" "$log"; then
  echo "ctest-strict: FAIL: tests were skipped or not run (listed above); give them what they need" >&2
  exit 1
fi
exit "$rc"
