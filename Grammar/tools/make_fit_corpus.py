#!/usr/bin/env python3
"""Writes the nonlinear least-squares corpus (Grammar/conformance/fits.json) for `curve fit`
(CurveFit in CurveAnalysis) to be scored against, as NIST's StRD scores a solver: the log relative
error of each parameter, standard error and residual sum of squares.

Each case is a model in CurveKit's expression language, starting values, a CSV of rows `x,y`, and
the truth: the exact least-squares minimiser of Σ (model(xᵢ) − yᵢ)², where xᵢ and yᵢ are the
decimals written in the CSV (exactly those values, not their doubles) and the model is the real
function (a literal is its decimal value; here every literal is a small integer). The data are
made from generating parameters plus pseudo-noise from `random.Random(seed)` (fixed seeds), each
number rounded to a short decimal; the generating parameters are not the truth, the minimiser of
the rounded data is.

The truth is computed by mpmath at 50 digits: Newton's method on the normal equations Jᵀr = 0
(the exact Hessian JᵀJ + Σ rᵢ∇²fᵢ, by second-order forward differentiation of the model), from
the generating parameters, until each step is below 1e-40 of its parameter. At the solution it
checks that the gradient vanishes, |Jᵀr| < 1e-30·|J|·|r|, with J recomputed by mpmath's `diff`
(not the derivatives the solver used); that it is a minimum (JᵀJ and the full Hessian positive
definite); and that the 20-digit values printed are the minimiser's to within their last digit.
Standard errors are NIST's: √(s²·(JᵀJ)⁻¹ᵢᵢ), s² = RSS/(n − p). Numbers are printed to 20
significant digits, as strings. When SciPy is installed, it also checks that MINPACK's
Levenberg–Marquardt (scipy.optimize.least_squares, method "lm") reaches the truth from the starts
given, and that no start from a fixed-seed scatter around them finds a lower sum of squares.
The summary of all checks goes to standard error; a failed check stops the script.

Run: python3 Grammar/tools/make_fit_corpus.py > Grammar/conformance/fits.json
"""
import json
import random
import re
import sys
from decimal import Decimal

import mpmath
from mpmath import mp, mpf

mp.dps = 50

DIGITS = 20  # significant digits printed for each truth
STEP = mpf("1e-40")  # Newton stops when every step is below this, relative to its parameter
GRADIENT = mpf("1e-30")  # |Jᵀr| / (|J|·|r|) allowed at the solution


# ---------------------------------------------------------------------------------------------
# The model as a real function with its first and second derivatives in the parameters.

