#!/usr/bin/env bash
# Installs the Debian 12 packages Ricochet needs. Idempotent: does nothing when all are present.
# Uses sudo when not root. Names any package apt cannot find.
set -euo pipefail

PACKAGES=(
  build-essential cmake pkg-config git clang-format
  libimgui-dev libglfw3-dev python3-glad libstb-dev nlohmann-json3-dev libcairo2-dev
  libgtest-dev libbenchmark-dev fonts-dejavu-core
  xvfb xauth libgl1-mesa-dri
  poppler-utils libxml2-utils
  clang-14 libclang-rt-14-dev
)
# clang-14 + libclang-rt-14-dev: the fuzz build (make fuzz, make test-fuzz). -fsanitize=fuzzer links
# libclang_rt.fuzzer and the ASan/UBSan runtimes from libclang-rt-14-dev, which clang-14 only recommends
# (and --no-install-recommends skips); libfuzzer-14-dev's standalone libFuzzer.a is not needed.

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  SUDO="sudo"
fi

echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
unknown=()
for p in "${missing[@]}"; do
  apt-cache show "$p" >/dev/null 2>&1 || unknown+=("$p")
done
if [ ${#unknown[@]} -gt 0 ]; then
  echo "install-deps: apt cannot find package(s): ${unknown[*]} (is this Debian 12 with the main archive enabled?)" >&2
  exit 1
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
