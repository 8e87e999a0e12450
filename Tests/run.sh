#!/usr/bin/env bash
# The test command (README).
#
#   bash Tests/run.sh [--all] [swift test options…]
#
# Without --all, the quick suite (about 11 minutes on a fresh 2-core machine, installs
# included): every Swift test target on a debug build (the accuracy and soundness tests are empty
# without their MPFR oracle, see --all), the expression corpus again on the scalar math loop, the
# WebAssembly module built and tested in Node against both corpora and the native `curve` (with
# its TypeScript types and the packed tarball), and the Python package in a fresh virtual
# environment.
#
# With --all (what CI runs, `.ci/run`; about 35 minutes), also: the accuracy tests against MPFR
# and the soundness fuzzer against MPFI (the Oracle trait), the same-bits check of CurveKit's math
# (its tables, aarch64 under qemu, wasm32), a release `curve` on every hostile input under a hard
# cap (10 s, 500 MB), `curve reduce` against an independent Hausdorff measure, `curve relation`
# against Graphest's reference images, the Node and Python tests against that release build,
# the playground and a bundled page in headless
# Chromium, the README's library example built in a new package, the corpora's truth checked
# again with mpmath, the Embedded Swift builds, the documentation and API checks, and smoke runs
# of the benchmarks and the fuzzers.
#
# First it makes sure what those suites need from the system is there: it installs it with apt-get
# when run as root, and otherwise says exactly what to install. Each step prints its time, and a
# summary closes the run.
set -euo pipefail
cd "$(dirname "$0")/.."

all=false
mode=""
if [ "${1:-}" = --all ]; then
  all=true
  mode=" --all"
  shift
fi

# MARK: Timing

run_start=$SECONDS
timings=()
current=""
step() {  # NAME COMMAND…: runs COMMAND as one step of the summary
  current=$1
  shift
  local start=$SECONDS
  echo "== $current"
  "$@"
  timings+=("$(printf '%6d s  %s' $((SECONDS - start)) "$current")")
  echo "-- $current: $((SECONDS - start)) s"
  current=""
}
# A step in the background: its output goes to .build/test-logs/KEY.log, printed by join_step.
# It runs in its own process group, so a failing run stops it and what it started.
running=""
step_in_background() {  # NAME KEY COMMAND…
  local name=$1 key=$2
  shift 2
  mkdir -p .build/test-logs
  echo "== $name: started"
  # It writes its own time to KEY.seconds when it ends: joined later, it may have ended sooner.
  local run=(bash -c '"${@:2}"; status=$?; echo "$SECONDS" > "$1"; exit "$status"' step ".build/test-logs/$key.seconds" "$@")
  rm -f ".build/test-logs/$key.seconds"
  if command -v setsid >/dev/null; then
    setsid "${run[@]}" > ".build/test-logs/$key.log" 2>&1 &
  else
    "${run[@]}" > ".build/test-logs/$key.log" 2>&1 &
  fi
  printf -v "pid_$key" %s $!
  printf -v "name_$key" %s "$name"
  running="$running $key"
}
join_step() {  # KEY: waits for the step, prints its output, fails the run if it failed
  local key=$1 status=0 pid="pid_$1" name="name_$1"
  current=${!name}
  wait "${!pid}" || status=$?
  running=${running/ $key/}
  echo "== $current: output"
  cat ".build/test-logs/$key.log"
  [ "$status" = 0 ] || exit "$status"
  local took
  took=$(cat ".build/test-logs/$key.seconds")
  timings+=("$(printf '%6d s  %s (joined at %d s)' "$took" "$current" $((SECONDS - run_start)))")
  echo "-- $current: $took s"
  current=""
}
summary() {
  local status=$? key pid
  # A step still running in the background when a step fails is stopped with the run.
  for key in $running; do
    pid="pid_$key"
    kill -- "-${!pid}" 2>/dev/null || kill "${!pid}" 2>/dev/null || true
  done
  echo
  echo "== bash Tests/run.sh$mode: step times"
  local line
  for line in ${timings[@]+"${timings[@]}"}; do echo "$line"; done
  [ -z "$current" ] || echo "FAILED  $current"
  printf '%6d s  total\n' $((SECONDS - run_start))
  exit "$status"
}
trap summary EXIT

