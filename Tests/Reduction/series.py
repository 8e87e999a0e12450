#!/usr/bin/env python3
"""Deterministic CSV series for checking `curve reduce` (Tests/Reduction/check.py) and for
Benchmarks/reduce/compare.py.

Every generator is seeded, so a series is the same bytes on every run and machine (numpy's
PCG64 stream is stable across versions; the values are written with Python's repr, the shortest
decimal that reads back as the same double). Nothing large is committed: `write(name, folder)`
makes a file on demand, and `python3 series.py DIR [NAME…]` writes them from the shell.

A generator returns a `Series`: the CSV lines (header, gap rows and all, exactly as written) and
the (x, y) doubles of the rows that are not gaps, in order — what `curve reduce` must read.
"""
import math
import os
import sys
from dataclasses import dataclass, field

import numpy as np


@dataclass
class Series:
    name: str
    lines: list                      # the CSV's lines, without line ends
    x: np.ndarray                    # the non-gap rows' x, as written (exact doubles)
    y: np.ndarray
    note: str = ""
    gap_rows: int = 0
    extra: dict = field(default_factory=dict)

    @property
    def text(self):
        return "\n".join(self.lines) + "\n"

    @property
    def count(self):
        return len(self.x)


def _num(v):
    """The shortest round-trip decimal of a double (Python's repr), never 'nan' or 'inf'."""
    v = float(v)
    if not math.isfinite(v):
        raise ValueError(f"non-finite value {v!r} in a series")
    return repr(v)


def _make(name, x, y, header=("x", "y"), note=""):
    x = [float(v) for v in x]
    y = [float(v) for v in y]
    lines = [",".join(header)] if header else []
    lines += [f"{_num(a)},{_num(b)}" for a, b in zip(x, y)]
    # Read the written text back, so x and y are exactly what the file says.
    xs = np.array([float(l.split(",")[0]) for l in lines[1 if header else 0:]])
    ys = np.array([float(l.split(",")[1]) for l in lines[1 if header else 0:]])
    assert np.all(np.diff(xs) > 0), f"{name}: x must increase"
    return Series(name, lines, xs, ys, note)


def _walk(rng, n, step=1.0):
    return np.cumsum(rng.standard_normal(n) * step)


# ---------------------------------------------------------------------------------------------
# The generators.

def random_walk(n=20_000, seed=1):
    """Gaussian random walk at x = 0, 1, …, n − 1, rounded to 4 decimals (as logged data is)."""
    rng = np.random.default_rng(seed)
    y = np.round(_walk(rng, n), 4)
    return _make(f"walk_{n}", np.arange(n), y, note=f"{n}-row Gaussian random walk")


def walk_86400():
    return random_walk(86_400, seed=2)


def walk_1m():
    """For the benchmarks only (about 20 MB of CSV): generated on demand, never committed."""
    return random_walk(1_000_000, seed=3)


def sensor_day(seed=4):
    """A day of a temperature sensor at 1 Hz (86,400 rows, x in seconds): a daily swing, slow
    weather drift, 0.05-degree quantisation noise, a dozen one-to-three-second spikes (a glitch
    reading 10-30 degrees off) and a flat stretch of two hours (the sensor stuck at one value)."""
    rng = np.random.default_rng(seed)
    n = 86_400
    t = np.arange(n, dtype=float)
    y = 18 + 6 * np.sin(2 * np.pi * (t - 6 * 3600) / 86_400)
    y += np.cumsum(rng.standard_normal(n)) * 0.004
    y += rng.standard_normal(n) * 0.05
    for start in rng.choice(n - 10, 12, replace=False):
        width = int(rng.integers(1, 4))
        y[start:start + width] += rng.choice([-1, 1]) * rng.uniform(10, 30)
    y[40_000:47_200] = y[40_000]
    y = np.round(y / 0.05) * 0.05
    y = np.round(y, 2)
    return _make("sensor_day", t, y, header=("seconds", "celsius"), note="86,400 rows at 1 Hz, spikes and a flat stretch")


def chirp(n=20_000):
    """sin(2π(f0·t + k·t²/2)) over t in [0, 10): 0.5 Hz rising to 20.5 Hz (205 cycles in all,
    so a 320 pt plot has fewer than 2 pt a cycle at the end), amplitude rising 1 → 2."""
    t = np.arange(n) * (10.0 / n)
    f0, k = 0.5, 2.0
    y = (1 + t / 10) * np.sin(2 * np.pi * (f0 * t + k * t * t / 2))
    return _make("chirp", t, np.round(y, 6), note="chirp 0.5 → 20.5 Hz")


def steps(n=5_000, seed=5):
    """A staircase: 40 plateaus of random width and random integer height changes (up and down),
    plus a final plateau, at x = 0, 0.5, 1, …"""
    rng = np.random.default_rng(seed)
    cuts = np.sort(rng.choice(np.arange(1, n), 39, replace=False))
    levels = np.cumsum(rng.integers(-5, 6, 40))
    y = np.repeat(levels, np.diff(np.concatenate([[0], cuts, [n]])))
    return _make("steps", np.arange(n) * 0.5, y, note="40-plateau staircase")


def comb(n=1_100):
    """Every row swings across the whole plot (0, 1, 0, 1, …): the drawing cannot follow it
    within 0.25 pt, and a step to a row at the level it starts from has no rise."""
    return _make("comb", np.arange(n), np.arange(n) % 2, note="0, 1, 0, 1, …")


