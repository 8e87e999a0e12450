#!/usr/bin/env python3
"""Writes Grammar/conformance/discontinuities.json: where function-mode curves must break.

Each case is an expression with a domain and a y domain, and its truth written by hand: every
break (a pole, a jump, the edge of a region where the function is undefined) with the limits of
the function on each side. None of it comes from CurveKit. This script checks every case with
mpmath at 50 digits before writing it, and fails if the truth does not hold:

- at each break, the one-sided values at distances 1e-12 … 1e-40 converge to the limits given
  (an infinite limit: they grow with the right sign, past 1e10 or, for a logarithm, threefold;
  no value: not real there);
- between the breaks the function is defined and continuous on screen: a scan of 4,001 points,
  every interval whose change (within the y domain grown by its height each way) exceeds 1 % of
  the y range halved 60 times, finds no jump or pole and no undefined point the case does not
  name;
- an undefined region given as [a, b] has no real value inside; a removable point has none
  at the point, and both sides meet there.

Semantics are CurveKit's on the reals: literals, `pi` and `e` are the doubles the engine uses
(`0.3` is 0.29999999999999998889776975…), `^` is the real power (a negative base needs an
integer exponent), `log` is natural, `min`/`max` propagate an undefined operand. A case with
`"language": "mathPlot"` is in the math-plot language (tan, atan, atan2, floor, ceil, round,
sign, mod, ln: Grammar/tools/real_semantics.py gives their real functions); without it, in the
protocol's (a frame's curve layer).

Run: python3 Grammar/tools/make_discontinuity_corpus.py           (checks, then rewrites the JSON)
     python3 Grammar/tools/make_discontinuity_corpus.py --check   (checks the JSON is current)
"""
import json
import math
import os
import re
import sys

import mpmath
from mpmath import mp, mpf

from real_semantics import compile_expression

mp.dps = 50
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "conformance", "discontinuities.json")
INF = "inf"
NINF = "-inf"

# The true π, for breaks of sin and cos (the expressions' `pi` is the double).
PI = mp.pi


def case(name, expression, domain, y_domain, breaks=(), undefined=(), removable=(), language=None):
    """breaks: (x, kind, left, right) with x a Python expression over mpmath (`pi` the double,
    `PI` the real π), kind pole | jump | undefined, and each limit a number, INF, NINF or None
    (no value on that side). removable: points without a value where both sides meet (no break,
    unless a sample falls on one)."""
    return {"name": name, "expression": expression, "domain": domain, "yDomain": y_domain,
            "breaks": list(breaks), "undefined": list(undefined), "removable": list(removable), "language": language}


def math_plot(name, expression, domain, y_domain, breaks=(), undefined=(), removable=()):
    """A case in the math-plot language."""
    return case(name, expression, domain, y_domain, breaks, undefined, removable, language="mathPlot")


def tan_poles(lo, hi):
    k0 = math.ceil(lo / math.pi - 0.5)
    k1 = math.floor(hi / math.pi - 0.5)
    return [(f"({k} + 0.5)*PI", "pole", INF, NINF) for k in range(k0, k1 + 1)]


def sign_jumps(expression_center, size):
    return (expression_center, "jump", -size, size)


