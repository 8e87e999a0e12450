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
# 5. A light math plot with a title and axis names.
"$CURVE" plot --title 'A damped oscillation' --x-label 'time t (s)' --y-label 'displacement' --param a=2 --domain 0,20 \
  --size 640x360 -o "$HERE/damped.svg" -- 'a*exp(-x/8)*sin(x)' 'a*exp(-x/8)' '-a*exp(-x/8)'
# 6. Many poles: tan (as sin/cos) and a rational function, broken at each, the y range from the percentiles.
"$CURVE" plot --domain -7,7 --size 640x360 --title 'Poles' -o "$HERE/tangent.svg" -- 'sin(x)/cos(x)' '1/(x^2 - 1)'
# 7. Labels at the edges of a small widget, in light: the frame cuts some off, and validate says
#    which (the command exits 0; --strict would fail).
"$CURVE" plot --family small --scale 2 --appearance light -o "$HERE/edges.svg" "$HERE/edges.json"
"$CURVE" validate --family small "$HERE/edges.json" > "$HERE/edges.txt"
# 8. Implicit relations, proven pixel by pixel: two circles and a line, a region and a
#    hyperbola, with equal units on both axes.
"$CURVE" plot --domain -3,3 --size 640x400 --title 'Relations' -o "$HERE/relations.svg" -- \
  '(x^2 + y^2 - 1)*((x - 2)^2 + y^2 - 1) = 0' 'y^2 < x - 1.5' 'x*y = -1' 'y = sin(3*x)/2'
# 9. Curves traced by a parameter, in chords proven within 0.25 pt: a rose and a cardioid
#    (polar), a Lissajous figure (parametric) and a parabola on its side (x = f(y)).
"$CURVE" plot --domain -2.2,2.6 --size 640x400 --title 'Parametric and polar curves' -o "$HERE/curves.svg" -- \
  'r = cos(4*θ)' 'r = 1 + cos(θ)' '(sin(3*t)/2, sin(4*t)/2)' 'x = y^2 - 2'
# 10. Measurements and a model fitted to them (`@NAME ~ MODEL`, from the starts a = 1, b = 1): a
#     CSV with a header and an empty cell (a gap, noted), as dots; the legend gives the values found.
#     Drawn from the gallery's folder, so the legend names the file as a reader would.
(cd "$HERE" && "$CURVE" plot --domain 0,12 --size 640x360 --title 'Readings and a fitted model' --marks points --x-label 'time (s)' \
  --param a=1 --param b=1 -o decay.svg -- '@decay.csv' '@decay.csv ~ a*exp(-x/b)')
# 11. Logarithmic axes: a first- and a second-order low-pass filter's gain, straight lines of
#     slope −1 and −2 past the corner, with d3's decade and minor ticks.
"$CURVE" plot --x-scale log --y-scale log --domain 0.01,100 --size 640x360 --title 'Gain of two low-pass filters' \
  --x-label 'frequency / corner frequency' -o "$HERE/gain.svg" -- '1/sqrt(1 + x^2)' '1/sqrt(1 + x^4)'
# 12. The readings of 10 on a logarithmic y axis, where an exponential decay is a straight line.
"$CURVE" plot --y-scale log --domain 0,12 --size 640x360 --title 'Readings and a model, log y' --marks points --x-label 'time (s)' \
  -o "$HERE/decay-log.svg" -- '@Tests/Gallery/decay.csv' '4*exp(-x/3)'
# 13. Points of interest that do not crowd: every zero, extremum and meeting gets a dot; a label
#     only where it touches no curve and no other label (the <desc> lists them all).
"$CURVE" plot --points --size 640x400 --title 'Points of interest' -o "$HERE/points.svg" -- 'sin(3*x)' 'x^2/8 - 1'
# 14. Legend swatches as drawn (a region's square, a curve's line, its derivative dashed) and a
#     note in the caption under the plot.
"$CURVE" plot --derivative --domain -3,3 --y-domain -2,2 --size 640x400 --title 'A region, a curve and its derivative' \
  -o "$HERE/legend.svg" -- 'y < sin(x)' 'x^3/4'
echo "gallery written to $HERE"
