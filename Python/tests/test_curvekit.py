"""curvekit for Python against both conformance corpora and, byte for byte, against the native
command on the set the Node tests use. The native command is $CURVE (default: the release
build)."""

from __future__ import annotations

import json
import math
import os
import re
import subprocess
import tempfile
import unittest
from pathlib import Path
from typing import Any, Optional

import curvekit

try:
    import numpy
except ImportError:  # numpy is optional: the package works without it
    numpy = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parents[2]
CURVE = os.environ.get("CURVE", str(ROOT / ".build/release/curve"))
EXPRESSIONS = json.loads((ROOT / "Grammar/conformance/expressions.json").read_text())["cases"]
FRAMES = json.loads((ROOT / "Grammar/conformance/frames.json").read_text())["cases"]
DECAY = ROOT / "Tests/Gallery/decay.csv"


def native(arguments: list[str], stdin: Optional[bytes] = None) -> tuple[int, str]:
    """The native command's exit status and standard output."""
    run = subprocess.run([CURVE, *arguments], input=stdin, capture_output=True, check=False)
    return run.returncode, run.stdout.decode("utf-8")


def number(text: str) -> float:
    return {"inf": math.inf, "-inf": -math.inf, "nan": math.nan}.get(text) or float(text)


def parameters(case: dict[str, Any]) -> dict[str, float]:
    return {name: number(value) for name, value in case["parameters"].items()}


def body(case: dict[str, Any]) -> bytes:
    """A frame corpus case's body, as the Node tests make it."""
    if "frame" in case:
        return json.dumps(case["frame"], separators=(",", ":")).encode()
    if "bodyText" in case:
        return str(case["bodyText"]).encode()
    if "bodyHex" in case:
        return bytes.fromhex(case["bodyHex"])
    generate = case["generate"]
    if generate["kind"] in ("oversize", "padded"):
        head, tail = '{"pixels": [[null]], "pad": "', '"}'
        return (head + "x" * max(0, generate["bytes"] - len(head) - len(tail)) + tail).encode()
    if generate["kind"] == "deep":
        depth = generate["depth"]
        return ('{"pixels": [[null]], "data": ' + "[" * depth + "]" * depth + "}").encode()
    data, layers = [], []
    for i in range(generate["layers"]):
        name = f"c{i:02d}"
        points = ",".join(f"[{j}, {((j * 37 + i) % 1000) / 10:g}]" for j in range(1024))
        data.append(f'"{name}": {{"frame": {{"left": 0, "top": 0, "width": 1, "height": 1}}, "content": {{"points": [{points}]}}}}')
        layers.append(f'{{"id": "remote:{name}", "type": "curve", "dataPath": "data.{name}"}}')
    return f'{{"protocol": 1, "pixels": [[null]], "data": {{{",".join(data)}}}, "layers": [{",".join(layers)}]}}'.encode()


def module_reads(case: dict[str, Any]) -> bool:
    """Whether a case reads as the module reads it: `evaluate` reads the math-plot language,
    which reads the protocol's cases alike, except those marked "curveLayer" (a frame refusing a
    math-plot name, or taking it for a parameter), which the Swift tests check."""
    return case.get("language") != "curveLayer"


def same(actual: Optional[float], expected: str) -> bool:
    value = number(expected)
    if not math.isfinite(value):
        return actual is None
    return actual is not None and math.copysign(1, actual) == math.copysign(1, value) and actual == value


