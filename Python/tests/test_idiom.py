"""curvekit in Python's own idiom: every option of every call refused with the exception Python's
conventions give (``TypeError`` for the wrong kind, ``ValueError`` for a value out of range or not
among the choices), one subtest a case; the generated ``Literal`` types held to the module's
vocabulary; numpy arrays in and out of ``evaluate``; plots that display themselves in Jupyter."""

from __future__ import annotations

import inspect
import math
import unittest
from collections.abc import Callable
from typing import Any, get_args

import curvekit
from curvekit import _types

try:
    import numpy
except ImportError:  # numpy is optional: the package works without it
    numpy = None  # type: ignore[assignment]

FRAME = '{"pixels": [[null]]}'

# (call, exception): each call's one mistake, as a caller would write it.
CASES: list[tuple[str, Callable[[], Any], type[Exception]]] = [
    # evaluate
    ("evaluate: expression not a str", lambda: curvekit.evaluate(123), TypeError),  # type: ignore[arg-type]
    ("evaluate: expression too long", lambda: curvekit.evaluate("x" * 70_000), ValueError),
    ("evaluate: parameters not a mapping", lambda: curvekit.evaluate("a*x", parameters=[("a", 1)]), TypeError),  # type: ignore[arg-type]
    ("evaluate: a parameter name not a str", lambda: curvekit.evaluate("x", parameters={1: 2}), TypeError),  # type: ignore[dict-item]
    ("evaluate: a parameter value a str", lambda: curvekit.evaluate("a*x", parameters={"a": "5"}), TypeError),  # type: ignore[dict-item]
    ("evaluate: a parameter value a bool", lambda: curvekit.evaluate("a*x", parameters={"a": True}), TypeError),
    ("evaluate: parameters past the request's size", lambda: curvekit.evaluate("x", parameters={f"p{i}": 1 for i in range(300_000)}), ValueError),
    ("evaluate: a parameter infinite (JSON carries finite numbers)", lambda: curvekit.evaluate("a*x", parameters={"a": math.inf}), ValueError),
    ("evaluate: domain a str", lambda: curvekit.evaluate("x", domain="wide"), TypeError),  # type: ignore[arg-type]
    ("evaluate: domain of three", lambda: curvekit.evaluate("x", domain=(0, 1, 2)), ValueError),
    ("evaluate: domain not finite", lambda: curvekit.evaluate("x", domain=(0, math.inf)), ValueError),
    ("evaluate: domain NaN", lambda: curvekit.evaluate("x", domain=(math.nan, math.nan)), ValueError),
    ("evaluate: samples a str", lambda: curvekit.evaluate("x", samples="4"), TypeError),  # type: ignore[arg-type]
    ("evaluate: samples a float", lambda: curvekit.evaluate("x", samples=4.0), TypeError),  # type: ignore[arg-type]
    ("evaluate: samples a bool", lambda: curvekit.evaluate("x", samples=True), TypeError),
    ("evaluate: samples 1", lambda: curvekit.evaluate("x", samples=1), ValueError),
    ("evaluate: samples 1025", lambda: curvekit.evaluate("x", samples=1025), ValueError),
    ("evaluate: samples past 2**32", lambda: curvekit.evaluate("x", samples=2**32 + 5), ValueError),
    ("evaluate: at a str", lambda: curvekit.evaluate("x", at="3"), TypeError),
    ("evaluate: at with samples", lambda: curvekit.evaluate("x", at=[1], samples=3), ValueError),
    ("evaluate: derivative a float", lambda: curvekit.evaluate("x", derivative=1.0), TypeError),  # type: ignore[arg-type]
    ("evaluate: derivative 3", lambda: curvekit.evaluate("x", derivative=3), ValueError),
    ("evaluate: at holding a str", lambda: curvekit.evaluate("x", at=[1, "2"]), TypeError),  # type: ignore[list-item]
    ("evaluate: at too long", lambda: curvekit.evaluate("x", at=[0.0] * 65_537), ValueError),
    ("evaluate: text not a bool", lambda: curvekit.evaluate("x", text="yes"), TypeError),  # type: ignore[call-overload]
    ("evaluate: engine not an Engine", lambda: curvekit.evaluate("x", engine=5), TypeError),  # type: ignore[arg-type]
    # validate and geometry
    ("validate: frame a number", lambda: curvekit.validate(12345), TypeError),  # type: ignore[arg-type]
    ("validate: family not among the families", lambda: curvekit.validate(FRAME, family="huge"), ValueError),  # type: ignore[arg-type]
    ("validate: family a number", lambda: curvekit.validate(FRAME, family=5), TypeError),  # type: ignore[arg-type]
    ("validate: a size of zero", lambda: curvekit.validate(FRAME, family="small", size=(0, 1)), ValueError),
    ("validate: size NaN", lambda: curvekit.validate(FRAME, size=(math.nan, 100)), ValueError),
    ("validate: size negative", lambda: curvekit.validate(FRAME, size=(-338, -158)), ValueError),
    ("validate: size too large", lambda: curvekit.validate(FRAME, size=(1e308, 1e308)), ValueError),
    ("validate: size a str", lambda: curvekit.validate(FRAME, size="338x158"), TypeError),  # type: ignore[arg-type]
    ("validate: text not a bool", lambda: curvekit.validate(FRAME, text=1), TypeError),  # type: ignore[call-overload]
    ("validate: engine not an Engine", lambda: curvekit.validate(FRAME, engine="shared"), TypeError),  # type: ignore[arg-type]
    ("geometry: analysis not a bool", lambda: curvekit.geometry(FRAME, analysis="no"), TypeError),  # type: ignore[arg-type]
    ("geometry: family not among the families", lambda: curvekit.geometry(FRAME, family="tiny"), ValueError),  # type: ignore[arg-type]
    ("geometry: size of one", lambda: curvekit.geometry(FRAME, size=(338,)), ValueError),
    # plot_frame
    ("plot_frame: scale a str", lambda: curvekit.plot_frame(FRAME, scale="2"), TypeError),  # type: ignore[arg-type]
    ("plot_frame: scale 4", lambda: curvekit.plot_frame(FRAME, scale=4), ValueError),  # type: ignore[arg-type]
    ("plot_frame: scale a float", lambda: curvekit.plot_frame(FRAME, scale=2.0), TypeError),  # type: ignore[arg-type]
    ("plot_frame: appearance not among the choices", lambda: curvekit.plot_frame(FRAME, appearance="sepia"), ValueError),  # type: ignore[arg-type]
    ("plot_frame: appearance a bool", lambda: curvekit.plot_frame(FRAME, appearance=True), TypeError),  # type: ignore[arg-type]
    ("plot_frame: family a number", lambda: curvekit.plot_frame(FRAME, family=5), TypeError),  # type: ignore[arg-type]
    ("plot_frame: engine a list", lambda: curvekit.plot_frame(FRAME, engine=[]), TypeError),  # type: ignore[arg-type]
    # plot_expressions
    ("plot_expressions: an item not a str", lambda: curvekit.plot_expressions(["x", 7]), TypeError),  # type: ignore[list-item]
    ("plot_expressions: expressions bytes", lambda: curvekit.plot_expressions(b"x"), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: 17 items", lambda: curvekit.plot_expressions(["x"] * 17), ValueError),
    ("plot_expressions: domain ends equal", lambda: curvekit.plot_expressions("x", domain=(1, 1)), ValueError),
    ("plot_expressions: y_domain not finite", lambda: curvekit.plot_expressions("x", y_domain=(0, -math.inf)), ValueError),
    ("plot_expressions: y_domain a number", lambda: curvekit.plot_expressions("x", y_domain=3), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: size NaN", lambda: curvekit.plot_expressions("x", size=(math.nan, 400)), ValueError),
    ("plot_expressions: interpolation not among the choices", lambda: curvekit.plot_expressions("x", interpolation="cubic"), ValueError),  # type: ignore[arg-type]
    ("plot_expressions: interpolation an index", lambda: curvekit.plot_expressions("x", interpolation=0), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: theme not among the choices", lambda: curvekit.plot_expressions("x", theme="blue"), ValueError),  # type: ignore[arg-type]
    ("plot_expressions: theme a number", lambda: curvekit.plot_expressions("x", theme=1), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: title a number", lambda: curvekit.plot_expressions("x", title=42), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: x_label bytes", lambda: curvekit.plot_expressions("x", x_label=b"x"), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: y_label a list", lambda: curvekit.plot_expressions("x", y_label=["y"]), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: points not a bool", lambda: curvekit.plot_expressions("x", points=1), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: derivative not a bool", lambda: curvekit.plot_expressions("x", derivative="yes"), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: description a str", lambda: curvekit.plot_expressions("x", description="no"), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: tangent a str", lambda: curvekit.plot_expressions("x", tangent="1"), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: tangent a bool", lambda: curvekit.plot_expressions("x", tangent=[True]), TypeError),
    ("plot_expressions: tangent not finite", lambda: curvekit.plot_expressions("x", tangent=math.inf), ValueError),
    ("plot_expressions: 17 tangents", lambda: curvekit.plot_expressions("x", tangent=[0.0] * 17), ValueError),
    ("plot_expressions: t_domain reversed", lambda: curvekit.plot_expressions("x", t_domain=(1, 0)), ValueError),
    ("plot_expressions: aspect not among the choices", lambda: curvekit.plot_expressions("x", aspect="square"), ValueError),  # type: ignore[arg-type]
    ("plot_expressions: x_scale not among the choices", lambda: curvekit.plot_expressions("x", x_scale="ln"), ValueError),  # type: ignore[arg-type]
    ("plot_expressions: y_scale a bool", lambda: curvekit.plot_expressions("x", y_scale=True), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: x_scale log over 0", lambda: curvekit.plot_expressions("x", x_scale="log", domain=(-1, 10)), ValueError),
    ("plot_expressions: data a list", lambda: curvekit.plot_expressions("@m", data=["1,2"]), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: a data name not a str", lambda: curvekit.plot_expressions("@m", data={1: "1,2"}), TypeError),  # type: ignore[dict-item]
    ("plot_expressions: a data CSV a number", lambda: curvekit.plot_expressions("@m", data={"m": 12}), TypeError),  # type: ignore[dict-item]
    ("plot_expressions: 17 data series", lambda: curvekit.plot_expressions("x", data={f"d{i}": "1,2" for i in range(17)}), ValueError),
    ("plot_expressions: column numbers from 0", lambda: curvekit.plot_expressions("@m", data={"m": "1,2"}, columns=(0, 1)), ValueError),
    ("plot_expressions: an empty column name", lambda: curvekit.plot_expressions("@m", data={"m": "1,2"}, columns=("", "y")), ValueError),
    ("plot_expressions: three columns", lambda: curvekit.plot_expressions("@m", data={"m": "1,2"}, columns=(1, 2, 3)), ValueError),  # type: ignore[arg-type]
    ("plot_expressions: a name and a number", lambda: curvekit.plot_expressions("@m", data={"m": "1,2"}, columns=("x", 2)), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: columns a str", lambda: curvekit.plot_expressions("@m", data={"m": "1,2"}, columns="x,y"), TypeError),  # type: ignore[arg-type]
    ("plot_expressions: marks not among the choices", lambda: curvekit.plot_expressions("x", marks="dots"), ValueError),  # type: ignore[arg-type]
    ("plot_expressions: engine a number", lambda: curvekit.plot_expressions("x", engine=5), TypeError),  # type: ignore[arg-type]
    # integrate
    ("integrate: no expression", lambda: curvekit.integrate([], domain=(0, 1)), ValueError),
    ("integrate: 17 expressions", lambda: curvekit.integrate(["x"] * 17, domain=(0, 1)), ValueError),
    ("integrate: an expression not a str", lambda: curvekit.integrate([1], domain=(0, 1)), TypeError),  # type: ignore[list-item]
    ("integrate: no domain", lambda: curvekit.integrate("x", domain=None), ValueError),  # type: ignore[arg-type]
    ("integrate: equal ends", lambda: curvekit.integrate("x", domain=(1, 1)), ValueError),
    # analyze
    ("analyze: no expression", lambda: curvekit.analyze([]), ValueError),
    ("analyze: 17 expressions", lambda: curvekit.analyze(["x"] * 17), ValueError),
    ("analyze: an expression not a str", lambda: curvekit.analyze([1]), TypeError),  # type: ignore[list-item]
    ("analyze: domain ends equal", lambda: curvekit.analyze("x", domain=(2, 2)), ValueError),
    ("analyze: text not a bool", lambda: curvekit.analyze("x", text="no"), TypeError),  # type: ignore[call-overload]
    ("analyze: engine not an Engine", lambda: curvekit.analyze("x", engine=object()), TypeError),  # type: ignore[arg-type]
    # relation
    ("relation: relation not a str", lambda: curvekit.relation(["x = y"]), TypeError),  # type: ignore[arg-type]
    ("relation: bounds a str", lambda: curvekit.relation("x = y", bounds="wide"), TypeError),  # type: ignore[arg-type]
    ("relation: bounds of five", lambda: curvekit.relation("x = y", bounds=(0, 1, 0, 1, 2)), ValueError),
    ("relation: bounds NaN", lambda: curvekit.relation("x = y", bounds=(0, 1, 0, math.nan)), ValueError),
    ("relation: bounds reversed", lambda: curvekit.relation("x = y", bounds=(1, 0, 0, 1)), ValueError),
    ("relation: size 0", lambda: curvekit.relation("x = y", size=(0, 10)), ValueError),
    ("relation: size 4097", lambda: curvekit.relation("x = y", size=(4097, 4)), ValueError),
    ("relation: size a float", lambda: curvekit.relation("x = y", size=(1.5, 10)), TypeError),  # type: ignore[arg-type]
    ("relation: size of one", lambda: curvekit.relation("x = y", size=(4,)), ValueError),
    ("relation: engine a number", lambda: curvekit.relation("x = y", engine=5), TypeError),  # type: ignore[arg-type]
]


class Arguments(unittest.TestCase):
    def test_a_name_the_language_refuses_is_the_modules_error(self) -> None:
        # A str of the wrong shape is the expression language's to refuse, at its place.
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.evaluate("x", parameters={"a\nb": 1})
        self.assertEqual(raised.exception.kind, "invalidParameterName")

    def test_each_mistake_raises_its_exception(self) -> None:
        for name, call, expected in CASES:
            with self.subTest(case=name):
                with self.assertRaises(expected) as raised:
                    call()
                # A ValueError here is the argument's, never the module's CurveError.
                self.assertNotIsInstance(raised.exception, curvekit.CurveError)
                self.assertTrue(str(raised.exception).startswith("curvekit: "), str(raised.exception)[:200])


class Vocabulary(unittest.TestCase):
    def test_the_literals_are_the_modules_lists(self) -> None:
        lists = curvekit.Engine().vocabulary()["lists"]
        for name, entry in lists.items():
            with self.subTest(literal=name):
                self.assertEqual(get_args(getattr(_types, name)), tuple(entry["values"]))

    def test_the_families_are_the_modules(self) -> None:
        families = curvekit.Engine().vocabulary()["families"]
        self.assertEqual({name: list(size) for name, size in _types.FAMILIES.items()}, families)

    def test_every_choice_of_the_literals_is_taken(self) -> None:
        for option, literal in (("theme", _types.Theme), ("aspect", _types.Aspect), ("x_scale", _types.AxisScale),
                                ("marks", _types.Marks), ("interpolation", _types.Interpolation)):
            for word in get_args(literal):
                with self.subTest(option=option, word=word):
                    self.assertIn("<svg", curvekit.plot_expressions("x + 2", domain=(1, 10), **{option: word}))


# Each function whose options the module decodes by an option table: the table's name in the
# vocabulary, and the function's keywords that are not the table's.
TABLES = [
    (curvekit.evaluate, "evaluate", ("expression", "text", "engine")),
    (curvekit.validate, "validate", ("frame", "text", "engine")),
    (curvekit.geometry, "geometry", ("frame", "text", "engine")),
    (curvekit.plot_frame, "plotFrame", ("frame", "engine")),
    (curvekit.plot_expressions, "plotExpressions", ("expressions", "data", "engine")),
    (curvekit.analyze, "analyze", ("expressions", "text", "engine")),
    (curvekit.relation, "relation", ("relation", "engine")),
]


class OptionTable(unittest.TestCase):
    def test_each_function_takes_each_option_of_its_table(self) -> None:
        # The module decodes the options by the table; Python only names them, in snake case.
        for function, table, others in TABLES:
            rows = curvekit.Engine().vocabulary()["options"][table]
            keywords = [name for name in inspect.signature(function).parameters if name not in others]
            with self.subTest(table=table):
                self.assertEqual(sorted(curvekit._camel(k) for k in keywords), sorted(row["name"] for row in rows))
                self.assertEqual(sorted(keywords), sorted(snake(row["name"]) for row in rows))

    def test_each_function_has_its_generated_options_dict(self) -> None:
        # _types.<Operation>Options is written from the same table: its keys are the keywords.
        for function, table, others in TABLES:
            typed = getattr(_types, table[0].upper() + table[1:] + "Options")
            keywords = [name for name in inspect.signature(function).parameters if name not in others]
            with self.subTest(table=table):
                self.assertEqual(sorted(typed.__annotations__), sorted(keywords))

    def test_each_option_reaches_the_module_under_its_table_name(self) -> None:
        for function, table, _ in TABLES:
            for row in curvekit.Engine().vocabulary()["options"][table]:
                wrong = 5 if row["kind"] in ("text", "choice", "areas") else "word"
                with self.subTest(table=table, option=row["name"]), self.assertRaises(TypeError) as raised:
                    function("x", **{snake(row["name"]): wrong})
                self.assertTrue(str(raised.exception).startswith(f"curvekit: {row['name']} expects "), str(raised.exception))


def snake(name: str) -> str:
    """``yDomain`` → ``y_domain``."""
    return "".join("_" + c.lower() if c.isupper() else c for c in name)


class Canvas(unittest.TestCase):
    def test_a_size_wins_over_a_family_as_in_the_command(self) -> None:
        self.assertEqual(curvekit.geometry(FRAME, family="small", size=(200, 100))["canvas"], [200, 100])
        self.assertEqual(curvekit.geometry(FRAME, family="large")["canvas"], [338, 354])
        self.assertEqual(curvekit.geometry(FRAME)["canvas"], [338, 158])


class Numpy(unittest.TestCase):
    def test_evaluate_takes_an_array_and_answers_one(self) -> None:
        xs = numpy.linspace(-2, 2, 9)
        report = curvekit.evaluate("a*x^2 + 1/x", parameters={"a": numpy.float64(2)}, at=xs)
        samples = report["samples"]
        self.assertIsInstance(samples, numpy.ndarray)
        self.assertEqual((samples.shape, samples.dtype), ((9, 2), numpy.float64))
        listed = curvekit.evaluate("a*x^2 + 1/x", parameters={"a": 2}, at=xs.tolist())["samples"]
        self.assertEqual(samples[:, 0].tolist(), [x for x, _ in listed])
        # The report's None (a value that is not finite) is NaN in the array.
        for (_, y), value in zip(listed, samples[:, 1]):
            self.assertTrue(math.isnan(value) if y is None else value == y)

    def test_an_array_of_integers_and_numpy_scalars_are_numbers(self) -> None:
        report = curvekit.evaluate("x", at=numpy.arange(3, dtype=numpy.int32), derivative=numpy.int8(1))
        self.assertEqual(report["samples"].tolist(), [[0, 1], [1, 1], [2, 1]])
        grid = curvekit.evaluate("x", samples=numpy.int16(5), domain=numpy.array([0.0, 1.0]))["samples"]
        self.assertEqual(grid, [[0, 0], [0.25, 0.25], [0.5, 0.5], [0.75, 0.75], [1, 1]])

    def test_the_text_is_the_same_for_an_array_and_a_list(self) -> None:
        xs = numpy.array([0.5, -0.0, 3])
        self.assertEqual(curvekit.evaluate("sin(x)", at=xs, text=True), curvekit.evaluate("sin(x)", at=[0.5, -0.0, 3], text=True))

    def test_arrays_of_the_wrong_shape_or_kind_are_refused(self) -> None:
        for name, call, expected in (
            ("two dimensions", lambda: curvekit.evaluate("x", at=numpy.zeros((2, 2))), ValueError),
            ("complex values", lambda: curvekit.evaluate("x", at=numpy.array([1j])), TypeError),
            ("strings", lambda: curvekit.evaluate("x", at=numpy.array(["1"])), TypeError),
            ("too many", lambda: curvekit.evaluate("x", at=numpy.zeros(65_537)), ValueError),
            ("a domain of two dimensions", lambda: curvekit.evaluate("x", domain=numpy.zeros((1, 2))), ValueError),
        ):
            with self.subTest(case=name):
                with self.assertRaises(expected):
                    call()


class Jupyter(unittest.TestCase):
    def test_a_math_plot_displays_itself(self) -> None:
        plot = curvekit.plot_expressions("sin(x)")
        self.assertIsInstance(plot, str)
        self.assertEqual(plot._repr_svg_(), str(plot))
        self.assertIn("<svg", plot._repr_svg_())

    def test_a_widget_preview_displays_itself(self) -> None:
        preview = curvekit.plot_frame(FRAME)
        self.assertIsInstance(preview, curvekit.SVG)
        self.assertIn("<svg", preview._repr_svg_())


if __name__ == "__main__":
    unittest.main()