class Jet:
    """A value with its gradient and Hessian in the p parameters: second-order forward mode."""
    __slots__ = ("v", "g", "h")

    def __init__(self, v, g, h):
        self.v, self.g, self.h = v, g, h

    @staticmethod
    def variable(value, j, p):
        g = [mpf(0)] * p
        g[j] = mpf(1)
        return Jet(mpf(value), g, [[mpf(0)] * p for _ in range(p)])

    @staticmethod
    def lift(c, p):
        return Jet(mpf(c), [mpf(0)] * p, [[mpf(0)] * p for _ in range(p)])

    def _other(self, o):
        return o if isinstance(o, Jet) else Jet.lift(o, len(self.g))

    def chain(self, f0, f1, f2):
        """f(self) given f, f' and f'' at self.v."""
        g = [f1 * a for a in self.g]
        h = [[f1 * self.h[i][j] + f2 * self.g[i] * self.g[j] for j in range(len(g))] for i in range(len(g))]
        return Jet(f0, g, h)

    def __add__(self, o):
        o = self._other(o)
        return Jet(self.v + o.v, [a + b for a, b in zip(self.g, o.g)],
                   [[a + b for a, b in zip(r, s)] for r, s in zip(self.h, o.h)])
    __radd__ = __add__

    def __neg__(self):
        return Jet(-self.v, [-a for a in self.g], [[-a for a in r] for r in self.h])

    def __pos__(self):
        return self

    def __sub__(self, o):
        return self + (-self._other(o))

    def __rsub__(self, o):
        return (-self) + o

    def __mul__(self, o):
        o = self._other(o)
        p = len(self.g)
        g = [self.g[i] * o.v + self.v * o.g[i] for i in range(p)]
        h = [[self.h[i][j] * o.v + self.g[i] * o.g[j] + o.g[i] * self.g[j] + self.v * o.h[i][j]
              for j in range(p)] for i in range(p)]
        return Jet(self.v * o.v, g, h)
    __rmul__ = __mul__

    def reciprocal(self):
        if self.v == 0:
            raise ZeroDivisionError("division by zero in the model")
        r = 1 / self.v
        return self.chain(r, -r * r, 2 * r * r * r)

    def __truediv__(self, o):
        o = self._other(o)
        return self * o.reciprocal()

    def __rtruediv__(self, o):
        return self.reciprocal() * o

    def __pow__(self, o):
        if isinstance(o, Jet):
            return exp(o * log(self))
        c = mpf(o)
        if c == 2:
            return self * self
        if self.v <= 0 and c != mpmath.floor(c):
            raise ValueError("a negative base needs an integer exponent")
        return self.chain(self.v ** c, c * self.v ** (c - 1), c * (c - 1) * self.v ** (c - 2))

    def __rpow__(self, o):
        if mpf(o) <= 0:
            raise ValueError("a power of a parameter needs a positive base")
        return exp(self * mpmath.log(o))


def _unary(name, f, f1, f2):
    def apply(u):
        if isinstance(u, Jet):
            return u.chain(f(u.v), f1(u.v), f2(u.v))
        return f(u)
    apply.__name__ = name
    return apply


def _log(v):
    if v <= 0:
        raise ValueError("log of a number not positive")
    return mpmath.log(v)


def _sqrt(v):
    if v < 0:
        raise ValueError("sqrt of a negative number")
    return mpmath.sqrt(v)


exp = _unary("exp", mpmath.exp, mpmath.exp, mpmath.exp)
log = _unary("log", _log, lambda v: 1 / v, lambda v: -1 / (v * v))
sin = _unary("sin", mpmath.sin, mpmath.cos, lambda v: -mpmath.sin(v))
cos = _unary("cos", mpmath.cos, lambda v: -mpmath.sin(v), lambda v: -mpmath.cos(v))
sqrt = _unary("sqrt", _sqrt, lambda v: 1 / (2 * mpmath.sqrt(v)), lambda v: -1 / (4 * v * mpmath.sqrt(v)))
abs_ = _unary("abs", abs, lambda v: mpmath.sign(v), lambda v: mpf(0))


def _value(u):
    return u.v if isinstance(u, Jet) else u


def min_(*args):
    return min(args, key=_value)


def max_(*args):
    return max(args, key=_value)


FUNCTIONS = {"sin": sin, "cos": cos, "exp": exp, "log": log, "abs": abs_, "sqrt": sqrt, "min": min_, "max": max_}
TOKEN = re.compile(r"\s*(?:(?P<number>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
                   r"|(?P<op>[-+*/^(),]))")


