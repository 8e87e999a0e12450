#!/usr/bin/env python3
"""Certified integrals against python-flint, scipy and mpmath, in one run.

For every case of Grammar/conformance/integrals.json (true values by mpmath at 50 digits):

  CurveKit  CurveIntegral.integrate (tolerance 1e-12, default budget), timed by the release
            `curve-bench --only integrals --json` (median of up to 51 samples per case)
  flint     python-flint's rigorous acb.integral (arb), rel_tol = abs_tol = 1e-12 (CurveKit's
            goal: width <= 1e-12 * max(|value|, 1)), 53-bit balls; decimal literals are the
            real numbers (arb("0.1")), pi is arb.pi(); abs, min and max forward the analytic
            flag (real_abs, real_min, real_max), as sqrt and log do (sqrt(analytic=...))
  scipy     scipy.integrate.quad (QUADPACK), epsabs = epsrel = 1e-12, the integrand over
            Python's math module (a math domain error or a division by zero fails the call)
  mpmath    mpmath.quad (tanh-sinh) at mp.dps = 17, error=True, mpmath's functions

each the median of several timed calls after one untimed call. Every engine integrates the
real function: sqrt, log and a power that is not an integer literal are undefined (NaN, or a
math domain error) where their argument is negative, never a complex branch. Verdicts:

  CurveKit  certified / divergent / undecided (and WRONG if a bound it gives excludes the
            truth, or it calls a finite integral divergent)
  flint     WRONG when its ball excludes the truth; failed when the ball is not finite
  scipy     WRONG when |value - truth| > its abserr; failed on an exception or a NaN;
            † when it raised an IntegrationWarning
  mpmath    WRONG when |value - truth| > its error estimate; failed on an exception or a NaN.
            Its estimate is capped at 1 (10^min(0, ...)): at the cap (†) it states no error,
            and the value alone is judged, to 1e-10 relative (mpmath warns of nothing)
  For cases without a finite true value (expect "never"), failed is the right outcome, and a
  peer is WRONG only when it claims a finite value with an error below 1e-3 relative.
  "past the largest double" has a real value (e^800 - 1, beyond the doubles): it is judged
  against that.

  CURVE_BENCH=/work/bench-build/release/curve-bench python3 Benchmarks/integrals/compare.py
  python3 Benchmarks/integrals/compare.py --quick            # a smoke run: timings not to be judged
  python3 Benchmarks/integrals/compare.py --rounds 3         # curve-bench and the peers in turn, 3 times
  python3 Benchmarks/integrals/compare.py --json run.json    # every value and time, as JSON

Needs python-flint, scipy and mpmath (python3 -m pip install python-flint scipy mpmath).
"""
import argparse
import json
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import time
import warnings
from fractions import Fraction

import flint
import mpmath
import scipy
from flint import acb, arb, fmpq
from scipy import integrate

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "Grammar", "conformance", "integrals.json")
TOLERANCE = 1e-12
MPMATH_DPS = 17
mpmath.mp.dps = MPMATH_DPS  # mpmath's literals, constants and quadrature run at this precision
# A peer's answer to an integral with no finite value counts as a claim (WRONG) below this
# relative error.
CLAIM = 1e-3
# mpmath.quad's error estimate is 10^min(0, …): 1 is its cap, and says only that the last
# degrees disagreed by 1 or more (mpmath warns of nothing).
MPMATH_ERROR_CAP = 1
# Cases whose integral has a real value that no double holds: the value, at 60 digits.
BEYOND_THE_DOUBLES = {"past the largest double": lambda: mpmath.exp(800) - 1}


# MARK: The expression language, translated

TOKEN = re.compile(r"\s*(?:(?P<number>(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)|(?P<name>[A-Za-z_][A-Za-z_0-9]*)|(?P<op>[-+*/^(),]))")
FUNCTIONS = {"sin", "cos", "exp", "log", "abs", "sqrt", "min", "max"}


