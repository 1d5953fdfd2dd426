#!/usr/bin/env bash
# Installs the Debian 12 packages Ricochet needs. Idempotent: does nothing when all are present.
# Uses sudo when not root. Names any package apt cannot find.
set -euo pipefail

# libbox2d-dev and libchipmunk-dev: only for the peer bench (core/bench/peers); the product does not link them.
PACKAGES=(
  build-essential cmake pkg-config git clang-format
  libimgui-dev libglfw3-dev python3-glad libstb-dev nlohmann-json3-dev libcairo2-dev
  libgtest-dev libbenchmark-dev fonts-dejavu-core
  libbox2d-dev libchipmunk-dev
  xvfb xauth libgl1-mesa-dri
  poppler-utils libxml2-utils time
  clang-14 libclang-rt-14-dev
  libavcodec-dev libavformat-dev libavfilter-dev libswscale-dev libavutil-dev ffmpeg
  emscripten chromium fonttools
)
# fonttools: pyftsubset cuts the browser build's fonts to the characters Ricochet draws (web/CMakeLists.txt).
# time: /usr/bin/time, with which app/tests/hostile_test.sh measures each run's peak memory (-f %M).
# clang-14 + libclang-rt-14-dev: the fuzz build (make fuzz, make test-fuzz). -fsanitize=fuzzer links
# libclang_rt.fuzzer and the ASan/UBSan runtimes from libclang-rt-14-dev, which clang-14 only recommends
# (and --no-install-recommends skips); libfuzzer-14-dev's standalone libFuzzer.a is not needed.

# --list: the packages, one a line, and nothing installed (scripts/check-test-tools.sh reads them).
if [ "${1:-}" = --list ]; then
  printf '%s\n' "${PACKAGES[@]}"
  exit 0
fi

# The web build compiles Dear ImGui 1.86 from Debian's source package `imgui` (`apt-get source`, run by
# `make web` into the build tree): that needs a deb-src entry for bookworm main. Added once, if missing.
DEB_SRC=/etc/apt/sources.list.d/ricochet-deb-src.sources
has_deb_src() {
  grep -Eqs '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
    /etc/apt/sources.list.d/*.sources
}

# The browser tests' driver (web/test/: Playwright's playwright-core driving Debian's chromium, and axe-core),
# at the versions web/test/package-lock.json pins, with the machine's Node.js and npm (`npm ci`: the lock file
# exactly; never a browser download). Again whenever the lock file is newer than what was installed.
npm_deps() {
  local dir lock stamp
  dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/web/test"
  lock="$dir/package-lock.json"
  stamp="$dir/node_modules/.package-lock.json"
  [ -f "$lock" ] || return 0
  if [ -f "$stamp" ] && [ "$stamp" -nt "$lock" ]; then return 0; fi
  command -v npm >/dev/null || { echo "install-deps: npm is missing (Node.js 18 or later with npm)" >&2; exit 1; }
  echo "install-deps: npm ci in web/test (playwright-core, @axe-core/playwright)"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
}

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
need_src=0
has_deb_src || need_src=1
if [ ${#missing[@]} -eq 0 ] && [ $need_src -eq 0 ]; then npm_deps; exit 0; fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  SUDO="sudo"
fi

if [ $need_src -eq 1 ]; then
  echo "install-deps: adding a deb-src entry for bookworm main ($DEB_SRC) for \`apt-get source imgui\`"
  printf '%s\n' 'Types: deb-src' 'URIs: http://deb.debian.org/debian' 'Suites: bookworm' 'Components: main' \
    'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg' | $SUDO tee "$DEB_SRC" >/dev/null
  $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
  if [ ${#missing[@]} -eq 0 ]; then npm_deps; exit 0; fi
fi

echo "install-deps: installing ${missing[*]}"
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
unknown=()
for p in "${missing[@]}"; do
  apt-cache show "$p" >/dev/null 2>&1 || unknown+=("$p")
done
if [ ${#unknown[@]} -gt 0 ]; then
  echo "install-deps: apt cannot find package(s): ${unknown[*]} (is this Debian 12 with the main archive enabled?)" >&2
  exit 1
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}"
npm_deps
