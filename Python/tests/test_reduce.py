"""Reductions through curvekit for Python: one test a series and an interpolation, the module's
JSON the native command's (``curve reduce --format json``) byte for byte; the points rows of the
series (the first and the last kept, at most the most asked); and the deviation measured again
here, with numpy, on the curves drawn in pt (the original joined by straight lines, the points by
the layer's interpolation: steps and d3's monotone cubic written out here), which the proven
bound must cover. Then the options and errors, one test a case. The native command is $CURVE
(default: the release build)."""

from __future__ import annotations

import inspect
import json
import math
import os
import random
import re
import subprocess
import unittest
from pathlib import Path
from typing import Any, Callable

import numpy as np

import curvekit
from curvekit import _types

ROOT = Path(__file__).resolve().parents[2]
CURVE = os.environ.get("CURVE", str(ROOT / ".build/release/curve"))
INTERPOLATIONS = ("linear", "stepAfter", "monotone")


def native(arguments: list[str], csv: bytes) -> subprocess.CompletedProcess[bytes]:
    """The command's run on `csv` from standard input."""
    return subprocess.run([CURVE, "reduce", *arguments, "-"], input=csv, capture_output=True)


def command_error(run: subprocess.CompletedProcess[bytes]) -> str:
    """The command's first error line, without ``error: `` and the file's name."""
    return re.sub(r"^error: ('-': )?", "", run.stderr.decode().split("\n")[0])


class Series:
    """A series: its CSV, its numeric rows (gaps left out) and the plot area it is reduced on."""

    def __init__(self, rows: list[tuple[object, object]], header: str = "x,y", size: tuple[float, float] = (320, 160)) -> None:
        def cell(value: object) -> str:
            return repr(value) if isinstance(value, float) else str(value)
        lines = ([header] if header else []) + [f"{cell(x)},{cell(y)}" for x, y in rows]
        self.csv = "\n".join(lines) + "\n"
        self.rows = [(float(x), float(y)) for x, y in rows if isinstance(x, (int, float)) and isinstance(y, (int, float))]
        self.size = size


def _walk() -> Series:
    generator = random.Random(7)
    y = 0.0
    rows: list[tuple[object, object]] = []
    for i in range(3000):
        y += generator.random() - 0.5
        rows.append((i, y))
    return Series(rows)


