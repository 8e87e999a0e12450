#!/usr/bin/env python3
"""Writes Grammar/conformance/relations.json: implicit relations with the truth of every pixel,
for `curve relation` (CurvePlot's Relation) to be held to.

Pixel (i, j) is the closed box [XMIN + i·(XMAX−XMIN)/W, XMIN + (i+1)·(XMAX−XMIN)/W] × the same
for y, row 0 at the top (YMAX), in exact rationals. For each pixel the truth is
  S  the box holds a solution,
  N  it holds none,
  ?  too close to call (a solution within 1e-30 of the box's edge, such as a circle touching a
     corner): a test judges no classification there.
It is worked out on the reals at 50 digits with mpmath, never from CurveKit: every relation here
is a sum g(x) + h(y) of terms whose exact range over an interval is known in closed form (a
square, a sine between its critical points, 1/x and sin(40/x) on each side of their pole), or a
union of such (a product = 0), so the range of LHS − RHS over a box is exact, and a box holds a
solution of an equation exactly when that range holds 0 (the box is connected; where the
difference has a pole in the box, its one-sided ranges are unions checked one by one).

Run: python3 Grammar/tools/make_relation_corpus.py           (rewrites the JSON)
     python3 Grammar/tools/make_relation_corpus.py --check   (checks the JSON is current)
"""
import json
import os
import sys
from fractions import Fraction

from mpmath import mp, mpf

mp.dps = 50
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "conformance", "relations.json")
EPS = mpf("1e-30")
INF = mp.inf


# MARK: Exact ranges over a closed interval [a, b] (a list of pieces: [lo, hi] each)

def sq(a, b):
    lo = 0 if a <= 0 <= b else min(a * a, b * b)
    return [(mpf(lo), max(a * a, b * b))]


def lin(c, a, b):
    return [(min(c * a, c * b), max(c * a, c * b))]


def sin_range(a, b):
    """The range of sin over [a, b], from its ends and the critical points pi/2 + k*pi inside."""
    values = [mp.sin(a), mp.sin(b)]
    k = mp.ceil((a - mp.pi / 2) / mp.pi)
    while mp.pi / 2 + k * mp.pi <= b and len(values) < 6:
        values.append(mp.sin(mp.pi / 2 + k * mp.pi))
        k += 1
    return [(min(values), max(values))]


def reciprocal(a, b):
    """1/x over [a, b] without 0: one piece a side of the pole."""
    pieces = []
    if b < 0 or a > 0:
        return [(1 / b, 1 / a)]
    if a < 0:
        pieces.append((-INF, 1 / a))
    if b > 0:
        pieces.append((1 / b, INF))
    return pieces


def sin_40_over_x(a, b):
    """sin(40/x) over [a, b] without 0: every value in [-1, 1] beside the pole."""
    if a <= 0 <= b:
        return [(mpf(-1), mpf(1))]
    return sin_range(40 / b, 40 / a)


def negate(pieces):
    return [(-hi, -lo) for lo, hi in pieces]


def add(p, q):
    return [(a + c, b + d) for a, b in p for c, d in q]


def shift(p, c):
    return [(lo + c, hi + c) for lo, hi in p]


# MARK: The truth of one box

def equation(pieces):
    """Whether the range (a union of intervals, each a connected part) holds 0."""
    verdict = "N"
    for lo, hi in pieces:
        if lo < -EPS and hi > EPS:
            return "S"
        if abs(lo) <= EPS or abs(hi) <= EPS:
            verdict = "?"
    return verdict


def below(pieces):
    """Whether some point has a value < 0 (or <= 0)."""
    verdict = "N"
    for lo, hi in pieces:
        if lo < -EPS:
            return "S"
        if abs(lo) <= EPS:
            verdict = "?"
    return verdict


def union(*verdicts):
    if "S" in verdicts:
        return "S"
    return "?" if "?" in verdicts else "N"


def circle(x, y, r2, cx=0):
    return shift(add(sq(x[0] - cx, x[1] - cx), sq(*y)), -r2)