def tokens(text):
    out, at = [], 0
    while at < len(text):
        if text[at:].strip() == "":
            break
        m = TOKEN.match(text, at)
        if not m:
            raise ValueError(f"cannot read {text[at:]!r}")
        kind = m.lastgroup
        out.append((kind, m.group(kind)))
        at = m.end()
    return out


def parse(text):
    """The expression as a tree: ("num", text) ("x",) ("const", name) ("param", name)
    ("neg", t) ("bin", op, t, u) ("pow", t, u) ("call", name, [t...]). The precedence of
    Grammar/expression.ebnf: + - < * / < unary + - < ^ (right)."""
    ts = tokens(text)
    at = 0

    def peek():
        return ts[at] if at < len(ts) else (None, None)

    def take(value=None):
        nonlocal at
        kind, v = peek()
        if value is not None and v != value:
            raise ValueError(f"{text}: expected {value!r} at token {at}, found {v!r}")
        at += 1
        return kind, v

    def expression():
        t = term()
        while peek()[1] in ("+", "-"):
            t = ("bin", take()[1], t, term())
        return t

    def term():
        t = unary()
        while peek()[1] in ("*", "/"):
            t = ("bin", take()[1], t, unary())
        return t

    def unary():
        if peek()[1] in ("+", "-"):
            sign = take()[1]
            u = unary()
            return ("neg", u) if sign == "-" else u
        return power()

    def power():
        base = primary()
        if peek()[1] == "^":
            take()
            return ("pow", base, unary())
        return base

    def primary():
        kind, v = take()
        if kind == "number":
            return ("num", v)
        if v == "(":
            t = expression()
            take(")")
            return t
        if kind == "name":
            if v in FUNCTIONS:
                take("(")
                args = [expression()]
                while peek()[1] == ",":
                    take()
                    args.append(expression())
                take(")")
                return ("call", v, args)
            if v == "x":
                return ("x",)
            if v in ("pi", "e"):
                return ("const", v)
            return ("param", v)
        raise ValueError(f"{text}: unexpected {v!r}")

    tree = expression()
    if at != len(ts):
        raise ValueError(f"{text}: left over from token {at}")
    return tree


def integer_exponent(t):
    """The exponent as an int when it is an integer literal, or the negation of one."""
    if t[0] == "neg":
        n = integer_exponent(t[1])
        return None if n is None else -n
    if t[0] == "num" and Fraction(t[1]).denominator == 1:
        return int(Fraction(t[1]))
    return None


def python_source(t, constants):
    """Python code for the tree, over x, the analytic flag `an`, the engine's functions `F_*`
    and its constants K[i] (appended to `constants` as literal texts and parameter names)."""
    kind = t[0]
    if kind == "x":
        return "x"
    if kind in ("num", "const", "param"):
        constants.append(t)
        return f"K[{len(constants) - 1}]"
    if kind == "neg":
        return f"(-{python_source(t[1], constants)})"
    if kind == "bin":
        return f"({python_source(t[2], constants)} {t[1]} {python_source(t[3], constants)})"
    if kind == "pow":
        base = python_source(t[1], constants)
        n = integer_exponent(t[2])
        if n is not None:  # an integer power: defined for a negative base, no branch cut
            return f"({base} ** {n})"
        return f"F_pow(an, {base}, {python_source(t[2], constants)})"
    if kind == "call":
        return f"F_{t[1]}(an, {', '.join(python_source(a, constants) for a in t[2])})"
    raise ValueError(t)


class Engine:
    """One peer's reading of the language: its numbers and its functions."""

    def __init__(self, number, constant, parameter, functions, value="{}"):
        self.number, self.constant, self.parameter, self.functions = number, constant, parameter, functions
        self.value = value  # the integrand's value, from the code's: flint's must be an acb

    def integrand(self, expression, parameters):
        constants = []
        code = python_source(parse(expression), constants)
        values = []
        for c in constants:
            if c[0] == "num":
                values.append(self.number(c[1]))
            elif c[0] == "const":
                values.append(self.constant(c[1]))
            else:
                values.append(self.parameter(parameters[c[1]]))
        namespace = {"K": values, "acb": acb, **{"F_" + k: v for k, v in self.functions.items()}}
        return eval("lambda x, an: " + self.value.format(code), namespace), code


