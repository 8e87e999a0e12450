#!/usr/bin/env bash
# Documentation: every public symbol of the four library modules has a doc comment, and each
# module's DocC catalog converts with `docc convert --analyze` without a warning (stale links,
# misplaced parameters, missing articles). Protocol witnesses (==, hash(into:), description,
# a collection's indices) and what the compiler synthesises are exempt: their protocol
# documents them.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
swift build --target CurvePlot -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$WORK/graphs" >/dev/null
python3 - "$WORK/graphs" "$ROOT/Sources" <<'PY'
import glob, json, sys
exempt = {"==(_:_:)", "hash(into:)", "hashValue", "description", "init(rawValue:)", "rawValue", "startIndex", "endIndex",
          "subscript(_:)", "index(after:)", "index(before:)", "makeIterator()", "count"}
missing = []
total = 0
for module in ("CurveExpression", "CurveSampling", "CurveAnalysis", "CurveFrame", "CurvePlot"):
    graph = json.load(open(f"{sys.argv[1]}/{module}.symbols.json"))
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        location = symbol.get("location", {}).get("uri", "")
        if sys.argv[2] not in location:
            continue  # inherited from a protocol's extension, or synthesised
        name = symbol["pathComponents"][-1]
        if name in exempt:
            continue
        total += 1
        if not symbol.get("docComment", {}).get("lines"):
            missing.append(f"{module}: {'.'.join(symbol['pathComponents'])} ({location.split('/Sources/')[-1]}:{symbol['location']['position']['line'] + 1})")
for line in missing:
    print("undocumented:", line)
print(f"documented: {total - len(missing)} of {total} public symbols")
sys.exit(1 if missing else 0)
PY
status=0
for module in CurveExpression CurveSampling CurveAnalysis CurveFrame CurvePlot; do
  mkdir -p "$WORK/$module"
  cp "$WORK/graphs/$module.symbols.json" "$WORK/$module/"
  output=$(docc convert "Sources/$module/Documentation.docc" --additional-symbol-graph-dir "$WORK/$module" --analyze \
    --output-dir "$WORK/$module.doccarchive" 2>&1 || true)
  warnings=$(printf '%s\n' "$output" | grep -E "warning:|error:" || true)
  if [ -n "$warnings" ]; then
    printf '%s\n' "$warnings"
    status=1
  fi
done
[ $status = 0 ] && echo "docs: 5 passed, 0 failed" || echo "docs: DocC reported warnings"
exit $status