class Model:
    """A CurveKit expression in x and the named parameters, as a Python function of mpf or Jet
    values. Python's precedence is the grammar's: `^` (as `**`) binds tighter than a sign on its
    left, takes a signed right operand, and associates to the right."""

    def __init__(self, text, names):
        self.text, self.names = text, list(names)
        out, i = [], 0
        while i < len(text):
            m = TOKEN.match(text, i)
            if not m:
                if text[i:].strip() == "":
                    break
                raise ValueError(f"{text!r}: unexpected character at {i}")
            i = m.end()
            if m.group("number"):
                out.append(f'mpf("{m.group("number")}")')  # the literal's decimal value
            elif m.group("name"):
                name = m.group("name")
                if name in FUNCTIONS:
                    out.append(f"F_{name}")
                elif name in ("x", "pi", "e"):
                    out.append(f"V_{name}")
                elif name in self.names:
                    out.append(f"P_{name}")
                else:
                    raise ValueError(f"{text!r}: unknown name {name}")
            else:
                out.append("**" if m.group("op") == "^" else m.group("op"))
        self.code = compile(" ".join(out), text, "eval")

    def __call__(self, x, theta):
        scope = {"mpf": mpf, "V_x": x, "V_pi": +mp.pi, "V_e": +mp.e}
        scope.update({"F_" + k: f for k, f in FUNCTIONS.items()})
        scope.update({"P_" + k: t for k, t in zip(self.names, theta)})
        return eval(self.code, {"__builtins__": {}}, scope)

    def jets(self, x, theta):
        p = len(theta)
        f = self(x, [Jet.variable(t, j, p) for j, t in enumerate(theta)])
        return f if isinstance(f, Jet) else Jet.lift(f, p)


# ---------------------------------------------------------------------------------------------
# The cases.

def decimal_text(v, digits):
    """v rounded to `digits` significant digits, as a plain decimal without an exponent."""
    d = Decimal(f"{v:.{digits - 1}e}")
    s = format(d, "f")
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def grid(start, step, count):
    """`count` decimals start, start + step, …, exactly (Decimal arithmetic)."""
    a, h = Decimal(start), Decimal(step)
    return [str(a + k * h) for k in range(count)]


def logarithmic(lo, hi, count, digits):
    """`count` points from lo to hi evenly spaced in log x, each rounded to `digits` digits."""
    return [decimal_text(float(mpmath.power(10, mpmath.log10(lo) + (mpmath.log10(hi) - mpmath.log10(lo)) * k / (count - 1))), digits)
            for k in range(count)]


