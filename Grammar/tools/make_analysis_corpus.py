#!/usr/bin/env python3
"""Writes Grammar/conformance/analysis.json: the true points of interest of curves, for
`curve analyze` (CurveAnalysis) to be scored against.

Each case is one curve (its zeros, minima, maxima and, where listed, every inflection) or two
curves (where they meet), over a domain, with parameters. The points are written by hand, as
closed forms or as a seed that mpmath refines at 50 digits (never from CurveKit). Before writing,
this script checks every case on the reals (CurveKit's semantics, real_semantics.py):

- each zero has |f| < 1e-20 there (a square root of a 50-digit zero is 1e-25); each smooth extremum |f′| < 1e-25 and the right sign of the
  change on both sides; each kink extremum (abs, min, max) the right change on both sides; each
  inflection |f″| < 1e-20 and a sign change of f″;
- nothing is missing: a scan of 20,001 points finds no sign change of f, no change of direction
  of f and (where inflections are listed) no sign change of f″ that a listed point does not
  explain (a break or an undefined point explains one too);
- an intersection has |f − g| < 1e-30.

A case with `"language": "mathPlot"` is in the math-plot language (tan, atan, atan2, floor,
ceil, round, sign, mod, ln on the reals, as real_semantics.py gives them); without it, in the
protocol's.

Each point is written as the two doubles around it, `[down, up]` (equal when it is a double),
so a test can tell exactly whether a reported interval holds the real number.

Run: python3 Grammar/tools/make_analysis_corpus.py           (checks, then rewrites the JSON)
     python3 Grammar/tools/make_analysis_corpus.py --check   (checks the JSON is current)
"""
import json
import math
import os
import sys

import mpmath
from mpmath import mp, mpf

from real_semantics import compile_expression

mp.dps = 50
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "conformance", "analysis.json")
PI = mp.pi
E = mp.e


def seed(x0):
    """A point mpmath finds from `x0`, or inside `(a, b)` where it changes sign (a zero of f, f′
    or f″, as the list it is in says)."""
    return ("seed", x0)


def kink(x):
    """An extremum where f is not differentiable (abs, min, max)."""
    return ("kink", x)


def curve(name, expression, domain, zeros=(), minima=(), maxima=(), inflections=None, parameters=None, breaks=(), language=None):
    """breaks: where f has a pole, a jump or an undefined edge (closed forms); nothing is
    looked for within one scan step of them."""
    return {"name": name, "expressions": [expression], "domain": domain, "parameters": parameters or {}, "breaks": list(breaks),
            "zeros": list(zeros), "minima": list(minima), "maxima": list(maxima),
            "inflections": None if inflections is None else list(inflections), "language": language}


def meeting(name, f, g, domain, points, parameters=None, breaks=(), language=None):
    return {"name": name, "expressions": [f, g], "domain": domain, "parameters": parameters or {}, "breaks": list(breaks),
            "intersections": list(points), "language": language}


MATH_PLOT = "mathPlot"


def expanded(roots):
    """The polynomial with these integer roots, expanded, as CurveKit text (exact coefficients)."""
    coefficients = [1]
    for r in roots:
        coefficients = [a - r * b for a, b in zip(coefficients + [0], [0] + coefficients)]
    degree = len(coefficients) - 1
    terms = []
    for i, c in enumerate(coefficients):
        if c == 0:
            continue
        power = degree - i
        body = "" if power == 0 else ("x" if power == 1 else f"x^{power}")
        magnitude = abs(c)
        text = body if magnitude == 1 and body else (f"{magnitude}*{body}" if body else f"{magnitude}")
        terms.append(("-" if c < 0 else "+") + " " + text)
    head = terms[0][2:] if terms[0].startswith("+") else "-" + terms[0][2:]
    return " ".join([head] + terms[1:])


CHEBYSHEV_T8 = "128*x^8 - 256*x^6 + 160*x^4 - 32*x^2 + 1"

