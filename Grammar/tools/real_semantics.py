"""CurveKit's expression language on the real numbers, in mpmath: the truth the corpus scripts
in this folder check CurveKit against (never CurveKit's own output).

Literals, `pi` and `e` are the doubles the engine uses (`0.3` is 0.29999999999999998889776975…),
`^` is the real power (a negative base needs an integer exponent), `log` is natural and `log(0)`
is −∞, `min`/`max` propagate an undefined operand, and a division by zero has no value.
`compile_expression(text, parameters)` gives f(x): an mpf, or None where f has no real value
(an infinity at a point is a pole there: no value). Precision is the caller's `mp.dps`.

`compile_expression(text, parameters, language="mathPlot")` reads the math-plot language too:
`tan`, `atan` (`arctan`), `atan2(y, x)` (the angle in (−π, π]; 0 at the origin), `floor`, `ceil`,
`round` (halves away from zero), `sign` (`sgn`; 0 at 0), `mod(a, b)` = a − b·floor(a/b) (no
value for b = 0) and `ln` (= log). In the protocol's language (the default) those names are
not defined, as in a frame.
"""
import math
import re

import mpmath
from mpmath import mpf


def double(text):
    return mpf(float(text))


NUMBER = re.compile(r"(?<![A-Za-z_])((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)")


def real(v):
    if isinstance(v, mpmath.mpc):
        if v.imag != 0:
            return None
        v = v.real
    if not isinstance(v, mpf):
        v = mpf(v)
    if mpmath.isnan(v):
        return None
    return v


def rpow(a, b):
    if a is None or b is None:
        return None
    if a < 0 and b != mpmath.floor(b):
        return None
    if a == 0 and b < 0:
        return mpmath.inf
    return real(mpmath.power(a, b))


def rdiv(a, b):
    if b == 0:
        return None
    return a / b


class Real:
    """A real number or None (no value), with CurveKit's operators."""
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v

    @staticmethod
    def wrap(v):
        return v if isinstance(v, Real) else Real(mpf(v) if v is not None else None)

    def _bin(self, other, op, swap=False):
        o = Real.wrap(other)
        a, b = (o.v, self.v) if swap else (self.v, o.v)
        if a is None or b is None:
            return Real(None)
        try:
            return Real(real(op(a, b)) if op is not rpow else rpow(a, b))
        except ZeroDivisionError:
            return Real(None)

    def __add__(self, o): return self._bin(o, lambda a, b: a + b)
    def __radd__(self, o): return self._bin(o, lambda a, b: a + b, True)
    def __sub__(self, o): return self._bin(o, lambda a, b: a - b)
    def __rsub__(self, o): return self._bin(o, lambda a, b: a - b, True)
    def __mul__(self, o): return self._bin(o, lambda a, b: a * b)
    def __rmul__(self, o): return self._bin(o, lambda a, b: a * b, True)

    def __truediv__(self, o):
        o = Real.wrap(o)
        if self.v is None or o.v is None or o.v == 0:
            return Real(None)
        return Real(self.v / o.v)

    def __rtruediv__(self, o):
        return Real.wrap(o).__truediv__(self)

    def __pow__(self, o): return self._bin(o, rpow)
    def __rpow__(self, o): return self._bin(o, rpow, True)
    def __neg__(self): return Real(None if self.v is None else -self.v)
    def __pos__(self): return self


def function(f, domain_ok=lambda v: True):
    def apply(a):
        a = Real.wrap(a)
        if a.v is None or not domain_ok(a.v):
            return Real(None)
        return Real(real(f(a.v)))
    return apply


def variadic(pick):
    def apply(*args):
        values = [Real.wrap(a).v for a in args]
        if any(v is None for v in values):
            return Real(None)
        return Real(pick(values))
    return apply


NAMES = {
    "sin": function(mpmath.sin), "cos": function(mpmath.cos), "exp": function(mpmath.exp),
    "log": function(lambda v: -mpmath.inf if v == 0 else mpmath.log(v), lambda v: v >= 0),
    "sqrt": function(mpmath.sqrt, lambda v: v >= 0), "abs": function(mpmath.fabs),
    "min": variadic(min), "max": variadic(max),
}


def binary(f, domain_ok=lambda a, b: True):
    def apply(a, b):
        a, b = Real.wrap(a).v, Real.wrap(b).v
        if a is None or b is None or not domain_ok(a, b):
            return Real(None)
        return Real(real(f(a, b)))
    return apply


def round_half_away(v):
    return mpmath.sign(v) * mpmath.floor(abs(v) + mpf(1) / 2)


def atan2(y, x):
    # mpmath's atan2 is the angle in (−π, π] and 0 at the origin: the real function's.
    return mpmath.atan2(y, x)


MATH_PLOT_NAMES = {
    "tan": function(mpmath.tan), "atan": function(mpmath.atan), "arctan": function(mpmath.atan),
    "atan2": binary(atan2),
    "floor": function(mpmath.floor), "ceil": function(mpmath.ceil), "round": function(round_half_away),
    "sign": function(mpmath.sign), "sgn": function(mpmath.sign),
    "mod": binary(lambda a, b: a - b * mpmath.floor(a / b), lambda a, b: b != 0),
    "ln": NAMES["log"],
    "asin": function(mpmath.asin, lambda v: -1 <= v <= 1), "acos": function(mpmath.acos, lambda v: -1 <= v <= 1),
    "asinh": function(mpmath.asinh), "acosh": function(mpmath.acosh, lambda v: v >= 1),
    "atanh": function(mpmath.atanh, lambda v: -1 < v < 1), "cbrt": function(lambda v: mpmath.sign(v) * mpmath.cbrt(abs(v))),
    "gamma": function(mpmath.gamma, lambda v: v > 0 or v != mpmath.floor(v)),
    "factorial": function(lambda v: mpmath.gamma(v + 1), lambda v: v + 1 > 0 or v != mpmath.floor(v)),
}


def compile_expression(text, parameters=None, language=None):
    source = NUMBER.sub(lambda m: f"D('{m.group(1)}')", text).replace("^", "**")
    code = compile(source, text, "eval")
    namespace = dict(NAMES)
    if language == "mathPlot":
        namespace.update(MATH_PLOT_NAMES)
    else:
        assert language is None, language
    namespace["D"] = lambda s: Real(double(s))
    namespace["pi"] = Real(mpf(math.pi))
    namespace["e"] = Real(mpf(math.e))
    for name, value in (parameters or {}).items():
        namespace[name] = Real(mpf(float(value)))

    def f(x):
        namespace["x"] = Real(mpf(x))
        v = eval(code, {"__builtins__": {}}, namespace)
        v = Real.wrap(v).v
        if v is not None and mpmath.isinf(v):
            return None  # an infinity at a point is a pole there: no value
        return v
    return f


