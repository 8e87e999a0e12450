#!/usr/bin/env python3
"""Writes Grammar/conformance/integrals.json: true values of integrals, for `curve integrate`
(CurveIntegral in CurveAnalysis) to be scored against.

Each case is ∫ EXPR dx from A to B (A and B the doubles given, with parameters), and its truth:
a closed form evaluated by mpmath at 50 digits where one is written here, checked against
mpmath's quad on the same real function (to 1e-30), else quad alone on pieces fine enough for
the integrand (never CurveKit's output). The real function is the one certified claims are
about: a decimal literal is its exact decimal value (0.1 is one tenth), `pi` and `e` are the
real constants, parameters are the doubles given. Each truth is written as the two doubles
around it, `[down, up]` (equal when it is a double), so a test can tell exactly whether a
certified enclosure holds the real number.

`expect` says what a sound engine can prove: "certified" (a smooth or kinked integrand, or a
singularity the expression's shape bounds, `log(x)` and `1/sqrt(x)` at 0; a finite value: CurveKit
must certify it), "any" (a hard case: certified or undecided, but never a
wrong claim), "divergent" (a pole p where |f| grows at least as 1/|x − p|: CurveKit must prove
the integral divergent; mpmath checks that ∫|f| from p + 1e-12 grows past its value from
p + 1e-4 by more than 1, as 1/|x − p| does by 18 and 1/sqrt|x − p| by 0.02), "never" (the
integrand is undefined on part of the domain, or the value lies past the largest double: neither
certified nor divergent). A case with a truth must never be called divergent.

Run: python3 Grammar/tools/make_integral_corpus.py           (checks, then rewrites the JSON)
     python3 Grammar/tools/make_integral_corpus.py --check   (checks the JSON is current)
"""
import json
import math
import os
import sys

import mpmath
from mpmath import mp, mpf

from real_semantics import NAMES, NUMBER, Real

mp.dps = 50
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "conformance", "integrals.json")
PI = mp.pi


def function(text, parameters):
    """f(x) on the reals with real constants: an mpf, or None where f has no value."""
    source = NUMBER.sub(lambda m: f"D('{m.group(1)}')", text).replace("^", "**")
    code = compile(source, text, "eval")
    namespace = dict(NAMES)
    namespace["D"] = lambda s: Real(mpf(s))
    namespace["pi"] = Real(+mp.pi)
    namespace["e"] = Real(+mp.e)
    for name, value in parameters.items():
        namespace[name] = Real(mpf(float(value)))

    def f(x):
        namespace["x"] = Real(mpf(x))
        v = Real.wrap(eval(code, {"__builtins__": {}}, namespace)).v
        if v is None or mpmath.isinf(v):
            raise ValueError(f"{text} has no value at {x}")
        return v
    return f


def b(x):
    """The double given as a bound, as an exact mpf."""
    return mpf(float(x))


