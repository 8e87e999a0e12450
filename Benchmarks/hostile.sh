#!/usr/bin/env bash
# The worst time and peak RSS of each `curve` command on the hostile inputs (README, "Bounded
# work"): a release build, every input of Tests/Hostile/hostile.py, each run measured by GNU
# time. A benchmark, not a test: it prints every run and the worst of each command.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product curve >/dev/null
python3 Tests/Hostile/hostile.py --curve "$(swift build -c release --show-bin-path)/curve" --report "$@"