# MARK: What the suites need from the system

have_header() {  # NAME.h: in a standard include path
  [ -f "/usr/include/$1" ] || [ -f "/usr/local/include/$1" ] || [ -f "/opt/homebrew/include/$1" ]
}

missing=()
# The quick suite: rsvg-convert and a font (the plot tests render SVG to PNG), wasi-libc (C
# headers and libc for the WebAssembly module), binaryen (wasm-opt shrinks it), TypeScript (the
# typed package) and venv (the Python package's fresh environment).
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
[ -d /usr/share/fonts/truetype/dejavu ] || [ "$(uname)" = Darwin ] || missing+=(fonts-dejavu-core)
if [ "$(uname)" = Linux ]; then
  [ -f /usr/lib/wasm32-wasi/libc.a ] || missing+=(wasi-libc)
  command -v wasm-opt >/dev/null || missing+=(binaryen)
  command -v tsc >/dev/null || missing+=(node-typescript)
  python3 -m venv --help >/dev/null 2>&1 || missing+=(python3-venv)
fi
if $all; then
  # MPFR and MPFI (the Oracle trait's accuracy and soundness tests), GNU time (the hostile-input
  # runs' peak RSS), sollya and mpmath (the math tables' derivation, the reference's and the
  # corpora's check), qemu-user and the aarch64 cross C library (the same-bits check on
  # aarch64), Chromium and its driver (the browser tests), esbuild (the bundled page).
  have_header mpfr.h || pkg-config --exists mpfr 2>/dev/null || missing+=(libmpfr-dev)
  have_header mpfi.h || missing+=(libmpfi-dev)
  [ -x /usr/bin/time ] || missing+=(time)
  if [ "$(uname)" = Linux ]; then
    command -v sollya >/dev/null || missing+=(sollya)
    python3 -c "import mpmath" 2>/dev/null || missing+=(python3-mpmath)
    command -v qemu-aarch64 >/dev/null || missing+=(qemu-user)
    command -v aarch64-linux-gnu-gcc >/dev/null || missing+=(gcc-aarch64-linux-gnu)
    [ -d /usr/aarch64-linux-gnu/include ] || missing+=(libc6-dev-arm64-cross)
    command -v chromium >/dev/null || missing+=(chromium)
    command -v chromedriver >/dev/null || missing+=(chromium-driver)
    command -v esbuild >/dev/null || missing+=(esbuild)
  fi
fi

