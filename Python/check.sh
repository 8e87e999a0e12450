#!/usr/bin/env bash
# The Python package as a user installs it: a fresh virtual environment, `pip install ./Python`
# (only wasmtime is fetched for it; numpy, Flask and mypy after, for the tests), then its tests
# against the native command ($CURVE) and mypy --strict. Needs Web/dist/curvekit.wasm (bash Web/build.sh).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CURVE=${CURVE:-$ROOT/.build/release/curve}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
python3 -m venv "$WORK/venv"
PY="$WORK/venv/bin/python"
"$PY" -m pip install -q --disable-pip-version-check "$ROOT/Python"
"$PY" -m pip show -q curvekit >/dev/null
# What the installed package holds: the module and its type marker.
"$PY" - <<'PYTHON'
from importlib import resources
files = resources.files("curvekit")
assert files.joinpath("curvekit.wasm").read_bytes()[:4] == b"\0asm", "the wheel carries curvekit.wasm"
assert files.joinpath("py.typed").is_file()
PYTHON
# Without numpy (not a dependency): it works, and nothing imports numpy.
"$PY" -c 'import sys, curvekit; assert curvekit.evaluate("x", at=[2])["samples"] == [[2, 2]]; assert "numpy" not in sys.modules'
# numpy for the tests of arrays in and out of evaluate; Flask for the example; mypy.
"$PY" -m pip install -q --disable-pip-version-check flask mypy numpy
# The tests import the installed package, not the source folder.
cd "$WORK"
CURVE="$CURVE" "$PY" -m unittest discover -s "$ROOT/Python/tests" -v
"$PY" -m mypy --strict --no-error-summary -p curvekit
"$PY" -m mypy --strict --no-error-summary "$ROOT/Python/examples/server.py"
echo "python: package, tests and mypy --strict passed"
