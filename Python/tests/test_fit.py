"""Fits through curvekit for Python: every NIST StRD run (Tests/CurveAnalysisTests/NIST), one
test a run: the module's JSON is the native command's, byte
for byte, and meets NIST's certified values to the issue's digits. Then the options and errors.
The native command is $CURVE (default: the release build)."""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import unittest
from pathlib import Path
from typing import Any, Callable, Optional

import curvekit

ROOT = Path(__file__).resolve().parents[2]
CURVE = os.environ.get("CURVE", str(ROOT / ".build/release/curve"))
NIST = ROOT / "Tests/CurveAnalysisTests/NIST"


def problem(name: str) -> dict[str, Any]:
    """One NIST problem: its parameters (name, two starts, certified value and standard error),
    the certified RSS, and the rows as "x,y" CSV (NIST writes y first)."""
    parameters: list[tuple[str, list[float], float, float]] = []
    rss = math.nan
    rows: list[str] = []
    in_data = False
    for line in (NIST / f"{name}.dat").read_text().splitlines():
        words = line.split()
        if in_data:
            # Nelson's two predictors packed into one x, its response log(y) (models.json says why).
            if name == "Nelson" and len(words) == 3:
                rows.append(f"{int(float(words[1])) + 1000 * int(float(words[2]))},{math.log(float(words[0])):.17g}\n")
            elif len(words) >= 2:
                rows.append(f"{words[1]},{words[0]}\n")
        elif len(words) == 6 and words[0].startswith("b") and words[1] == "=":
            parameters.append((words[0], [float(words[2]), float(words[3])], float(words[4]), float(words[5])))
        elif line.startswith("Residual Sum of Squares:"):
            rss = float(words[-1])
        elif words[:2] == ["Data:", "y"]:
            in_data = True
    return {"parameters": parameters, "rss": rss, "csv": "".join(rows)}


def lre(value: Optional[float], truth: float) -> float:
    """The digits two numbers share (0 for a value missing)."""
    if value is None or not math.isfinite(value):
        return 0.0
    if value == truth:
        return 11.0
    return max(0.0, -math.log10(abs(value - truth) / abs(truth)))


class NISTRuns(unittest.TestCase):
    """One test method a run, added below."""

    def check(self, name: str, model: str, start: int) -> None:
        p = problem(name)
        starts = {b: s[start] for b, s, _, _ in p["parameters"]}
        arguments = [a for b, value in starts.items() for a in ("--param", f"{b}={value!r}")]
        run = subprocess.run([CURVE, "fit", "--data", "-", "--format", "json", *arguments, "--", model],
                             input=p["csv"].encode(), capture_output=True, check=True)
        self.assertEqual(curvekit.fit(model, p["csv"], parameters=starts, text=True), run.stdout.decode())
        fit = curvekit.fit(model, p["csv"].encode(), parameters=starts)
        self.assertTrue(fit["converged"], fit["reason"])
        for b, _, value, error in p["parameters"]:
            self.assertGreaterEqual(lre(fit["parameters"][b]["value"], value), 6, f"{b} = {fit['parameters'][b]['value']}, certified {value}")
            self.assertGreaterEqual(lre(fit["parameters"][b]["standardError"], error), 4, f"{b}'s standard error, certified {error}")
        self.assertGreaterEqual(lre(fit["residualSumOfSquares"], p["rss"]), 6, f"RSS {fit['residualSumOfSquares']}, certified {p['rss']}")


def _run(name: str, model: str, start: int) -> Callable[[NISTRuns], None]:
    return lambda self: self.check(name, model, start)


for _name, _model in json.loads((NIST / "models.json").read_text())["models"].items():
    if _model is not None:
        for _start in (0, 1):
            setattr(NISTRuns, f"test_{_name}_start_{_start + 1}", _run(_name, _model, _start))


TRUTHS = json.loads((ROOT / "Grammar/conformance/fits.json").read_text())["cases"]