install() {
  echo "Installing ${missing[*]} (needed by the tests) ..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    step "install (apt-get)" install
  else
    echo "The tests need: ${missing[*]}. Install them, then run this again:" >&2
    echo "  Debian/Ubuntu: sudo apt-get install ${missing[*]}" >&2
    echo "  macOS:         brew install librsvg$($all && echo ' mpfr mpfi')" >&2
    exit 1
  fi
fi
# Selenium drives the browser tests' Chromium (from PyPI: Debian has no package of it).
if $all && ! python3 -c "import selenium" 2>/dev/null; then
  step "install (pip: selenium)" python3 -m pip install -q selenium
fi

# MARK: The quick suite (and the first part of --all)

# --all builds with the Oracle trait; every swift command of a run uses the same traits, so the
# debug build is made once (a trait is a condition of every module: toggling it rebuilds them).
traits=()
$all && traits=(--traits Oracle)
# The WebAssembly module is built by one single-threaded compiler after another, so it runs
# beside the Swift build and tests, which leave a core idle much of the time; its output is
# printed when it is joined.
step_in_background "Web/build.sh (WebAssembly module, beside the Swift steps)" wasm bash Web/build.sh
step "swift build --build-tests (debug)" swift build --build-tests ${traits[@]+"${traits[@]}"}
step "swift test" swift test --skip-build ${traits[@]+"${traits[@]}"} "$@"
# The expression corpus again with the block math replaced by its scalar loop: the same bits.
step "swift test, CURVEKIT_SCALAR_MATH=1 (expression corpus)" \
  env CURVEKIT_SCALAR_MATH=1 swift test --skip-build ${traits[@]+"${traits[@]}"} --filter ConformanceTests
# The native command the Node and Python tests compare with, byte for byte: the debug build
# just made; with --all the release build, as it ships.
curve="$(swift build --show-bin-path ${traits[@]+"${traits[@]}"})/curve"
if $all; then
  step "swift build -c release --product curve" swift build -c release --product curve
  curve="$(swift build -c release --show-bin-path)/curve"
fi
join_step wasm
# The Python package in a fresh virtual environment, against the same corpora and command,
# beside the Node tests.
step_in_background "Python/check.sh (beside the Node tests)" python env CURVE="$curve" bash Python/check.sh
# The WebAssembly module and its JavaScript API, against both corpora and the native command;
# its types under tsc --strict, and the packed tarball installed offline into a new project.
step "node --test Web/tests/" env CURVE="$curve" node --test Web/tests/
join_step python

$all || exit 0

# MARK: The long suites (--all)

# Bounded work is measured as it ships: on a release build.
step "hostile inputs (release curve)" python3 Tests/Hostile/hostile.py --curve "$curve"
step "Tests/Math/check.sh (same bits: tables, aarch64, wasm32)" bash Tests/Math/check.sh
# `curve reduce` against a measure written apart from it (Tests/Reduction: Python, numpy and
# scipy, in a virtual environment when they are not installed): each proven deviation at least
# the distance measured, and the options, formats and errors.
reduction_check() {
  local python=python3
  if ! python3 -c "import numpy, scipy" 2>/dev/null; then
    python3 -m venv .build/reduction-venv
    .build/reduction-venv/bin/python -m pip install -q --disable-pip-version-check numpy scipy
    python=.build/reduction-venv/bin/python
  fi
  CURVE="$curve" "$python" Tests/Reduction/check.py
}
step "Tests/Reduction (curve reduce against an independent measure)" reduction_check
# `curve relation` against Graphest's reference images (Tests/Graphest, Python's standard
# library): no pixel proven true where Graphest proves none, or false where it proves one.
step "Tests/Graphest (curve relation against Graphest's reference images)" env CURVE="$curve" python3 Tests/Graphest/check.py
# The playground in headless Chromium: typing, a slider, errors, frames, links (screenshots in
# .build/artifacts/playground).
step "playground in Chromium" python3 Web/tests/playground_test.py
# A page bundled by esbuild, and a worker that keeps it responsive, in headless Chromium.
step "bundled page in Chromium" python3 Web/tests/browser_test.py
step "Tests/Adoption/check.sh" bash Tests/Adoption/check.sh
# The corpora's truth checked again with mpmath at 40 or 50 digits, and the JSON the tests read
# is what each script writes.
corpora() {
  python3 Grammar/tools/make_discontinuity_corpus.py --check
  python3 Grammar/tools/make_analysis_corpus.py --check
  python3 Grammar/tools/make_relation_corpus.py --check
  python3 Grammar/tools/make_plane_curve_corpus.py --check
  python3 Grammar/tools/make_integral_corpus.py --check
}
step "corpora --check (mpmath)" corpora
# The core modules in Embedded Swift, for wasm32 and (compile only) arm64-apple-ios.
step "Tests/Embedded/check.sh" bash Tests/Embedded/check.sh
# Every public symbol documented, and each module's DocC catalog clean under --analyze; the
# public API against its checked-in baseline (a breaking change fails until the baseline is
# updated with it).
step "Tests/Docs/check.sh" bash Tests/Docs/check.sh
step "Tests/API/check.sh" bash Tests/API/check.sh
# Smoke runs (not judged on timings): the benchmark suite and a short fuzz of each target.
bench() {
  swift build -c release --product curve-bench >/dev/null
  .build/release/curve-bench --quick
}
step "curve-bench --quick" bench
fuzz() {
  local target
  for target in expression frame plot; do
    FUZZ_SEED=1 FUZZ_WORK=/tmp/curvekit-ci-fuzz-$target bash Tests/Fuzz/fuzz.sh $target 30
  done
}
step "Tests/Fuzz/fuzz.sh (30 s each)" fuzz
