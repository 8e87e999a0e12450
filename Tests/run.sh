#!/usr/bin/env bash
# The test command (README, .ci/run): makes sure what the tests need from the system is there —
# MPFR (the accuracy tests' 256-bit oracle), rsvg-convert (the plot tests render SVG to PNG),
# GNU time (the hostile-input runs measure each command), sollya and mpmath (the math tables'
# derivation and the reference's check), qemu-user and the aarch64 cross C library (the same-bits
# check on aarch64), Chromium and Selenium (the playground's browser tests), TypeScript and
# esbuild (the typed package, the bundled page) — then runs the whole
# suite, the same-bits check of CurveKit's math, the built `curve` on every hostile input under a
# hard cap (10 s, 500 MB of address space), the WebAssembly module's tests in Node and in
# Chromium, and builds the README's library example in a new package that depends on this one by
# path.
set -euo pipefail
cd "$(dirname "$0")/.."

have_mpfr() {
  [ -f /usr/include/mpfr.h ] || [ -f /usr/local/include/mpfr.h ] || [ -f /opt/homebrew/include/mpfr.h ] \
    || pkg-config --exists mpfr 2>/dev/null
}

have_mpfi() {
  [ -f /usr/include/mpfi.h ] || [ -f /usr/local/include/mpfi.h ] || [ -f /opt/homebrew/include/mpfi.h ]
}

missing=()
have_mpfr || missing+=(libmpfr-dev)
# MPFI, interval arithmetic over MPFR: the soundness fuzzer's oracle (Tests/CurveSoundnessTests).
have_mpfi || missing+=(libmpfi-dev)
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
[ -d /usr/share/fonts/truetype/dejavu ] || [ "$(uname)" = Darwin ] || missing+=(fonts-dejavu-core)
[ -x /usr/bin/time ] || missing+=(time)
if [ "$(uname)" = Linux ]; then
  command -v sollya >/dev/null || missing+=(sollya)
  python3 -c "import mpmath" 2>/dev/null || missing+=(python3-mpmath)
  command -v qemu-aarch64 >/dev/null || missing+=(qemu-user)
  command -v aarch64-linux-gnu-gcc >/dev/null || missing+=(gcc-aarch64-linux-gnu)
  [ -d /usr/aarch64-linux-gnu/include ] || missing+=(libc6-dev-arm64-cross)
  [ -f /usr/lib/wasm32-wasi/libc.a ] || missing+=(wasi-libc)
  command -v wasm-opt >/dev/null || missing+=(binaryen)
  command -v chromium >/dev/null || missing+=(chromium)
  command -v chromedriver >/dev/null || missing+=(chromium-driver)
  command -v tsc >/dev/null || missing+=(node-typescript)
  command -v esbuild >/dev/null || missing+=(esbuild)
  python3 -m venv --help >/dev/null 2>&1 || missing+=(python3-venv)
fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing ${missing[*]} (needed by the tests) ..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "The tests need: ${missing[*]}. Install them, then run this again:" >&2
    echo "  Debian/Ubuntu: sudo apt-get install ${missing[*]}" >&2
    echo "  macOS:         brew install mpfr mpfi librsvg" >&2
    exit 1
  fi
fi

# Selenium drives the browser tests' Chromium (from PyPI: Debian has no package of it).
python3 -c "import selenium" 2>/dev/null || python3 -m pip install -q selenium

swift test "$@"
# The expression corpus again with the block math replaced by its scalar loop: the same bits.
CURVEKIT_SCALAR_MATH=1 swift test --skip-build --filter ConformanceTests
bash Tests/Math/check.sh
# Bounded work is measured as it ships: on a release build.
swift build -c release --product curve
python3 Tests/Hostile/hostile.py --curve "$(swift build -c release --show-bin-path)/curve"
# The WebAssembly module and its JavaScript API, against both corpora and the native command;
# its types under tsc --strict, and the packed tarball installed offline into a new project.
bash Web/build.sh
CURVE="$(swift build -c release --show-bin-path)/curve" node --test Web/tests/
# The Python package in a fresh virtual environment, against the same corpora and command.
CURVE="$(swift build -c release --show-bin-path)/curve" bash Python/check.sh
# The playground in headless Chromium: typing, a slider, errors, frames, links (screenshots in
# .build/artifacts/playground).
python3 Web/tests/playground_test.py
# A page bundled by esbuild, and a worker that keeps it responsive, in headless Chromium.
python3 Web/tests/browser_test.py
bash Tests/Adoption/check.sh
