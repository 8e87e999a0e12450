#!/usr/bin/env python3
"""`curve reduce` beside tsdownsample's LTTB, MinMaxLTTB and M4 and every-k-th decimation.

    python3 Benchmarks/reduce/compare.py [--curve .build/release/curve] [--series a,b] [--quick]

For each series × size × interpolation it reports, per method:
- pts@0.25: points needed to be within 0.25 pt (Hausdorff, measured by Tests/Reduction/hausdorff.py).
  curve reduce: the count it returns with --max-points 1024 (default tolerance 0.25), marked '>'
  when it says it is not within tolerance. Others: the smallest n_out (bisection over n_out,
  capped at --cap) whose measured deviation is ≤ 0.25; '>cap' when none is. The bisection
  assumes the deviation falls as n_out grows, which is not guaranteed for these methods: the
  figure is the bisection's answer, not an exhaustive minimum.
- dev@1024: measured deviation in pt at 1,024 points (curve reduce: measured, then its own D).
- time: median of --runs runs, interleaved between methods, of the downsampling call on arrays
  already in memory (tsdownsample, every-k-th), and of the whole `curve reduce` command
  (release build: reading and parsing the CSV included). 'parse floor' is the same command with
  --interpolation linear --tolerance 100 (it can stop at the first and last rows).
Writes the markdown to Benchmarks/reduce/RESULTS-draft.md (or --out) with the machine (lscpu).
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Reduction"))
import hausdorff  # noqa: E402
import series  # noqa: E402

from tsdownsample import LTTBDownsampler, M4Downsampler, MinMaxLTTBDownsampler  # noqa: E402

TOLERANCE = 0.25


def every_kth(x, y, n_out):
    return np.unique(np.round(np.linspace(0, len(x) - 1, min(n_out, len(x)))).astype(np.int64))


def ts(cls, multiple=1):
    def down(x, y, n_out):
        n_out = max(multiple, (n_out // multiple) * multiple)
        if n_out >= len(x):
            return np.arange(len(x))
        return np.asarray(cls().downsample(x, y, n_out=n_out), dtype=np.int64)
    return down


METHODS = {
    "LTTB": ts(LTTBDownsampler),
    "MinMaxLTTB": ts(MinMaxLTTBDownsampler),
    "M4": ts(M4Downsampler, 4),
    "every-k-th": every_kth,
}


def measure(xy, idx, size, interpolation, domain, y_domain):
    idx = np.unique(np.concatenate([[0], idx, [len(xy) - 1]]))  # the same first/last rule for all
    return hausdorff.deviation_bounds(xy, xy[idx], size, interpolation, domain, y_domain)[0]


def run_curve(curve, path, size, interpolation, extra=()):
    cmd = [curve, "reduce", "--size", f"{size[0]}x{size[1]}", "--interpolation", interpolation,
           "--format", "json", *extra, path]
    t = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    elapsed = time.perf_counter() - t
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}: exit {p.returncode}: {p.stderr.strip()[:300]}")
    return json.loads(p.stdout), elapsed, " ".join(cmd)


def search(down, xy, size, interpolation, domain, y_domain, cap, steps):
    """The smallest n_out within tolerance by bisection between 4 and cap (None if cap is not)."""
    x, y = np.ascontiguousarray(xy[:, 0]), np.ascontiguousarray(xy[:, 1])
    if measure(xy, down(x, y, cap), size, interpolation, domain, y_domain) > TOLERANCE:
        return None
    lo, hi = 4, cap
    for _ in range(steps):
        if hi - lo <= max(4, hi // 64):
            break
        mid = (lo + hi) // 2
        if measure(xy, down(x, y, mid), size, interpolation, domain, y_domain) <= TOLERANCE:
            hi = mid
        else:
            lo = mid
    return hi


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--curve", default=os.path.join(ROOT, ".build", "release", "curve"))
    ap.add_argument("--series", default="sensor_day,walk_86400,walk_1m,chirp,steps")
    ap.add_argument("--sizes", default="1000x300,320x160")
    ap.add_argument("--interpolations", default="monotone,linear")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cap", type=int, default=16384)
    ap.add_argument("--steps", type=int, default=12)
    ap.add_argument("--search-sizes", default="1000x300", help="sizes on which to search pts@0.25 (others: '—')")
    ap.add_argument("--out", default=os.path.join(HERE, "RESULTS-draft.md"))
    ap.add_argument("--data", default=None, help="folder for the CSVs (default a temporary one)")
    args = ap.parse_args()
    folder = args.data or tempfile.mkdtemp(prefix="curve-reduce-bench-")
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    search_sizes = {tuple(int(v) for v in s.split("x")) for s in args.search_sizes.split(",") if s}
    rows = []
    notes = []
    for name in args.series.split(","):
        path, s = series.write(name, folder)
        xy = np.column_stack([s.x, s.y])
        domain, y_domain = hausdorff.infer_domain(s.x), hausdorff.infer_domain(s.y)
        # Parse cost in Python, for scale (the tsdownsample timings start from arrays in memory).
        t = time.perf_counter()
        np.loadtxt(path, delimiter=",", skiprows=1)
        parse_py = time.perf_counter() - t
        for interpolation in args.interpolations.split(","):
            for size in sizes:
                label = f"{name} ({s.count:,} rows), {size[0]}x{size[1]}, {interpolation}"
                print(f"== {label}", file=sys.stderr, flush=True)
                # Timings, interleaved.
                times = {m: [] for m in METHODS}
                times["curve reduce"] = []
                times["parse floor"] = []
                doc = None
                for _ in range(args.runs):
                    for m, down in METHODS.items():
                        t = time.perf_counter()
                        down(s.x, s.y, 1024)
                        times[m].append(time.perf_counter() - t)
                    doc, elapsed, cmd = run_curve(args.curve, path, size, interpolation, ["--max-points", "1024"])
                    times["curve reduce"].append(elapsed)
                    _, elapsed, _ = run_curve(args.curve, path, size, "linear", ["--tolerance", "100"])
                    times["parse floor"].append(elapsed)
                index = {float(v): i for i, v in enumerate(s.x)}
                chosen = np.array([index[float(p[0])] for p in doc["points"]])
                m_curve = measure(xy, chosen, size, interpolation, domain, y_domain)
                count = len(chosen)
                rows.append({
                    "case": label, "method": "curve reduce",
                    "pts": f"{count}" if doc["withinTolerance"] else f">{count} (not within)",
                    "dev": f"{m_curve:.4g} (D {doc['maximumDeviation']:.4g})",
                    "time": statistics.median(times["curve reduce"]),
                    "extra": f"parse floor {statistics.median(times['parse floor']) * 1e3:.0f} ms; numpy loadtxt {parse_py * 1e3:.0f} ms",
                })
                if m_curve > doc["maximumDeviation"] + 1e-6:
                    notes.append(f"{label}: measured {m_curve!r} > D {doc['maximumDeviation']!r} ({cmd})")
                for m, down in METHODS.items():
                    dev = measure(xy, down(s.x, s.y, 1024), size, interpolation, domain, y_domain)
                    if size in search_sizes:
                        need = search(down, xy, size, interpolation, domain, y_domain, args.cap, args.steps)
                        pts = f">{args.cap}" if need is None else f"{need}"
                    else:
                        pts = "—"
                    rows.append({"case": label, "method": m, "pts": pts, "dev": f"{dev:.4g}",
                                 "time": statistics.median(times[m]), "extra": ""})
                    print(f"   {m}: dev@1024 {dev:.4g}, pts {pts}", file=sys.stderr, flush=True)
                print(f"   curve reduce: {count} pts, measured {m_curve:.4g}, D {doc['maximumDeviation']:.4g}", file=sys.stderr, flush=True)
    lscpu = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
    model = next((l.split(":", 1)[1].strip() for l in lscpu.splitlines() if l.startswith("Model name")), platform.processor())
    cpus = next((l.split(":", 1)[1].strip() for l in lscpu.splitlines() if l.startswith("CPU(s)")), "?")
    out = [
        "# curve reduce beside tsdownsample (draft)",
        "",
        f"Machine: {model}, {cpus} CPUs ({platform.machine()}, {platform.system()} {platform.release()}); "
        f"Python {platform.python_version()}, numpy {np.__version__}, tsdownsample "
        f"{__import__('importlib.metadata').metadata.version('tsdownsample')}; curve: `{args.curve}`.",
        "",
        f"pts@0.25: points needed for a measured Hausdorff distance ≤ {TOLERANCE} pt (bisection over n_out up to {args.cap}; "
        "'—' not searched at that size). dev@1024: measured distance (pt) at 1,024 points. "
        f"time: median of {args.runs} interleaved runs; tsdownsample and every-k-th from arrays in memory, "
        "curve reduce the whole release command (CSV read and parse included).",
        "",
        "| series, size, interpolation | method | pts@0.25 | dev@1024 (pt) | time (ms) | notes |",
        "| --- | --- | ---: | ---: | ---: | --- |",
    ]
    for r in rows:
        out.append(f"| {r['case']} | {r['method']} | {r['pts']} | {r['dev']} | {r['time'] * 1e3:.1f} | {r['extra']} |")
    if notes:
        out += ["", "Discrepancies:", ""] + [f"- {n}" for n in notes]
    text = "\n".join(out) + "\n"
    print(text)
    with open(args.out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