# name, model, generating parameters (in order), starts, x decimals, noise (standard deviation,
# or relative when `relative`), digits of y, seed, note; `scatter`: how far (relative) the checks'
# scattered starts stray from the starts, by parameter (0.5 when not said).
CASES = [
    dict(name="exponential decay to a constant", model="a*exp(-k*x) + c",
         generating={"a": "5.2", "k": "0.47", "c": "1.3"}, starts={"a": 4, "k": 0.35, "c": 1},
         x=grid("0", "0.5", 31), noise=0.02, digits=7, seed=1,
         note="The classic three-parameter decay: c and a trade off against k, so the parameters "
              "are correlated and the search must not stop on the plateau where exp(-k*x) has died."),
    dict(name="Michaelis-Menten, replicated", model="vmax*x/(km + x)",
         generating={"vmax": "2.8", "km": "0.65"}, starts={"vmax": 2, "km": 0.4},
         x=[s for s in ["0.02", "0.04", "0.06", "0.08", "0.1", "0.15", "0.2", "0.3", "0.4", "0.6", "0.8",
                        "1", "1.5", "2", "3", "4", "6", "8"] for _ in range(2)],
         noise=0.03, digits=6, seed=2,
         note="Enzyme kinetics with each concentration measured twice (repeated x): vmax and km are "
              "strongly correlated, and the data span two decades of x, most of them below km."),
    dict(name="Gaussian peak on a sloping baseline", model="h*exp(-(x - m)^2/(2*w^2)) + b0 + b1*x",
         generating={"h": "4.5", "m": "6.2", "w": "0.8", "b0": "1.1", "b1": "0.15"},
         starts={"h": 3.5, "m": 5.8, "w": 1.1, "b0": 0.8, "b1": 0.1},
         x=grid("0", "0.1", 121), noise=0.03, digits=7, seed=3,
         note="Five parameters, a peak over a line; w enters squared, so -w is an equal minimum: "
              "from a positive start the truth is w > 0. A sign before a power: -(x - m)^2 is "
              "-((x - m)^2)."),
    dict(name="logistic growth", model="L/(1 + exp(-k*(x - x0)))",
         generating={"L": "12.5", "k": "0.9", "x0": "4.3"}, starts={"L": 10, "k": 0.6, "x0": 5},
         x=grid("0", "0.2", 51), noise=0.1, digits=6, seed=4,
         note="A sigmoid whose upper plateau fixes L and whose midpoint fixes x0; k is learned from "
              "the few rows on the steep part."),
    dict(name="damped oscillation", model="a*exp(-d*x)*cos(w*x + p)",
         generating={"a": "2.5", "d": "0.3", "w": "2.1", "p": "0.6"}, starts={"a": 2, "d": 0.4, "w": 2, "p": 0.4},
         x=grid("0", "0.1", 120), noise=0.01, digits=7, seed=5, scatter={"w": 0.05},
         note="The sum of squares has many local minima in w (and p is periodic): the starts are "
              "close in w (5 %) so that Levenberg-Marquardt reaches the global one; the oscillation "
              "dies by x = 12, so the late rows are noise."),
    dict(name="power law over two decades", model="c*x^p",
         generating={"c": "3.7", "p": "0.73"}, starts={"c": 2.5, "p": 0.9},
         x=logarithmic(1, 100, 40, 4), noise=0.01, relative=True, digits=7, seed=6,
         note="x from 1 to 100 spaced evenly in log x, noise of 1 % of y: the residuals grow with x "
              "and the large-x rows dominate; d/dp is c*x^p*log(x), which the solver must get right."),
    dict(name="rational function", model="(a + b*x)/(1 + c*x)",
         generating={"a": "1.2", "b": "3.4", "c": "0.45"}, starts={"a": 1, "b": 2.5, "c": 0.3},
         x=grid("0", "0.25", 41), noise=0.005, digits=6, seed=7,
         note="A Pade-type rational, its pole at x = -1/c outside the data: y levels off towards "
              "b/c, so b and c are correlated (JtJ's condition near 900 with its columns scaled) and "
              "each parameter moves the denominator or the numerator of every row."),
    dict(name="two exponentials with close rates", model="a1*exp(-k1*x) + a2*exp(-k2*x)",
         generating={"a1": "3", "k1": "0.6", "a2": "2", "k2": "0.75"}, starts={"a1": 2.2, "k1": 0.45, "a2": 2.8, "k2": 1},
         x=grid("0", "0.1", 81), noise=0.0005, digits=7, seed=8,
         note="Rates 0.6 and 0.75: the two terms are nearly collinear, JtJ has a condition number "
              "near 1.5e7 even with its columns scaled to unit norm, and a1 and a2 are known to about "
              "10 % though the minimum is unique; swapping (a1, k1) with (a2, k2) is the same fit, "
              "and k1 = k2 is a ridge between the two."),
    dict(name="exact fit: a cubic with an offset", model="a*x^b + c",
         generating={"a": "1.5", "b": "3", "c": "2"}, starts={"a": 1.2, "b": 2.5, "c": 1.5},
         x=grid("0.5", "0.5", 12), noise=0, digits=0, seed=0,
         note="y = 1.5*x^3 + 2 exactly at x = 0.5, 1, ..., 6, with no noise: the minimum has RSS 0, "
              "so the standard errors are 0 too; tests convergence at a zero-residual problem and "
              "that s^2 = 0 is no error."),
    dict(name="huge magnitudes: Gompertz growth near 1e12", model="a*exp(-b*exp(-k*x))",
         generating={"a": "1.8e12", "b": "4.5", "k": "0.35"}, starts={"a": 1.5e12, "b": 3.5, "k": 0.28},
         x=grid("0", "0.5", 41), noise=0.002, relative=True, digits=10, seed=9,
         note="y near 1e12 and RSS near 1e20, while b and k are of order 1: the Jacobian's columns "
              "differ by 12 orders, so a search needs scaling, and any absolute tolerance is wrong."),
    dict(name="tiny magnitudes: Lorentzian near 1e-12", model="a/(1 + ((x - m)/g)^2) + c",
         generating={"a": "3.1e-12", "m": "5", "g": "1.2", "c": "2e-13"},
         starts={"a": 2.5e-12, "m": 4.6, "g": 1.6, "c": 1e-13},
         x=grid("0", "0.1", 101), noise=2e-15, digits=8, seed=10,
         note="y near 1e-12 and RSS near 1e-28: a search with absolute tolerances (on the gradient, "
              "the step or the sum of squares) stops at the start; g enters squared, so -g is an "
              "equal minimum."),
]