CASES = [
    # Simple, double and triple roots.
    curve("cubic", "x^3 - 2*x", [-5, 5], zeros=["-sqrt(2)", "0", "sqrt(2)"],
          minima=["sqrt(mpf(2)/3)"], maxima=["-sqrt(mpf(2)/3)"], inflections=["0"]),
    curve("double root", "x^2", [-5, 5], zeros=["0"], minima=["0"], inflections=[]),
    curve("double and simple root", "(x - 1)^2*(x + 2)", [-3, 3], zeros=["-2", "1"], minima=["1"], maxima=["-1"],
          inflections=["0"]),
    curve("triple root", "(x - 0.5)^3", [-1, 2], zeros=["0.5"], inflections=["0.5"]),
    curve("quadruple root", "(x - 0.25)^4", [-1, 1], zeros=["0.25"], minima=["0.25"], inflections=[]),
    curve("x^8, flat at 0", "x^8", [-1, 1], zeros=["0"], minima=["0"], inflections=[]),
    # Roots closer than the resolution, and close but apart.
    curve("roots 1e-13 apart", "(x - 1)*(x - 1 - 1e-13)", [0, 2], zeros=["1", "1 + mpf(1e-13)"],
          minima=["1 + mpf(1e-13)/2"], inflections=[]),
    curve("roots 1e-12 apart", "(x - 0.3)*(x - 0.3 - 1e-12)", [0, 1], zeros=["mpf(0.3)", "mpf(0.3) + mpf(1e-12)"],
          minima=["mpf(0.3) + mpf(1e-12)/2"], inflections=[]),
    curve("roots 1e-8 apart", "(x - 1)*(x - 1.00000001)", [0, 2], zeros=["1", "mpf(1.00000001)"],
          minima=["(1 + mpf(1.00000001))/2"], inflections=[]),
    # Roots beside poles.
    curve("root beside a pole", "(x - 0.3)/(x - 0.3000001)", [0, 1], zeros=["mpf(0.3)"], inflections=[],
          breaks=["mpf(0.3000001)"]),
    curve("1/x - 1e6", "1/x - 1e6", [-1, 1], zeros=["1/mpf(1e6)"], inflections=[], breaks=["0"]),
    curve("tan", "sin(x)/cos(x)", [-10, 10], zeros=[f"{k}*PI" for k in range(-3, 4)],
          inflections=[f"{k}*PI" for k in range(-3, 4)], breaks=[f"({k} + 0.5)*PI" for k in range(-4, 3)]),
    curve("tan over [-50, 50]", "sin(x)/cos(x)", [-50, 50], zeros=[f"{k}*PI" for k in range(-15, 16)],
          breaks=[f"({k} + 0.5)*PI" for k in range(-16, 16)]),
    # Chebyshev and Wilkinson-style polynomials.
    curve("Chebyshev T8", CHEBYSHEV_T8, [-1, 1], zeros=[f"cos((2*{k} - 1)*PI/16)" for k in range(1, 9)],
          minima=[f"cos({k}*PI/8)" for k in range(1, 8, 2)],
          maxima=["cos(2*PI/8)", "0", "cos(6*PI/8)"]),
    curve("Wilkinson 10, product", "(x-1)*(x-2)*(x-3)*(x-4)*(x-5)*(x-6)*(x-7)*(x-8)*(x-9)*(x-10)", [0, 11],
          zeros=[str(k) for k in range(1, 11)],
          minima=[seed((k, k + 1)) for k in range(1, 10, 2)], maxima=[seed((k, k + 1)) for k in range(2, 10, 2)]),
    curve("Wilkinson 8, expanded", expanded(range(1, 9)), [0.5, 8.5], zeros=[str(k) for k in range(1, 9)],
          minima=[seed((k, k + 1)) for k in range(1, 8, 2)], maxima=[seed((k, k + 1)) for k in range(2, 8, 2)]),
    # Oscillation.
    curve("sin(50*x)", "sin(50*x)", [-2, 2], zeros=[f"{k}*PI/50" for k in range(-31, 32)],
          minima=[f"(2*{k} - 0.5)*PI/50" for k in range(-17, 18) if abs((2 * k - 0.5) * math.pi / 50) < 2],
          maxima=[f"(2*{k} + 0.5)*PI/50" for k in range(-17, 18) if abs((2 * k + 0.5) * math.pi / 50) < 2],
          inflections=[f"{k}*PI/50" for k in range(-31, 32)]),
    curve("sin(1/x)", "sin(1/x)", [0.05, 1], zeros=[f"1/({k}*PI)" for k in range(1, 7)],
          minima=[f"1/((2*{k} - 0.5)*PI)" for k in range(1, 4)],
          maxima=[f"1/((2*{k} + 0.5)*PI)" for k in range(0, 3)]),
    curve("E4", "a*sin(b*x + c) + d", [-5, 5], parameters={"a": 1.5, "b": 2, "c": 0.5, "d": 0.25},
          zeros=[z for k in range(-3, 4) for z in (f"(-asin(mpf(1)/6) - 0.5 + 2*{k}*PI)/2", f"(PI + asin(mpf(1)/6) - 0.5 + 2*{k}*PI)/2")
                 if abs((-math.asin(1 / 6) - 0.5 + 2 * k * math.pi) / 2 if z.startswith("(-") else (math.pi + math.asin(1 / 6) - 0.5 + 2 * k * math.pi) / 2) < 5],
          minima=[f"(PI/2 + {k}*PI - 0.5)/2" for k in range(-7, 8, 2) if abs((math.pi / 2 + k * math.pi - 0.5) / 2) < 5],
          maxima=[f"(PI/2 + {k}*PI - 0.5)/2" for k in range(-8, 9, 2) if abs((math.pi / 2 + k * math.pi - 0.5) / 2) < 5]),
    # Kinks.
    curve("abs", "abs(x - 0.3) - 0.2", [-1, 1], zeros=["mpf(0.3) - mpf(0.2)", "mpf(0.3) + mpf(0.2)"],
          minima=[kink("mpf(0.3)")], inflections=[]),
    curve("min of two abs", "min(abs(x), abs(x - 2))", [-1, 3], zeros=["0", "2"],
          minima=[kink("0"), kink("2")], maxima=[kink("1")], inflections=[]),
    curve("max of a line and a parabola", "max(x, x^2 - 1)", [-2, 3], zeros=["-1", "0"],
          minima=[kink("(1 - sqrt(5))/2")], maxima=[], inflections=[]),
    # Flat functions and constants.
    curve("constant", "2", [0, 1], inflections=[]),
    curve("exp(-x^2), flat tails", "exp(-x^2)", [-3, 3], maxima=["0"],
          inflections=["-1/sqrt(2)", "1/sqrt(2)"]),
    # exp and log edges.
    curve("exp(x) - 2", "exp(x) - 2", [-1, 2], zeros=["log(2)"], inflections=[]),
    curve("log(x)", "log(x)", [0.5, 2], zeros=["1"], inflections=[]),
    curve("x*log(x)", "x*log(x)", [0.01, 2], zeros=["1"], minima=["1/E"], inflections=[]),
    curve("log(x) + 1 with an undefined half", "log(x) + 1", [-1, 1], zeros=["1/E"]),
    curve("exp(x), underflowing", "exp(x)", [-800, 0], inflections=[]),
    # Undefined regions.
    curve("upper half circle", "sqrt(1 - x^2)", [-2, 2], zeros=["-1", "1"], maxima=["0"]),
    curve("sqrt(sin(x))", "sqrt(sin(x))", [-7, 7], zeros=["-2*PI", "-PI", "0", "PI", "2*PI"],
          maxima=["-1.5*PI", "0.5*PI"]),
    # Parameters.
    curve("a*x^2 - 1", "a*x^2 - 1", [-2, 2], parameters={"a": 2}, zeros=["-1/sqrt(2)", "1/sqrt(2)"], minima=["0"],
          inflections=[]),
    # Intersections.
    meeting("sin and cos", "sin(x)", "cos(x)", [-5, 5], ["-3*PI/4", "PI/4", "5*PI/4"]),
    meeting("parabola and line", "x^2", "x", [-1, 2], ["0", "1"]),
    meeting("tangent curves", "x^2", "2*x - 1", [-3, 3], ["1"]),
    meeting("line and tan", "sin(x)/cos(x)", "0.5*x", [-4, 4], ["0"], breaks=["-PI/2", "PI/2"]),
    # The math-plot language: tan's poles, atan's and atan2's smooth pieces, atan2's cut, the
    # jumps of floor, mod and sign (a sign change across a jump is no zero).
    curve("atan(x) - 1", "atan(x) - 1", [-5, 5], zeros=["tan(1)"], inflections=["0"], language=MATH_PLOT),
    curve("arctan(x/2) - 0.5", "arctan(x/2) - 0.5", [-5, 5], zeros=["2*tan(mpf(0.5))"], inflections=["0"], language=MATH_PLOT),
    curve("tan(x) - 2 on (-pi/2, pi/2)", "tan(x) - 2", [-1.5, 1.5], zeros=["atan(2)"], inflections=["0"], language=MATH_PLOT),
    curve("tan(x) - 2 over [-5, 5]", "tan(x) - 2", [-5, 5], zeros=[f"atan(2) + {k}*PI" for k in (-1, 0, 1)],
          inflections=[f"{k}*PI" for k in (-1, 0, 1)], breaks=[f"({k} + 0.5)*PI" for k in range(-2, 2)], language=MATH_PLOT),
    curve("atan2(1, x) - 1", "atan2(1, x) - 1", [-5, 5], zeros=["1/tan(1)"], inflections=["0"], language=MATH_PLOT),
    # The cut: −π − 3 below the axis, π − 3 on it (a strict maximum), π − 3 − atan(x) above.
    curve("atan2(x, -1) - 3", "atan2(x, -1) - 3", [-2, 2], zeros=["tan(PI - 3)"], maxima=[kink("0")], breaks=["0"],
          language=MATH_PLOT),
    # Each tooth starts at its minimum (−0.5, with 1.5 just left of it).
    curve("mod(x, 2) - 0.5", "mod(x, 2) - 0.5", [-3, 3], zeros=["-1.5", "0.5", "2.5"],
          minima=[kink("-2"), kink("0"), kink("2")], breaks=["-2", "0", "2"], language=MATH_PLOT),
    curve("floor(x) + 0.5: a sign change without a zero", "floor(x) + 0.5", [-2.5, 2.5], breaks=[str(k) for k in range(-2, 3)],
          language=MATH_PLOT),
    curve("sign(x): its zero is where it jumps", "sign(x)", [-1, 1.5], zeros=["0"], breaks=["0"], language=MATH_PLOT),
    # Falling teeth: a sign change across the jump at 0.5 with no zero; each half a strict maximum.
    curve("round(x) - 0.5*x", "round(x) - 0.5*x", [-0.4, 2.4], zeros=["0"], maxima=[kink("0.5"), kink("1.5")],
          breaks=["0.5", "1.5"], language=MATH_PLOT),
    # Smooth curves through the new functions' derivatives, and mod's jumps multiplied away.
    curve("atan(x) - x/2", "atan(x) - x/2", [-5, 5], zeros=[seed(-2.3), "0", seed(2.3)], minima=["-1"], maxima=["1"],
          inflections=["0"], language=MATH_PLOT),
    curve("tan(x) - 2*x", "tan(x) - 2*x", [-1.5, 1.5], zeros=[seed(-1.17), "0", seed(1.17)], minima=["PI/4"], maxima=["-PI/4"],
          inflections=["0"], language=MATH_PLOT),
    curve("atan2(x, 1 + x^2)", "atan2(x, 1 + x^2)", [-5, 5], zeros=["0"], minima=["-1"], maxima=["1"], language=MATH_PLOT),
    curve("mod(x, 2)*(2 - mod(x, 2)): continuous", "mod(x, 2)*(2 - mod(x, 2))", [-2.5, 2.5], zeros=["-2", "0", "2"],
          minima=[kink("-2"), kink("0"), kink("2")], maxima=["-1", "1"], language=MATH_PLOT),
    meeting("tan and the line x", "tan(x)", "x", [-5, 5], ["0", seed((4.4, 4.6)), seed((-4.6, -4.4))],
            breaks=[f"({k} + 0.5)*PI" for k in range(-2, 2)], language=MATH_PLOT),
    # The inverse functions' and cbrt's zeros, refined in 106-bit balls to 4 doubles; gamma's
    # zeros and turns, and its poles between the turns.
    curve("asin(x) - 0.5", "asin(x) - 0.5", [-1, 1], zeros=[seed((0.4, 0.55))], inflections=["0"], language=MATH_PLOT),
    curve("acos(x) - 0.5", "acos(x) - 0.5", [-1, 1], zeros=[seed((0.8, 0.95))], inflections=["0"], language=MATH_PLOT),
    curve("asinh(x) - 0.5", "asinh(x) - 0.5", [-5, 5], zeros=[seed((0.4, 0.6))], inflections=["0"], language=MATH_PLOT),
    curve("acosh(x) - 1.5", "acosh(x) - 1.5", [1.5, 5], zeros=[seed((2, 2.7))], inflections=[], language=MATH_PLOT),
    curve("atanh(x) - 0.5", "atanh(x) - 0.5", [-0.9, 0.9], zeros=[seed((0.4, 0.5))], inflections=["0"], language=MATH_PLOT),
    curve("cbrt(x) - 0.7", "cbrt(x) - 0.7", [0.01, 1], zeros=[seed((0.3, 0.4))], inflections=[], language=MATH_PLOT),
    curve("gamma(x) - 1.2", "gamma(x) - 1.2", [0.5, 3], zeros=[seed((0.7, 0.85)), seed((2.2, 2.5))], minima=[seed((1.4, 1.5))], inflections=[],
          language=MATH_PLOT),
    curve("gamma(x) between its poles", "gamma(x)", [-3.5, -0.2], minima=[seed((-1.7, -1.4))], maxima=[seed((-0.7, -0.3)), seed((-2.8, -2.4))],
          inflections=[], breaks=["-3", "-2", "-1"], language=MATH_PLOT),
    meeting("mod(x, 1) and a half", "mod(x, 1)", "0.5", [-1.8, 1.8], ["-1.5", "-0.5", "0.5", "1.5"], breaks=["-1", "0", "1"],
            language=MATH_PLOT),
]


