#!/usr/bin/env bash
# The test command (README, .ci/run): makes sure what the tests need from the system is there —
# MPFR (the accuracy tests' 256-bit oracle) and rsvg-convert (the plot tests render SVG to PNG)
# — then runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."

have_mpfr() {
  [ -f /usr/include/mpfr.h ] || [ -f /usr/local/include/mpfr.h ] || [ -f /opt/homebrew/include/mpfr.h ] \
    || pkg-config --exists mpfr 2>/dev/null
}

missing=()
have_mpfr || missing+=(libmpfr-dev)
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
[ -d /usr/share/fonts/truetype/dejavu ] || [ "$(uname)" = Darwin ] || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing ${missing[*]} (needed by the tests) ..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The tests need: ${missing[*]}. Install them, then run this again:" >&2
    echo "  Debian/Ubuntu: sudo apt-get install ${missing[*]}" >&2
    echo "  macOS:         brew install mpfr librsvg" >&2
    exit 1
  fi
fi

exec swift test "$@"
