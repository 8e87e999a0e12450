#!/usr/bin/env bash
# Builds and runs the libFuzzer targets with AddressSanitizer.
#
#   bash Tests/Fuzz/fuzz.sh expression 1800     # fuzz compile+evaluate for 1,800 s
#   bash Tests/Fuzz/fuzz.sh expression 60       # a smoke run
#   bash Tests/Fuzz/fuzz.sh frame 1800          # validation, sampling and the preview SVG of frames
#   bash Tests/Fuzz/fuzz.sh plot 1800           # math plots of expressions
#
# Seeds come from Grammar/conformance/*.json; findings go to fuzz-out/<target>/ (crashes as
# crash-*). Any crash is a bug: reproduce with the printed command, fix, and add the input to
# the conformance corpus.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TARGET=${1:-expression}
SECONDS_TO_RUN=${2:-60}
WORK=${FUZZ_WORK:-$ROOT/fuzz-out/$TARGET}
BUILD=$WORK/build
mkdir -p "$BUILD" "$WORK/corpus" "$WORK/seeds" "$WORK/artifacts"
# A work directory reused across runs keeps its corpus, never an earlier run's findings.
rm -f "$WORK/artifacts"/*
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}  # see the note at the run below

# The C shims as objects, instrumented for ASan and coverage.
source "$ROOT/Tests/modules.sh"
rm -f "$BUILD"/*.o  # a work directory reused across versions keeps no stale objects
for c in $(c_sources); do
  clang -O1 -g -Wno-psabi -fsanitize=fuzzer-no-link,address $(c_include_flags) -c "$c" \
    -o "$BUILD/$(basename "$(dirname "$c")")-$(basename "$c").o"
done
mkdir -p "$BUILD/modules/c"
write_c_modulemaps "$BUILD/modules/c"

# The engine modules, in dependency order, as static libraries with their Swift modules.
module() {  # name, extra sources directory, dependencies are found in $BUILD
  swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name "$1" -package-name CurveKit -emit-library -static \
    -emit-module -emit-module-path "$BUILD/$1.swiftmodule" -I "$BUILD" -I "$BUILD/modules/c" \
    $(find "$ROOT/Sources/$1" -name '*.swift') -o "$BUILD/lib$1.a"
}
module _CurveText
module CurveExpression

case "$TARGET" in
  expression)
    swiftc -O -g -sanitize=fuzzer,address -parse-as-library -package-name CurveKit -I "$BUILD" -I "$BUILD/modules/c" \
      "$ROOT/Tests/Fuzz/FuzzExpression.swift" "$BUILD/libCurveExpression.a" "$BUILD/lib_CurveText.a" "$BUILD"/*.o -lm -o "$BUILD/fuzz-expression"
    # Seeds: every corpus expression, with a selector byte for two parameter sets and, with the
    # high bit, the math-plot language.
    python3 - "$ROOT/Grammar/conformance/expressions.json" "$WORK/seeds" <<'PY'
import json, sys, os
cases = json.load(open(sys.argv[1]))["cases"]
for i, c in enumerate(cases):
    for selector in (0, 1, 0x81):
        with open(os.path.join(sys.argv[2], f"seed-{i}-{selector}"), "wb") as f:
            f.write(bytes([selector]) + c["expression"].encode("utf-8"))
PY
    BINARY=$BUILD/fuzz-expression
    MAX_LEN=600
    ;;
  frame|plot)
    module CurveSampling
    module CurveAnalysis
    module CurveFrame
    module CurvePlot
    SOURCE=$([ "$TARGET" = frame ] && echo FuzzFrame || echo FuzzMathPlot)
    swiftc -O -g -sanitize=fuzzer,address -parse-as-library -package-name CurveKit -I "$BUILD" -I "$BUILD/modules/c" \
      "$ROOT/Tests/Fuzz/$SOURCE.swift" "$ROOT/Tests/Fuzz/SVGCheck.swift" "$BUILD/libCurvePlot.a" "$BUILD/libCurveFrame.a" "$BUILD/libCurveAnalysis.a" "$BUILD/libCurveSampling.a" \
      "$BUILD/libCurveExpression.a" "$BUILD/lib_CurveText.a" "$BUILD"/*.o -lm -o "$BUILD/fuzz-$TARGET"
    if [ "$TARGET" = frame ]; then
      # Seeds: the frame corpus's small bodies.
      python3 - "$ROOT/Grammar/conformance/frames.json" "$WORK/seeds" <<'PY'
import json, sys, os
for i, c in enumerate(json.load(open(sys.argv[1]))["cases"]):
    if "frame" in c: body = json.dumps(c["frame"]).encode()
    elif "bodyText" in c: body = c["bodyText"].encode()
    elif "bodyHex" in c: body = bytes.fromhex(c["bodyHex"])
    else: continue
    if len(body) <= 65536:
        open(os.path.join(sys.argv[2], f"seed-{i}"), "wb").write(body)
PY
      MAX_LEN=65536
    else
      # Seeds: the corpus's expressions, a few to a plot, with a selector byte.
      python3 - "$ROOT/Grammar/conformance/expressions.json" "$WORK/seeds" <<'PY'
import json, sys, os
cases = [c["expression"] for c in json.load(open(sys.argv[1]))["cases"]]
for i in range(0, len(cases), 3):
    with open(os.path.join(sys.argv[2], f"seed-{i}"), "wb") as f:
        f.write(bytes([i % 256]) + "\n".join(cases[i:i + 3]).encode("utf-8"))
PY
      MAX_LEN=4096
    fi
    BINARY=$BUILD/fuzz-$TARGET
    ;;
  *) echo "fuzz.sh: unknown target '$TARGET' (expression, frame, plot)" >&2; exit 2 ;;
esac

# -detect_leaks=0: LeakSanitizer cannot follow Swift's tagged references to lazily built
# globals (the validator's schema tables) and reports them as leaks at exit. AddressSanitizer's
# memory-error checks stay on.
# -timeout: an input's work is bounded by the budgets (a plot's curves, their pairs and its areas
# share a few times AnalysisBudget's 262,144 instructions: at most about half a second in a release
# build), and AddressSanitizer with coverage counters runs it about 30 times slower (2^1^-x on a
# 1×1 plot: 0.19 s in a release build, 6.1 s here). 30 s flags a hang, never a spent budget.
# FUZZ_SEED fixes libFuzzer's random seed (CI sets it, so a run on a faster machine replays the
# inputs of a slower one and more); unset, each run draws its own.
"$BINARY" -max_total_time="$SECONDS_TO_RUN" -max_len="$MAX_LEN" -timeout=30 -rss_limit_mb=2048 -detect_leaks=0 \
  ${FUZZ_SEED:+-seed="$FUZZ_SEED"} -artifact_prefix="$WORK/artifacts/" -print_final_stats=1 "$WORK/corpus" "$WORK/seeds" 2>&1 | tail -25 \
  && status=0 || status=$?
found=0
for input in "$WORK/artifacts"/crash-* "$WORK/artifacts"/timeout-* "$WORK/artifacts"/oom-*; do
  [ -e "$input" ] || continue
  found=1
  # The finding in full: its bytes and what it stopped with, to reproduce from the CI log alone.
  echo "fuzz.sh: $(basename "$input"): $(od -An -tx1 -v "$input" | tr -d ' \n')" >&2
  "$BINARY" -timeout=30 -rss_limit_mb=2048 -detect_leaks=0 "$input" 2>&1 | grep -E 'Fatal error|ERROR|SUMMARY' | head -5 >&2 || true
done
if [ "$found" = 1 ]; then
  echo "fuzz.sh: findings in $WORK/artifacts; reproduce with $BINARY FILE" >&2
  exit 1
elif [ "$status" != 0 ]; then
  echo "fuzz.sh: the fuzzer stopped with status $status and no finding" >&2
  exit "$status"
fi