# MARK: Truth

def derivative(f, x, n):
    return mpmath.diff(lambda t: f(t), x, n)


def value_of(spec, f, order):
    """The point a spec names: a closed form, or a zero of f's `order`-th derivative from a seed."""
    if isinstance(spec, tuple) and spec[0] == "seed":
        g = (lambda t: f(t)) if order == 0 else (lambda t: derivative(f, t, order))
        if isinstance(spec[1], tuple):
            return mpmath.findroot(g, (mpf(spec[1][0]), mpf(spec[1][1])), solver="anderson")
        return mpmath.findroot(g, mpf(spec[1]))
    text = spec[1] if isinstance(spec, tuple) else spec
    return mpmath.mpmathify(eval(text, {"__builtins__": {}}, {
        "PI": PI, "E": E, "sqrt": mpmath.sqrt, "cos": mpmath.cos, "asin": mpmath.asin, "log": mpmath.log, "mpf": lambda v: mpf(float(v)),
        "tan": mpmath.tan, "atan": mpmath.atan}))


class Failure(Exception):
    pass


def check_extremum(f, x, kind, is_kink, name):
    delta = mpf("1e-12")
    centre, left, right = f(x), f(x - delta), f(x + delta)
    if None in (centre, left, right):
        raise Failure(f"{name}: no value beside the {kind} at {mpmath.nstr(x, 20)}")
    if kind == "minimum" and not (left > centre and right > centre) or kind == "maximum" and not (left < centre and right < centre):
        raise Failure(f"{name}: {mpmath.nstr(x, 20)} is not a {kind}")
    if not is_kink and abs(derivative(f, x, 1)) > mpf("1e-25"):
        raise Failure(f"{name}: f' is not 0 at the {kind} {mpmath.nstr(x, 20)}")


