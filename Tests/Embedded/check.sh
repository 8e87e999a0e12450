#!/usr/bin/env bash
# The core modules (Tests/modules.sh: _CurveText, CurveExpression, CurveSampling, CurveFrame, CurvePlot, CurveReports) compiled in Embedded
# Swift for wasm32-unknown-none-wasm and (compile only) arm64-apple-ios, so no change can break
# the WebAssembly and bare-metal builds. The C modules' headers come from Debian's wasi-libc.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
source "$ROOT/Tests/modules.sh"
SWIFTC=${SWIFTC:-swiftc}
SYSROOT=${WASI_INCLUDE:-/usr/include/wasm32-wasi}
[ -f "$SYSROOT/math.h" ] || { echo "embedded: needs wasi-libc's headers in $SYSROOT (apt-get install wasi-libc)" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
write_c_modulemaps "$WORK"
status=0
for target in wasm32-unknown-none-wasm arm64-apple-ios18; do
  out="$WORK/$target"
  mkdir -p "$out"
  for module in $CORE_MODULES; do
    if "$SWIFTC" -target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library -Osize \
      -module-name "$module" -package-name CurveKit -I "$out" \
      -Xcc -isystem -Xcc "$SYSROOT" -Xcc -fmodule-map-file="$WORK/module.modulemap" \
      -emit-module -emit-module-path "$out/$module.swiftmodule" -c -o "$out/$module.o" \
      $(find "$ROOT/Sources/$module" -name '*.swift') > "$out/$module.log" 2>&1; then
      echo "embedded: $module for $target: compiled ($(wc -c < "$out/$module.o") bytes)"
    else
      echo "embedded: $module for $target: FAILED" >&2
      grep -E "error:" "$out/$module.log" | sort -u | head -20 >&2
      status=1
      break
    fi
  done
done
exit $status
