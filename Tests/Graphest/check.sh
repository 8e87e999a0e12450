#!/usr/bin/env bash
# Holds `curve relation` against Graphest's reference images (check.py: one test per case), with
# python3's standard library alone.
#   CURVE=path/to/curve Tests/Graphest/check.sh [-v] [-k PATTERN] [--table FILE]
# CURVE defaults to the repo's release build (`swift build -c release`): a debug one takes
# minutes a case. GRAPHEST_IMAGES defaults to Tests/Graphest/images.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
export CURVE="${CURVE:-$root/.build/release/curve}"
exec python3 "$here/check.py" "$@"