def scan(f, lo, hi, count=20001):
    xs = [lo + (hi - lo) * mpf(i) / (count - 1) for i in range(count)]
    with mp.workdps(30):
        ys = [f(x) for x in xs]
    return xs, ys


def explained(points, a, b, slack):
    return any(a - slack <= p <= b + slack for p in points)


def check_curve(c):
    name = c["name"]
    f = compile_expression(c["expressions"][0], c["parameters"], c["language"])
    lo, hi = mpf(c["domain"][0]), mpf(c["domain"][1])
    truth = {}
    for key, order in (("zeros", 0), ("minima", 1), ("maxima", 1), ("inflections", 2)):
        if c.get(key) is None:
            continue
        truth[key] = []
        for spec in c[key]:
            x = value_of(spec, f, order)
            if not lo <= x <= hi:
                raise Failure(f"{name}: {key} {mpmath.nstr(x, 20)} is outside the domain")
            if key == "zeros":
                y = f(x)
                if y is not None and abs(y) > mpf("1e-20"):
                    raise Failure(f"{name}: f({mpmath.nstr(x, 20)}) = {mpmath.nstr(y, 5)}, not 0")
            elif key in ("minima", "maxima"):
                check_extremum(f, x, "minimum" if key == "minima" else "maximum", isinstance(spec, tuple) and spec[0] == "kink", name)
            else:
                if abs(derivative(f, x, 2)) > mpf("1e-20"):
                    raise Failure(f"{name}: f'' is not 0 at the inflection {mpmath.nstr(x, 20)}")
            truth[key].append(x)
    xs, ys = scan(f, lo, hi)
    step = (hi - lo) / (len(xs) - 1)
    undefined = [xs[i] for i, y in enumerate(ys) if y is None]
    big = [xs[i] for i, y in enumerate(ys) if y is not None and abs(y) > 1e8]
    excused = undefined + big + [value_of(b, f, 0) for b in c.get("breaks", [])]
    for i in range(len(xs) - 1):
        a, b = ys[i], ys[i + 1]
        if a is None or b is None:
            continue
        if (a < 0 < b or b < 0 < a or a == 0) and not explained(truth.get("zeros", []) + excused, xs[i], xs[i + 1], step):
            raise Failure(f"{name}: f changes sign in [{mpmath.nstr(xs[i], 12)}, {mpmath.nstr(xs[i + 1], 12)}] with no zero listed")
    extrema = truth.get("minima", []) + truth.get("maxima", [])
    for i in range(1, len(xs) - 1):
        a, b, d = ys[i - 1], ys[i], ys[i + 1]
        if None in (a, b, d):
            continue
        if ((b - a) * (d - b) < 0) and not explained(extrema + excused, xs[i - 1], xs[i + 1], 2 * step):
            raise Failure(f"{name}: f turns near {mpmath.nstr(xs[i], 12)} with no extremum listed")
    return truth