def make_rows(case):
    """The case's CSV rows as decimal strings: the model at the generating parameters plus
    pseudo-noise, rounded to the case's digits (exact values when it has no noise)."""
    model = Model(case["model"], case["generating"])
    theta = [mpf(v) for v in case["generating"].values()]
    rng = random.Random(case["seed"])
    rows = []
    for xs in case["x"]:
        y = model(mpf(xs), theta)
        if case["noise"] == 0:
            text = mpmath.nstr(y, 40)
            if mpf(text) != y or len(text) > 20:
                raise ValueError(f"{case['name']}: exact y at x = {xs} is no short decimal")
            rows.append((xs, text.rstrip("0").rstrip(".") if "." in text else text))
            continue
        e = rng.gauss(0.0, 1.0) * case["noise"]
        v = float(y) * (1 + e) if case.get("relative") else float(y) + e
        rows.append((xs, decimal_text(v, case["digits"])))
    return rows


# ---------------------------------------------------------------------------------------------
# The least-squares minimum at 50 digits.

def sum_of_squares(model, xs, ys, theta):
    return mpmath.fsum((model(x, theta) - y) ** 2 for x, y in zip(xs, ys))


def derivatives(model, xs, ys, theta):
    """Residuals, Jacobian rows and the exact Hessian of ½Σr² at theta."""
    p = len(theta)
    r, J = [], []
    H = mpmath.zeros(p, p)
    for x, y in zip(xs, ys):
        f = model.jets(x, theta)
        ri = f.v - y
        r.append(ri)
        J.append(f.g)
        for i in range(p):
            for j in range(p):
                H[i, j] += f.g[i] * f.g[j] + ri * f.h[i][j]
    return r, mpmath.matrix(J), H


def newton(model, xs, ys, theta):
    """Newton's method on Jᵀr = 0 from theta, a step halved while it raises the sum of squares
    (Gauss–Newton's direction where the Hessian is not positive definite)."""
    theta = [mpf(t) for t in theta]
    for iteration in range(1, 201):
        r, J, H = derivatives(model, xs, ys, theta)
        g = J.T * mpmath.matrix(r)
        if all(v == 0 for v in r):
            return theta, iteration
        try:
            mpmath.cholesky(H)
            step = mpmath.lu_solve(H, -g)
        except ZeroDivisionError:
            step = mpmath.lu_solve(J.T * J, -g)
        except ValueError:
            step = mpmath.lu_solve(J.T * J, -g)
        relative = max(abs(step[j]) / max(abs(theta[j]), mpf("1e-300")) for j in range(len(theta)))
        if relative > mpf("1e-15"):
            base = sum_of_squares(model, xs, ys, theta)
            for _ in range(60):
                trial = [t + s for t, s in zip(theta, step)]
                try:
                    if sum_of_squares(model, xs, ys, trial) <= base:
                        break
                except (ValueError, ZeroDivisionError):
                    pass
                step = step / 2
        theta = [t + s for t, s in zip(theta, step)]
        if relative < STEP:
            return theta, iteration
    raise RuntimeError(f"{model.text}: Newton did not converge")