class Corpora(unittest.TestCase):
    def test_expressions(self) -> None:
        checked = 0
        for case in EXPRESSIONS:
            with self.subTest(case=case["name"]):
                checked += self.expression_case(case)
        self.assertGreaterEqual(checked, 300)

    def expression_case(self, case: dict[str, Any]) -> int:
        """Checks one corpus case; returns how many points it checked."""
        if not all(math.isfinite(v) for v in parameters(case).values()):
            # JSON, the options' form, carries finite numbers only: ±∞ and NaN are refused
            # before the module (the command and JavaScript's compiled programs take them).
            with self.assertRaises(ValueError) as refused:
                curvekit.evaluate(case["expression"], parameters=parameters(case), at=[0])
            self.assertNotIsInstance(refused.exception, curvekit.CurveError)
            return 0
        self.assertIn(case.get("language", "mathPlot"), ("mathPlot", "curveLayer"), case["name"])
        if not module_reads(case):
            return 0
        if "error" in case:
            with self.assertRaises(curvekit.CurveError) as raised:
                curvekit.evaluate(case["expression"], parameters=parameters(case), at=[0])
            self.assertEqual(raised.exception.kind, case["error"]["kind"])
            if "offset" in case["error"]:
                self.assertEqual(raised.exception.offset, case["error"]["offset"])
            return 0
        at = [number(x) for x, _ in case["points"]]
        report = curvekit.evaluate(case["expression"], parameters=parameters(case), at=at)
        for (x, y), (_, value) in zip(case["points"], report["samples"]):
            self.assertTrue(same(value, y), f"at {x} got {value}, expected {y}")
        return len(case["points"])

    def test_frames(self) -> None:
        for case in FRAMES:
            report = curvekit.validate(body(case))
            self.assertEqual(report["verdict"], case["expect"]["verdict"], case["name"])
            if report["verdict"] == "accepted":
                self.assertEqual([layer["id"] for layer in report["layers"]], [layer["id"] for layer in case["expect"].get("layers", [])])