def digits(value: Optional[float], truth: float) -> float:
    """Digits agreeing with a truth (11 when equal; a truth of 0 wants a value below 1e-300)."""
    if value is None or not math.isfinite(value):
        return 0.0
    if value == truth:
        return 11.0
    if truth == 0:
        return 11.0 if abs(value) < 1e-300 else 0.0
    return max(0.0, -math.log10(abs(value - truth) / abs(truth)))


class TruthRuns(unittest.TestCase):
    """CurveKit's own problems (Grammar/conformance/fits.json), the truth by mpmath at 50 digits:
    one test method a case, added below."""

    def check(self, case: dict[str, Any]) -> None:
        arguments = [a for name, value in case["starts"].items() for a in ("--param", f"{name}={value!r}")]
        run = subprocess.run([CURVE, "fit", "--data", "-", "--format", "json", *arguments, "--", case["model"]],
                             input=case["csv"].encode(), capture_output=True, check=True)
        self.assertEqual(curvekit.fit(case["model"], case["csv"], parameters=case["starts"], text=True), run.stdout.decode())
        fit = json.loads(run.stdout)
        self.assertTrue(fit["converged"], fit["reason"])
        for name, truth in case["parameters"].items():
            self.assertGreaterEqual(digits(fit["parameters"][name]["value"], float(truth)), 8, f"{name}, truth {truth}")
            self.assertGreaterEqual(digits(fit["parameters"][name]["standardError"], float(case["standardErrors"][name])), 6, f"{name}'s standard error")
        self.assertGreaterEqual(digits(fit["residualSumOfSquares"], float(case["rss"])), 8, f"RSS, truth {case['rss']}")


def _truth(case: dict[str, Any]) -> Callable[[TruthRuns], None]:
    return lambda self: self.check(case)


for _case in TRUTHS:
    setattr(TruthRuns, f"test_{_case['name']}", _truth(_case))


class FitOptions(unittest.TestCase):
    def test_refused_as_the_command_refuses(self) -> None:
        csv = "0,1\n1,2.7\n2,7.4\n3,20.1\n"
        with self.assertRaisesRegex(ValueError, "^curvekit: the model's parameter 'b' has no starting value: give parameters b=START$"):
            curvekit.fit("a*exp(b*x)", csv, parameters={"a": 1})
        with self.assertRaisesRegex(ValueError, "maximumIterations expects"):
            curvekit.fit("a*x", csv, parameters={"a": 1}, maximum_iterations=0)
        with self.assertRaises(TypeError):
            curvekit.fit("a*x", 42, parameters={"a": 1})  # type: ignore[call-overload]
        self.assertEqual(curvekit.fit("a*x", "t,v\n1,2\n2,4\n", parameters={"a": 1}, columns=("t", "v"))["parameters"]["a"]["value"], 2)

    def test_the_data_limit_is_the_swift_one(self) -> None:
        shift = re.search(r"maximumDataBytes = (\d+) << 20", (ROOT / "Sources/CurveFrame/Readers/DataSeries.swift").read_text())
        assert shift is not None
        self.assertEqual(curvekit.LIMITS["data_bytes"], int(shift.group(1)) << 20)

    def test_errors_with_their_place_and_kind(self) -> None:
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.fit("a*erf(x)", "0,1\n", parameters={"a": 1})
        self.assertEqual(raised.exception.column, 3)
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.fit("a*x", "0,1\n2\n", parameters={"a": 1})
        self.assertEqual(raised.exception.kind, "missingColumn")
        self.assertEqual(str(raised.exception), "data: line 2, column 2: 1 field; column 2 is needed")
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.fit("a*x", "x,y\n0,\n,1\n", parameters={"a": 1})
        self.assertEqual(raised.exception.kind, "noObservations")
        # Past the limit, nothing is copied in: the module refuses the length alone.
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.fit("a*x", bytes(curvekit.LIMITS["data_bytes"] + 1), parameters={"a": 1})
        self.assertEqual(raised.exception.kind, "tooLarge")


if __name__ == "__main__":
    unittest.main()