def diff_jacobian(model, xs, theta):
    """The Jacobian again, by mpmath's numerical differentiation (independent of the jets)."""
    p = len(theta)
    rows = []
    for x in xs:
        row = []
        for j in range(p):
            def f(t, j=j):
                args = list(theta)
                args[j] = t
                return model(x, args)
            row.append(mpmath.diff(f, theta[j]))
        rows.append(row)
    return mpmath.matrix(rows)


def text(v):
    """v to DIGITS significant digits."""
    return "0" if v == 0 else mpmath.nstr(v, DIGITS, strip_zeros=False)


def solve(case, rows):
    names = list(case["generating"])
    model = Model(case["model"], names)
    xs = [mpf(a) for a, _ in rows]
    ys = [mpf(b) for _, b in rows]
    n, p = len(xs), len(names)
    exact = case["noise"] == 0
    if exact:
        # The rows are the model's exact values at the generating parameters: those are the
        # minimiser, with RSS 0 (the residuals computed at 50 digits are rounding, checked below).
        theta, iterations = [mpf(v) for v in case["generating"].values()], 0
    else:
        theta, iterations = newton(model, xs, ys, [mpf(v) for v in case["generating"].values()])

    # Checks at the solution.
    r, J, H = derivatives(model, xs, ys, theta)
    rss = mpmath.fsum(v * v for v in r)
    if exact:
        if max(abs(v) / abs(y) for v, y in zip(r, ys)) > mpf("1e-45"):
            raise RuntimeError(f"{case['name']}: the rows are not the model's values")
        rss, r = mpf(0), [mpf(0)] * n
    Jd = diff_jacobian(model, xs, theta)
    jacobian_agreement = mpmath.mnorm(Jd - J, "f") / mpmath.mnorm(J, "f")
    rvec = mpmath.matrix(r)
    gradient = mpmath.norm(Jd.T * rvec) / (mpmath.mnorm(Jd, "f") * mpmath.norm(rvec)) if rss > 0 else mpf(0)
    JtJ = J.T * J
    mpmath.cholesky(JtJ)  # raises unless positive definite
    hessian_eigenvalues = mpmath.eigsy(H, eigvals_only=True)
    scales = [mpmath.sqrt(JtJ[j, j]) for j in range(p)]
    scaled = mpmath.matrix(p, p)
    for i in range(p):
        for j in range(p):
            scaled[i, j] = JtJ[i, j] / (scales[i] * scales[j])
    scaled_eigenvalues = mpmath.eigsy(scaled, eigvals_only=True)
    condition = max(scaled_eigenvalues) / min(scaled_eigenvalues)
    covariance = mpmath.inverse(JtJ) * (rss / (n - p))
    errors = [mpmath.sqrt(covariance[j, j]) for j in range(p)]

    # The printed values: within a unit of their last digit of the minimiser.
    printed = [mpf(text(t)) for t in theta]
    rounding = max(abs(a - b) / abs(b) for a, b in zip(printed, theta))

    failures = []
    if jacobian_agreement > mpf("1e-30"):
        failures.append(f"jets and diff disagree on J ({mpmath.nstr(jacobian_agreement, 3)})")
    if gradient > GRADIENT:
        failures.append(f"gradient {mpmath.nstr(gradient, 3)}")
    if min(hessian_eigenvalues) <= 0:
        failures.append("Hessian not positive definite")
    if rounding > mpf(10) ** (1 - DIGITS):
        failures.append("printed values off")
    if failures:
        raise RuntimeError(f"{case['name']}: " + "; ".join(failures))
    summary = (f"{case['name']}: n={n} p={p} Newton {iterations} it, |J'r|/(|J||r|)="
               f"{mpmath.nstr(gradient, 2)}, J by diff to {mpmath.nstr(jacobian_agreement, 2)}, "
               f"min Hessian eig {mpmath.nstr(min(hessian_eigenvalues), 3)}, "
               f"cond(scaled J'J)={mpmath.nstr(condition, 3)}, RSS={mpmath.nstr(rss, 6)}")
    return theta, errors, rss, summary