class ByteIdentity(unittest.TestCase):
    def test_validate_and_geometry(self) -> None:
        with tempfile.TemporaryDirectory() as folder:
            for index, case in enumerate(FRAMES):
                data = body(case)
                path = Path(folder) / f"frame-{index}.json"
                path.write_bytes(data)
                for family, size in (("medium", (338, 158)), ("small", (158, 158))):
                    self.assertEqual(curvekit.validate(data, family=family, text=True), native(["validate", "--format", "json", "--family", family, str(path)])[1], case["name"])
                    status, expected = native(["geometry", "--size", f"{size[0]}x{size[1]}", str(path)])
                    if status == 0:
                        self.assertEqual(curvekit.geometry(data, size=size, text=True), expected, case["name"])
                    else:
                        with self.assertRaises(curvekit.CurveError):
                            curvekit.geometry(data, size=size)

    def test_evaluate(self) -> None:
        cases = [("a*sin(x) + x^2", {"a": 2}, (0, 3), 4), ("exp(-x^2/2)/sqrt(2*pi)", {}, (-5, 5), 77), ("sin(1e22*x)", {}, (1, 2), 11), ("log(x)", {}, (-1, 1), 9)]
        for expression, values, domain, samples in cases:
            arguments = ["evaluate", "--format", "json", "--domain", f"{domain[0]},{domain[1]}", "--samples", str(samples)]
            for name, value in values.items():
                arguments += ["--param", f"{name}={value}"]
            self.assertEqual(curvekit.evaluate(expression, parameters=values, domain=domain, samples=samples, text=True), native([*arguments, "--", expression])[1])
        self.assertEqual(curvekit.evaluate("x/0 + sin(x)", at=[0, -0.0, 1e308], text=True), native(["evaluate", "--format", "json", "--at", "0", "--at", "-0", "--at", "1e308", "--", "x/0 + sin(x)"])[1])

    @unittest.skipIf(numpy is None, "numpy is not installed")
    def test_evaluate_with_arrays_gives_the_text_paths_and_the_commands_values_bit_for_bit(self) -> None:
        """evaluate at a numpy array passes numbers through the module's memory both ways
        (ck_evaluate_values); its values are the text path's and the command's, bit for bit (a
        value the report writes as null is NaN)."""
        xs = numpy.concatenate((numpy.linspace(-7, 7, 101), [0.0, -0.0, 5e-324, 1e-300, 1e300, math.pi, 2.0**53 + 2, -1e-7]))
        cases = [("a*sin(b*x + c) + d", {"a": 1.5, "b": 2.0, "c": 0.25, "d": -1.0}, None), ("1/x + sqrt(x)", {}, None), ("x^3 - exp(x)", {}, 1), ("tan(x)", {}, 2)]

        def column(pairs: list[list[Any]], index: int) -> bytes:
            return numpy.array([math.nan if pair[index] is None else pair[index] for pair in pairs], dtype="<f8").tobytes()

        for expression, values, derivative in cases:
            with self.subTest(expression=expression, derivative=derivative):
                array = curvekit.evaluate(expression, parameters=values, at=xs, derivative=derivative)["samples"]
                listed = curvekit.evaluate(expression, parameters=values, at=xs.tolist(), derivative=derivative)["samples"]
                arguments = ["evaluate", "--format", "json", *[f"--param={name}={value!r}" for name, value in values.items()]]
                arguments += [f"--at={x!r}" for x in xs.tolist()] + ([f"--derivative={derivative}"] if derivative else [])
                status, output = native([*arguments, "--", expression])
                self.assertEqual(status, 0, output)
                command = json.loads(output, parse_int=lambda text: -0.0 if text == "-0" else float(int(text)))["samples"]
                for other in (listed, command):
                    self.assertEqual(array[:, 0].tobytes(), column(other, 0))
                    self.assertEqual(array[:, 1].tobytes(), column(other, 1))

    def test_plots(self) -> None:
        for name in ("activity", "steps", "wave"):
            path = ROOT / "Tests/Gallery" / f"{name}.json"
            for family, scale, appearance in (("medium", 1, "dark"), ("large", 2, "light"), ("small", 3, "light")):
                expected = native(["plot", "--family", family, "--scale", str(scale), "--appearance", appearance, "-o", "-", str(path)])[1]
                self.assertEqual(curvekit.plot_frame(path.read_bytes(), family=family, scale=scale, appearance=appearance), expected)  # type: ignore[arg-type]
        plots: list[tuple[list[str], dict[str, Any], list[str]]] = [
            (["1/x", "x^3 - x/2", "1/(x - 0.3)"], {"domain": (-1, 1), "size": (640, 360)}, ["--domain", "-1,1", "--size", "640x360"]),
            (["a*sin(b*x)", "cos(x)"], {"parameters": {"a": 2, "b": 3}, "y_domain": (-3, 3), "interpolation": "linear"}, ["--param", "a=2", "--param", "b=3", "--y-domain", "-3,3", "--interpolation", "linear"]),
            (["sqrt(x - 10)", "exp(-x^2)"], {"title": "Two <curves> & one not", "x_label": "x (m)", "y_label": "ŷ", "theme": "dark"}, ["--title", "Two <curves> & one not", "--x-label", "x (m)", "--y-label", "ŷ", "--theme", "dark"]),
            (["1"], {"y_domain": (3e9, 3e9 + 10)}, ["--y-domain", "3000000000,3000000010"]),
            (["r = 1 + cos(θ)", "(sin(3*t), sin(4*t))", "x = y^2 - 1"], {"domain": (-2, 2.5), "t_domain": (0, 6)}, ["--domain", "-2,2.5", "--t-domain", "0,6"]),
            (["(cos(t), 3*sin(t))"], {"aspect": "equal"}, ["--aspect", "equal"]),
            (["1/sqrt(1 + x^2)", "(t, t^3)"], {"domain": (0.01, 100), "x_scale": "log", "y_scale": "log"},
             ["--domain", "0.01,100", "--x-scale", "log", "--y-scale", "log"]),
            ([f"@{DECAY}", "3.9*exp(-x/2)"], {"domain": (0, 10), "data": {str(DECAY): DECAY.read_bytes()}, "columns": ("time (s)", "reading"), "y_scale": "log"},
             ["--domain", "0,10", "--columns", "time (s),reading", "--y-scale", "log"]),
            ([f"@{DECAY}"], {"domain": (0, 10), "data": {str(DECAY): DECAY.read_text()}, "columns": (1, 2), "marks": "points"},
             ["--domain", "0,10", "--columns", "1,2", "--marks", "points"]),
            # A fit item alone: its data is passed for it too.
            ([f"@{DECAY} ~ a*exp(-x/b)"], {"domain": (0, 12), "parameters": {"a": 1, "b": 1}, "data": {str(DECAY): DECAY.read_text()}},
             ["--domain", "0,12", "--param", "a=1", "--param", "b=1"]),
            (["a*sin(b*x)"], {"parameters": {"a": 2, "b": 1.5}, "description": False}, ["--param", "a=2", "--param", "b=1.5", "--no-description"]),
            (["sin(x)", "x/2", "0.2*x^2 - 1"], {"domain": (0, 6.3), "area": ["1:0,3.141592653589793", "2,3:1,4"]},
             ["--domain", "0,6.3", "--area", "1:0,3.141592653589793", "--area", "2,3:1,4"]),
            (["x^3 - 2*x", "abs(x) - 1"], {"domain": (-2, 2), "points": True, "derivative": True, "tangent": [0.5, -1]},
             ["--domain", "-2,2", "--points", "--derivative", "--tangent", "0.5", "--tangent", "-1"]),
        ]
        for expressions, options, arguments in plots:
            self.assertEqual(curvekit.plot_expressions(expressions, **options), native(["plot", *arguments, "-o", "-", "--", *expressions])[1])
        with self.assertRaisesRegex(ValueError, "the x axis is logarithmic, but the domain \u22121…10 reaches 0 or below"):
            curvekit.plot_expressions("x", x_scale="log", domain=(-1, 10))
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.plot_expressions("@m", data={"m": 'x,y\n1,"2\n'})
        self.assertEqual((raised.exception.kind, str(raised.exception)), ("unterminatedQuote", "expression 1: error: @m: line 2, column 3: this quoted field is never closed"))
        with self.assertRaises(ValueError):
            curvekit.plot_expressions("@m", data={"m": "1,2"}, columns=(0, 1))


    def test_plot_view(self) -> None:
        """A plot says where it drew: the clip path's rectangle, the domain asked for, and y labels
        3.5 pt below their values' places on the y axis."""
        import math
        import re
        for expressions, options in (
            (["sin(x)"], {}),
            (["x^2", "1/x"], {"domain": (-2, 3), "y_domain": (-4, 8)}),
            (["x^3"], {"domain": (0.1, 100), "x_scale": "log", "y_scale": "log"}),
        ):
            with self.subTest(expressions=expressions):
                svg = curvekit.plot_expressions(expressions, **options)
                self.assertIsInstance(svg, curvekit.PlotSVG)
                clip = re.search(r'<clipPath id="plot">\n<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', svg)
                assert clip is not None
                self.assertEqual(tuple(round(v, 3) for v in svg.plot), tuple(float(v) for v in clip.groups()))
                left, top, width, height = svg.plot
                self.assertEqual(svg.x, curvekit.AxisView(options.get("x_scale", "linear"), tuple(options.get("domain", (-5, 5))), (left, left + width)))
                self.assertEqual(svg.y.range, (top + height, top))
                if "y_domain" in options:
                    self.assertEqual(svg.y.domain, options["y_domain"])
                coordinate = math.log if svg.y.scale == "log" else (lambda v: v)
                c0, c1 = (coordinate(v) for v in svg.y.domain)
                r0, r1 = svg.y.range
                labels = re.findall(r'<text x="[\d.]+" y="([\d.-]+)"[^>]*text-anchor="end"[^>]*>([^<]+)</text>', svg)
                self.assertGreaterEqual(len(labels), 2)
                for y, label in labels:
                    at = r0 + (coordinate(float(label.replace("\u2212", "-"))) - c0) / (c1 - c0) * (r1 - r0)
                    self.assertLess(abs(float(y) - 3.5 - at), 0.01, label)

    def test_integrate(self) -> None:
        """The integral corpus (truth from mpmath): the module's JSON is the command's, byte for
        byte, and a certified enclosure holds the truth."""
        for case in json.loads((ROOT / "Grammar/conformance/integrals.json").read_text())["cases"]:
            with self.subTest(case=case["name"]):
                arguments = ["--domain", ",".join(str(v) for v in case["domain"])]
                for name, value in case["parameters"].items():
                    arguments += ["--param", f"{name}={value}"]
                expected = native(["integrate", "--format", "json", *arguments, "--", case["expression"]])[1]
                options: dict[str, Any] = {"domain": case["domain"], "parameters": case["parameters"]}
                self.assertEqual(curvekit.integrate(case["expression"], text=True, **options), expected)
                integral = curvekit.integrate(case["expression"], **options)["integrals"][0]
                if case["expect"] == "certified":
                    self.assertEqual(integral["status"], "certified", integral["reason"])
                if case["expect"] == "divergent":
                    self.assertEqual(integral["status"], "divergent", integral["reason"])
                if case["expect"] == "never":
                    self.assertEqual(integral["status"], "undecided")
                if "truth" in case:
                    self.assertNotEqual(integral["status"], "divergent")
                    down, up = case["truth"]
                    if integral["lower"] is not None:
                        self.assertLessEqual(integral["lower"], down)
                    if integral["upper"] is not None:
                        self.assertLessEqual(up, integral["upper"])
        with self.assertRaisesRegex(ValueError, "tolerance expects a number at least 1e-15, got 1e-20"):
            curvekit.integrate("x", domain=(0, 1), tolerance=1e-20)
        with self.assertRaises(TypeError):
            curvekit.integrate("x", domain=(0, 1), tolerance="tight")  # type: ignore[arg-type]

    def test_relation(self) -> None:
        for text, arguments, options in (
            ("x^2 + y^2 = 1", ["--bounds", "-2,2,-2,2", "--size", "48x40"], {"bounds": (-2, 2, -2, 2), "size": (48, 40)}),
            ("y < sin(a*x)", ["--param", "a=2", "--size", "30x30"], {"parameters": {"a": 2}, "size": (30, 30)}),
            # Deep zoom: a pixel is 1/16 of an ulp of x.
            ("y = sin(x)", ["--bounds", "1e15,1000000000000004,-1,1", "--size", "64x48"], {"bounds": (1e15, 1000000000000004, -1, 1), "size": (64, 48)}),
        ):
            run = subprocess.run([CURVE, "relation", *arguments, "--", text], capture_output=True, check=True)
            header_end = run.stdout.index(b"255\n") + 4
            picture = curvekit.relation(text, **options)
            self.assertEqual(picture["pixels"], run.stdout[header_end:], text)
            counts = json.loads(native(["relation", "--format", "json", *arguments, "--", text])[1])["counts"]
            self.assertEqual(picture["counts"], counts, text)
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.relation("x < y < 2")
        self.assertEqual((raised.exception.kind, raised.exception.column), ("secondComparison", 7))
        with self.assertRaises(ValueError):
            curvekit.relation("x = y", size=(0, 10))
        with self.assertRaises(TypeError):
            curvekit.relation("x = y", size=(1.5, 10))

    def test_analyze(self) -> None:
        for expressions, options, arguments in (
            (["x^3 - 2*x"], {}, []),
            (["sin(x)/cos(x)", "0.5*x"], {"domain": (-10, 10)}, ["--domain", "-10,10"]),
            (["a*sin(x)/x"], {"parameters": {"a": 2}, "domain": (-12, 12)}, ["--param", "a=2", "--domain", "-12,12"]),
        ):
            self.assertEqual(curvekit.analyze(expressions, text=True, **options), native(["analyze", "--format", "json", *arguments, "--", *expressions])[1])
        for name in ("Examples/frame.json", "Tests/Gallery/steps.json"):
            path = ROOT / name
            self.assertEqual(curvekit.geometry(path.read_bytes(), analysis=True, text=True), native(["geometry", "--analysis", str(path)])[1])
        analysis = curvekit.analyze("x^2 - 2", domain=(0, 2))
        zero = analysis["curves"][0]["points"][0]
        self.assertEqual((zero["kind"], zero["certified"]), ("zero", True))
        self.assertTrue(zero["x"][0] <= 2 ** 0.5 <= zero["x"][1])