# Every engine integrates the real function: sqrt and log (and a power that is not an integer
# literal) are undefined where their argument is negative (NaN, or math's domain error), never
# the complex branch. flint's functions forward the analytic flag (acb.integral's contract).
NAN = acb("nan")


def fold(f):
    def folded(an, first, *rest):
        for r in rest:
            first = f(first, r, an)
        return first
    return folded


# A ball wholly left of 0 (u.real < 0 is certain) is undefined; a ball that only straddles 0 is
# the enclosure of a piece starting at 0 (flint's own idiom, x.sqrt(analytic=a), over [0, 1]).
def flint_log(an, u):
    return NAN if u.real <= 0 else u.log(analytic=an)


def flint_sqrt(an, u):
    return NAN if u.real < 0 else u.sqrt(analytic=an)


def flint_pow(an, u, v):  # C pow for a positive base; undefined (NaN) otherwise
    return NAN if u.real <= 0 else (v * u.log(analytic=an)).exp()


def flint_number(text):
    try:
        return arb(text)
    except Exception:
        f = Fraction(text)
        return arb(fmpq(f.numerator, f.denominator))


FLINT = Engine(
    number=flint_number, constant=lambda c: arb.pi() if c == "pi" else arb.const_e(), parameter=lambda v: arb(v),
    functions={
        "sin": lambda an, u: u.sin(), "cos": lambda an, u: u.cos(), "exp": lambda an, u: u.exp(),
        "log": flint_log, "sqrt": flint_sqrt, "abs": lambda an, u: u.real_abs(analytic=an),
        "min": fold(lambda u, v, an: u.real_min(v, analytic=an)), "max": fold(lambda u, v, an: u.real_max(v, analytic=an)),
        "pow": flint_pow,
    }, value="acb({})")

SCIPY = Engine(
    number=float, constant=lambda c: math.pi if c == "pi" else math.e, parameter=float,
    functions={
        "sin": lambda an, u: math.sin(u), "cos": lambda an, u: math.cos(u), "exp": lambda an, u: math.exp(u),
        "log": lambda an, u: math.log(u), "sqrt": lambda an, u: math.sqrt(u), "abs": lambda an, u: abs(u),
        "min": lambda an, *a: min(a), "max": lambda an, *a: max(a), "pow": lambda an, u, v: math.pow(u, v),
    })

MPMATH = Engine(
    number=mpmath.mpf, constant=lambda c: +mpmath.pi if c == "pi" else +mpmath.e, parameter=mpmath.mpf,
    functions={
        "sin": lambda an, u: mpmath.sin(u), "cos": lambda an, u: mpmath.cos(u), "exp": lambda an, u: mpmath.exp(u),
        "log": lambda an, u: mpmath.log(u) if u >= 0 else mpmath.nan, "sqrt": lambda an, u: mpmath.sqrt(u) if u >= 0 else mpmath.nan,
        "abs": lambda an, u: abs(u), "min": lambda an, *a: min(a), "max": lambda an, *a: max(a),
        "pow": lambda an, u, v: u ** v if u > 0 else mpmath.nan,
    })


# MARK: Timing

def timed(call):
    """(answer or exception, median µs, runs): one untimed call, then 21, 7 or 3 timed ones
    by how long the first took."""
    def once():
        try:
            return call()
        except Exception as error:  # a peer failing is a result
            return error
    start = time.perf_counter()
    answer = once()
    first = time.perf_counter() - start
    runs = 21 if first < 0.02 else 7 if first < 0.3 else 3
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        once()
        times.append((time.perf_counter() - start) * 1e6)
    return answer, statistics.median(times), runs


# MARK: Verdicts (exact comparisons, in mpmath at 600 bits)

HIGH = 600


def exact(value):
    """An arb endpoint, a float or an mpf, as an mpf at working precision (exact)."""
    if isinstance(value, arb):
        man, exp = value.mid().man_exp()
        return mpmath.mpf((int(man), int(exp)))
    return mpmath.mpf(value)


