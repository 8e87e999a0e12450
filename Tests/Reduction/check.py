#!/usr/bin/env python3
"""Checks `curve reduce` against its spec, one unittest test per case.

    CURVE=.build/debug/curve python3 Tests/Reduction/check.py [-v] [-k PATTERN]

(Tests/Reduction/check.sh runs it with CURVE defaulting to the repo's .build/debug/curve.)

For every series of series.CHECK × interpolation (linear, monotone, stepAfter) × size (320x160,
1000x300) × (tolerance, max points) in (0.25, default N), (1, --max-points 1024),
(0.25, --max-points 16), it runs `curve reduce --format json` and asserts:

- exit 0, and the JSON's keys;
- at most N points, each an input row exactly (the same doubles, in input order), the first and
  last rows kept, each number printed as a shortest round-trip decimal;
- domain and yDomain are the full input's extents (degenerate ones widened by |v|/2, or 1 at 0);
- `input` is the number of non-gap rows;
- the independent measure (hausdorff.py: lo ≤ H ≤ hi, hi − lo ≈ 2e-4 pt) satisfies
  lo ≤ D + 1e-6 (D is claimed to be a proven upper bound), and D ≤ hi + max(0.01, 0.02·hi)
  (D is not wildly loose);
- withinTolerance is exactly D ≤ PT, and is true whenever the series has at most N rows and
  the curve through all of them is measured within PT with room for the looseness allowed above
  (then a selection within tolerance exists).

Then error cases (exit 1 with the line named, exit 2 for usage), --format csv against json,
standard input against a file, --columns, and the defaults.

The CSV files are generated into a temporary folder (series.py); nothing is read from the repo.
"""
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import hausdorff  # noqa: E402
import series  # noqa: E402

CURVE = os.environ.get("CURVE", os.path.join(HERE, "..", "..", ".build", "debug", "curve"))
TIMEOUT = float(os.environ.get("REDUCE_TIMEOUT", "600"))
DEFAULT_N = 1024
DEFAULT_TOLERANCE = 0.25
INTERPOLATIONS = ["linear", "monotone", "stepAfter"]
SIZES = [(320, 160), (1000, 300)]
# (tolerance or None for the default, max points or None for the default)
BUDGETS = [(None, None), (1.0, 1024), (0.25, 16)]

_folder = None
_series = {}


def folder():
    global _folder
    if _folder is None:
        _folder = tempfile.mkdtemp(prefix="curve-reduce-check-")
    return _folder


def tearDownModule():
    if _folder is not None and not os.environ.get("REDUCE_KEEP"):
        shutil.rmtree(_folder, ignore_errors=True)


def series_file(name):
    if name not in _series:
        _series[name] = series.write(name, folder())
    return _series[name]


def write_text(name, text):
    path = os.path.join(folder(), name)
    with open(path, "w", newline="") as f:
        f.write(text)
    return path


def run(args, stdin=None):
    cmd = [CURVE, "reduce", *args]
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=TIMEOUT)
    return p, " ".join(cmd)


class Num(float):
    """A JSON number that remembers how it was written."""

    def __new__(cls, text):
        value = float.__new__(cls, text)
        value.text = text
        return value


def parse_json(text):
    return json.loads(text, parse_float=Num, parse_int=Num)


def significant_digits(text):
    mantissa = re.split("[eE]", text.lstrip("+-"))[0].replace(".", "")
    return len(mantissa.strip("0")) or 1


def expected_domain(values):
    return list(hausdorff.infer_domain(values))


def case_name(name, interpolation, size, tolerance, n):
    tol = "default" if tolerance is None else str(tolerance).replace(".", "_")
    count = "default" if n is None else str(n)
    return f"test_{name}__{interpolation}__{size[0]}x{size[1]}__tol_{tol}__n_{count}"


