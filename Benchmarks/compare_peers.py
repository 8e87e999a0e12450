#!/usr/bin/env python3
"""Merges a compare-peers.sh run (peer TSV files and curve-bench JSON files) into one table.

Each cell is the median over rounds of the per-round median ns per point (compile: µs).
Ratios are to native C (gcc -O2, the platform libm) measured in the same session; "vs best peer"
divides the fastest peer engine that is not native C or numpy on that expression by CurveKit.
CurveKit is measured on the block path this CPU runs (AVX2 where it has it) and on the baseline
four-lane path (SSE2 on x86-64).
"""
import collections
import glob
import json
import os
import statistics
import sys

out = sys.argv[1]
evals = collections.defaultdict(list)     # (engine, expr) -> [median ns/pt per round]
compiles = collections.defaultdict(list)  # (engine, expr) -> [median µs per round]
for path in glob.glob(os.path.join(out, "c_*.txt")) + glob.glob(os.path.join(out, "py_*.txt")):
    for line in open(path):
        if not line.startswith("TSV\teval\t"):
            continue
        f = line.rstrip("\n").split("\t")
        expr, engine = f[3], f[4]
        evals[(engine, expr)].append(float(f[5]))
        compiles[(engine, expr)].append(float(f[11]))
machine = {}
for path in sorted(glob.glob(os.path.join(out, "curve_*.json"))):
    doc = json.load(open(path))
    machine = doc["machine"]
    for e in doc["expressions"]:
        evals[("CurveKit", e["name"])].append(e["batch_ns_per_point"]["median"])
        evals[("CurveKit baseline path", e["name"])].append(e["batch_baseline_ns_per_point"]["median"])
        compiles[("CurveKit", e["name"])].append(e["compile_us"]["median"])

med = lambda xs: statistics.median(xs) if xs else float("nan")
exprs = sorted({k[1] for k in evals}, key=lambda s: int(s[1:]))
engines = sorted({k[0] for k in evals})
peers = [e for e in engines if not e.startswith("CurveKit") and not e.startswith("native") and e != "numpy"]
native = next((e for e in engines if e.startswith("native C")), None)


def fmt(v):
    if v != v:
        return "—"
    return f"{v:.0f}" if v >= 100 else f"{v:.1f}" if v >= 10 else f"{v:.2f}" if v >= 1 else f"{v:.3f}"


print(f"machine: {machine.get('cpu', '?')}, {machine.get('cores', '?')} cores; "
      f"rounds: {max((len(v) for v in evals.values()), default=0)}\n")
print("### Batch evaluation, ns per point (1,024 points; median of round medians)\n")
print("| expr | native C | best peer | CurveKit | / C | vs best peer | CurveKit, baseline path | / C | vs best peer |")
print("|---|---:|---|---:|---:|---:|---:|---:|---:|")
for x in exprs:
    c = med(evals.get((native, x), [])) if native else float("nan")
    best = min(((med(evals[(p, x)]), p) for p in peers if (p, x) in evals), default=(float("nan"), "—"))
    ck = med(evals.get(("CurveKit", x), []))
    base = med(evals.get(("CurveKit baseline path", x), []))
    print(f"| {x} | {fmt(c)} | {fmt(best[0])} ({best[1]}) | {fmt(ck)} | {ck / c:.2f}× | {best[0] / ck:.1f}× faster | "
          f"{fmt(base)} | {base / c:.2f}× | {best[0] / base:.1f}× faster |" if c == c else f"| {x} | — | — | {fmt(ck)} | — | — | {fmt(base)} | — | — |")

print("\n### Compile once, µs (median of round medians)\n")
print("| expr | " + " | ".join(e for e in engines if (e, "E1") in compiles and not e.startswith("native") and e != "numpy" and e != "CurveKit baseline path") + " |")
cols = [e for e in engines if (e, "E1") in compiles and not e.startswith("native") and e != "numpy" and e != "CurveKit baseline path"]
print("|---|" + "---:|" * len(cols))
for x in exprs:
    print(f"| {x} | " + " | ".join(fmt(med(compiles.get((e, x), []))) for e in cols) + " |")

print("\n### Every engine, ns per point\n")
print("| engine | " + " | ".join(exprs) + " |")
print("|---|" + "---:|" * len(exprs))
for e in engines:
    print(f"| {e} | " + " | ".join(fmt(med(evals.get((e, x), []))) for x in exprs) + " |")