def check_meeting(c):
    f = compile_expression(c["expressions"][0], c["parameters"], c["language"])
    g = compile_expression(c["expressions"][1], c["parameters"], c["language"])

    def h(x):
        a, b = f(x), g(x)
        return None if a is None or b is None else a - b
    points = []
    for spec in c["intersections"]:
        x = value_of(spec, h, 0)
        if not mpf(c["domain"][0]) <= x <= mpf(c["domain"][1]):
            raise Failure(f"{c['name']}: {mpmath.nstr(x, 20)} is outside the domain")
        if abs(h(x)) > mpf("1e-30"):
            raise Failure(f"{c['name']}: the curves do not meet at {mpmath.nstr(x, 20)}")
        points.append(x)
    lo, hi = mpf(c["domain"][0]), mpf(c["domain"][1])
    xs, ys = scan(h, lo, hi)
    step = (hi - lo) / (len(xs) - 1)
    big = [xs[i] for i, y in enumerate(ys) if y is None or abs(y) > 1e8] + [value_of(b, h, 0) for b in c["breaks"]]
    for i in range(len(xs) - 1):
        a, b = ys[i], ys[i + 1]
        if a is None or b is None:
            continue
        if (a < 0 < b or b < 0 < a or a == 0) and not explained(points + big, xs[i], xs[i + 1], step):
            raise Failure(f"{c['name']}: the curves cross in [{mpmath.nstr(xs[i], 12)}, {mpmath.nstr(xs[i + 1], 12)}] with no point listed")
    return {"intersections": points}