class ReduceCases(unittest.TestCase):
    """One generated test per series × interpolation × size × (tolerance, max points)."""

    maxDiff = 2000

    def check_case(self, name, interpolation, size, tolerance, n):
        path, s = series_file(name)
        args = ["--size", f"{size[0]}x{size[1]}", "--interpolation", interpolation, "--format", "json"]
        if tolerance is not None:
            args += ["--tolerance", repr(tolerance)]
        if n is not None:
            args += ["--max-points", str(n)]
        p, cmd = run(args + [path])
        where = f"\ncommand: {cmd}\nstderr: {p.stderr[-2000:]}"
        self.assertEqual(p.returncode, 0, "exit status" + where)
        doc = parse_json(p.stdout)
        for key in ("points", "domain", "yDomain", "input", "maximumDeviation", "withinTolerance"):
            self.assertIn(key, doc, f"key {key!r} missing" + where)
        limit = DEFAULT_N if n is None else n
        pt_tolerance = DEFAULT_TOLERANCE if tolerance is None else tolerance
        points = doc["points"]

        # input: the non-gap rows.
        self.assertEqual(doc["input"], s.count, "input (non-gap rows)" + where)
        self.assertTrue(float(doc["input"]).is_integer() and "." not in doc["input"].text and "e" not in doc["input"].text.lower(),
                        f"input printed as {doc['input'].text!r}, not an integer" + where)

        # At most N points, each an input row exactly, in order, first and last kept.
        self.assertGreaterEqual(len(points), 1, "no points" + where)
        self.assertLessEqual(len(points), limit, f"{len(points)} points > max {limit}" + where)
        index = {float(v): i for i, v in enumerate(s.x)}
        rows = []
        for k, point in enumerate(points):
            self.assertEqual(len(point), 2, f"point {k} is {point!r}" + where)
            px, py = point
            i = index.get(float(px))
            self.assertIsNotNone(i, f"point {k}: x {px.text} is no input row's x" + where)
            self.assertEqual(float(py), float(s.y[i]),
                             f"point {k}: y {py.text} is not row {i}'s y {s.y[i]!r}" + where)
            for v, original in ((px, s.x[i]), (py, s.y[i])):
                self.assertLessEqual(significant_digits(v.text), significant_digits(repr(float(original))),
                                     f"point {k}: {v.text} is not the shortest decimal of {original!r}" + where)
            rows.append(i)
        self.assertTrue(all(b > a for a, b in zip(rows, rows[1:])), "points are not in input order, or repeat" + where)
        self.assertEqual(rows[0], 0, "the first row is not kept" + where)
        self.assertEqual(rows[-1], s.count - 1, "the last row is not kept" + where)

        # Domains: the full input's extents.
        self.assertEqual([float(v) for v in doc["domain"]], expected_domain(s.x), "domain" + where)
        self.assertEqual([float(v) for v in doc["yDomain"]], expected_domain(s.y), "yDomain" + where)

        # The bound D against the independent measure.
        D = float(doc["maximumDeviation"])
        self.assertTrue(math.isfinite(D) and D >= 0, f"maximumDeviation {D}" + where)
        original = np.column_stack([s.x, s.y])
        chosen = original[rows]
        lo, hi = hausdorff.deviation_bounds(original, chosen, size, interpolation,
                                            tuple(expected_domain(s.x)), tuple(expected_domain(s.y)))
        figures = f"\nD = {D!r}, measured H in [{lo!r}, {hi!r}], points {len(points)}, tolerance {pt_tolerance}"
        self.assertLessEqual(lo, D + 1e-6, "D is below the measured Hausdorff distance (not an upper bound)" + figures + where)
        self.assertLessEqual(D, hi + max(0.01, 0.02 * hi), "D is looser than max(0.01, 2%) over the measure" + figures + where)

        within = doc["withinTolerance"]
        self.assertIsInstance(within, bool, "withinTolerance is not a boolean" + where)
        self.assertEqual(within, D <= pt_tolerance, "withinTolerance is not D ≤ tolerance" + figures + where)
        if s.count <= limit:
            all_lo, all_hi = hausdorff.deviation_bounds(original, original, size, interpolation,
                                                        tuple(expected_domain(s.x)), tuple(expected_domain(s.y)))
            if all_hi + max(0.01, 0.02 * all_hi) < pt_tolerance:
                self.assertTrue(within, f"every row fits in N and is measured within tolerance "
                                        f"(H ≤ {all_hi!r}), yet withinTolerance is false" + figures + where)