# ---------------------------------------------------------------------------------------------
# Optional: MINPACK's Levenberg–Marquardt reaches the truth from the starts, and nothing better
# is found from starts scattered around them.

def minpack_check(case, rows, theta, rss):
    try:
        import numpy as np
        from scipy.optimize import least_squares
    except ImportError:
        return "SciPy not installed: starts not checked"
    names = list(case["generating"])
    model = Model(case["model"], names)
    xs = [mpf(a) for a, _ in rows]
    ys = [mpf(b) for _, b in rows]
    truth = np.array([float(t) for t in theta])
    scale = max(float(rss), 1e-300)

    def residuals(t):
        with mp.workdps(20):
            try:
                return np.array([float(model(x, [mpf(v) for v in t]) - y) for x, y in zip(xs, ys)])
            except (ValueError, ZeroDivisionError):
                return np.full(len(xs), 1e300)

    def jacobian(t):
        with mp.workdps(20):
            return np.array([[float(d) for d in model.jets(x, [mpf(v) for v in t]).g] for x in xs])

    start = np.array([float(case["starts"][k]) for k in names])
    fit = least_squares(residuals, start, jac=jacobian, method="lm", x_scale="jac", xtol=1e-15, ftol=1e-15, gtol=1e-15)
    reached = np.max(np.abs(fit.x - truth) / np.abs(truth))
    if reached > 1e-6:
        raise RuntimeError(f"{case['name']}: MINPACK from the starts ends at {fit.x}, not {truth}")
    rng = random.Random(1000 + case["seed"])
    lowest = float("inf")
    for _ in range(12):
        spread = case.get("scatter", {})
        s = np.array([v * (1 + rng.uniform(-1, 1) * spread.get(k, 0.5)) for k, v in zip(names, start)])
        try:
            other = least_squares(residuals, s, jac=jacobian, method="lm", x_scale="jac")
        except Exception:
            continue
        lowest = min(lowest, 2 * other.cost)
    if rss > 0 and lowest < float(rss) * (1 - 1e-9):
        raise RuntimeError(f"{case['name']}: a scattered start finds RSS {lowest} below {float(rss)}")
    return f"MINPACK from the starts to {reached:.1e}; 12 scattered starts, lowest RSS/truth {lowest / scale:.6g}"


def main():
    cases = []
    for case in CASES:
        rows = make_rows(case)
        theta, errors, rss, summary = solve(case, rows)
        print(summary, file=sys.stderr)
        print("  " + minpack_check(case, rows, theta, rss), file=sys.stderr)
        names = list(case["generating"])
        cases.append({
            "name": case["name"],
            "model": case["model"],
            "starts": case["starts"],
            "csv": "x,y\n" + "".join(f"{a},{b}\n" for a, b in rows),
            "parameters": {k: text(t) for k, t in zip(names, theta)},
            "standardErrors": {k: text(s) for k, s in zip(names, errors)},
            "rss": text(rss),
            "note": case["note"],
        })
    about = ("Nonlinear least-squares problems for `curve fit`, with truth by mpmath at 50 digits "
             "(Grammar/tools/make_fit_corpus.py): each case's parameters are the exact minimiser of "
             "the sum of squared residuals over the CSV's decimals (the real model; literals are "
             "exact), found by Newton's method on the normal equations and checked (gradient, "
             "positive definite Hessian). standardErrors are NIST's, sqrt(s^2*inverse(JtJ)_ii) with "
             "s^2 = RSS/(n - p); every truth is to 20 significant digits. starts are what a "
             "Levenberg-Marquardt search begins from: MINPACK reaches the truth from them. Score as "
             "NIST StRD does: LRE = -log10(|found - truth|/|truth|) (absolute where the truth is 0).")
    json.dump({"about": about, "cases": cases}, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
