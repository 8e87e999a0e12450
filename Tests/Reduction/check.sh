#!/usr/bin/env bash
# Runs the `curve reduce` check (check.py: one test per case) with python3.
#   CURVE=path/to/curve Tests/Reduction/check.sh [-v] [-k PATTERN]
# CURVE defaults to the repo's .build/debug/curve (build it with `swift build`).
# Needs numpy and scipy (pip install numpy scipy).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export CURVE="${CURVE:-$root/.build/debug/curve}"
exec python3 "$here/check.py" "$@"
