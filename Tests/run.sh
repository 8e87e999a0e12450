#!/usr/bin/env bash
# The test command (README, .ci/run): makes sure the one system library the tests need is
# there — MPFR, the accuracy tests' 256-bit oracle — then runs the whole suite.
set -euo pipefail
cd "$(dirname "$0")/.."

have_mpfr() {
  [ -f /usr/include/mpfr.h ] || [ -f /usr/local/include/mpfr.h ] || [ -f /opt/homebrew/include/mpfr.h ] \
    || pkg-config --exists mpfr 2>/dev/null
}

if ! have_mpfr; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing libmpfr-dev (the accuracy tests' 256-bit reference) ..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libmpfr-dev >/dev/null
  else
    echo "The tests need MPFR. Install it, then run this again:" >&2
    echo "  Debian/Ubuntu: sudo apt-get install libmpfr-dev" >&2
    echo "  macOS:         brew install mpfr" >&2
    exit 1
  fi
fi

exec swift test "$@"
