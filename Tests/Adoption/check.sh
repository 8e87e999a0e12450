#!/usr/bin/env bash
# Adoptability: a new SwiftPM package that depends on this one by path, with the README's
# library example as its main.swift (unchanged), must build and run.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/Sources/Adopter"
# By path, under the name an adopter would check it out as (a package's identity is its folder's).
ln -s "$ROOT" "$WORK/CurveKit"
cat > "$WORK/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "Adopter",
  dependencies: [.package(path: "CurveKit")],
  targets: [
    .executableTarget(name: "Adopter", dependencies: [
      .product(name: "CurveExpression", package: "CurveKit"), .product(name: "CurveSampling", package: "CurveKit"),
      .product(name: "CurveFrame", package: "CurveKit"),
    ]),
  ]
)
SWIFT
# The README's first swift block, verbatim.
python3 - "$ROOT/README.md" "$WORK/Sources/Adopter/main.swift" <<'PY'
import sys
text = open(sys.argv[1]).read()
block = text.split("```swift\n", 1)[1].split("```", 1)[0]
open(sys.argv[2], "w").write(block)
PY
cd "$WORK"
swift build 2>&1 | grep -E "error|warning|Compiling Adopter|Build complete" || true
swift run Adopter
echo "adoption: 1 passed, 0 failed"
