#!/usr/bin/env bash
# Builds Web/dist/curvekit.wasm: CurveKit's core modules and the commands' reports
# (CurveReports) in Embedded Swift for wasm32, with the C kernels and CurveKit's math built by
# clang for wasm32 with SIMD128, linked by wasm-ld against Debian's wasi-libc (malloc, memcpy,
# strtod: nothing that needs a WASI runtime) as a WASI reactor: its crt1-reactor.o exports
# `_initialize`, which the host calls once. Linked without it, wasm-ld makes a command, wrapping
# every export in a call of the C library's destructors (stdio flushed after each call).
# Toolchain and Debian tools only; wasm-opt (binaryen) shrinks it when installed.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
source "$ROOT/Tests/modules.sh"
WEB="$ROOT/Web"
WASI=${WASI_SYSROOT:-/usr}
[ -f "$WASI/lib/wasm32-wasi/libc.a" ] || { echo "build: needs wasi-libc (apt-get install wasi-libc)" >&2; exit 1; }
SWIFTC=${SWIFTC:-swiftc}
TOOLS=$(dirname "$(command -v "$SWIFTC")")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WEB/dist"

write_c_modulemaps "$WORK"
objects=()
for source in $(c_sources) "$WEB/Sources/support.c"; do
  object="$WORK/c-$(basename "$(dirname "$source")")-$(basename "$source" .c).o"
  clang --target=wasm32-wasi -O2 -msimd128 -Wno-psabi -isystem "$WASI/include/wasm32-wasi" \
    $(c_include_flags) -c "$source" -o "$object"
  objects+=("$object")
done
# Swift for size, except _CurveText: its shortest digits and their layout are most of an evaluate
# report, which -O writes in about 70 % of the time for 4 KB more gzipped (-O everywhere: 160 KB
# more, and no point or batch faster).
optimization() { [ "$1" = _CurveText ] && echo -O || echo -Osize; }
swift_module() {  # name, sources...
  local name=$1
  shift
  "$SWIFTC" -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern \
    -Xfrontend -disable-stack-protector -wmo -parse-as-library "$(optimization "$name")" -module-name "$name" -package-name CurveKit -I "$WORK" \
    -Xcc -isystem -Xcc "$WASI/include/wasm32-wasi" -Xcc -fmodule-map-file="$WORK/module.modulemap" \
    -emit-module -emit-module-path "$WORK/$name.swiftmodule" -c -o "$WORK/swift-$name.o" "$@"
  objects+=("$WORK/swift-$name.o")
}
for module in $CORE_MODULES; do
  swift_module "$module" $(find "$ROOT/Sources/$module" -name '*.swift')
done
swift_module CurveKitWeb "$WEB/Sources/Exports.swift"

"$TOOLS/wasm-ld" --error-limit=0 --no-entry --gc-sections --strip-all --export=_initialize --export=ck_alloc --export=ck_free \
  --export=ck_evaluate --export=ck_evaluate_values --export=ck_compile --export=ck_evaluate_batch --export=ck_evaluate_point --export=ck_release --export=ck_validate --export=ck_geometry --export=ck_plot_frame --export=ck_plot_expressions --export=ck_analyze --export=ck_integrate --export=ck_fit --export=ck_reduce --export=ck_relation --export=ck_plot_item --export=ck_name_bytes --export=ck_request_bytes --export=ck_vocabulary --export=ck_program_slots \
  -z stack-size=1048576 \
  -o "$WORK/curvekit.wasm" "$WASI/lib/wasm32-wasi/crt1-reactor.o" "${objects[@]}" \
  "$TOOLS/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" \
  -L"$WASI/lib/wasm32-wasi" -lc
if command -v wasm-opt >/dev/null; then
  wasm-opt -Oz --strip-debug --strip-producers --enable-simd --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int --enable-mutable-globals \
    "$WORK/curvekit.wasm" -o "$WEB/dist/curvekit.wasm"
else
  cp "$WORK/curvekit.wasm" "$WEB/dist/curvekit.wasm"
fi
echo "build: Web/dist/curvekit.wasm, $(wc -c < "$WEB/dist/curvekit.wasm") bytes ($(gzip -9c "$WEB/dist/curvekit.wasm" | wc -c) gzipped)"
