#!/usr/bin/env bash
# Public API: each library module's API, dumped by swift-api-digester, against the baseline in
# API/<Module>.json. A change that breaks source compatibility (a removed, renamed or retyped
# declaration, a changed conformance) is printed and fails the check; an addition does not.
#
#   bash Tests/API/check.sh            # compare with the baseline
#   bash Tests/API/check.sh --update   # accept the current API as the new baseline (commit it)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
swift build --target CurvePlot 2>&1 | grep -E "error|warning: " || true
BIN=$(swift build --show-bin-path)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
status=0
for module in CurveExpression CurveSampling CurveFrame CurvePlot; do
  swift-api-digester -dump-sdk -module "$module" -I "$BIN/Modules" \
    -Xcc -fmodule-map-file="$BIN/_CurveMath.build/module.modulemap" -Xcc -fmodule-map-file="$BIN/_CurveKernels.build/module.modulemap" \
    -avoid-location -avoid-tool-args -o "$WORK/$module.json"
  if [ "${1:-}" = --update ]; then
    cp "$WORK/$module.json" "API/$module.json"
    continue
  fi
  if [ ! -f "API/$module.json" ]; then
    echo "api: no baseline API/$module.json (run with --update)"
    status=1
    continue
  fi
  report=$(swift-api-digester -diagnose-sdk --input-paths "API/$module.json" --input-paths "$WORK/$module.json" 2>&1)
  breaking=$(printf '%s\n' "$report" | grep -v '^/\*' | grep -v '^[[:space:]]*$' || true)
  if [ -n "$breaking" ]; then
    echo "api: $module breaks its baseline:"
    printf '%s\n' "$breaking" | sed 's/^/  /'
    status=1
  fi
done
if [ "${1:-}" = --update ]; then echo "api: baselines written to API/"; exit 0; fi
[ $status = 0 ] && echo "api: 4 passed, 0 failed" || echo "api: breaking changes (accept them with: bash Tests/API/check.sh --update)"
exit $status