CASES = [
    # Simple, odd and even poles.
    case("1/x", "1/x", [-1, 1], [-10, 10], [("0", "pole", NINF, INF)]),
    case("1/(x - 0.3)", "1/(x - 0.3)", [0, 1], [-20, 20], [("0.3", "pole", NINF, INF)]),
    case("1/x^3", "1/x^3", [-1, 1], [-10, 10], [("0", "pole", NINF, INF)]),
    case("even pole", "1/(x - 0.3)^2", [0, 1], [0, 100], [("0.3", "pole", INF, INF)]),
    # A sign change through a removable point is no pole: cos/sin's zeros at the odd multiples
    # of π/2, where sin/cos has its poles.
    case("1/(sin(x)/cos(x))", "1/(sin(x)/cos(x))", [-5, 5], [-10, 10], [(f"{k}*PI", "pole", NINF, INF) for k in (-1, 0, 1)]),
    case("even pole, negative", "-1/(x + 0.5)^2", [-1, 1], [-100, 0], [("-0.5", "pole", NINF, NINF)]),
    case("even pole by abs", "abs(1/(x - 0.3))", [0, 1], [0, 50], [("0.3", "pole", INF, INF)]),
    case("even pole by power", "(x - 0.5)^-2", [0, 1], [0, 40], [("0.5", "pole", INF, INF)]),
    case("odd pole by power", "x^-1", [-2, 2], [-4, 4], [("0", "pole", NINF, INF)]),
    case("narrow pole", "0.0001/(x - 0.3)", [0, 1], [-1, 1], [("0.3", "pole", NINF, INF)]),
    case("small even pole", "0.0001/(x - 0.3)^2", [0, 1], [0, 1], [("0.3", "pole", INF, INF)]),
    case("1/x under a wide y range", "1/x", [-1, 1], [-1e6, 1e6], [("0", "pole", NINF, INF)]),
    case("pole near a sample", "1/(x - 0.001)", [-1, 1], [-50, 50], [("0.001", "pole", NINF, INF)]),
    case("two poles", "1/(x - 0.3) + 1/(x + 0.3)", [-1, 1], [-30, 30],
         [("-0.3", "pole", NINF, INF), ("0.3", "pole", NINF, INF)]),
    case("1/(x^2 - 1)", "1/(x^2 - 1)", [-2, 2], [-5, 5], [("-1", "pole", INF, NINF), ("1", "pole", NINF, INF)]),
    case("x/(x^2 - 0.25)", "x/(x^2 - 0.25)", [-1, 1], [-10, 10],
         [("-0.5", "pole", NINF, INF), ("0.5", "pole", NINF, INF)]),
    case("log(abs(x))", "log(abs(x))", [-2, 2], [-5, 2], [("0", "pole", NINF, NINF)]),
    case("exp(1/x): one side to 0", "exp(1/x)", [-1, 1], [0, 5], [("0", "pole", 0, INF)]),
    case("2^(1/x)", "2^(1/x)", [-1, 1], [0, 5], [("0", "pole", 0, INF)]),
    case("min(1/x, 3)", "min(1/x, 3)", [-1, 1], [-10, 5], [("0", "pole", NINF, 3)]),
    # Many poles.
    case("tan over [-50, 50]", "sin(x)/cos(x)", [-50, 50], [-10, 10], tan_poles(-50, 50)),
    case("tan over [-200, 200]", "sin(x)/cos(x)", [-200, 200], [-10, 10], tan_poles(-200, 200)),
    case("1/sin(x)", "1/sin(x)", [-10, 10], [-5, 5],
         [(f"{k}*PI", "pole", NINF if k % 2 == 0 else INF, INF if k % 2 == 0 else NINF) for k in range(-3, 4)]),
    case("1/cos(3*x)", "1/cos(3*x)", [0, 2], [-5, 5],
         [("PI/6", "pole", INF, NINF), ("PI/2", "pole", NINF, INF)]),
    case("tan squared", "(sin(x)/cos(x))^2", [-5, 5], [0, 10],
         [(f"({k} + 0.5)*PI", "pole", INF, INF) for k in range(-2, 2)]),
    # Poles and jumps exactly on a sample (the grid of [0, 1023] is the integers).
    case("pole on a sample", "1/(x - 512)", [0, 1023], [-1, 1], [("512", "pole", NINF, INF)]),
    case("even pole on a sample", "1/(x - 512)^2", [0, 1023], [0, 1], [("512", "pole", INF, INF)]),
    case("jump at an undefined sample", "(x - 512)/abs(x - 512)", [0, 1023], [-2, 2],
         [("512", "undefined", -1, 1)]),
    # Jumps of every size (the y range is 2: a jump of 2a is a of the height).
    case("jump, half the height", "0.5*(x - 0.2)/abs(x - 0.2)", [-1, 1], [-1, 1], [("0.2", "jump", -0.5, 0.5)]),
    case("jump, a third", "(x - 0.2)/abs(x - 0.2)/3", [-1, 1], [-1, 1], [("0.2", "jump", "-1/3", "1/3")]),
    case("jump, a tenth", "0.1*(x - 0.2)/abs(x - 0.2)", [-1, 1], [-1, 1], [("0.2", "jump", -0.1, 0.1)]),
    case("jump, a hundredth", "0.01*(x - 0.2)/abs(x - 0.2)", [-1, 1], [-1, 1], [("0.2", "jump", -0.01, 0.01)]),
    case("jump, 0.8 pt", "0.005*(x - 0.2)/abs(x - 0.2)", [-1, 1], [-1, 1], [("0.2", "jump", -0.005, 0.005)]),
    case("sign", "x/abs(x)", [-1, 1.5], [-2, 2], [("0", "jump", -1, 1)]),
    case("sign by sqrt", "sqrt(x^2)/x", [-1, 1], [-2, 2], [("0", "jump", -1, 1)]),
    case("jump on a slope", "x + 0.25*(x - 0.2)/abs(x - 0.2)", [-1, 1], [-1.5, 1.5], [("0.2", "jump", "0.2 - 0.25", "0.2 + 0.25")]),
    case("jump at pi/4", "(x - pi/4)/abs(x - pi/4)", [0, 1], [-2, 2], [("pi/4", "jump", -1, 1)]),
    case("three jumps", "0.2*(x - 0.25)/abs(x - 0.25) + 0.2*(x - 0.5)/abs(x - 0.5) + 0.2*(x - 0.75)/abs(x - 0.75)",
         [0, 1], [-1, 1], [("0.25", "jump", -0.6, -0.2), ("0.5", "jump", -0.2, 0.2), ("0.75", "jump", 0.2, 0.6)]),
    case("jump between slopes", "(x^2 - 1)/abs(x - 1)", [-2, 2], [-4, 4], [("1", "jump", -2, 2)]),
    # Regions where the function is undefined, and their edges.
    case("sqrt(x)", "sqrt(x)", [-1, 1], [0, 1], [("0", "undefined", None, 0)], [["-1", "0"]]),
    case("x^0.5", "x^0.5", [-1, 1], [0, 1], [("0", "undefined", None, 0)], [["-1", "0"]]),
    case("upper half circle", "sqrt(1 - x^2)", [-2, 2], [-1.5, 1.5],
         [("-1", "undefined", None, 0), ("1", "undefined", 0, None)], [["-2", "-1"], ["1", "2"]]),
    case("lower half circle", "-sqrt(1 - x^2)", [-2, 2], [-1.5, 1.5],
         [("-1", "undefined", None, 0), ("1", "undefined", 0, None)], [["-2", "-1"], ["1", "2"]]),
    case("a gap in the middle", "sqrt(x^2 - 0.25)", [-1, 1], [0, 1],
         [("-0.5", "undefined", 0, None), ("0.5", "undefined", None, 0)], [["-0.5", "0.5"]]),
    case("sqrt(sin(x))", "sqrt(sin(x))", [-7, 7], [0, 1.2],
         [("-2*PI", "undefined", None, 0), ("-PI", "undefined", 0, None), ("0", "undefined", None, 0),
          ("PI", "undefined", 0, None), ("2*PI", "undefined", None, 0)],
         [["-7", "-2*PI"], ["-PI", "0"], ["PI", "2*PI"]]),
    case("cube root of a negative", "(x - 1)^(1/3)", [0, 2], [0, 1.2], [("1", "undefined", None, 0)], [["0", "1"]]),
    case("log(x): undefined, then down to -inf", "log(x)", [-1, 2], [-5, 1], [("0", "undefined", None, NINF)], [["-1", "0"]]),
    case("log(1 - x^2)", "log(1 - x^2)", [-2, 2], [-5, 1],
         [("-1", "undefined", None, NINF), ("1", "undefined", NINF, None)], [["-2", "-1"], ["1", "2"]]),
    case("max(sqrt(x), 0.5)", "max(sqrt(x), 0.5)", [-1, 1], [0, 1.2], [("0", "undefined", None, 0.5)], [["-1", "0"]]),
    case("pole and an undefined edge", "1/(x - 0.3) + sqrt(x)", [-0.5, 1], [-20, 20],
         [("0", "undefined", None, "1/(0 - 0.3)"), ("0.3", "pole", NINF, INF)], [["-0.5", "0"]]),
    # Removable points: no break.
    case("sin(x)/x", "sin(x)/x", [-10, 10], [-0.5, 1.2], removable=["0"]),
    case("(x^2 - 1)/(x - 1)", "(x^2 - 1)/(x - 1)", [-2, 2], [-1, 3], removable=["1"]),
    case("x*(1/x)", "x*(1/x)", [-1, 1], [0, 2], removable=["0"]),
    case("sin(x)/x at a sample", "sin(x)/x", [-511, 512], [-0.3, 1.1], [("0", "undefined", 1, 1)]),
    # Steep, fast or large, and continuous: no break.
    case("x/sqrt(x^2 + 1e-8)", "x/sqrt(x^2 + 1e-8)", [-1, 1], [-1.2, 1.2]),
    case("1e6*x across the window", "1e6*x", [-1, 1], [-1, 1]),
    case("exp(50*x)", "exp(50*x)", [-1, 1], [0, 10]),
    case("sigmoid", "1/(1 + exp(-5000*(x - 0.5)))", [0, 1], [0, 1]),
    case("sin(200*x) aliasing", "sin(200*x)", [0, 1], [-1, 1]),
    case("sin(1/x) away from 0", "sin(1/x)", [0.05, 1], [-1, 1]),
    case("Runge", "1/(1 + x^2)", [-5, 5], [0, 1]),
    case("cubic", "x^3 - 2*x^2 + x - 5", [-2, 3], [-20, 10]),
    case("sin(x^2)", "sin(x^2)", [-5, 5], [-1, 1]),
    case("x^x", "x^x", [0.01, 2], [0, 4]),
    # Overflow: a real value past binary64 is still continuous.
    case("exp overflow", "exp(x)", [0, 1000], [0, 10]),
    case("exp(x^2) overflow", "exp(x^2)", [-30, 30], [0, 100]),
    # Constants, and nowhere defined.
    case("a constant", "2", [0, 1], [0, 4]),
    case("0*x + 3", "0*x + 3", [-1, 1], [0, 4]),
    case("nowhere defined: log", "log(-1 - x^2)", [-1, 1], [-1, 1], [], [["-1", "1"]]),
    case("nowhere defined: sqrt", "sqrt(-1 - abs(x))", [-1, 1], [-1, 1], [], [["-1", "1"]]),
    # The math-plot language: poles of tan, the steps of floor, ceil and round, the jump of sign,
    # the teeth of mod, the cut of atan2 (from −π below to π on and above the negative x axis).
    math_plot("tan(x) over [-50, 50]", "tan(x)", [-50, 50], [-10, 10], tan_poles(-50, 50)),
    math_plot("tan(x) over [-5, 5]", "tan(x)", [-5, 5], [-10, 10], tan_poles(-5, 5)),
    # (Over [-5, 5] floor would jump at the domain's ends too, where no break can be named.)
    math_plot("floor(x)", "floor(x)", [-5.5, 5.5], [-7, 6], [(f"{k}", "jump", k - 1, k) for k in range(-5, 6)]),
    math_plot("ceil(x)", "ceil(x)", [-2.5, 2.5], [-3, 4], [(f"{k}", "jump", k, k + 1) for k in range(-2, 3)]),
    math_plot("round(x)", "round(x)", [-3, 3], [-4, 4], [(f"{k} + 0.5", "jump", k, k + 1) for k in range(-3, 3)]),
    math_plot("sign(x)", "sign(x)", [-1, 1], [-2, 2], [("0", "jump", -1, 1)]),
    math_plot("sgn(x - 0.3)", "sgn(x - 0.3)", [-1, 1], [-2, 2], [("0.3", "jump", -1, 1)]),
    math_plot("sign(sin(x))", "sign(sin(x))", [-10, 10], [-2, 2],
              [(f"{k}*PI", "jump", -1 if k % 2 == 0 else 1, 1 if k % 2 == 0 else -1) for k in range(-3, 4)]),
    math_plot("mod(x, 1.5)", "mod(x, 1.5)", [-4, 4], [-0.5, 2], [(f"{k}*1.5", "jump", 1.5, 0) for k in range(-2, 3)]),
    math_plot("mod(x, -1.5)", "mod(x, -1.5)", [-4, 4], [-2, 0.5], [(f"{k}*1.5", "jump", 0, -1.5) for k in range(-2, 3)]),
    math_plot("x - floor(x)", "x - floor(x)", [-2.5, 2.5], [-0.5, 1.5], [(f"{k}", "jump", 1, 0) for k in range(-2, 3)]),
    math_plot("floor(x)^2", "floor(x)^2", [-2.5, 2.5], [-1, 10],
              [("-2", "jump", 9, 4), ("-1", "jump", 4, 1), ("0", "jump", 1, 0), ("1", "jump", 0, 1), ("2", "jump", 1, 4)]),
    math_plot("floor on samples", "floor(x/128)", [0, 1023], [-1, 8], [(f"{128 * k}", "jump", k - 1, k) for k in range(1, 8)]),
    math_plot("atan2(x, -1)", "atan2(x, -1)", [-2, 2], [-4, 4], [("0", "jump", "-PI", "PI")]),
    math_plot("atan2(sin(x), cos(x))", "atan2(sin(x), cos(x))", [-10, 10], [-4, 4],
              [(f"{k}*PI", "jump", "PI", "-PI") for k in (-3, -1, 1, 3)]),
    math_plot("atan(1/x)", "atan(1/x)", [-2, 2], [-2, 2], [("0", "jump", "-PI/2", "PI/2")]),
    math_plot("atan(tan(x))", "atan(tan(x))", [-5, 5], [-2, 2], [(f"({k} + 0.5)*PI", "jump", "PI/2", "-PI/2") for k in range(-2, 2)]),
    math_plot("arctan: no break", "arctan(10*x)", [-1, 1], [-2, 2]),
    math_plot("ln(x)", "ln(x)", [-1, 2], [-5, 1], [("0", "undefined", None, NINF)], [["-1", "0"]]),
    math_plot("tan(x) over [-200, 200]", "tan(x)", [-200, 200], [-10, 10], tan_poles(-200, 200)),
    # At the odd multiples of π/2 (no doubles) 1/tan has no real value and both sides meet at 0,
    # as sin(x)/x at 0: no break there, only the poles at the multiples of π.
    math_plot("1/tan(x)", "1/tan(x)", [-5, 5], [-10, 10], [(f"{k}*PI", "pole", NINF, INF) for k in (-1, 0, 1)]),
    math_plot("mod(x, 0.1)", "mod(x, 0.1)", [0.05, 0.95], [-0.05, 0.15], [(f"{k}*mpf(0.1)", "jump", 0.1, 0) for k in range(1, 10)]),
    # Jumps that cancel, and a jump times a zero: continuous, no break.
    math_plot("floor(x) + mod(x, 1): no break", "floor(x) + mod(x, 1)", [-3, 3], [-3, 3]),
    math_plot("x*sign(x): no break", "x*sign(x)", [-1, 1], [0, 1]),
    # Γ's poles at 0, −1, …, −5: the sign (−1)^n on (−n − 1, −n), so the sides alternate.
    math_plot("gamma(x) over [-5.5, 5]", "gamma(x)", [-5.5, 5], [-10, 10],
              [(f"{-n}", "pole", INF if n % 2 else NINF, NINF if n % 2 else INF) for n in range(6)]),
    math_plot("factorial(x) over [-3.5, 4]", "factorial(x)", [-3.5, 4], [-10, 30],
              [(f"{-n}", "pole", INF if n % 2 == 0 else NINF, NINF if n % 2 == 0 else INF) for n in range(1, 4)]),
]