for _name in series.CHECK:
    for _interpolation in INTERPOLATIONS:
        for _size in SIZES:
            for _tolerance, _n in BUDGETS:
                def _test(self, a=(_name, _interpolation, _size, _tolerance, _n)):
                    self.check_case(*a)
                _test.__name__ = case_name(_name, _interpolation, _size, _tolerance, _n)
                setattr(ReduceCases, _test.__name__, _test)


class ReduceErrors(unittest.TestCase):
    """Bad input (exit 1, the line named where there is one) and usage errors (exit 2)."""

    def expect(self, code, args, stdin=None, mention=None):
        p, cmd = run(args, stdin)
        where = f"\ncommand: {cmd}\nstdout: {p.stdout[-500:]}\nstderr: {p.stderr[-1000:]}"
        self.assertEqual(p.returncode, code, "exit status" + where)
        self.assertNotEqual(p.stderr.strip(), "", "no message on standard error" + where)
        if mention:
            self.assertRegex(p.stderr, mention, "the message does not name the line" + where)

    def test_x_equal_names_line(self):
        path = write_text("x_equal.csv", "x,y\n0,1\n1,2\n2,3\n2,4\n3,5\n")
        self.expect(1, ["--size", "320x160", path], mention=r"line 5\b")

    def test_x_decreasing_names_line(self):
        path = write_text("x_decreasing.csv", "0,1\n1,2\n3,3\n2,4\n")
        self.expect(1, ["--size", "320x160", path], mention=r"line 4\b")

    def test_x_decreasing_after_gap_names_line(self):
        # Line 3 is a gap; line 4's x (0.5) is below line 2's (1): the line is counted in the file.
        path = write_text("x_after_gap.csv", "0,1\n1,2\n2,NA\n0.5,4\n3,5\n")
        self.expect(1, ["--size", "320x160", path], mention=r"line 4\b")

    def test_x_decreasing_on_stdin_names_line(self):
        self.expect(1, ["--size", "320x160", "-"], stdin="x,y\n5,1\n4,2\n", mention=r"line 3\b")

    def test_empty_file(self):
        self.expect(1, ["--size", "320x160", write_text("empty.csv", "")])

    def test_header_only(self):
        self.expect(1, ["--size", "320x160", write_text("header_only.csv", "x,y\n")])

    def test_only_gap_rows(self):
        self.expect(1, ["--size", "320x160", write_text("only_gaps.csv", "x,y\n1,\n2,NA\n")])

    def test_missing_file(self):
        self.expect(1, ["--size", "320x160", os.path.join(folder(), "no-such-file.csv")])

    def test_short_row(self):
        self.expect(1, ["--size", "320x160", write_text("short.csv", "0,1\n1\n2,3\n")], mention=r"line 2\b")


def _usage(args):
    def test(self):
        path, _ = series_file("two_points")
        self.expect(2, [a.replace("FILE", path) for a in args])
    return test


USAGE = {
    "size_zero_width": ["--size", "0x100", "FILE"],
    "size_zero_height": ["--size", "100x0", "FILE"],
    "size_negative": ["--size", "-320x160", "FILE"],
    "size_letters": ["--size", "axb", "FILE"],
    "size_one_number": ["--size", "320", "FILE"],
    "size_nan": ["--size", "nanx100", "FILE"],
    "size_infinite": ["--size", "infx100", "FILE"],
    "size_missing": ["FILE"],
    "max_points_zero": ["--size", "320x160", "--max-points", "0", "FILE"],
    "max_points_negative": ["--size", "320x160", "--max-points", "-5", "FILE"],
    "max_points_letters": ["--size", "320x160", "--max-points", "many", "FILE"],
    "tolerance_negative": ["--size", "320x160", "--tolerance", "-1", "FILE"],
    "tolerance_letters": ["--size", "320x160", "--tolerance", "small", "FILE"],
    "tolerance_nan": ["--size", "320x160", "--tolerance", "nan", "FILE"],
    "interpolation_unknown": ["--size", "320x160", "--interpolation", "cubic", "FILE"],
    "format_unknown": ["--size", "320x160", "--format", "xml", "FILE"],
    "unknown_option": ["--size", "320x160", "--frobnicate", "FILE"],
    "no_file": ["--size", "320x160"],
    "two_files": ["--size", "320x160", "FILE", "FILE"],
}
for _name, _args in USAGE.items():
    _t = _usage(_args)
    _t.__name__ = f"test_usage_{_name}"
    setattr(ReduceErrors, _t.__name__, _t)