class Arguments(unittest.TestCase):
    # Each option's wrong kind and value out of range: test_idiom.py's table, one subtest a case.

    def test_sequences_are_measured_before_they_are_read(self) -> None:
        # Each is refused by its length: reading a billion values took minutes, or 1.5 GB.
        huge = range(10**9)
        for call in (
            lambda: curvekit.analyze("x", domain=huge),
            lambda: curvekit.plot_expressions(["x"], tangent=huge),
            lambda: curvekit.plot_expressions(["x"], domain=huge),
            lambda: curvekit.plot_expressions(["x"], y_domain=huge),
            lambda: curvekit.plot_expressions(["x"], t_domain=huge),
            lambda: curvekit.plot_expressions(["x"], size=huge),
            lambda: curvekit.plot_expressions(["x"] * 10**6),
            lambda: curvekit.analyze(["x"] * 10**6),
            lambda: curvekit.evaluate("x", domain=huge),
            lambda: curvekit.evaluate("x", at=huge),
            lambda: curvekit.validate("{}", size=huge),
            lambda: curvekit.relation("x = y", bounds=huge),
            lambda: curvekit.relation("x = y", size=huge),
        ):
            with self.assertRaises(ValueError):
                call()

    def test_names_are_bounded_as_the_command_bounds_an_argument(self) -> None:
        engine = curvekit.Engine()
        limit = engine.name_bytes
        self.assertEqual(limit, 131_071)
        # The longest argument the command takes is one of that many bytes.
        self.assertEqual(native(["evaluate", "--at", "1", "--param", "a" * (limit - 2) + "=1", "x"])[0], 0)
        before = engine.memory_bytes
        long = "a" * (limit + 1)
        for call, place in (
            (lambda n: curvekit.evaluate("x", parameters={n: 1}, engine=engine), "parameters: a name|the options"),
            (lambda n: curvekit.plot_expressions("@a", data={"a": "1,2", n: "1,2"}, engine=engine), "data: a name"),
            # Options the module decodes by its option table: a name is refused there, and a
            # document past the module's limit before it is copied in.
            (lambda n: curvekit.plot_expressions("@a", data={"a": "x,y\n1,2"}, columns=(n, "y"), engine=engine), "columns: a name|the options"),
            (lambda n: curvekit.plot_expressions("x", parameters={n: 1}, engine=engine), "parameters: a name|the options"),
            (lambda n: curvekit.analyze("x", parameters={n: 1}, engine=engine), "parameters: a name|the options"),
            (lambda n: curvekit.relation("x = y", parameters={n: 1}, engine=engine), "parameters: a name|the options"),
        ):
            for name in (long, "\u00e9" * (limit // 2 + 1), "a" * 100_000_000):
                with self.assertRaises(ValueError) as raised:
                    call(name)
                message = str(raised.exception)
                self.assertTrue(any(message.startswith(f"curvekit: {p} ") and (" is " in message or " are " in message) for p in place.split("|")), message[:200])
                self.assertLess(len(str(raised.exception)), 200)
        self.assertLess(engine.memory_bytes - before, 2 << 20)
        # Within the limit, a message that quotes a name quotes 40 characters of it.
        with self.assertRaises(curvekit.CurveError) as column:
            curvekit.plot_expressions("@a", data={"a": "x,y\n1,2"}, columns=("c" * limit, "y"), engine=engine)
        self.assertEqual((column.exception.kind, str(column.exception)), ("unknownColumn", f"expression 1: error: @a: line 1: no column named '{'c' * 40}…' in the header"))
        with self.assertRaises(curvekit.CurveError) as named:
            curvekit.evaluate("x", parameters={"2" + "p" * (limit - 1): 1}, engine=engine)
        self.assertEqual(named.exception.kind, "invalidParameterName")
        self.assertLess(len(str(named.exception)), 200)

    def test_data_errors_are_the_commands(self) -> None:
        # A column name's control characters are escaped as the command escapes them.
        csv = b"x,y\n1,2\n"
        run = subprocess.run([CURVE, "plot", "-o", "-", "--columns", "\x1b[2J,\u202ey", "--", "@-"], input=csv, capture_output=True, check=False)
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.plot_expressions("@-", data={"-": csv}, columns=("\x1b[2J", "\u202ey"))
        self.assertEqual((run.returncode, str(raised.exception) + "\n"), (1, run.stderr.decode()))
        self.assertNotIn("\x1b", str(raised.exception))
        # A series over the limit is invalid input, as the command's exit 1 says, not copied in.
        engine = curvekit.Engine()
        before = engine.memory_bytes
        over = b"1,2\n" * 200_000
        self.assertEqual(subprocess.run([CURVE, "plot", "-o", "-", "--", "@-"], input=over, capture_output=True, check=False).returncode, 1)
        with self.assertRaises(curvekit.CurveError) as large:
            curvekit.plot_expressions(["x", "@big"], data={"big": over}, engine=engine)
        self.assertEqual((large.exception.kind, str(large.exception)), ("tooLarge", "expression 2: error: @big: 800000 bytes, over the 524288-byte limit of a data series"))
        self.assertLess(engine.memory_bytes - before, 2 << 20)
        # A series no item names is not read.
        self.assertIn("<svg", curvekit.plot_expressions("x", data={"big": over}, engine=engine))

    def test_relation_bounds_are_a_usage_error(self) -> None:
        for bounds in ((-1.7976931348623157e308, 1.7976931348623157e308, 0, 1), (1e-250, 1.000000000001e-250, 0, 1)):
            with self.assertRaises(ValueError) as raised:
                curvekit.relation("x = y", bounds=bounds)
            self.assertNotIsInstance(raised.exception, curvekit.CurveError)
            arguments = ["relation", f"--bounds={','.join(map(repr, bounds))}", "x = y"]
            self.assertEqual(subprocess.run([CURVE, *arguments], capture_output=True, check=False).returncode, 2)

    def test_large_frame_is_not_copied(self) -> None:
        engine = curvekit.Engine()
        before = engine.memory_bytes
        report = curvekit.validate(bytes(300_000_000), engine=engine)
        self.assertEqual(report["reason"]["code"], "body.tooLarge")
        self.assertLess(engine.memory_bytes - before, 2 << 20)

    def test_errors_carry_data(self) -> None:
        with self.assertRaises(curvekit.CurveError) as raised:
            curvekit.evaluate("2*Sin(x)")
        self.assertEqual((raised.exception.kind, raised.exception.offset, raised.exception.column, raised.exception.path), ("unknownName", 2, 3, None))
        with self.assertRaises(curvekit.CurveError) as rejected:
            curvekit.geometry('{"pixels": 1}')
        self.assertEqual((rejected.exception.kind, rejected.exception.path), ("grid.invalid", "pixels"))


if __name__ == "__main__":
    unittest.main()