def constant(n=1_000, value=3.5):
    return _make("constant" if value else "constant_zero", np.arange(n), np.full(n, value),
                 note=f"y = {value} everywhere: a degenerate y extent")


def constant_zero():
    return constant(500, 0.0)


def two_points():
    return _make("two_points", [-2.5, 7.25], [1.0, -3.0], note="two rows")


def one_row():
    return _make("one_row", [4.0], [2.0], note="one row: both extents degenerate")


def sine_rows(n, name):
    rng = np.random.default_rng(6)
    x = np.arange(n) * 0.1
    y = np.round(np.sin(x * 0.37) * 50 + rng.standard_normal(n) * 2, 3)
    return _make(name, x, y, note=f"{n} rows, noisy sine")


def rows_1024():
    return sine_rows(1024, "rows_1024")


def rows_1025():
    return sine_rows(1025, "rows_1025")


def huge(n=3_000, seed=7):
    """y ~ 1e300 (a walk scaled by 1e299, so its extent is a few 1e301), x = 1e15 + i·0.125
    (exact doubles: 1e15 + i/8 is representable)."""
    rng = np.random.default_rng(seed)
    y = _walk(rng, n) * 1e299
    return _make("huge", 1e15 + np.arange(n) * 0.125, y, note="x ~ 1e15 offsets, y ~ 1e300")


def huge_extreme(n=2_000, seed=8):
    """y spans about ±1.5e308: its extent's width overflows a double (past 1.797e308)."""
    rng = np.random.default_rng(seed)
    y = np.sin(np.arange(n) * 0.05) * 1.5e308 + rng.standard_normal(n) * 1e306
    y = np.clip(y, -1.7e308, 1.7e308)
    return _make("huge_extreme", -1e300 + np.arange(n) * 1e297, y, note="y extent wider than the largest double")


def tiny(n=3_000, seed=9):
    """x = (i + 1)·1e-300, y a walk scaled to about 1e-300."""
    rng = np.random.default_rng(seed)
    y = _walk(rng, n) * 1e-300
    return _make("tiny", (np.arange(n) + 1) * 1e-300, y, note="x and y ~ 1e-300")


def _with_gaps(s, rng, gap_line, note):
    """Series `s` with about 3% of its rows (never the first or last) written as `gap_line(i)`
    and left out of x, y."""
    n = len(s.x)
    keep = np.ones(n, bool)
    lines = [s.lines[0]]
    for i in range(n):
        if 0 < i < n - 1 and rng.random() < 0.03:
            keep[i] = False
            lines.append(gap_line(i))
        else:
            lines.append(s.lines[1 + i])
    return Series(s.name, lines, s.x[keep], s.y[keep], note, gap_rows=int((~keep).sum()))


def gaps(n=6_000, seed=10):
    """A walk in which about 3% of the rows are gaps: a blank y, 'NA', or 'n/a'. The gap rows are
    left out of x, y; the first and last rows are not gaps."""
    rng = np.random.default_rng(seed)
    y = np.round(_walk(rng, n), 3)
    x = np.arange(n, dtype=float)
    s = _make("gaps", x, y, header=("t", "value"))
    kinds = ["", "NA", "n/a"]
    return _with_gaps(s, rng, lambda i: f"{_num(x[i])},{kinds[int(rng.integers(0, 3))]}", "walk with blank / NA / n/a y cells")


def gaps_x(n=3_000, seed=11):
    """Gap rows with the x cell blank or 'NA' (the y cell a number)."""
    rng = np.random.default_rng(seed)
    y = np.round(_walk(rng, n), 3)
    x = np.arange(n, dtype=float)
    s = _make("gaps_x", x, y)
    return _with_gaps(s, rng, lambda i: f"{'' if rng.random() < 0.5 else 'NA'},{_num(y[i])}", "walk with blank / NA x cells")


# The series the check runs (name → generator), and those only the benchmark uses.
CHECK = {
    "walk_20000": random_walk,
    "sensor_day": sensor_day,
    "chirp": chirp,
    "steps": steps,
    "comb": comb,
    "constant": constant,
    "constant_zero": constant_zero,
    "two_points": two_points,
    "one_row": one_row,
    "rows_1024": rows_1024,
    "rows_1025": rows_1025,
    "huge": huge,
    "huge_extreme": huge_extreme,
    "tiny": tiny,
    "gaps": gaps,
    "gaps_x": gaps_x,
}
BENCH = {
    "sensor_day": sensor_day,
    "walk_86400": walk_86400,
    "walk_1m": walk_1m,
    "chirp": chirp,
    "steps": steps,
}
ALL = {**CHECK, **BENCH}


def write(name, folder):
    """Writes series `name` to folder/name.csv (once: an existing file is kept, as the series is
    deterministic) and returns (path, Series)."""
    s = ALL[name]()
    path = os.path.join(folder, f"{name}.csv")
    if not os.path.exists(path):
        tmp = path + ".tmp"
        with open(tmp, "w", newline="") as f:
            f.write(s.text)
        os.replace(tmp, path)
    return path, s


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: series.py DIR [NAME…]  (names: " + ", ".join(ALL) + ")")
    os.makedirs(sys.argv[1], exist_ok=True)
    for name in sys.argv[2:] or list(CHECK):
        path, s = write(name, sys.argv[1])
        print(f"{path}: {s.count} rows ({s.gap_rows} gaps) — {s.note}")
