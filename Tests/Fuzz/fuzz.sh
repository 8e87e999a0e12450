#!/usr/bin/env bash
# Builds and runs the libFuzzer targets with AddressSanitizer.
#
#   bash Tests/Fuzz/fuzz.sh expression 1800     # fuzz compile+evaluate for 1,800 s
#   bash Tests/Fuzz/fuzz.sh expression 60       # a smoke run
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
export SWIFT_BACKTRACE=enable=no

# The C shims as objects, instrumented for ASan and coverage.
SHIMS=$ROOT/Sources/_CurveMathShims
for c in "$SHIMS"/*.c; do
  clang -O1 -g -fsanitize=fuzzer-no-link,address -I "$SHIMS/include" -c "$c" -o "$BUILD/$(basename "$c").o"
done
clang -c "$SHIMS/mvec_trampoline.S" -o "$BUILD/mvec_trampoline.o"
mkdir -p "$BUILD/modules/_CurveMathShims"
printf 'module _CurveMathShims {\n  umbrella "%s/include"\n  export *\n}\n' "$SHIMS" > "$BUILD/modules/_CurveMathShims/module.modulemap"

case "$TARGET" in
  expression)
    # The engine module, then the target against it.
    swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name CurveExpression -emit-library -static \
      -emit-module -emit-module-path "$BUILD/CurveExpression.swiftmodule" \
      -I "$BUILD/modules/_CurveMathShims" $(find "$ROOT/Sources/CurveExpression" -name '*.swift') \
      -o "$BUILD/libCurveExpression.a"
    swiftc -O -g -sanitize=fuzzer,address -parse-as-library -I "$BUILD" -I "$BUILD/modules/_CurveMathShims" \
      "$ROOT/Tests/Fuzz/FuzzExpression.swift" "$BUILD/libCurveExpression.a" "$BUILD"/*.o -lm -o "$BUILD/fuzz-expression"
    # Seeds: every corpus expression, with a selector byte for each parameter set and mode.
    python3 - "$ROOT/Grammar/conformance/expressions.json" "$WORK/seeds" <<'PY'
import json, sys, os
cases = json.load(open(sys.argv[1]))["cases"]
for i, c in enumerate(cases):
    for selector in (0, 1, 0x81):
        with open(os.path.join(sys.argv[2], f"seed-{i}-{selector}"), "wb") as f:
            f.write(bytes([selector]) + c["expression"].encode("utf-8"))
PY
    BINARY=$BUILD/fuzz-expression
    ;;
  *) echo "fuzz.sh: unknown target '$TARGET' (expression)" >&2; exit 2 ;;
esac

"$BINARY" -max_total_time="$SECONDS_TO_RUN" -max_len=600 -timeout=5 -rss_limit_mb=2048 \
  -artifact_prefix="$WORK/artifacts/" -print_final_stats=1 "$WORK/corpus" "$WORK/seeds" 2>&1 | tail -25
if ls "$WORK/artifacts"/crash-* >/dev/null 2>&1; then
  echo "fuzz.sh: crashes found in $WORK/artifacts" >&2
  exit 1
fi