def place(text):
    # mpf(v): the double v as an exact real, so "3*mpf(0.1)" is 3 times the double 0.1, exactly.
    return mpmath.mpmathify(eval(text, {"__builtins__": {}}, {"pi": mpf(math.pi), "PI": PI, "e": mpf(math.e),
                                                              "mpf": lambda v: mpf(float(v))}))


def limit_value(spec):
    if spec is None or spec in (INF, NINF):
        return spec
    return place(str(spec))


# MARK: Checks

class Failure(Exception):
    pass


def check_side(f, x0, side, limit, name):
    distances = [mpf(10) ** -k for k in (12, 20, 30, 40)]
    values = [f(x0 + side * d) for d in distances]
    where = f"{name}: {'right' if side > 0 else 'left'} of {mpmath.nstr(x0, 20)}"
    if limit is None:
        if any(v is not None for v in values):
            raise Failure(f"{where}: expected no value, got {values}")
        return
    if any(v is None for v in values):
        raise Failure(f"{where}: expected values, got {values}")
    if limit in (INF, NINF):
        sign = 1 if limit == INF else -1
        magnitudes = [abs(v) for v in values]
        growing = all(p < q for p, q in zip(magnitudes, magnitudes[1:]))
        # Past 1e10, or (a logarithm) still growing threefold from 1e-12 to 1e-40.
        if not all(sign * v > 0 for v in values) or not growing or not (magnitudes[-1] > 1e10 or magnitudes[-1] > 3 * magnitudes[0]):
            raise Failure(f"{where}: expected {limit}, got {values}")
        return
    gaps = [abs(v - limit) for v in values]
    if gaps[-1] > mpf(10) ** -12 * (1 + abs(limit)) or not all(p >= q for p, q in zip(gaps, gaps[1:])):
        raise Failure(f"{where}: expected {limit}, got {values}")


