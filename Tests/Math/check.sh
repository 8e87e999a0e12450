#!/usr/bin/env bash
# Same bits everywhere: CurveKit's math and VM checked against the Python transliteration
# (Math/reference.py, itself checked against mpmath), natively on both block paths and with
# CURVEKIT_SCALAR_MATH=1; for aarch64 Linux under qemu-user, the C math and the VM built in
# Embedded Swift running the expression conformance corpus; and the C math built for wasm32
# (scalar and SIMD128) under Node's WASI. Needs the toolchain's clang and wasm-ld, Node 20, and
# Debian's qemu-user, gcc-aarch64-linux-gnu, libc6-dev-arm64-cross and wasi-libc.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
source "$ROOT/Tests/modules.sh"
MATH="$ROOT/Sources/_CurveMath/Math"
KERNELS="$ROOT/Sources/_CurveKernels"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
MATH_SOURCES="$MATH/scalar.c $MATH/vector.c $MATH/vector_avx2.c $MATH/dispatch.c $MATH/tables.c $MATH/gamma_turns.c $ROOT/Sources/_CurveMath/cpu.c"

python3 "$ROOT/Math/make_tables.py" --check
python3 "$ROOT/Math/make_gamma_turns.py" --check
python3 "$ROOT/Math/hard_arguments.py" --check
python3 "$ROOT/Math/reference.py" --check
python3 "$ROOT/Tests/Math/same_bits.py" > "$WORK/expected.txt"

compare() {  # name, file
  if diff -u "$WORK/expected.txt" "$2" > "$WORK/diff.txt"; then
    echo "same bits: $1: $(wc -l < "$2") functions, 20,000 arguments each, the digests of Math/reference.py"
  else
    echo "same bits: $1 DIFFERS from Math/reference.py:" >&2
    cat "$WORK/diff.txt" >&2
    exit 1
  fi
}

# Native: the path this CPU runs (AVX2 or SSE2 on x86-64) and the scalar loop.
clang -O2 -Wno-psabi $(c_include_flags) "$ROOT/Tests/Math/same_bits.c" $MATH_SOURCES -o "$WORK/same_bits"
"$WORK/same_bits" > "$WORK/native.txt"
compare "native ($(uname -m), every block path)" "$WORK/native.txt"
CURVEKIT_SCALAR_MATH=1 "$WORK/same_bits" > "$WORK/scalar.txt"
compare "native, CURVEKIT_SCALAR_MATH=1" "$WORK/scalar.txt"

# aarch64 Linux under qemu-user.
SYSROOT=/usr/aarch64-linux-gnu
if ! command -v qemu-aarch64 >/dev/null || ! command -v aarch64-linux-gnu-gcc >/dev/null || [ ! -d "$SYSROOT/include" ]; then
  echo "same bits: aarch64 needs qemu-user, gcc-aarch64-linux-gnu and libc6-dev-arm64-cross (apt-get install them)" >&2
  exit 1
fi
mkdir -p "$WORK/a64"
cross() {  # source, object: compiled by clang for aarch64 Linux, contraction off in the sources
  clang --target=aarch64-linux-gnu -isystem "$SYSROOT/include" -O2 -Wno-psabi $(c_include_flags) -c "$1" -o "$WORK/a64/$2"
}
MATH_OBJECTS=""
for source in $MATH_SOURCES; do
  cross "$source" "math-$(basename "$source" .c).o"
  MATH_OBJECTS="$MATH_OBJECTS math-$(basename "$source" .c).o"
done
cross "$ROOT/Tests/Math/same_bits.c" same_bits.o
cross "$ROOT/Tests/Math/vm_corpus.c" vm_corpus.o
cross "$KERNELS/kernels.c" kernels.o
cross "$KERNELS/geometry.c" geometry.o
LINK="aarch64-linux-gnu-gcc -static -no-pie -B$(dirname "$(command -v clang)") -fuse-ld=lld"
(cd "$WORK/a64" && $LINK same_bits.o $MATH_OBJECTS -o "$WORK/same_bits_arm64")
qemu-aarch64 "$WORK/same_bits_arm64" > "$WORK/arm64.txt"
compare "aarch64 under qemu (NEON and scalar paths)" "$WORK/arm64.txt"
CURVEKIT_SCALAR_MATH=1 qemu-aarch64 "$WORK/same_bits_arm64" > "$WORK/arm64-scalar.txt"
compare "aarch64 under qemu, CURVEKIT_SCALAR_MATH=1" "$WORK/arm64-scalar.txt"

# The VM in Embedded Swift for aarch64, over the expression conformance corpus.
write_c_modulemaps "$WORK"
swiftc -target aarch64-none-none-elf -enable-experimental-feature Embedded -wmo -parse-as-library -Osize \
  -module-name _CurveText -package-name CurveKit -emit-module -emit-module-path "$WORK/_CurveText.swiftmodule" \
  -c -o "$WORK/a64/text.o" $(find "$ROOT/Sources/_CurveText" -name '*.swift')
swiftc -target aarch64-none-none-elf -enable-experimental-feature Embedded -wmo -parse-as-library -Osize \
  -module-name CurveExpression -package-name CurveKit -I "$WORK" -Xcc -isystem -Xcc "$SYSROOT/include" \
  -Xcc -fmodule-map-file="$WORK/module.modulemap" -c -o "$WORK/a64/vm.o" \
  $(find "$ROOT/Sources/CurveExpression" -name '*.swift') "$ROOT/Tests/Math/EmbeddedEvaluate.swift"
UNICODE=$(dirname "$(command -v swiftc)")/../lib/swift/embedded/aarch64-none-none-elf/libswiftUnicodeDataTables.a
(cd "$WORK/a64" && $LINK vm_corpus.o vm.o text.o $MATH_OBJECTS kernels.o geometry.o "$UNICODE" -lm -o "$WORK/vm_arm64")
python3 "$ROOT/Tests/Math/corpus_lines.py" > "$WORK/corpus.tsv"
qemu-aarch64 "$WORK/vm_arm64" < "$WORK/corpus.tsv" | tee "$WORK/vm.txt" | tail -1 | sed 's/^/same bits: aarch64, /'
grep -q ", 0 differ$" "$WORK/vm.txt" || { cat "$WORK/vm.txt" >&2; exit 1; }

# wasm32 (WASI), without and with SIMD128, under Node.
WASI_LIBC=/usr/lib/wasm32-wasi
[ -f "$WASI_LIBC/libc.a" ] || { echo "same bits: wasm32 needs wasi-libc (apt-get install wasi-libc)" >&2; exit 1; }
command -v node >/dev/null || { echo "same bits: wasm32 runs under Node 20 or later" >&2; exit 1; }
for simd in "" -msimd128; do
  objects=""
  for source in "$ROOT/Tests/Math/same_bits.c" $MATH_SOURCES; do
    object="$WORK/wasm$simd-$(basename "$source" .c).o"
    clang --target=wasm32-wasi -O2 $simd -Wno-psabi -isystem /usr/include/wasm32-wasi $(c_include_flags) -c "$source" -o "$object"
    objects="$objects $object"
  done
  wasm-ld -o "$WORK/same_bits$simd.wasm" "$WASI_LIBC/crt1-command.o" $objects -L"$WASI_LIBC" -lc
  node --no-warnings "$ROOT/Tests/Math/run_wasi.mjs" "$WORK/same_bits$simd.wasm" > "$WORK/wasm$simd.txt"
  compare "wasm32${simd:+ with SIMD128} under Node" "$WORK/wasm$simd.txt"
done
