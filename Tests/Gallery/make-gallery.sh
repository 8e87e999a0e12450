#!/usr/bin/env bash
# Regenerates the README's gallery (Tests/Gallery/*.svg) with the curve command, so the pictures
# always show what the code draws. Run from anywhere: bash Tests/Gallery/make-gallery.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/Tests/Gallery
cd "$ROOT"
swift build --product curve >/dev/null
CURVE=$(swift build --show-bin-path)/curve

# 1. The reference's own curve example (activity.json, copied verbatim), as a medium widget.
"$CURVE" plot --family medium --scale 2 -o "$HERE/activity.svg" "$HERE/activity.json"
# 2. A math plot with poles: the paths break instead of crossing them.
"$CURVE" plot --domain -1,1 --size 640x360 -o "$HERE/poles.svg" -- '1/x' 'x^3 - x/2' '1/(x - 0.3)'
# 3. A stepAfter chart with markers and labels on all sides.
"$CURVE" plot --family medium --scale 2 -o "$HERE/steps.svg" "$HERE/steps.json"
# 4. A function-mode layer: dashed, filled, with a marker, on a large widget.
"$CURVE" plot --family large --scale 1 -o "$HERE/wave.svg" "$HERE/wave.json"
echo "gallery written to $HERE"
