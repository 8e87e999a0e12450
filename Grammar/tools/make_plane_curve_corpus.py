#!/usr/bin/env python3
"""Writes Grammar/conformance/plane-curves.json: parametric, polar and x = f(y) curves of math
plots with points on them worked out by mpmath at 40 digits, for CurvePlot's PlaneCurve traces
to be held to (never from CurveKit).

Each case gives the item, the parameter's range, the plot (a rectangle of W × H pt showing
XMIN..XMAX × YMIN..YMAX, y up), the parameters where the curve has a pole (no chord may span
one), and samples [t, x, y]: 2,001 even steps of the parameter and 200 more crowding each end
and each pole, each coordinate correctly rounded to a double (repr). A test maps each sample
to pt and requires it within 0.25 pt of the chord drawn over its t; a sample inside the plot
must be covered by a chord.

Run: python3 Grammar/tools/make_plane_curve_corpus.py           (rewrites the JSON)
     python3 Grammar/tools/make_plane_curve_corpus.py --check   (checks the JSON is current)
"""
import json
import os
import sys

from mpmath import mp, mpf

mp.dps = 40
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "conformance", "plane-curves.json")
TWO_PI = 2 * mp.pi


def parametric(fx, fy):
    return lambda t: (fx(t), fy(t))


def polar(fr):
    return lambda t: (fr(t) * mp.cos(t), fr(t) * mp.sin(t))


def of_y(f):
    return lambda t: (f(t), t)


# name, item, t range (as the plot's --t-domain, or the y range for x = f(y)), bounds, size, poles, the curve
CASES = [
    ("Lissajous figure", "(sin(3*t), sin(4*t))", (0, TWO_PI), (-1.2, 1.2, -1.2, 1.2), (400, 400), [],
     parametric(lambda t: mp.sin(3 * t), lambda t: mp.sin(4 * t))),
    ("cardioid", "r = 1 + cos(t)", (0, TWO_PI), (-1, 2.5, -1.75, 1.75), (400, 400), [],
     polar(lambda t: 1 + mp.cos(t))),
    ("rose of eight petals", "r = cos(4*θ)", (0, TWO_PI), (-1.1, 1.1, -1.1, 1.1), (500, 500), [],
     polar(lambda t: mp.cos(4 * t))),
    ("Archimedean spiral", "r = theta/5", (0, 6 * mp.pi), (-4, 4, -4, 4), (400, 400), [],
     polar(lambda t: t / 5)),
    ("curve through a pole", "(t, 1/t)", (-3, 3), (-3, 3, -3, 3), (400, 300), [0],
     parametric(lambda t: t, lambda t: 1 / t)),
    ("function of y", "x = y^3 - 2*y", (-2, 2), (-4, 4, -2, 2), (400, 200), [],
     of_y(lambda y: y ** 3 - 2 * y)),
    ("Lissajous at a steep ratio", "(sin(9*t + 1), cos(10*t))", (0, TWO_PI), (-1, 1, -1, 1), (600, 600), [],
     parametric(lambda t: mp.sin(9 * t + 1), lambda t: mp.cos(10 * t))),
]


def to_double(v):
    return float(v)  # mpmath rounds to nearest


def samples(curve, t0, t1, poles):
    ts = [t0 + (t1 - t0) * mpf(i) / 2000 for i in range(2001)]
    for a in [t0] + poles:
        ts += [a + (t1 - t0) * mpf(2) ** (-k) for k in range(3, 103)]
    for b in [t1] + poles:
        ts += [b - (t1 - t0) * mpf(2) ** (-k) for k in range(3, 103)]
    out = []
    for t in sorted(set(ts)):
        if t < t0 or t > t1 or any(t == p for p in poles):
            continue
        x, y = curve(t)
        out.append([to_double(t), to_double(x), to_double(y)])
    return out


def build():
    cases = []
    for name, item, (t0, t1), bounds, size, poles, curve in CASES:
        t0, t1 = mpf(t0), mpf(t1)
        cases.append({
            "name": name, "item": item, "domain": [to_double(t0), to_double(t1)],
            "bounds": list(bounds), "size": list(size), "poles": poles,
            "samples": samples(curve, t0, t1, [mpf(p) for p in poles]),
        })
    return {"about": "Plane curves with points on them by mpmath at 40 digits; see Grammar/tools/make_plane_curve_corpus.py.",
            "cases": cases}


def render(corpus):
    lines = ['{', '  "about": ' + json.dumps(corpus["about"], ensure_ascii=False) + ',', '  "cases": [']
    for i, case in enumerate(corpus["cases"]):
        head = {k: v for k, v in case.items() if k != "samples"}
        body = json.dumps(head, ensure_ascii=False)[:-1]
        rows = ",\n      ".join(json.dumps([repr(v) for v in s]).replace('"', '') for s in case["samples"])
        lines.append("    " + body + ', "samples": [\n      ' + rows + "\n    ]}" + ("," if i + 1 < len(corpus["cases"]) else ""))
    lines += ["  ]", "}"]
    return "\n".join(lines) + "\n"


def main():
    text = render(build())
    json.loads(text)
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit("plane-curves.json is not current: run python3 Grammar/tools/make_plane_curve_corpus.py")
        print(f"{len(CASES)} plane curves; the JSON is current")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