# name, expression, [A, B], parameters, expect, closed form of the truth (None: quad alone; for
# a divergent case, the pole), quad's pieces (the points between A and B where the integrand is split for quad).
CASES = [
    ("sine over [0, π as a double]", "sin(x)", [0, 3.141592653589793], {}, "certified", lambda: 1 - mpmath.cos(b(3.141592653589793)), 4),
    ("square", "x^2", [0, 1], {}, "certified", lambda: mpf(1) / 3, 1),
    ("exponential", "exp(x)", [-1, 2], {}, "certified", lambda: mpmath.e**2 - mpmath.e**-1, 2),
    ("Runge", "1/(1 + x^2)", [-5, 5], {}, "certified", lambda: 2 * mpmath.atan(5), 8),
    ("a tenth is one tenth", "0.1*x", [0, 1], {}, "certified", lambda: mpf(1) / 20, 1),
    ("π is π", "pi*x", [0, 2], {}, "certified", lambda: 2 * PI, 1),
    ("parameters", "a*x^2 + b", [-1, 3], {"a": 2, "b": -1}, "certified", lambda: mpf(2) * 28 / 3 - 4, 2),
    ("reversed bounds flip the sign", "x^3", [2, -1], {}, "certified", lambda: -(mpf(16) - 1) / 4, 2),
    ("a kink inside", "abs(x - 0.3)", [-1, 1], {}, "certified", lambda: (mpf("1.3")**2 + mpf("0.7")**2) / 2, None),
    ("the larger of two", "max(sin(x), cos(x))", [0, 6], {}, "certified",
     lambda: (mpmath.sin(PI / 4) - 0) + (-mpmath.cos(5 * PI / 4) + mpmath.cos(PI / 4)) + (mpmath.sin(6) - mpmath.sin(5 * PI / 4)), None),
    ("oscillatory", "sin(50*x)", [0, 1], {}, "certified", lambda: (1 - mpmath.cos(50)) / 50, 64),
    ("Fresnel", "sin(x^2)", [0, 10], {}, "certified", None, 400),
    ("peaky", "1/(0.0001 + (x - 0.3)^2)", [0, 1], {}, "certified",
     lambda: 100 * (mpmath.atan(mpf("0.7") * 100) + mpmath.atan(mpf("0.3") * 100)), None),
    ("decay", "x*exp(-x)", [0, 20], {}, "certified", lambda: 1 - 21 * mpmath.exp(-20), 8),
    ("Gaussian over a wide domain", "exp(-x^2)", [-1000, 1000], {}, "certified", lambda: mpmath.sqrt(PI) * mpmath.erf(1000), None),
    ("a tiny domain", "sin(x)", [1, 1.0000000001], {}, "certified", lambda: mpmath.cos(1) - mpmath.cos(b(1.0000000001)), 1),
    ("cos(1/x)", "cos(1/x)", [0.01, 1], {}, "any", None, 4000),
    ("square root at an end", "sqrt(x)", [0, 1], {}, "certified", lambda: mpf(2) / 3, None),
    ("logarithm at an end", "log(x)", [0, 1], {}, "certified", lambda: mpf(-1), None),
    ("a root's reciprocal at an end", "1/sqrt(x)", [0, 1], {}, "certified", lambda: mpf(2), None),
    ("a root times a logarithm", "sqrt(x)*log(x)", [0, 1], {}, "certified", lambda: mpf(-4) / 9, None),
    ("a decaying root singularity", "exp(-x)/sqrt(x)", [0, 1], {}, "certified", lambda: mpmath.sqrt(PI) * mpmath.erf(1), None),
    ("logarithms at an irrational point", "log(abs(x^2 - 2))", [0, 3], {}, "certified",
     lambda: (3 - mpmath.sqrt(2)) * mpmath.log(3 - mpmath.sqrt(2)) + (3 + mpmath.sqrt(2)) * mpmath.log(3 + mpmath.sqrt(2)) - 6, None),
    ("a slow singularity", "x^-0.75", [0, 1], {}, "any", lambda: mpf(4), None),
    ("a power below −1", "x^-1.5", [0, 2], {}, "divergent", 0, None),
    ("undefined on half", "sqrt(x)", [-1, 1], {}, "never", None, None),
    ("a pole inside", "1/x", [-1, 1], {}, "divergent", 0, None),
    ("a pole at an end", "1/x^2", [0, 1], {}, "divergent", 0, None),
    ("a pole off the middle", "1/(x - 0.5)", [0, 1], {}, "divergent", mpf("0.5"), None),
    ("a pole of a quotient of sines", "sin(x)/cos(x)", [0, 2], {}, "divergent", PI / 2, None),
    ("a pole beside a bounded term", "1 + exp(x)/(x - 0.3)", [-1, 1], {}, "divergent", mpf("0.3"), None),
    ("a negative power", "x^-3", [-1, 2], {}, "divergent", 0, None),
    ("an integrable singularity inside", "1/sqrt(abs(x))", [-1, 1], {}, "certified", lambda: mpf(4), None),
    ("a removable singularity", "x/x", [-1, 1], {}, "any", lambda: mpf(2), None),
    ("past the largest double", "exp(x)", [0, 800], {}, "never", None, None),
    ("a constant", "2", [-3, 4], {}, "certified", lambda: mpf(14), None),
    ("sin(x)/x", "sin(x)/x", [0.5, 20], {}, "certified", lambda: mpmath.si(20) - mpmath.si(mpf("0.5")), 8),
]


class Failure(Exception):
    pass


def quad(f, a, c, pieces):
    points = [a + (c - a) * k / pieces for k in range(pieces + 1)]
    return mpmath.quad(f, points)


def growth(name, f, pole, a, c):
    """Checks that ∫|f| grows near the pole as a non-integrable one does (see the docstring)."""
    side = 1 if pole < c else -1
    edge = pole + side * min(abs(c - pole), mpf("0.01")) if pole < c else pole - min(abs(pole - a), mpf("0.01"))
    def tail(k):
        start = pole + side * mpf(10)**-k
        return abs(mpmath.quad(lambda x: abs(f(x)), [start, edge] if side > 0 else [edge, start]))
    if tail(12) - tail(4) <= 1:
        raise Failure(f"{name}: ∫|f| does not grow near {pole} as at a pole")


def doubles_around(x):
    nearest = float(x)
    if mpf(nearest) == x:
        return [nearest, nearest]
    if mpf(nearest) > x:
        return [math.nextafter(nearest, -math.inf), nearest]
    return [nearest, math.nextafter(nearest, math.inf)]


def build():
    out = []
    for name, text, domain, parameters, expect, closed, pieces in CASES:
        entry = {"name": name, "expression": text, "domain": domain, "parameters": parameters, "expect": expect}
        if expect == "divergent":
            growth(name, function(text, parameters), closed, b(domain[0]), b(domain[1]))
            entry["pole"] = doubles_around(closed)
        elif expect != "never":
            a, c = b(domain[0]), b(domain[1])
            truth = closed() if closed else None
            if pieces:
                f = function(text, parameters)
                numeric = quad(f, a, c, pieces)
                if truth is None:
                    truth = numeric
                elif abs(numeric - truth) > mpf("1e-30") * max(1, abs(truth)):
                    raise Failure(f"{name}: quad gives {mpmath.nstr(numeric, 40)}, the closed form {mpmath.nstr(truth, 40)}")
            if truth is None:
                raise Failure(f"{name}: no truth")
            entry["truth"] = doubles_around(truth)
        out.append(entry)
    return {"about": "True values of integrals, by mpmath at 50 digits (Grammar/tools/make_integral_corpus.py): closed forms "
                     "checked against quad, or quad alone. Each truth (and pole) is [down, up], the doubles around the real number. "
                     "expect: certified (must be), any (never wrong, never divergent), divergent (must be proven so: a pole where "
                     "|f| grows at least as 1/|x - p|), never (neither certified nor divergent).",
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
                print("error: integrals.json is not current: run make_integral_corpus.py", file=sys.stderr)
                return 1
        print(f"{len(CASES)} cases hold; the JSON is current")
        return 0
    with open(OUT, "w") as f:
        f.write(text)
    print(f"{len(CASES)} cases hold; wrote {os.path.relpath(OUT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