WALK = _walk()
SERIES = {
    "random_walk_3000": WALK,
    "chirp": Series([(i / 200, math.sin(3 * (i / 200) ** 2)) for i in range(2000)], size=(338, 158)),
    "steps": Series([(i, (i // 150) % 4) for i in range(1200)], size=(158, 70)),
    "constant": Series([(i * 0.5, 2.5) for i in range(400)]),
    "two_points": Series([(0, 1), (1, 3)], header=""),
    "gaps": Series([("NA" if i % 11 == 5 else i, "" if i % 7 == 3 else math.cos(i / 40) * (1 + i / 300)) for i in range(600)], header="t,v"),
    "rows_1025": Series([(i, math.sin(i / 37) * 10 + (i % 5)) for i in range(1025)]),
}


# MARK: The curves in pt, measured here

#: The most room between two samples of a curve, in pt: the distance from a point of one curve to
#: the other changes by at most as much as the point moves, so the measure below is within half of
#: this of the true distance.
SPACING = 0.1


def bezier(c0: np.ndarray, c1: np.ndarray, c2: np.ndarray, c3: np.ndarray) -> np.ndarray:
    """A cubic Bézier sampled at most `SPACING` apart (its control polygon bounds its length),
    without its last point."""
    length = float(np.hypot(*(c1 - c0)) + np.hypot(*(c2 - c1)) + np.hypot(*(c3 - c2)))
    u = np.linspace(0, 1, max(2, math.ceil(length / SPACING)) + 1)[:-1][:, None]
    return (1 - u) ** 3 * c0 + 3 * u * (1 - u) ** 2 * c1 + 3 * u ** 2 * (1 - u) * c2 + u ** 3 * c3


def monotone(points: np.ndarray) -> np.ndarray:
    """d3's curveMonotoneX through the points (d3-shape's monotone.js: Steffen's slopes, slope3
    inside and slope2 at the ends, one Bézier a segment), sampled finely."""
    n = len(points)
    if n < 3:
        return points
    px, py = points[:, 0], points[:, 1]
    h = np.diff(px)
    s = np.diff(py) / h
    t = np.zeros(n)
    s0, s1, h0, h1 = s[:-1], s[1:], h[:-1], h[1:]
    p = (s0 * h1 + s1 * h0) / (h0 + h1)

    def sign(v: np.ndarray) -> np.ndarray:
        return np.where(v < 0, -1.0, 1.0)  # d3's sign: 0 counts as +

    t[1:-1] = (sign(s0) + sign(s1)) * np.minimum(np.minimum(np.abs(s0), np.abs(s1)), 0.5 * np.abs(p))
    t[0] = (3 * s[0] - t[1]) / 2
    t[-1] = (3 * s[-1] - t[-2]) / 2
    pieces = []
    for i in range(n - 1):
        dx = h[i] / 3
        pieces.append(bezier(points[i], np.array([px[i] + dx, py[i] + dx * t[i]]), np.array([px[i + 1] - dx, py[i + 1] - dx * t[i + 1]]), points[i + 1]))
    return np.vstack([*pieces, points[-1:]])


def drawn(points: np.ndarray, interpolation: str) -> np.ndarray:
    """The polyline the layer draws through `points` (in pt): itself, its steps (the level held to
    the next x, then up or down), or its monotone cubic sampled finely."""
    if interpolation == "linear" or len(points) < 2:
        return points
    if interpolation == "stepAfter":
        steps = np.empty((2 * len(points) - 1, 2))
        steps[0::2] = points
        steps[1::2] = np.column_stack([points[1:, 0], points[:-1, 1]])
        return steps
    return monotone(points)


def densified(polyline: np.ndarray) -> np.ndarray:
    """The polyline's vertices, and points inside each segment at most `SPACING` apart."""
    if len(polyline) < 2:
        return polyline
    a, b = polyline[:-1], polyline[1:]
    pieces = np.maximum(1, np.ceil(np.hypot(*(b - a).T) / SPACING)).astype(int)
    which = np.repeat(np.arange(len(a)), pieces)
    u = (np.arange(len(which)) - np.repeat(np.cumsum(pieces) - pieces, pieces)) / pieces[which]
    inside = a[which] + u[:, None] * (b - a)[which]
    return np.vstack([inside, polyline[-1:]])


def distances(points: np.ndarray, polyline: np.ndarray, reach: float) -> np.ndarray:
    """Each point's exact distance to the polyline, or `reach` where no segment comes within
    `reach` in x (both x-monotone, so the segments near a run of points are a run too)."""
    a, b = polyline[:-1], polyline[1:]
    if len(a) == 0:
        return np.hypot(*(points - polyline[0]).T)
    low, high = np.minimum(a[:, 0], b[:, 0]), np.maximum(a[:, 0], b[:, 0])
    out = np.full(len(points), reach)
    for start in range(0, len(points), 512):
        p = points[start:start + 512]
        first = int(np.searchsorted(high, p[:, 0].min() - reach))
        last = int(np.searchsorted(low, p[:, 0].max() + reach, side="right"))
        if first >= last:
            continue
        sa, d = a[first:last], (b - a)[first:last]
        t = np.clip(((p[:, None, :] - sa) * d).sum(axis=2) / np.maximum((d ** 2).sum(axis=1), 1e-300), 0, 1)
        gap = p[:, None, :] - (sa + t[..., None] * d)
        out[start:start + 512] = np.minimum(reach, np.sqrt((gap ** 2).sum(axis=2)).min(axis=1))
    return out


def measured(rows: list[tuple[float, float]], report: dict[str, Any], size: tuple[float, float], interpolation: str) -> float:
    """The Hausdorff distance in pt between the series drawn linearly and the points drawn by the
    interpolation, both mapped as the layer maps them (domain to the width, yDomain to the height,
    y down from the top), measured from points at most `SPACING` apart on each curve to the
    other: at most the true distance, and within `SPACING` / 2 of it."""
    (x0, x1), (y0, y1) = report["domain"], report["yDomain"]
    width, height = size

    def pt(values: np.ndarray) -> np.ndarray:
        sx = (values[:, 0] - x0) / (x1 - x0) * width if x1 != x0 else np.full(len(values), width / 2)
        sy = height - (values[:, 1] - y0) / (y1 - y0) * height if y1 != y0 else np.full(len(values), height / 2)
        return np.column_stack([sx, sy])

    original = pt(np.array(rows, dtype=np.float64))
    reduced = drawn(pt(np.array(report["points"], dtype=np.float64)), interpolation)
    # Past the bound, how far does not matter: a point farther than that from the other curve is
    # measured as `reach`, which the bound does not cover.
    reach = report["maximumDeviation"] + 0.01
    there = distances(densified(reduced), original, reach).max()
    back = distances(densified(original), reduced, reach).max()
    return float(max(there, back))


def holds(case: unittest.TestCase, report: dict[str, Any], series: Series, most: int, tolerance: float, interpolation: str) -> None:
    """What holds of any reduction of `series` with at most `most` points: its points are rows,
    the first and the last kept, x increasing; and the proven bound covers the deviation measured
    here (a lower bound of the true one), and is not far above it."""
    rows = dict(series.rows)
    points = report["points"]
    case.assertEqual(report["input"], len(series.rows))
    case.assertLessEqual(len(points), most)
    case.assertGreaterEqual(len(points), min(2, len(series.rows)))
    case.assertEqual(tuple(points[0]), series.rows[0])
    case.assertEqual(tuple(points[-1]), series.rows[-1])
    for i, (x, y) in enumerate(points):
        case.assertIn(x, rows, f"point {i}: x {x} is no row's")
        case.assertEqual(rows[x], y, f"point {i}: [{x}, {y}] is no row")
    case.assertTrue(all(b[0] > a[0] for a, b in zip(points, points[1:])), "x increases")
    case.assertEqual(report["withinTolerance"], report["maximumDeviation"] <= tolerance)
    # The proven bound is at least the distance measured here (a lower bound of the true one, but
    # for the sampled Béziers' chords), and at most a little above the true one.
    deviation = measured(series.rows, report, series.size, interpolation)
    bound = report["maximumDeviation"]
    case.assertLessEqual(deviation, bound + 1e-3, f"measured {deviation} pt, proven bound {bound} pt")
    case.assertLessEqual(bound, deviation + SPACING / 2 + max(0.01, deviation / 100), f"measured {deviation} pt, proven bound {bound} pt")


class Agreement(unittest.TestCase):
    """One test method a series and an interpolation, added below."""

    def check(self, series: Series, interpolation: str) -> None:
        width, height = series.size
        run = native(["--size", f"{width:g}x{height:g}", "--interpolation", interpolation, "--format", "json"], series.csv.encode())
        self.assertEqual(run.returncode, 0, run.stderr.decode())
        text = curvekit.reduce(series.csv, size=series.size, interpolation=interpolation, text=True)
        self.assertEqual(text, run.stdout.decode())
        report = curvekit.reduce(series.csv.encode(), size=list(series.size), interpolation=interpolation)
        self.assertEqual(report, json.loads(text))
        holds(self, report, series, 1024, 0.25, interpolation)


def _agreement(series: Series, interpolation: str) -> Callable[[Agreement], None]:
    return lambda self: self.check(series, interpolation)


for _name, _series in SERIES.items():
    for _interpolation in INTERPOLATIONS:
        setattr(Agreement, f"test_{_name}_{_interpolation}", _agreement(_series, _interpolation))


class ReduceOptions(unittest.TestCase):
    def test_most_points_tolerance_and_columns_as_the_command_takes_them(self) -> None:
        csv = "i,walk,t\n" + "".join(f"{i},{y!r},{x * 2!r}\n" for i, (x, y) in enumerate(WALK.rows))
        run = native(["--size", "200x100", "--max-points", "40", "--tolerance", "1.5", "--columns", "t,walk", "--interpolation", "linear"], csv.encode())
        self.assertEqual(run.returncode, 0, run.stderr.decode())
        options: dict[str, Any] = {"size": (200, 100), "maximum_points": 40, "tolerance": 1.5, "columns": ("t", "walk"), "interpolation": "linear"}
        self.assertEqual(curvekit.reduce(csv, text=True, **options), run.stdout.decode())
        report = curvekit.reduce(csv, **options)
        doubled = Series([(x * 2, y) for x, y in WALK.rows], size=(200, 100))
        holds(self, report, doubled, 40, 1.5, "linear")
        self.assertEqual(curvekit.reduce(csv, **{**options, "columns": (3, 2)}), report)

    def test_too_few_points_for_the_tolerance_give_the_best_found(self) -> None:
        report = curvekit.reduce(WALK.csv, size=(320, 160), maximum_points=8, tolerance=0.01)
        run = native(["--size", "320x160", "--max-points", "8", "--tolerance", "0.01"], WALK.csv.encode())
        self.assertEqual(report, json.loads(run.stdout))
        self.assertLessEqual(len(report["points"]), 8)
        self.assertFalse(report["withinTolerance"])
        holds(self, report, WALK, 8, 0.01, "monotone")

    def test_numpy_numbers_and_arrays_are_taken(self) -> None:
        report = curvekit.reduce(WALK.csv, size=np.array([320.0, 160.0]), maximum_points=np.int64(100), tolerance=np.float64(0.5))
        self.assertEqual(report, curvekit.reduce(WALK.csv, size=(320, 160), maximum_points=100, tolerance=0.5))


def snake(name: str) -> str:
    """``maximumPoints`` → ``maximum_points``."""
    return "".join("_" + c.lower() if c.isupper() else c for c in name)


class ReduceTable(unittest.TestCase):
    """reduce's keywords are its option table's names, in snake case, as test_idiom holds the other
    calls to theirs (reduce's `size` is a required keyword, so it is given here)."""

    ROWS = curvekit.Engine().vocabulary()["options"]["reduce"]

    def test_the_keywords_are_the_table_s_and_its_generated_dict_s(self) -> None:
        keywords = [name for name in inspect.signature(curvekit.reduce).parameters if name not in ("data", "text", "engine")]
        self.assertEqual(sorted(keywords), sorted(snake(row["name"]) for row in self.ROWS))
        self.assertEqual(sorted(_types.ReduceOptions.__annotations__), sorted(keywords))

    def test_each_option_reaches_the_module_under_its_table_name(self) -> None:
        for row in self.ROWS:
            wrong = 5 if row["kind"] in ("text", "choice") else "word"
            options: dict[str, Any] = {"size": (100, 50), snake(row["name"]): wrong}
            with self.assertRaises(TypeError, msg=row["name"]) as raised:
                curvekit.reduce(WALK.csv, **options)
            self.assertTrue(str(raised.exception).startswith(f"curvekit: {row['name']} expects "), str(raised.exception))


class ReduceErrors(unittest.TestCase):
    VOCABULARY = curvekit.Engine().vocabulary()
    TABLE = VOCABULARY["options"]["reduce"]

    def as_json(self, message: str) -> str:
        """The command's message as JSON names the options (by the module's table)."""
        for row in self.TABLE:
            message = message.replace(row["flag"], row["name"])
        return re.sub(r", got '(-?[\d.e+]+)'$", r", got \1", message)

    def test_a_missing_size_is_a_value_error_as_the_command_refuses_it(self) -> None:
        run = native([], WALK.csv.encode())
        self.assertEqual(run.returncode, 2)
        expected = self.as_json(command_error(run)).replace("WxH", "[width, height]")
        with self.assertRaises(ValueError) as raised:
            curvekit.reduce(WALK.csv, size=None, tolerance=0.5)  # type: ignore[call-overload]
        self.assertNotIsInstance(raised.exception, curvekit.CurveError)
        self.assertEqual(str(raised.exception), f"curvekit: {expected}")

    def refused_tolerance(self, tolerance: float) -> None:
        run = native(["--size", "100x50", "--tolerance", f"{tolerance:g}"], WALK.csv.encode())
        self.assertEqual(run.returncode, 2)
        with self.assertRaises(ValueError) as raised:
            curvekit.reduce(WALK.csv, size=(100, 50), tolerance=tolerance)
        self.assertEqual(str(raised.exception), f"curvekit: {self.as_json(command_error(run))}")
        self.assertTrue(str(raised.exception).startswith("curvekit: tolerance expects 0.01 to 100 pt, got "))

    def refused_maximum_points(self, most: int) -> None:
        row = next(r for r in self.TABLE if r["name"] == "maximumPoints")
        run = native(["--size", "100x50", "--max-points", str(most)], WALK.csv.encode())
        self.assertEqual(run.returncode, 2)
        with self.assertRaises(ValueError) as raised:
            curvekit.reduce(WALK.csv, size=(100, 50), maximum_points=most)
        self.assertEqual(str(raised.exception), f"curvekit: {self.as_json(command_error(run))}")
        self.assertEqual(str(raised.exception), f"curvekit: maximumPoints expects a whole number from {row['minimum']} to {row['maximum']}, got {most}")

    def test_an_unknown_keyword_is_python_s_type_error(self) -> None:
        with self.assertRaises(TypeError):
            curvekit.reduce(WALK.csv, size=(100, 50), format="csv")  # type: ignore[call-overload]

    def test_options_of_the_wrong_kind_are_type_errors(self) -> None:
        with self.assertRaisesRegex(TypeError, r"^curvekit: size expects \[width, height\] in pt"):
            curvekit.reduce(WALK.csv, size="320x160")  # type: ignore[arg-type]
        with self.assertRaisesRegex(TypeError, "^curvekit: tolerance expects a finite number"):
            curvekit.reduce(WALK.csv, size=(320, 160), tolerance="0.5")  # type: ignore[call-overload]
        with self.assertRaisesRegex(TypeError, "data must be a str or bytes"):
            curvekit.reduce(42, size=(320, 160))  # type: ignore[call-overload]
        with self.assertRaisesRegex(ValueError, '^curvekit: interpolation expects "linear", "stepAfter" or "monotone", got "cubic"$'):
            curvekit.reduce(WALK.csv, size=(320, 160), interpolation="cubic")  # type: ignore[call-overload]
        with self.assertRaisesRegex(ValueError, "NaN"):
            curvekit.reduce(WALK.csv, size=(320, 160), tolerance=math.nan)

    def test_hostile_options_are_refused_before_they_are_read(self) -> None:
        # A sequence's length is read before its items: a billion is refused at once.
        with self.assertRaisesRegex(ValueError, "^curvekit: the options are over"):
            curvekit.reduce(WALK.csv, size=range(10**9))
        with self.assertRaisesRegex(ValueError, "^curvekit: the options are over"):
            curvekit.reduce(WALK.csv, size=(320, 160), columns=("x" * 10**7, "y"))

    def data_error(self, csv: str, kind: str) -> curvekit.CurveError:
        run = native(["--size", "100x50"], csv.encode())
        self.assertEqual(run.returncode, 1)
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.reduce(csv, size=(100, 50))
        self.assertEqual(raised.exception.kind, kind)
        self.assertEqual(str(raised.exception), f"data: {command_error(run)}")
        return raised.exception

    def test_x_not_increasing_names_the_line(self) -> None:
        error = self.data_error("x,y\n0,1\n1,2\n\n3,0\n2,5\n", "notIncreasing")
        self.assertEqual(error.message, "data: line 6: x is not above the previous row's x: a series' x must increase")
        self.assertIn("notIncreasing", self.VOCABULARY["lists"]["ReduceErrorKind"]["values"])

    def test_no_rows(self) -> None:
        self.data_error("x,y\n", "noRows")
        self.data_error("x,y\n1,\n,2\n", "noRows")

    def test_a_csv_the_reader_refuses(self) -> None:
        self.data_error('x,y\n0,1\n"2,3\n', "unterminatedQuote")

    def test_more_rows_than_the_swift_limit(self) -> None:
        shift = re.search(r"maximumRows = 1 << (\d+)", (ROOT / "Sources/CurveSampling/Reduction/CurveReduction.swift").read_text())
        assert shift is not None
        self.data_error("1,1\n" * ((1 << int(shift.group(1))) + 1), "tooManyRows")

    def test_the_limit_is_the_swift_one(self) -> None:
        shift = re.search(r"maximumBytes = (\d+) << 20", (ROOT / "Sources/CurveSampling/Reduction/CurveReduction.swift").read_text())
        assert shift is not None
        self.assertEqual(curvekit.LIMITS["reduce_bytes"], int(shift.group(1)) << 20)

    def refused_over_the_limit(self, data: object) -> None:
        """`data` over the limit: refused by its length, nothing copied into the module."""
        engine = curvekit.Engine()
        before = engine.memory_bytes
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.reduce(data, size=(100, 50), engine=engine)  # type: ignore[call-overload]
        self.assertEqual(raised.exception.kind, "tooLarge")
        self.assertEqual(engine.memory_bytes, before, "nothing was copied in")

    def test_bytes_over_the_limit_are_refused_as_the_command_refuses_them(self) -> None:
        limit = curvekit.LIMITS["reduce_bytes"]
        self.refused_over_the_limit(bytes(limit + 1))
        run = native(["--size", "100x50"], bytes(limit + 1))
        self.assertEqual(run.returncode, 1)
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.reduce(bytes(limit + 1), size=(100, 50))
        self.assertEqual(str(raised.exception), f"data: {command_error(run)}")

    def test_a_memoryview_over_the_limit_is_refused_uncopied(self) -> None:
        self.refused_over_the_limit(memoryview(bytearray(curvekit.LIMITS["reduce_bytes"] + 1)))

    def test_a_str_over_the_limit_in_utf8_is_refused_with_its_byte_count(self) -> None:
        limit = curvekit.LIMITS["reduce_bytes"]
        text = "é" * (limit // 2 + 1)
        self.refused_over_the_limit(text)
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.reduce(text, size=(100, 50))
        self.assertTrue(str(raised.exception).startswith(f"data: {limit + 2} bytes, "), str(raised.exception))


def _tolerance(tolerance: float) -> Callable[[ReduceErrors], None]:
    return lambda self: self.refused_tolerance(tolerance)


def _most(most: int) -> Callable[[ReduceErrors], None]:
    return lambda self: self.refused_maximum_points(most)


for _name, _tolerance_value in (("1000", 1000.0), ("0_001", 0.001), ("0", 0.0), ("minus_1", -1.0)):
    setattr(ReduceErrors, f"test_tolerance_{_name}_is_refused_with_the_command_message", _tolerance(_tolerance_value))
for _most_value in (0, 1, 1025):
    setattr(ReduceErrors, f"test_maximum_points_{_most_value}_is_refused_by_the_table_range", _most(_most_value))

if __name__ == "__main__":
    unittest.main()