def distance(value, truth):
    """|value - t| for the nearest t in truth = (down, up); value may be complex."""
    down, up = truth
    if isinstance(value, mpmath.mpc):
        re, im = value.real, value.imag
    else:
        re, im = value, mpmath.mpf(0)
    d = mpmath.mpf(0)
    if re < down:
        d = mpmath.fsub(down, re, exact=True)
    elif re > up:
        d = mpmath.fsub(re, up, exact=True)
    return mpmath.sqrt(d * d + im * im) if im else d


def judge(value, error, truth):
    """ok / WRONG / failed for a finite value with a stated error: against truth (down, up),
    WRONG when the value is farther from it than the error; against no value at all (truth
    None), WRONG when the error claimed is below CLAIM relative, else failed (no answer given,
    which is the right outcome there)."""
    with mpmath.workprec(HIGH):
        value, error = (mpmath.mpmathify(value), mpmath.mpf(error))
        if truth is None:
            return "WRONG" if error <= CLAIM * max(abs(value), 1) else "failed"
        return "WRONG" if distance(value, truth) > error else "ok"


def truth_of(case):
    """(down, up) as mpf, or None when the integral has no real value."""
    if "truth" in case:
        return tuple(mpmath.mpf(t) for t in case["truth"])
    if case["name"] in BEYOND_THE_DOUBLES:
        with mpmath.workdps(60):
            v = BEYOND_THE_DOUBLES[case["name"]]()
            return (v * (1 - mpmath.mpf(10) ** -55), v * (1 + mpmath.mpf(10) ** -55))
    return None


def run_flint(case, f):
    a, b = case["domain"]
    answer, us, runs = timed(lambda: acb.integral(f, arb(a), arb(b), rel_tol=TOLERANCE, abs_tol=TOLERANCE))
    out = {"us": us, "runs": runs}
    if isinstance(answer, Exception):
        return {**out, "verdict": "failed", "note": f"{type(answer).__name__}: {answer}"}
    out["value"] = str(answer)
    if not answer.is_finite():
        return {**out, "verdict": "failed", "note": "no finite ball"}
    re, im = answer.real, answer.imag
    out["ball"] = f"{re.mid().str(17, radius=False)} ± {re.rad().str(2, radius=False)}"
    truth = truth_of(case)
    with mpmath.workprec(HIGH):
        mid, rad = exact(re.mid()), exact(re.rad())
        if truth is None:
            verdict = "WRONG" if rad <= CLAIM * max(abs(mid), 1) else "failed"
        else:
            lo, hi = mpmath.fsub(mid, rad, exact=True), mpmath.fadd(mid, rad, exact=True)
            verdict = "WRONG" if hi < truth[0] or lo > truth[1] or not im.contains(0) else "ok"
    return {**out, "verdict": verdict}


def run_scipy(case, f):
    a, b = case["domain"]

    def call():
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            value, error = integrate.quad(lambda x: f(x, False), a, b, epsabs=TOLERANCE, epsrel=TOLERANCE)
        return value, error, [str(w.message).split("\n")[0].strip() for w in caught]

    answer, us, runs = timed(call)
    out = {"us": us, "runs": runs}
    if isinstance(answer, Exception):
        return {**out, "verdict": "failed", "note": f"{type(answer).__name__}: {answer}"}
    value, error, notes = answer
    out.update(value=value, error=error, note="; ".join(sorted(set(notes))), warned=bool(notes))
    if not (math.isfinite(value) and math.isfinite(error)):
        return {**out, "verdict": "failed"}
    return {**out, "verdict": judge(value, error, truth_of(case))}


