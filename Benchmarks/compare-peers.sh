#!/usr/bin/env bash
# Runs curve-bench and the peer harness (../shared/peers: native C, muparser, numexpr, numpy) in
# one session, alternating them round by round, and prints one table with ratios to native C.
#
#   bash Benchmarks/compare-peers.sh                 # ROUNDS=3 SAMPLES=400
#   ROUNDS=5 SAMPLES=1000 bash Benchmarks/compare-peers.sh
#   PEERS=/path/to/peers OUT=/tmp/run bash Benchmarks/compare-peers.sh
#
# Needs libmuparser-dev (Debian) and numexpr + numpy (PyPI); installs them when run as root.
# No peer code is kept in this repository: the harness is read from $PEERS.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PEERS=${PEERS:-$ROOT/../shared/peers}
ROUNDS=${ROUNDS:-3}
SAMPLES=${SAMPLES:-400}
COMPILE_REPS=${COMPILE_REPS:-300}
B=${B:-/tmp/peers_build}
OUT=${OUT:-/tmp/curvekit-peers-$(date -u +%Y%m%d-%H%M%S)}

[ -f "$PEERS/run.sh" ] || { echo "compare-peers: no peer harness at $PEERS (set PEERS=...)" >&2; exit 2; }
if ! dpkg -s libmuparser-dev >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libmuparser-dev >/dev/null
  else echo "compare-peers: install libmuparser-dev (apt-get install libmuparser-dev)" >&2; exit 2; fi
fi
python3 -c 'import numexpr, numpy' 2>/dev/null || pip install -q numexpr numpy

export NUMEXPR_NUM_THREADS=1 OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p "$OUT"
make -s -C "$PEERS" B="$B"
(cd "$ROOT" && swift build -c release --product curve-bench >/dev/null)
CURVE_BENCH="$ROOT/.build/release/curve-bench"

for r in $(seq 1 "$ROUNDS"); do
  echo "round $r/$ROUNDS: peers (C) …" >&2
  "$B/bench" --round "$r" --samples "$SAMPLES" --compile-reps "$COMPILE_REPS" > "$OUT/c_$r.txt"
  echo "round $r/$ROUNDS: peers (Python) …" >&2
  python3 "$PEERS/bench_py.py" --round "$r" --samples "$SAMPLES" --compile-reps "$COMPILE_REPS" \
    --lib "$B/libnative.so" > "$OUT/py_$r.txt"
  echo "round $r/$ROUNDS: CurveKit …" >&2
  "$CURVE_BENCH" --json > "$OUT/curve_$r.json"
done
python3 "$ROOT/Benchmarks/compare_peers.py" "$OUT" | tee "$OUT/comparison.md"
echo "raw outputs: $OUT" >&2