class ReduceFormats(unittest.TestCase):
    """--format csv against json, standard input, --columns, and the defaults."""

    def json_of(self, args, stdin=None):
        p, cmd = run(args + ["--format", "json"] if "--format" not in args else args, stdin)
        self.assertEqual(p.returncode, 0, f"exit status\ncommand: {cmd}\nstderr: {p.stderr[-1000:]}")
        return json.loads(p.stdout), cmd

    def test_defaults_are_monotone_tolerance_0_25_max_1024(self):
        path, _ = series_file("walk_20000")
        plain, _ = self.json_of(["--size", "320x160", path])
        explicit, cmd = self.json_of(["--size", "320x160", "--interpolation", "monotone", "--tolerance", "0.25",
                                      "--max-points", "1024", path])
        self.assertEqual(plain, explicit, f"defaults differ from the spec's\ncommand: {cmd}")

    def test_stdin_matches_file(self):
        path, s = series_file("gaps")
        from_file, _ = self.json_of(["--size", "320x160", path])
        from_stdin, cmd = self.json_of(["--size", "320x160", "-"], stdin=s.text)
        self.assertEqual(from_file, from_stdin, f"standard input differs from the file\ncommand: {cmd}")

    def test_columns_by_name_and_number(self):
        _, s = series_file("rows_1025")
        lines = ["label,t,junk,v"] + [f"r{i},{float(x)!r},{-i},{float(y)!r}" for i, (x, y) in enumerate(zip(s.x, s.y))]
        three = write_text("four_columns.csv", "\n".join(lines) + "\n")
        path, _ = series_file("rows_1025")
        reference, _ = self.json_of(["--size", "320x160", path])
        by_name, cmd = self.json_of(["--size", "320x160", "--columns", "t,v", three])
        self.assertEqual(by_name, reference, f"--columns t,v differs from the two-column file\ncommand: {cmd}")
        by_number, cmd = self.json_of(["--size", "320x160", "--columns", "2,4", three])
        self.assertEqual(by_number, reference, f"--columns 2,4 differs from the two-column file\ncommand: {cmd}")

    def test_csv_matches_json(self):
        for name in ("sensor_day", "huge", "tiny", "gaps", "two_points"):
            for interpolation in INTERPOLATIONS:
                with self.subTest(series=name, interpolation=interpolation):
                    path, _ = series_file(name)
                    base = ["--size", "1000x300", "--interpolation", interpolation, path]
                    doc, _ = self.json_of(base)
                    p, cmd = run(base + ["--format", "csv"])
                    self.assertEqual(p.returncode, 0, f"exit status\ncommand: {cmd}\nstderr: {p.stderr[-1000:]}")
                    rows = [l.split(",") for l in p.stdout.splitlines() if l.strip()]
                    if rows and not _is_number(rows[0][0]):
                        rows = rows[1:]
                    self.assertTrue(all(len(r) == 2 for r in rows), f"a csv row is not x,y\ncommand: {cmd}")
                    self.assertEqual([[float(a), float(b)] for a, b in rows], doc["points"],
                                     f"csv rows differ from the json points\ncommand: {cmd}")


def _is_number(text):
    try:
        float(text)
        return True
    except ValueError:
        return False


if __name__ == "__main__":
    if not (os.path.isfile(CURVE) and os.access(CURVE, os.X_OK)):
        sys.exit(f"check.py: no curve binary at {CURVE} (set CURVE, or build with swift build)")
    unittest.main()
