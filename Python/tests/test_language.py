"""The math-plot language through curvekit for Python: one test a case, each the native
command's JSON byte for byte, so the package reads the language the command does (tan, atan,
atan2, floor, ceil, round, sign, mod and ln outside frames), and a frame still refuses them. The
native command is $CURVE (default: the release build)."""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
import unittest
from pathlib import Path
from typing import Any, Callable

import curvekit

ROOT = Path(__file__).resolve().parents[2]
CURVE = os.environ.get("CURVE", str(ROOT / ".build/release/curve"))

CASES: list[tuple[str, Any, dict[str, Any], list[str]]] = [
    ("evaluate", "floor(x) + ceil(x) + round(x) + sgn(x)", {"domain": [-2.5, 2.5], "samples": 11}, ["--domain", "-2.5,2.5", "--samples", "11"]),
    ("evaluate", "mod(x, 1.5) + atan2(x, -1) + arctan(x) + ln(x)", {"at": [-3, -0.0, 0, 1.5, 4]},
     ["--at", "-3", "--at", "-0", "--at", "0", "--at", "1.5", "--at", "4"]),
    ("evaluate", "tan(x)", {"derivative": 1, "domain": [0, 1.5], "samples": 4}, ["--derivative", "1", "--domain", "0,1.5", "--samples", "4"]),
    ("analyze", ["tan(x) - 1", "atan(x)"], {"domain": [-5, 5]}, ["--domain", "-5,5"]),
    ("analyze", ["floor(x) - 0.5", "mod(x, 2)"], {"domain": [-3, 3]}, ["--domain", "-3,3"]),
    ("integrate", ["floor(x)", "atan(x)", "tan(x)"], {"domain": [0, 3.5]}, ["--domain", "0,3.5"]),
    ("evaluate", "gamma(x) + factorial(x/2) + {x < 1: -x, x = 2: 7, x^2} + cbrt(x) {x > -1}", {"at": [-0.5, 0.5, 2, 3, 171]},
     ["--at", "-0.5", "--at", "0.5", "--at", "2", "--at", "3", "--at", "171"]),
    ("analyze", ["gamma(x)", "{x < 0: -1, 1}", "x^2 {0 < x < 1}"], {"domain": [-5.5, 5]}, ["--domain", "-5.5,5"]),
    ("integrate", ["{x < 0: x^2, 1 - x}", "asinh(x) {x > 0}"], {"domain": [-1, 1]}, ["--domain", "-1,1"]),
]


def native(arguments: list[str]) -> str:
    return subprocess.run([CURVE, *arguments], capture_output=True, check=True).stdout.decode()


class Language(unittest.TestCase):
    """One test method a case, added below."""

    def check(self, call: str, expression: Any, options: dict[str, Any], arguments: list[str]) -> None:
        expressions = [expression] if isinstance(expression, str) else expression
        expected = native([call, "--format", "json", *arguments, "--", *expressions])
        self.assertEqual(getattr(curvekit, call)(expression, **options, text=True), expected)

    def test_frame_keeps_the_protocol_language(self) -> None:
        frame = json.dumps({
            "pixels": [[{"empty": True}]],
            "data": {"wave": {"frame": {"left": 0, "top": 0, "width": 1, "height": 1}, "content": {"expression": "tan(x)", "domain": [0, 1]}}},
            "layers": [{"id": "remote:wave", "type": "curve", "dataPath": "data.wave"}],
        })
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
            file.write(frame)
        try:
            self.assertEqual(curvekit.validate(frame, text=True), native(["validate", "--format", "json", file.name]))
        finally:
            os.unlink(file.name)
        self.assertIn("the protocol has no tan: write sin(x)/cos(x)", json.dumps(curvekit.validate(frame)))

    def test_unknown_name_names_the_math_plot_functions(self) -> None:
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.evaluate("erf(x)", at=[0])
        self.assertEqual(raised.exception.kind, "unknownName")
        self.assertIn("math plots have no erf yet", str(raised.exception))


def _case(call: str, expression: Any, options: dict[str, Any], arguments: list[str]) -> Callable[[Language], None]:
    return lambda self: self.check(call, expression, options, arguments)


for _index, (_call, _expression, _options, _arguments) in enumerate(CASES):
    setattr(Language, f"test_{_index + 1}_{_call}", _case(_call, _expression, _options, _arguments))
