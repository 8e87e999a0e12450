#!/usr/bin/env bash
# Public API: each library module's public declarations and conformances, from its symbol graph,
# one line each in API/<Module>.txt. A line of the baseline that is missing now (a removed,
# renamed or retyped declaration, a dropped conformance) fails the check; an addition does not.
# Package declarations are not API and are not listed.
#
#   bash Tests/API/check.sh            # compare with the baseline
#   bash Tests/API/check.sh --update   # accept the current API as the new baseline (commit it)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
swift build --target CurvePlot -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$WORK/graphs" 2>&1 \
  | grep -E "error|warning: " || true
python3 - "$WORK/graphs" "$ROOT/API" "${1:-}" <<'PY'
import glob, json, os, sys

graphs, baseline_dir, mode = sys.argv[1], sys.argv[2], sys.argv[3]
status = 0
for module in ("CurveExpression", "CurveSampling", "CurveAnalysis", "CurveFrame", "CurvePlot"):
    symbols, lines = {}, set()
    for path in glob.glob(f"{graphs}/{module}*.symbols.json"):  # the module's and its extensions' graphs
        graph = json.load(open(path))
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            name = ".".join(symbol["pathComponents"])
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            symbols[symbol["identifier"]["precise"]] = name
            lines.add(f"{name}  {' '.join(declaration.split())}")
        for relation in graph.get("relationships", []):
            if relation["kind"] == "conformsTo" and relation["source"] in symbols:
                target = relation.get("targetFallback") or relation["target"].split(".")[-1]
                lines.add(f"{symbols[relation['source']]}  conforms to {target.split('.')[-1]}")
    text = "\n".join(sorted(lines)) + "\n"
    baseline = os.path.join(baseline_dir, f"{module}.txt")
    if mode == "--update":
        open(baseline, "w").write(text)
        continue
    if not os.path.exists(baseline):
        print(f"api: no baseline API/{module}.txt (run with --update)")
        status = 1
        continue
    gone = sorted(set(open(baseline).read().splitlines()) - lines)
    if gone:
        print(f"api: {module} breaks its baseline; gone or changed:")
        for line in gone:
            print(f"  {line}")
        status = 1
if mode == "--update":
    print("api: baselines written to API/")
    sys.exit(0)
print("api: 5 passed, 0 failed" if status == 0 else "api: breaking changes (accept them with: bash Tests/API/check.sh --update)")
sys.exit(status)
PY
