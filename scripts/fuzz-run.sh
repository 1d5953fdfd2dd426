#!/usr/bin/env bash
# Runs one libFuzzer harness for $FUZZ_SECONDS (default 30) under ASan + UBSan, from its seeds, and prints
# the campaign's figures; an input that runs longer than $FUZZ_UNIT_TIMEOUT s (default 10) is a finding.
# ctest's fuzz.run.NAME calls it (app/fuzz/CMakeLists.txt); `make fuzz` and `make test-fuzz` run those.
# Usage: fuzz-run.sh NAME FUZZER WORKDIR DICT|"" SEED...   (a seed is a file or a directory of files)
# WORKDIR keeps the corpus the fuzzer grows (WORKDIR/corpus, so later runs start where this one ended),
# the log, and any crash (WORKDIR/crash-*, timeout-*, oom-*): copy such a file into
# app/fuzz/regressions/NAME/ and it is replayed by ctest (fuzz.replay.NAME) in every build from then on.
set -uo pipefail
name="$1" fuzzer="$2" work="$3" dict="$4"
shift 4
seconds="${FUZZ_SECONDS:-30}"
mkdir -p "$work/corpus"
rm -rf "$work/seeds"
mkdir -p "$work/seeds"
for s in "$@"; do
  if [ -d "$s" ]; then
    find "$s" -maxdepth 1 -type f -exec cp -t "$work/seeds" {} +
  else
    cp "$s" "$work/seeds/"
  fi
done
args=(-max_total_time="$seconds" -timeout="${FUZZ_UNIT_TIMEOUT:-10}" -rss_limit_mb=4096 -max_len=8192
      -print_final_stats=1 -close_fd_mask=3 -artifact_prefix="$work/")
[ -n "$dict" ] && args+=(-dict="$dict")
# FUZZ_SEED fixes libFuzzer's random seed (make test's smoke: the same mutations on every run); unset, each
# campaign explores anew (make fuzz).
[ -n "${FUZZ_SEED:-}" ] && args+=(-seed="$FUZZ_SEED")
export ASAN_OPTIONS="${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:${UBSAN_OPTIONS:-}"
"$fuzzer" "${args[@]}" "$work/corpus" "$work/seeds" >"$work/log" 2>&1
rc=$?
# The last status line ("#N DONE cov: C ft: F corp: …") and the final stats.
done_line=$(grep -E '^#[0-9]+' "$work/log" | tail -n 1)
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log")
rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$work/log")
took=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$work/log")
echo "fuzz $name: ${took:-?} s (of $seconds), ${execs:-?} executions, peak RSS ${rss:-?} MB"
echo "fuzz $name: $done_line"
if [ "$rc" -ne 0 ]; then
  tail -n 60 "$work/log"
  echo "fuzz $name: FAILED (exit $rc). Reproduce: $fuzzer <file above>; keep it as app/fuzz/regressions/$name/<name>"
  exit 1
fi
