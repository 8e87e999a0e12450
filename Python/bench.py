"""The Python package's call overhead beside Node's and the native engine's, in one run,
interleaved by rounds (medians):

    python3 Python/bench.py            # after bash Web/build.sh and swift build -c release --product curve-bench

Two calls: validating the reference's largest example frame (the JSON report written), and a
1,024-point evaluate of E4 (a*sin(b*x + c) + d) over [-5, 5] with its JSON report. Python and
Node make the same module call; native is curve-bench's validator alone and E4's batch VM
alone (no report), the floor both bindings are measured against.

Then, in Python alone, E4 at the same 1,024 points as a numpy array: ``evaluate(at=array)``
(numbers in and out of the module's memory, ``ck_evaluate_values``), the same export called
bare through wasmtime with its inputs already in the module (the wasm call itself), the text
path (``at`` a list), numexpr (one thread) and numpy on the same expression.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Python"))
QUICK = "--quick" in sys.argv
ROUNDS, SAMPLES = (1, 20) if QUICK else (5, 200)
source = (ROOT / "Benchmarks/curve-bench/Frames.swift").read_text()
LARGEST = source[source.index('#"""\n') + 5:source.index('"""#')]
PARAMETERS = {"a": 1.5, "b": 2.0, "c": 0.25, "d": -1.0}

NODE = f"""
import {{ load }} from {json.dumps(str(ROOT / "Web/curvekit.mjs"))};
const ck = await load();
const frame = {json.dumps(LARGEST)};
const parameters = {json.dumps(PARAMETERS)};
const calls = {{
  validate: () => ck.validate(frame, {{ text: true }}),
  evaluate: () => ck.evaluate('a*sin(b*x + c) + d', {{ parameters, domain: [-5, 5], samples: 1024, text: true }}),
}};
const median = (list) => list.sort((a, b) => a - b)[list.length >> 1];
const samples = {{ validate: [], evaluate: [] }};
// Warmed up for 300 ms each, as Web/bench.mjs does: V8 compiles the hot paths first.
for (const run of Object.values(calls)) {{ const until = performance.now() + 300; while (performance.now() < until) run(); }}
for (let s = 0; s < {SAMPLES}; s++) for (const [name, run] of Object.entries(calls)) {{
  const start = process.hrtime.bigint(); run(); samples[name].push(Number(process.hrtime.bigint() - start) / 1000);
}}
console.log(JSON.stringify({{ validate: median(samples.validate), evaluate: median(samples.evaluate) }}));
"""


def python_round(curvekit: object) -> dict[str, float]:
    import curvekit as ck

    calls = {
        "validate": lambda: ck.validate(LARGEST, text=True),
        "evaluate": lambda: ck.evaluate("a*sin(b*x + c) + d", parameters=PARAMETERS, domain=(-5, 5), samples=1024, text=True),
    }
    for run in calls.values():
        until = time.perf_counter() + 0.3
        while time.perf_counter() < until:
            run()
    samples: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(SAMPLES):
        for name, run in calls.items():
            start = time.perf_counter_ns()
            run()
            samples[name].append((time.perf_counter_ns() - start) / 1000)
    return {name: statistics.median(values) for name, values in samples.items()}


def array_round() -> dict[str, float]:
    import curvekit as ck
    import numexpr
    import numpy

    numexpr.set_num_threads(1)
    xs = numpy.linspace(-5, 5, 1024)
    listed = xs.tolist()
    expression = "a*sin(b*x + c) + d"
    engine = ck.shared()
    # The bare export: the expression, the options and the points copied in once.
    call, free, alloc = (engine._function(name) for name in ("ck_evaluate_values", "ck_free", "ck_alloc"))
    memory, store = engine._memory, engine._store
    source, request, points = expression.encode(), json.dumps({"parameters": PARAMETERS}).encode(), xs.astype("<f8").tobytes()
    pointers = [alloc(store, len(data)) for data in (source, request, points, points)]
    for pointer, data in zip(pointers, (source, request, points)):
        memory.write(store, data, pointer)

    def bare() -> None:
        free(store, call(store, pointers[0], len(source), pointers[1], len(request), pointers[2], pointers[3], len(xs)))

    a, b, c, d = PARAMETERS.values()
    calls = {
        "array": lambda: ck.evaluate(expression, parameters=PARAMETERS, at=xs),
        "bare": bare,
        "numexpr": lambda: numexpr.evaluate("a*sin(b*x + c) + d", local_dict={"a": a, "b": b, "c": c, "d": d, "x": xs}),
        "numpy": lambda: a * numpy.sin(b * xs + c) + d,
    }
    # The text path (at a list) apart, after: its garbage and 2,048 decimals parsed in the module
    # would slow whichever call follows it.
    listed_call = lambda: ck.evaluate(expression, parameters=PARAMETERS, at=listed)
    assert numpy.array_equal(calls["array"]()["samples"][:, 1], numpy.array([y for _, y in listed_call()["samples"]]))
    for run in calls.values():
        until = time.perf_counter() + 0.3
        while time.perf_counter() < until:
            run()
    samples: dict[str, list[float]] = {name: [] for name in [*calls, "list"]}
    for _ in range(SAMPLES):
        for name, run in calls.items():
            start = time.perf_counter_ns()
            run()
            samples[name].append((time.perf_counter_ns() - start) / 1000)
    for _ in range(max(5, SAMPLES // 10)):
        start = time.perf_counter_ns()
        listed_call()
        samples["list"].append((time.perf_counter_ns() - start) / 1000)
    for pointer in pointers:
        free(store, pointer)
    return {name: statistics.median(values) for name, values in samples.items()}


def node_round() -> dict[str, float]:
    out = subprocess.run(["node", "--input-type=module", "-e", NODE], capture_output=True, text=True, check=True).stdout
    return json.loads(out)


def native_round() -> dict[str, float]:
    bench = os.environ.get("CURVE_BENCH", str(ROOT / ".build/release/curve-bench"))
    report = json.loads(subprocess.run([bench, "--only", "E4,validation", "--json", *(["--quick"] if QUICK else [])], capture_output=True, text=True, check=True).stdout)
    e4 = next(row for row in report["expressions"] if row["name"] == "E4")
    validation = next(row for row in report["validation_us"] if row["frame"] == "reference's largest example")
    return {"validate": validation["time"]["median"], "evaluate": e4["batch_ns_per_point"]["median"] * 1024 / 1000}


def main() -> None:
    import curvekit

    # The source folder has no module of its own (the wheel copies it in): use the built one.
    if not (ROOT / "Python/curvekit/curvekit.wasm").exists():
        engine = sys.modules["curvekit._engine"]
        engine._shared = engine.Engine((ROOT / "Web/dist/curvekit.wasm").read_bytes())  # type: ignore[attr-defined]

    rounds: dict[str, list[dict[str, float]]] = {"python": [], "node": [], "native": []}
    arrays: list[dict[str, float]] = []
    for _ in range(ROUNDS):
        rounds["python"].append(python_round(curvekit))
        arrays.append(array_round())
        rounds["node"].append(node_round())
        rounds["native"].append(native_round())
    result = {engine: {call: statistics.median(r[call] for r in runs) for call in ("validate", "evaluate")} for engine, runs in rounds.items()}
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores; Python {platform.python_version()}; "
          f"{ROUNDS} rounds of {SAMPLES} samples, medians{' (quick: not to be judged)' if QUICK else ''}")
    print("                                   Python µs   Node µs   native µs   Python/Node  Python/native")
    for call, label in (("validate", "validate the largest example"), ("evaluate", "evaluate 1,024 points (E4)")):
        p, n, c = (result[e][call] for e in ("python", "node", "native"))
        print(f"{label:34} {p:9.1f} {n:9.1f} {c:11.1f} {p / n:12.2f}× {p / c:12.2f}×")
    array = {call: statistics.median(r[call] for r in arrays) for call in arrays[0]}
    print("\nE4 at 1,024 points of a numpy array, in Python                µs   / the wasm call")
    for call, label in (("array", "evaluate(at=array): numbers through memory"), ("bare", "the wasm call itself (ck_evaluate_values)"),
                        ("list", "evaluate(at=list): decimal text both ways"), ("numexpr", "numexpr.evaluate, one thread"), ("numpy", "numpy: a*sin(b*x + c) + d")):
        print(f"{label:58} {array[call]:9.1f} {array[call] / array['bare']:9.2f}×")


if __name__ == "__main__":
    main()