def run_mpmath(case, f):
    a, b = case["domain"]

    def call():
        return mpmath.quad(lambda x: f(x, False), [mpmath.mpf(a), mpmath.mpf(b)], error=True)

    answer, us, runs = timed(call)
    out = {"us": us, "runs": runs}
    if isinstance(answer, Exception):
        return {**out, "verdict": "failed", "note": f"{type(answer).__name__}: {answer}"}
    value, error = answer
    out.update(value=mpmath.nstr(value, 17), error=float(error))
    if not mpmath.isfinite(value):
        return {**out, "verdict": "failed"}
    truth = truth_of(case)
    if error < MPMATH_ERROR_CAP:
        return {**out, "verdict": judge(value, error, truth)}
    # At the cap mpmath states no error: the value alone is judged, to 1e-10 relative.
    out.update(warned=True, note="error at mpmath's cap of 1: not converged")
    if truth is None:
        return {**out, "verdict": "failed"}
    with mpmath.workprec(HIGH):
        close = distance(mpmath.mpf(value), truth) <= 1e-10 * abs(truth[0])
    return {**out, "verdict": "ok" if close else "WRONG"}


def run_curvekit(quick):
    command = [os.environ.get("CURVE_BENCH", "/work/bench-build/release/curve-bench"), "--only", "integrals", "--json", "--corpus", CORPUS]
    if quick:
        command.append("--quick")
    doc = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    return doc["machine"], {row["name"]: row for row in doc["integrals_us"]}


def curvekit_verdict(row, case):
    truth = truth_of(case)
    # A finite integral called divergent is as wrong as a bound that misses the truth.
    wrong = truth is not None and (row["status"] == "divergent" or
        (row["lower"] is not None and mpmath.mpf(row["lower"]) > truth[0]) or (row["upper"] is not None and mpmath.mpf(row["upper"]) < truth[1]))
    return row["status"] + (" WRONG" if wrong else "")


# MARK: The table

