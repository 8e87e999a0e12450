#!/usr/bin/env bash
# The test command (README, .ci/run): makes sure what the tests need from the system is there —
# MPFR (the accuracy tests' 256-bit oracle), rsvg-convert (the plot tests render SVG to PNG) and
# GNU time (the hostile-input runs measure each command) — then runs the whole suite, and the
# built `curve` on every hostile input under a hard cap (10 s, 500 MB of address space), and
# builds the README's library example in a new package that depends on this one by path.
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
[ -x /usr/bin/time ] || missing+=(time)

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

swift test "$@"
# Bounded work is measured as it ships: on a release build.
swift build -c release --product curve
python3 Tests/Hostile/hostile.py --curve "$(swift build -c release --show-bin-path)/curve"
bash Tests/Adoption/check.sh