def check_case(c):
    f = compile_expression(c["expression"], language=c["language"])
    lo, hi = mpf(c["domain"][0]), mpf(c["domain"][1])
    y_low, y_high = sorted(mpf(v) for v in c["yDomain"])
    y_range = y_high - y_low

    def seen(v):
        # On screen, with a margin of the plot's height: what happens further out is not drawn.
        return min(max(v, y_low - y_range), y_high + y_range)
    breaks = [place(b[0]) for b in c["breaks"]]
    for b, x0 in zip(c["breaks"], breaks):
        if not lo < x0 < hi:
            raise Failure(f"{c['name']}: break {b[0]} outside the domain")
        check_side(f, x0, -1, limit_value(b[2]), c["name"])
        check_side(f, x0, +1, limit_value(b[3]), c["name"])
    removable = [place(r) for r in c["removable"]]
    for x0 in removable:
        left, right = f(x0 - mpf(10) ** -40), f(x0 + mpf(10) ** -40)
        if f(x0) is not None or left is None or right is None or abs(left - right) > mpf(10) ** -30:
            raise Failure(f"{c['name']}: {x0} is not a removable point")
    regions = [(place(a), place(b)) for a, b in c["undefined"]]
    for a, b in regions:
        for k in range(1, 40):
            x = a + (b - a) * k / 40
            if f(x) is not None:
                raise Failure(f"{c['name']}: defined at {x} inside the undefined region")

    def named(x, tolerance):
        return any(abs(x - x0) <= tolerance for x0 in breaks)

    def undefined_at(x):
        return any(min(a, b) <= x <= max(a, b) for a, b in regions)

    # The scan: every stretch away from the breaks is defined and continuous.
    n = 4000
    step = (hi - lo) / n
    xs = [lo + step * k for k in range(n + 1)]
    values = [f(x) for x in xs]
    for x, v in zip(xs, values):
        if v is None and not undefined_at(x) and not named(x, step) and x not in removable:
            raise Failure(f"{c['name']}: no value at {mpmath.nstr(x, 20)}, which no region or break names")
    for k in range(n):
        a, b, fa, fb = xs[k], xs[k + 1], values[k], values[k + 1]
        if any(a - step <= x0 <= b + step for x0 in breaks):
            continue
        if fa is None or fb is None:
            lone = (fa is None and a in removable) or (fb is None and b in removable)
            if (fa is None) != (fb is None) and not lone and not named(a, 2 * step) and not named(b, 2 * step):
                raise Failure(f"{c['name']}: an edge of definition near {mpmath.nstr(a, 20)} that no break names")
            continue
        if abs(seen(fb) - seen(fa)) <= y_range / 100:
            continue
        for _ in range(60):
            m = (a + b) / 2
            fm = f(m)
            if fm is None:
                raise Failure(f"{c['name']}: no value at {mpmath.nstr(m, 20)} between defined points")
            if abs(seen(fm) - seen(fa)) >= abs(seen(fb) - seen(fm)):
                b, fb = m, fm
            else:
                a, fa = m, fm
        if abs(seen(fb) - seen(fa)) > y_range / 100:
            raise Failure(f"{c['name']}: a jump or pole near {mpmath.nstr(a, 20)} that no break names")