def doubles_around(x):
    """[down, up]: the doubles just below and above the real x (equal when x is one)."""
    nearest = float(x)
    if mpf(nearest) == x:
        return [nearest, nearest]
    if mpf(nearest) > x:
        return [math.nextafter(nearest, -math.inf), nearest]
    return [nearest, math.nextafter(nearest, math.inf)]


def build():
    out = []
    for c in CASES:
        truth = check_meeting(c) if "intersections" in c else check_curve(c)
        entry = {"name": c["name"]}
        if c["language"]:
            entry["language"] = c["language"]
        entry.update({"expressions": c["expressions"], "domain": c["domain"], "parameters": c["parameters"]})
        for key in ("zeros", "minima", "maxima", "inflections", "intersections"):
            if key in truth:
                entry[key] = [doubles_around(x) for x in sorted(truth[key])]
        out.append(entry)
    return {"about": "True points of interest, by mpmath at 50 digits (Grammar/tools/make_analysis_corpus.py). "
                     "Each point is [down, up], the doubles around the real number. Inflections, where listed, are all of them.",
            "cases": out}


def main():
    try:
        corpus = build()
    except Failure as failure:
        print(f"error: {failure}", file=sys.stderr)
        return 1
    text = json.dumps(corpus, indent=1) + "\n"
    if "--check" in sys.argv:
        with open(OUT) as existing:
            if existing.read() != text:
                print("error: analysis.json is not current: run make_analysis_corpus.py", file=sys.stderr)
                return 1
        print(f"{len(CASES)} cases hold; the JSON is current")
        return 0
    with open(OUT, "w") as f:
        f.write(text)
    print(f"{len(CASES)} cases hold; wrote {os.path.relpath(OUT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