CASES = [
    # (name, relation, bounds (XMIN, XMAX, YMIN, YMAX), size, truth of a box)
    ("unit circle", "x^2 + y^2 = 1", (-2, 2, -2, 2), 64, lambda x, y: equation(circle(x, y, 1))),
    ("ellipse", "x^2/4 + y^2 = 1", (-3, 3, -3, 3), 64,
     lambda x, y: equation(shift(add([(lo / 4, hi / 4) for lo, hi in sq(*x)], sq(*y)), -1))),
    ("line", "2*x + 3*y = 1", (-2, 2, -2, 2), 64, lambda x, y: equation(shift(add(lin(2, *x), lin(3, *y)), -1))),
    ("two circles tangent at (1, 0)", "(x^2 + y^2 - 1)*((x - 2)^2 + y^2 - 1) = 0", (-2, 4, -3, 3), 64,
     lambda x, y: union(equation(circle(x, y, 1)), equation(circle(x, y, 1, cx=2)))),
    ("a circle and a line through it", "(x^2 + y^2 - 4)*(y - x) = 0", (-3, 3, -3, 3), 64,
     lambda x, y: union(equation(circle(x, y, 4)), equation(add(lin(1, *y), lin(-1, *x))))),
    ("a line tangent to a circle", "(x^2 + y^2 - 1)*(y - 1) = 0", (-2, 2, -2, 2), 64,
     lambda x, y: union(equation(circle(x, y, 1)), equation(shift(lin(1, *y), -1)))),
    ("crossing lines", "x^2 = y^2", (-2, 2, -2, 2), 64, lambda x, y: equation(add(sq(*x), negate(sq(*y))))),
    ("the unit disc", "x^2 + y^2 <= 1", (-2, 2, -2, 2), 64, lambda x, y: below(circle(x, y, 1))),
    ("below a sine", "y < sin(x)", (-4, 4, -2, 2), 64, lambda x, y: below(add(lin(1, *y), negate(sin_range(*x))))),
    ("an empty circle", "x^2 + y^2 = -1", (-2, 2, -2, 2), 64, lambda x, y: equation(circle(x, y, -1))),
    ("a circle as a double root", "(x^2 + y^2 - 1)^2 = 0", (-2, 2, -2, 2), 64, lambda x, y: equation(circle(x, y, 1))),
    ("a steep oscillation", "y = sin(40/x)", (-1, 1, -1.5, 1.5), 64,
     lambda x, y: equation(add(lin(1, *y), negate(sin_40_over_x(*x))))),
    ("rings", "sin(x^2 + y^2) = 0", (-4, 4, -4, 4), 64, lambda x, y: rings(x, y)),
    ("a hyperbola as y = 1/x", "y = 1/x", (-3, 3, -3, 3), 64, lambda x, y: equation(add(lin(1, *y), negate(reciprocal(*x))))),
    ("a hyperbola as x*y = 1", "x*y = 1", (-3, 3, -3, 3), 64, lambda x, y: equation(add(lin(1, *y), negate(reciprocal(*x))))),
    # A pixel 1/32 of an ulp of x wide (2^-8 at 10^15): deep zoom. mpmath reduces 10^15 itself.
    ("deep zoom: a sine at 10^15", "y = sin(x)", (1000000000000000, 1000000000000000.25, -2, 2), 64,
     lambda x, y: equation(add(lin(1, *y), negate(sin_range(*x))))),
]


def rings(x, y):
    """sin(r²) = 0 where r² = kπ for a whole k >= 0."""
    (lo, hi), = add(sq(*x), sq(*y))
    k = mp.floor(lo / mp.pi)
    verdict = "N"
    while k * mp.pi <= hi + EPS:
        value = k * mp.pi
        if lo + EPS < value < hi - EPS:
            return "S"
        if abs(value - lo) <= EPS or abs(value - hi) <= EPS:
            verdict = "?"
        k += 1
    return verdict


def truth_rows(bounds, size, truth):
    x0, x1, y0, y1 = (Fraction(b) for b in bounds)
    rows = []
    for j in range(size):
        top = y1 - j * (y1 - y0) / size
        bottom = y1 - (j + 1) * (y1 - y0) / size
        row = ""
        for i in range(size):
            left = x0 + i * (x1 - x0) / size
            right = x0 + (i + 1) * (x1 - x0) / size
            box_x = (mpf(left.numerator) / left.denominator, mpf(right.numerator) / right.denominator)
            box_y = (mpf(bottom.numerator) / bottom.denominator, mpf(top.numerator) / top.denominator)
            row += truth(box_x, box_y)
        rows.append(row)
    return rows


def main():
    cases = []
    for name, relation, bounds, size, truth in CASES:
        rows = truth_rows(bounds, size, truth)
        counts = {k: sum(r.count(k) for r in rows) for k in "SN?"}
        cases.append({"name": name, "relation": relation, "bounds": list(bounds), "size": [size, size], "counts": counts, "truth": rows})
    text = json.dumps({
        "description": "Implicit relations with each pixel's truth (S a solution, N none, ? too close to call), worked out "
                       "with mpmath from exact ranges; generated by Grammar/tools/make_relation_corpus.py.",
        "cases": cases}, indent=1) + "\n"
    if "--check" in sys.argv:
        if open(OUT).read() != text:
            sys.exit("relations.json is not what make_relation_corpus.py writes; run it")
        print(f"{len(cases)} relations; the JSON is current")
        return
    open(OUT, "w").write(text)
    print(f"{len(cases)} relations -> {OUT}")


main()
