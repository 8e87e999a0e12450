#!/usr/bin/env bash
# Renders each gallery SVG with headless Chromium and with rsvg-convert and reports how many
# pixels differ by more than 48 of 255 levels (antialiasing differs; shapes, colours and text
# placement must not). Needs chromium and librsvg2-bin (Debian). The browser tests
# (Web/tests/playground_test.py) make the same comparison and fail past 0.35 %.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
for svg in "$ROOT"/Tests/Gallery/*.svg; do
  name=$(basename "$svg" .svg)
  cp "$svg" "$WORK/$name.svg"
  rsvg-convert "$svg" -o "$WORK/$name-rsvg.png"
  read -r width height < <(python3 "$ROOT/Tests/CurvePlotTests/png_pixels.py" "$WORK/$name-rsvg.png" | head -1)
  printf '<html><body style="margin:0"><img src="%s.svg" width="%s" height="%s"></body></html>' "$name" "$width" "$height" > "$WORK/$name.html"
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,$height" \
    --screenshot="$WORK/$name-chromium.png" "file://$WORK/$name.html" >/dev/null 2>&1
  python3 - "$ROOT" "$WORK/$name-rsvg.png" "$WORK/$name-chromium.png" "$name" <<'PY'
import subprocess, sys
def load(path):
    out = subprocess.run(["python3", sys.argv[1] + "/Tests/CurvePlotTests/png_pixels.py", path], capture_output=True, check=True).stdout
    nl = out.index(b"\n")
    return tuple(map(int, out[:nl].split())), out[nl + 1:]
(size_a, a), (size_b, b) = load(sys.argv[2]), load(sys.argv[3])
assert size_a == size_b, (size_a, size_b)
n = size_a[0] * size_a[1]
# Transparent pixels outside the drawing read as white in the browser: compare drawn pixels only.
differing = sum(1 for i in range(n) if a[4 * i + 3] and max(abs(a[4 * i + k] - b[4 * i + k]) for k in range(3)) > 48)
print(f"{sys.argv[4]}: {differing} of {n} pixels differ by more than 48/255 ({100 * differing / n:.2f}%)")
PY
done