def as_number(v):
    if v is None or v in (INF, NINF):
        return v
    return float(v)


def build():
    out = []
    for c in CASES:
        check_case(c)
        entry = {"name": c["name"]}
        if c["language"]:
            entry["language"] = c["language"]
        entry.update({"expression": c["expression"], "domain": c["domain"], "yDomain": c["yDomain"],
                 "breaks": [{"x": float(place(b[0])), "kind": b[1], "left": as_number(limit_value(b[2])),
                             "right": as_number(limit_value(b[3]))} for b in c["breaks"]],
                 "undefined": [[float(place(a)), float(place(b))] for a, b in c["undefined"]],
                 "removable": [float(place(r)) for r in c["removable"]]})
        out.append(entry)
    return {"about": "Where function-mode curves must break, checked with mpmath at 50 digits; written by "
                     "Grammar/tools/make_discontinuity_corpus.py. Limits: a number, \"inf\", \"-inf\", or null (no value).",
            "frame": {"width": 338, "height": 158},
            "cases": out}


def main():
    try:
        corpus = build()
    except Failure as failure:
        print(f"the truth does not hold: {failure}", file=sys.stderr)
        sys.exit(1)
    # One case a line: the file reads as a table.
    cases = ",\n  ".join(json.dumps(c) for c in corpus["cases"])
    text = ('{"about": ' + json.dumps(corpus["about"]) + ',\n "frame": ' + json.dumps(corpus["frame"])
            + ',\n "cases": [\n  ' + cases + "\n ]\n}\n")
    if "--check" in sys.argv:
        with open(OUT) as f:
            if f.read() != text:
                print(f"{OUT} is not what the script writes: run it without --check", file=sys.stderr)
                sys.exit(1)
        print(f"{len(corpus['cases'])} cases hold; the JSON is current")
        return
    with open(OUT, "w") as f:
        f.write(text)
    print(f"{len(corpus['cases'])} cases checked and written to {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