def fmt_us(us):
    return f"{us:,.0f}" if us >= 100 else f"{us:.1f}" if us >= 10 else f"{us:.2f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run (curve-bench --quick)")
    parser.add_argument("--json", metavar="PATH", help="write every value and time here")
    parser.add_argument("--rounds", type=int, default=1,
                        help="run curve-bench and the peers in turn this many times; each time is the median over rounds")
    args = parser.parse_args()

    cases = json.load(open(CORPUS))["cases"]
    engines = ["CurveKit", "flint", "scipy", "mpmath"]
    load = [os.getloadavg()[0]]
    rounds = []
    for n in range(1, args.rounds + 1):
        print(f"round {n}/{args.rounds}: CurveKit (curve-bench) …", file=sys.stderr)
        machine, curvekit = run_curvekit(args.quick)
        rows = []
        for case in cases:
            print(f"round {n}/{args.rounds}: peers, {case['name']} …", file=sys.stderr)
            flint_f, code = FLINT.integrand(case["expression"], case["parameters"])
            scipy_f, _ = SCIPY.integrand(case["expression"], case["parameters"])
            mpmath_f, _ = MPMATH.integrand(case["expression"], case["parameters"])
            ck = curvekit[case["name"]]
            rows.append({
                "case": case, "python": code,
                "CurveKit": {"us": ck["time"]["median"], "verdict": curvekit_verdict(ck, case), "lower": ck["lower"], "upper": ck["upper"],
                             "evaluations": ck["evaluations"], "reason": ck["reason"]},
                "flint": run_flint(case, flint_f), "scipy": run_scipy(case, scipy_f), "mpmath": run_mpmath(case, mpmath_f),
            })
        rounds.append(rows)
        load.append(os.getloadavg()[0])
    # Verdicts and values from the first round (every engine is deterministic); times, the
    # median over rounds of each round's median.
    rows = rounds[0]
    for i, r in enumerate(rows):
        for e in engines:
            r[e]["us_rounds"] = [rs[i][e]["us"] for rs in rounds]
            r[e]["us"] = statistics.median(r[e]["us_rounds"])

    print(f"machine: {machine.get('cpu', '?')}, {machine.get('cores', '?')} cores; python {platform.python_version()}, "
          f"python-flint {flint.__version__}, scipy {scipy.__version__}, mpmath {mpmath.__version__}; "
          f"{args.rounds} round{'s' if args.rounds > 1 else ''}; 1-minute load average "
          + " → ".join(f"{l:.2f}" for l in load) + ("; --quick: do not judge these timings" if args.quick else ""))
    print()
    print("| case | ∫ | CurveKit µs | CurveKit | flint µs | flint | scipy µs | scipy | mpmath µs | mpmath |")
    print("|---|---|---:|---|---:|---|---:|---|---:|---|")
    for r in rows:
        c = r["case"]
        cells = " | ".join(f"{fmt_us(r[e]['us'])} | {r[e]['verdict']}{' †' if r[e].get('warned') else ''}" for e in engines)
        print(f"| {c['name']} | `{c['expression']}` over [{c['domain'][0]!r}, {c['domain'][1]!r}] | {cells} |")
    def summary(label, cells):
        print(f"| **{label}** | | " + " | ".join(f"{cell} | " for cell in cells) + "|")

    def ratio(subset):
        return ["1×" if e == "CurveKit" else f"{statistics.median(r[e]['us'] / r['CurveKit']['us'] for r in subset):.2g}×" for e in engines]

    summary(f"median µs, all {len(rows)}", [fmt_us(statistics.median(r[e]["us"] for r in rows)) for e in engines])
    summary("median of per-case time / CurveKit's", ratio(rows))
    certified = [r for r in rows if r["CurveKit"]["verdict"] == "certified"]
    summary(f"the same, the {len(certified)} CurveKit certifies", ratio(certified))
    both = [r for r in certified if r["flint"]["verdict"] == "ok"]
    summary(f"the same, the {len(both)} both CurveKit and flint prove", ratio(both))
    counts = []
    for e in engines:
        verdicts = [r[e]["verdict"] for r in rows]
        if e == "CurveKit":
            counts.append(f"{verdicts.count('certified')} certified, {verdicts.count('divergent')} divergent, {verdicts.count('undecided')} undecided, "
                          f"{sum('WRONG' in v for v in verdicts)} wrong")
        else:
            warned = sum(r[e]["verdict"] == "WRONG" and bool(r[e].get("warned")) for r in rows)
            counts.append(f"{verdicts.count('ok')} ok, {verdicts.count('WRONG')} wrong"
                          + (f" ({warned} warned)" if warned else "") + f", {verdicts.count('failed')} failed")
    print("| **verdicts** | | " + " | ".join(f" | {c}" for c in counts) + " |")

    print()
    print("† the peer warned: scipy raised an IntegrationWarning, mpmath's error estimate is at its cap of 1. "
          f"On a case with no finite value (expect \"never\") failed is the right outcome; WRONG there is a value claimed to {CLAIM:g} relative.")
    print()
    print("Values: CurveKit's bounds; flint's ball (midpoint ± radius); scipy's and mpmath's value ± their error estimate:")
    print()
    print("| case | truth | CurveKit | flint | scipy | mpmath |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        c = r["case"]
        truth = truth_of(c)
        truth = "—" if truth is None else repr(c["truth"][0]) if "truth" in c else mpmath.nstr(truth[0], 17)
        ck = r["CurveKit"]
        bound = lambda v: "—" if v is None else repr(v)
        ckv = f"[{bound(ck['lower'])}, {bound(ck['upper'])}]" if ck["lower"] is not None or ck["upper"] is not None else "—"
        if ck["reason"]:
            ckv += f" ({ck['reason']})"
        fl = r["flint"]
        flv = fl.get("ball") or fl.get("note", "—")
        sc = r["scipy"]
        scv = f"{sc['value']!r} ± {sc['error']:.1e}" if "value" in sc else "—"
        if sc.get("note"):
            scv += f" ({sc['note']})"
        mp = r["mpmath"]
        mpv = f"{mp['value']} ± {mp['error']:.1e}" if "value" in mp else "—"
        if mp.get("note"):
            mpv += f" ({mp['note']})"
        print(f"| {c['name']} | {truth} | {ckv} | {flv} | {scv} | {mpv} |")

    if args.json:
        with open(args.json, "w") as out:
            json.dump({"machine": machine, "load": load, "rows": rows}, out, indent=1, default=str)


if __name__ == "__main__":
    main()
