#!/usr/bin/env bash
# The programs the tests may run. A tool that happens to be on the developer's machine passes there and fails
# on a newcomer's fresh Debian 12, so each listed tool must come from a package scripts/install-deps.sh
# installs, a dependency of one, or one every Debian system has (Essential / Priority: required); and
# scripts/ctest-strict.sh runs the suite with PATH holding only these (--link), so a test that calls any
# other program fails where it calls it ("command not found").
# Usage: check-test-tools.sh               each tool resolved with dpkg -S (ctest deps.test_tools)
#        check-test-tools.sh --link DIR    DIR/<tool>: a link to each tool as PATH finds it
#        check-test-tools.sh --self-test   a tool of no package, of a package not installed by us, and an
#                                          unlisted tool are each refused
set -uo pipefail

TOOLS=(
  sh bash env awk perl basename cat chmod cmp cp cut date diff dirname find grep head id ln ls mkdir mkfifo
  mktemp od readlink realpath rm sed seq sleep sort tail tee timeout tr truncate wc yes  # the shell's tools
  mount mountpoint umount unshare  # full_disk_test.sh: a full disk in a private mount namespace
  make cmake ctest cc c++ as ld emcmake clang-format  # the build; ricochet check runs cc and c++
  Xvfb xvfb-run                                               # the window tests' X server
  pdfinfo pdftotext xmllint ffmpeg ffprobe time chromium      # outputs read back; the browser test
  dpkg-query apt-cache                                        # this check
)

fail() { echo "check-test-tools: FAIL: $*" >&2; }

# check PACKAGE... -- TOOL...: each tool's owner must be among the packages, their dependencies or the
# Essential / required ones; a line for each that is not, and exit 1.
check() {
  local deps=() allowed tool path pkg owners bad=0
  local -A paths=()
  while [ "$1" != -- ]; do deps+=("$1") && shift; done
  shift
  allowed=$({
    apt-cache depends --recurse --installed --no-recommends --no-suggests --no-conflicts --no-breaks \
      --no-replaces --no-enhances "${deps[@]}" | grep -v '^ '
    dpkg-query -W -f '${Package}\t${Essential}\t${Priority}\n' | awk -F'\t' '$2 == "yes" || $3 == "required"'
  } | cut -f1 | sort -u)
  for tool in "$@"; do
    if path=$(type -P "$tool"); then
      paths[$tool]=$(readlink -f "$path")
    else
      fail "$tool is not installed: add its package to scripts/install-deps.sh" && bad=1
    fi
  done
  # "pkg: path" for each file, or for its /usr-merged twin under /; a diversion is not an owner.
  owners=$(dpkg-query -S "${paths[@]}" "${paths[@]#/usr}" 2>/dev/null | grep -v '^diversion')
  for tool in "${!paths[@]}"; do
    path=${paths[$tool]}
    pkg=$(awk -F': ' -v p="$path" -v q="${path#/usr}" '$2 == p || $2 == q {print $1; exit}' <<<"$owners" |
      cut -d, -f1 | cut -d: -f1)
    if [ -z "$pkg" ]; then
      fail "$tool is $path, which no Debian package provides (installed by hand?)" && bad=1
    elif ! grep -qxF "$pkg" <<<"$allowed"; then
      fail "$tool comes from package $pkg, which scripts/install-deps.sh does not install" && bad=1
    fi
  done
  return "$bad"
}

link() {  # link DIR
  mkdir -p "$1" || return 1
  for tool in "${TOOLS[@]}"; do
    path=$(type -P "$tool") && ln -sfn "$path" "$1/$tool"
  done
  return 0
}

self_test() (
  tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
  printf '#!/bin/sh\n' >"$tmp/rt-unpackaged" && chmod +x "$tmp/rt-unpackaged"
  no() { echo "check-test-tools self-test: $*" >&2 && exit 1; }
  refused() { ! out=$(check build-essential -- "$1" 2>&1) && grep -q -- "$2" <<<"$out"; }
  check build-essential -- ls || no "ls (coreutils, Essential) was refused"
  PATH="$tmp:$PATH" refused rt-unpackaged 'rt-unpackaged is .*no Debian package' || no "a tool of no package passed"
  refused pdfinfo 'package poppler-utils, which' || no "pdfinfo passed, and the packages had no poppler-utils"
  PATH="$tmp:$PATH" link "$tmp/bin"
  PATH="$tmp/bin" sh -c 'ls / >/dev/null' || no "a listed tool (ls) did not run with PATH=DIR of --link DIR"
  PATH="$tmp/bin" sh -c 'rt-unpackaged' 2>/dev/null
  [ $? -eq 127 ] || no "an unlisted tool ran with PATH=DIR of --link DIR"
  echo "check-test-tools self-test: ok"
)

case "${1:-}" in
  --link) link "$2" ;;
  --self-test) self_test ;;
  *)
    mapfile -t deps < <(bash "$(dirname "$0")/install-deps.sh" --list)
    check "${deps[@]}" -- "${TOOLS[@]}" && echo "check-test-tools: ${#TOOLS[@]} tools, each from a package" \
      "install-deps.sh installs: ${TOOLS[*]}"
    ;;
esac
