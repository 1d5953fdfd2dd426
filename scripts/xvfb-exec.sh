#!/usr/bin/env bash
# xvfb-exec.sh [-a] [-s "SERVER ARGS"] COMMAND [ARGS…]: runs COMMAND under a private Xvfb of its own and exits
# with COMMAND's status. It stands in for `xvfb-run -a` in the tests because it is safe when ctest runs them
# in parallel: Xvfb picks a free display number itself and reports it (-displayfd), where xvfb-run guesses one
# from lock files (two tests starting together take the same number and one fails), and the server's
# clean-up never changes the exit status. -a is accepted (and ignored) so the two read alike.
set -uo pipefail
server_args=(-screen 0 1920x1080x24)
while [ $# -gt 0 ]; do
  case "$1" in
    -a) shift ;;
    -s) read -r -a server_args <<<"$2"; shift 2 ;;
    *) break ;;
  esac
done
[ $# -gt 0 ] || { echo "usage: xvfb-exec.sh [-s 'SERVER ARGS'] COMMAND [ARGS...]" >&2; exit 2; }
dir=$(mktemp -d)
Xvfb -displayfd 3 -nolisten tcp "${server_args[@]}" 3>"$dir/display" 2>"$dir/log" &
xpid=$!
cleanup() {
  kill "$xpid" 2>/dev/null
  wait "$xpid" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
for _ in $(seq 400); do
  [ -s "$dir/display" ] && break
  kill -0 "$xpid" 2>/dev/null || { echo "xvfb-exec: Xvfb did not start: $(tail -n 3 "$dir/log")" >&2; exit 1; }
  sleep 0.05
done
[ -s "$dir/display" ] || { echo "xvfb-exec: Xvfb reported no display within 20 s" >&2; exit 1; }
DISPLAY=":$(head -n 1 "$dir/display")" XAUTHORITY=/dev/null "$@"
rc=$?
exit "$rc"
