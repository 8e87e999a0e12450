#!/usr/bin/env python3
"""Writes Grammar/conformance/expressions.json from the cases below.

Expected values come from an evaluator written here, independently of the Swift engine, from
Grammar/expression.ebnf: a recursive-descent parser with Python floats (IEEE binary64, round to
nearest) for + - * / and sqrt, and CurveKit's sin cos exp log pow from Math/reference.py (a
Python transliteration of the C, checked against mpmath by `python3 Math/reference.py --check`).

Cases in the math-plot language carry `"language": "mathPlot"`, those a frame reads otherwise
(the protocol refusing a math-plot name, or taking it for a parameter) `"curveLayer"`; a case
without the field reads alike in both. The math-plot functions are computed here too: tan, atan,
atan2, log2, log10, cbrt and hypot from Math/reference.py; floor, ceil, round (halves away from
zero) and sign in Python; mod from math.fmod (exact) with the sign rule, checked against
a − b·floor(a/b) in exact rationals rounded once.
Values are written as the shortest decimal that reads back to the same double, so the corpus
pins exact bits, the same on every target, and stays readable. Error cases are written by hand:
their kind and offset are the specification.

Run: python3 Grammar/tools/make_expression_corpus.py   (rewrites the JSON file)
"""
import json
import math
import os
import re
import sys
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Math"))
import reference  # noqa: E402

FUNCTIONS1 = {
    "sin": reference.sin, "cos": reference.cos, "exp": reference.exp, "log": reference.log,
    "sqrt": lambda v: math.sqrt(v) if v >= 0 else math.nan,  # IEEE: sqrt(-0) is -0
    "abs": math.fabs,
}



def integral(v, n):
    """The integer n (from an exact rounding of v) as a double with v's sign at zero: IEEE's
    roundToIntegral keeps the sign (floor(-0) = -0, ceil(-0.5) = -0, round(-0.4) = -0)."""
    return math.copysign(0.0, v) if n == 0 else float(n)


def floor(v):
    return v if not math.isfinite(v) else integral(v, math.floor(v))


def ceil(v):
    return v if not math.isfinite(v) else integral(v, math.ceil(v))


def round_half_away(v):
    if not math.isfinite(v):
        return v
    n = math.floor(abs(Fraction(v)) + Fraction(1, 2))  # exact: 0.49999999999999994 stays below a half
    return integral(v, n if v > 0 else -n)


def sign(v):
    """-1, 1, or the argument itself for ±0 and NaN."""
    return 1.0 if v > 0 else -1.0 if v < 0 else v


def mod(a, b):
    """a − b·floor(a/b) of the reals, correctly rounded, with b's sign; a zero takes b's sign;
    NaN for b = 0 and for a NaN or infinite argument."""
    if not (math.isfinite(a) and math.isfinite(b)) or b == 0:
        return math.nan
    r = math.fmod(a, b)  # exact
    if r == 0:
        v = math.copysign(0.0, b)
    elif (r < 0) != (b < 0):
        v = r + b  # rounded once
    else:
        v = r
    # The definition itself, in exact rationals, rounded once (float(Fraction) rounds to nearest).
    fa, fb = Fraction(a), Fraction(b)
    exact = fa - fb * math.floor(fa / fb)
    assert (float(exact) if exact != 0 else math.copysign(0.0, b)) == v and math.copysign(1.0, v) == math.copysign(1.0, b), (a, b, v, exact)
    return v


FUNCTIONS1_MATH_PLOT = {
    "tan": reference.tan,
    "atan": reference.atan, "arctan": reference.atan,
    "floor": floor, "ceil": ceil, "round": round_half_away, "sign": sign, "sgn": sign,
    "ln": reference.log, "log2": reference.log2, "log10": reference.log10, "cbrt": reference.cbrt,
    "sinh": reference.sinh, "cosh": reference.cosh, "tanh": reference.tanh, "asin": reference.asin, "arcsin": reference.asin,
    "acos": reference.acos, "arccos": reference.acos, "asinh": reference.asinh, "arsinh": reference.asinh,
    "arcsinh": reference.asinh, "acosh": reference.acosh, "arcosh": reference.acosh, "arccosh": reference.acosh,
    "atanh": reference.atanh, "artanh": reference.atanh, "arctanh": reference.atanh, "cot": reference.cot,
    "sec": reference.sec, "csc": reference.csc,
    "gamma": reference.gamma, "factorial": lambda v: reference.gamma(v + 1),
}
def angle(y, x):
    """The language's atan2: a zero of either sign is +0 (the real function knows no -0)."""
    return reference.atan2(0.0 if y == 0 else y, 0.0 if x == 0 else x)


FUNCTIONS2_MATH_PLOT = {"mod": mod, "atan2": angle, "hypot": reference.hypot, "log": reference.log_base}


def div(a, b):
    if b == 0.0:
        if a == 0.0 or math.isnan(a):
            return math.nan
        sign = math.copysign(1.0, a) * math.copysign(1.0, b)
        return math.copysign(math.inf, sign)
    return a / b


def fmin(a, b):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b:
        return a if math.copysign(1.0, a) < 0 else b
    return a if a < b else b


def fmax(a, b):
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b:
        return a if math.copysign(1.0, a) > 0 else b
    return a if a > b else b


TOKEN = re.compile(r"\s*(?:(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(<=|>=|.))")


class Evaluator:
    """expression = term {(+|-) term}; term = unary {(*|/) unary}; unary = sign unary | power;
    power = primary {!} [^ unary]; primary = number | name | call | ( expression )."""

    def __init__(self, text, params, x, language=None):
        self.tokens = []
        pos = 0
        text = text.rstrip(" \t\r\n")
        while pos < len(text):
            m = TOKEN.match(text, pos)
            assert m, text[pos:]
            self.tokens.append(m.group(1) and ("num", float(m.group(1))) or m.group(2) and ("id", m.group(2)) or ("op", m.group(3)))
            pos = m.end()
        self.tokens.append(("end", None))
        self.i = 0
        self.params = params
        self.x = x
        self.functions1 = dict(FUNCTIONS1)
        self.functions2 = {}
        if language == "mathPlot":
            self.functions1.update(FUNCTIONS1_MATH_PLOT)
            self.functions2 = FUNCTIONS2_MATH_PLOT
        else:
            assert language in (None, "curveLayer"), language

    def peek(self):
        return self.tokens[self.i]

    def take(self, op=None):
        t = self.tokens[self.i]
        if op is not None:
            assert t == ("op", op), (t, op)
        self.i += 1
        return t

    def run(self):
        v = self.expression()
        assert self.peek()[0] == "end", self.peek()
        return v

    def expression(self):
        """expression = sum {"{" condition "}"}: a restriction, NaN where its condition fails."""
        v = self.sum()
        while self.peek() == ("op", "{"):
            self.take()
            holds = self.condition()
            self.take("}")
            v = v if holds else math.nan
        return v

    COMPARISONS = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
                   ">=": lambda a, b: a >= b, "=": lambda a, b: a == b}

    def condition(self):
        """expression comparison expression {comparison expression}: every comparison holds
        (false with a NaN side: Python's float comparisons are IEEE's)."""
        lhs = self.expression()
        assert self.peek()[0] == "op" and self.peek()[1] in self.COMPARISONS, self.peek()
        holds = True
        while self.peek()[0] == "op" and self.peek()[1] in self.COMPARISONS:
            op = self.take()[1]
            rhs = self.expression()
            holds = holds and self.COMPARISONS[op](lhs, rhs)
            lhs = rhs
        return holds

    def piecewise(self):
        """"{" condition ":" expression {"," condition ":" expression} ["," expression] "}", or
        "{" condition "}": the first branch that holds; the default, or NaN, when none does."""
        result = None
        lone = True
        while True:
            # An item is a condition unless a comparison never follows its first expression:
            # parse it as a condition on a copy of the position, else as the default.
            start = self.i
            first = self.expression()
            if self.peek()[0] == "op" and self.peek()[1] in self.COMPARISONS:
                self.i = start
                holds = self.condition()
                if self.peek() == ("op", ":"):
                    self.take()
                    value = self.expression()
                    lone = False
                else:
                    assert lone and self.peek() == ("op", "}")
                    value = 1.0
                if holds and result is None:
                    result = value
            else:
                assert not lone and self.peek() == ("op", "}")
                if result is None:
                    result = first
            if self.take()[1] == "}":
                return math.nan if result is None else result

    def sum(self):
        v = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            r = self.term()
            v = v + r if op == "+" else v - r
        return v

    def term(self):
        v = self.unary()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.take()[1]
            r = self.unary()
            v = v * r if op == "*" else div(v, r)
        return v

    def unary(self):
        if self.peek() in (("op", "-"), ("op", "+")):
            op = self.take()[1]
            v = self.unary()
            return -v if op == "-" else v
        return self.power()

    def power(self):
        base = self.primary()
        while self.peek() == ("op", "!"):  # a math plot's factorial binds tightest
            self.take()
            base = self.functions1["factorial"](base)
        if self.peek() == ("op", "^"):
            self.take()
            exponent = self.unary()
            return reference.pow(base, exponent)
        return base

    def primary(self):
        kind, value = self.take()
        if kind == "num":
            return value
        if kind == "op" and value == "{":
            return self.piecewise()
        if kind == "op" and value == "(":
            v = self.expression()
            self.take(")")
            return v
        assert kind == "id", (kind, value)
        if value in self.functions1 or value in self.functions2 or value in ("min", "max"):
            self.take("(")
            args = [self.expression()]
            while self.peek() == ("op", ","):
                self.take()
                args.append(self.expression())
            self.take(")")
            # log(x) is one function, a math plot's log(b, x) another.
            if value in self.functions1 and len(args) == 1:
                return self.functions1[value](args[0])
            if value in self.functions2:
                assert len(args) == 2
                return self.functions2[value](*args)
            assert len(args) >= 2
            f = fmin if value == "min" else fmax
            acc = args[0]
            for a in args[1:]:
                acc = f(acc, a)
            return acc
        if value == "x":
            return self.x
        if value == "pi":
            return math.pi
        if value == "e":
            return math.e
        return max(-1e9, min(1e9, self.params[value]))


def show(v):
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return repr(v)


STANDARD_X = ["-2.5", "-1", "-0", "0", "0.5", "1", "3"]
P = {"a": 1.5, "b": 2.0, "c": 0.25, "d": -1.0}

# (name, expression, parameters, xs)
VALID = [
    # numbers
    ("integer literal", "12", {}, ["0"]),
    ("decimal literal", "1.5", {}, ["0"]),
    ("leading dot", ".5", {}, ["0"]),
    ("trailing dot", "5.", {}, ["0"]),
    ("exponent", "1e3", {}, ["0"]),
    ("capital exponent negative", "1E-3", {}, ["0"]),
    ("signed exponent", "1.5e+2", {}, ["0"]),
    ("one tenth is correctly rounded", "0.1", {}, ["0"]),
    ("many digits round correctly", "3.14159265358979323846264338327950288", {}, ["0"]),
    ("twenty-digit integer", "12345678901234567890", {}, ["0"]),
    ("smallest subnormal literal", "4.9406564584124654e-324", {}, ["0"]),
    ("below half the smallest subnormal is zero", "2e-324", {}, ["0"]),
    ("tiny literal underflows to zero", "1e-999", {}, ["0"]),
    ("largest double literal", "1.7976931348623157e308", {}, ["0"]),
    ("halfway case rounds to even", "9007199254740993", {}, ["0"]),
    ("leading zeros", "000123.4500", {}, ["0"]),
    ("zero with exponent", "0e999", {}, ["0"]),
    ("long fraction", "0.30000000000000004440892098500626", {}, ["0"]),
    # variable, constants
    ("x alone", "x", {}, STANDARD_X),
    ("pi", "pi", {}, ["0"]),
    ("e", "e", {}, ["0"]),
    ("e is not an exponent after an operator", "2*e", {}, ["0"]),
    ("whitespace everywhere", " \t x \r\n + \t1 ", {}, ["2"]),
    # precedence and associativity
    ("unary minus binds looser than power", "-x^2", {}, ["3", "-3"]),
    ("power is right associative", "2^3^2", {}, ["0"]),
    ("sign in exponent", "2^-x", {}, ["1", "3", "-1"]),
    ("sign in exponent of a power chain", "2^-2^2", {}, ["0"]),
    ("minus power literal", "-2^2", {}, ["0"]),
    ("negated product", "-x*3", {}, ["2"]),
    ("times minus", "2*-x", {}, ["3"]),
    ("double negation", "--x", {}, ["3"]),
    ("unary plus", "+x", {}, ["3", "-0"]),
    ("plus minus", "+-x", {}, ["3"]),
    ("subtraction is left associative", "10-4-3", {}, ["0"]),
    ("division is left associative", "100/10/5", {}, ["0"]),
    ("mixed precedence", "1 + 2*3 - 4/2", {}, ["0"]),
    ("power before product", "2*3^2", {}, ["0"]),
    ("parentheses override", "(1+2)*3", {}, ["0"]),
    ("parenthesised exponent", "2^(1+2)", {}, ["0"]),
    ("power of negative base in parentheses", "(-2)^2", {}, ["0"]),
    ("power of negated power", "(-x)^3", {}, ["2"]),
    ("minus x times x", "-x*x", {}, ["-0", "2"]),
    ("exponent tower with x", "x^x^x", {}, ["1.5", "2"]),
    ("sign chain in exponent", "2^--1", {}, ["0"]),
    ("unary minus of power of sum", "-(x+1)^2", {}, ["2"]),
    ("product then power", "x*x^2", {}, ["3"]),
    ("division then power", "1/x^2", {}, ["2", "0", "-0"]),
    # functions
    ("sin", "sin(x)", {}, STANDARD_X + ["1e22", "3.141592653589793"]),
    ("cos", "cos(x)", {}, STANDARD_X + ["1e22"]),
    ("exp", "exp(x)", {}, STANDARD_X + ["709.78", "710", "-746"]),
    ("natural log", "log(x)", {}, STANDARD_X + ["100", "2.718281828459045"]),
    ("abs", "abs(x)", {}, STANDARD_X),
    ("sqrt", "sqrt(x)", {}, STANDARD_X + ["2"]),
    ("min of two", "min(x, 1)", {}, STANDARD_X),
    ("max of two", "max(x, 1)", {}, STANDARD_X),
    ("min of five", "min(3, x, 2, 5, 4)", {}, STANDARD_X),
    ("max of three", "max(x, -x, 0.5)", {}, STANDARD_X),
    ("max of register operands keeps every argument", "max(x*2, x+1, -x, x^3)", {}, STANDARD_X),
    ("min of register operands, nested", "min(x+1, min(x*3, 2-x), x/2, sqrt(x))", {}, STANDARD_X),
    ("min of signed zeros", "min(0, -0)", {}, ["0"]),
    ("max of signed zeros", "max(-0, 0)", {}, ["0"]),
    ("min with x and zero", "min(x, 0)", {}, ["-0", "0"]),
    ("max with x and zero", "max(0, x)", {}, ["-0", "0"]),
    ("min propagates NaN first", "min(0/0, 1)", {}, ["0"]),
    ("max propagates NaN last", "max(1, 2, sqrt(-1))", {}, ["0"]),
    ("min propagates NaN from x", "min(1, log(x))", {}, ["-1", "1"]),
    ("nested calls", "sin(cos(exp(log(abs(sqrt(x))))))", {}, ["0.5", "2"]),
    ("function of a sum", "sqrt(x*x + 1)", {}, ["3"]),
    ("names are case sensitive: parameter Sin", "Sin*2", {"Sin": 3.0}, ["0"]),
    ("identifier with digits and underscore", "_a1 + a_2", {"_a1": 1.0, "a_2": 2.0}, ["0"]),
    ("sinx is a parameter, not a call", "sinx", {"sinx": 7.0}, ["0"]),
    ("exponent-like parameter name", "e1 + E", {"e1": 1.0, "E": 2.0}, ["0"]),
    # IEEE results, never errors
    ("division by zero", "1/x", {}, ["0", "-0", "2"]),
    ("zero over zero", "0/0", {}, ["0"]),
    ("log of zero", "log(x)", {}, ["0", "-0"]),
    ("log of negative", "log(-1)", {}, ["0"]),
    ("sqrt of negative", "sqrt(-1)", {}, ["0"]),
    ("sqrt of minus zero", "sqrt(-0)", {}, ["0"]),
    ("overflow", "1e308*10", {}, ["0"]),
    ("negative overflow", "-1e308*x", {}, ["10"]),
    ("overflow through exp", "exp(1000)", {}, ["0"]),
    ("inf minus inf", "exp(1000) - exp(1000)", {}, ["0"]),
    ("inf times zero", "exp(1000) * 0", {}, ["0"]),
    ("pow of negative base, fractional exponent", "(-8)^(1/3)", {}, ["0"]),
    ("pow zero to zero", "0^0", {}, ["0"]),
    ("pow NaN to zero", "(0/0)^0", {}, ["0"]),
    ("pow one to NaN", "1^(0/0)", {}, ["0"]),
    ("pow zero to negative", "0^-1", {}, ["0"]),
    ("pow minus zero to negative odd", "(-0)^-1", {}, ["0"]),
    # Found by the libFuzzer target: the double has a value where the real function has none.
    ("a division by zero inside min", "min(1/0, 1)", {}, ["0", "-1"]),
    ("one over a power of zero", "1/0^x", {}, ["0", "3", "-1"]),
    ("a log of minus a power with a pole in its exponent", "log(-3^x^-1^x^-e)", {}, ["0", "0.5", "-1"]),
    ("pow x to 2 is the square x*x", "x^2", {}, STANDARD_X + ["1.0000000149011612", "1e200", "1e-200", "3.0000000000000004", "3.3373429683900933e-106"]),
    ("pow x to 3 is the cube of an exact square", "x^3", {}, STANDARD_X + ["1.1", "1e103", "1.2379646270918914", "-1.2379646270918914", "1e-110"]),
    ("pow with a computed exponent of 2 and 3", "x^(x*0 + 2) + x^(x*0 + 3)", {}, ["1.2379646270918914", "3.3373429683900933e-106", "-7"]),
    ("sin and cos at the hardest arguments for the reduction", "sin(x) + 0*cos(x)", {}, [repr(float.fromhex("0x1.6ac5b262ca1ffp+849")), repr(float.fromhex("0x1.5ee4c1cb18f2bp+16")), "1e22", "1.7976931348623157e308"]),
    ("cos near a multiple of pi/2", "cos(x)", {}, [repr(float.fromhex("0x1.93c05c9ed3cbcp+18")), "1.5707963267948966", "-4.71238898038469"]),
    ("pow x to half", "x^0.5", {}, ["-0", "-1", "4", "2"]),
    ("pow huge", "10^x", {}, ["308", "309", "-330"]),
    ("subnormal arithmetic", "x/2", {}, ["4.9406564584124654e-324", "1e-310"]),
    ("sin of huge argument", "sin(x)", {}, ["1e300", "1.7976931348623157e308"]),
    ("exp underflow to subnormal", "exp(x)", {}, ["-740", "-708.5"]),
    ("abs of minus zero", "abs(-0)", {}, ["0"]),
    ("negate zero", "-0", {}, ["0"]),
    ("minus zero times x", "-0*x", {}, ["1", "-1"]),
    ("x plus zero keeps NaN and turns -0 into +0", "x + 0", {}, ["-0", "1"]),
    ("x times one", "x*1", {}, ["-0", "2"]),
    # parameters
    ("the protocol's example shape", "a*sin(b*x + c) + d", P, STANDARD_X),
    ("parameter clamped high", "big", {"big": 5e9}, ["0"]),
    ("parameter clamped low", "small", {"small": -1e300}, ["0"]),
    ("parameter at the clamp", "p", {"p": 1e9}, ["0"]),
    ("infinite parameter clamped", "p*x", {"p": math.inf}, ["2"]),
    ("negative infinite parameter clamped", "p", {"p": -math.inf}, ["0"]),
    ("minus zero parameter kept", "1/p", {"p": -0.0}, ["0"]),
    ("unused parameters are fine", "x", {"unused": 3.0}, ["2"]),
    ("parameters fold into constants", "a*b + c*d", P, ["0"]),
    ("parameter in exponent", "x^a", P, ["4", "-4"]),
    ("sixty-four parameters", "p00 + p63", {f"p{i:02d}": float(i) for i in range(64)}, ["0"]),
    ("sixty-five parameters: the last in name order is dropped", "p00 + p63", {f"p{i:02d}": float(i) for i in range(65)}, ["0"]),
    # benchmark expressions
    ("E1", "x", P, ["-5", "0.0048875855327468", "5"]),
    ("E2", "a*x + b", P, ["-5", "1.2", "5"]),
    ("E3", "sin(x)", P, ["-5", "1.2", "5"]),
    ("E4", "a*sin(b*x + c) + d", P, ["-5", "1.2", "5"]),
    ("E5", "exp(-x^2/2)/sqrt(2*pi)", P, ["-5", "0", "1.2", "5"]),
    ("E6", "x^3 - 2*x^2 + x - 5", P, ["-5", "1.2", "2.4096", "5"]),
    ("E7", "max(0, min(1, x)) * log(1 + abs(x))", P, ["-5", "0.5", "1.2", "5"]),
    ("E8", " + ".join(f"a*sin(b*x + {k})" for k in range(1, 17)), P, ["-5", "1.2", "5"]),
    ("E9 (512 characters)", " + ".join(f"a*sin(b*x + {k})" for k in range(1, 29)) + " + c*x^2 + d*x + 0.5", P, ["-5", "1.2", "5"]),
    # nesting at its limits
    ("63 nested parentheses", "(" * 63 + "x" + ")" * 63, {}, ["2"]),
    ("63 unary minus signs", "-" * 63 + "x", {}, ["2"]),
    ("power chain of 62", "^".join(["1"] * 63), {}, ["0"]),
    ("long flat sum", "+".join(["x"] * 256), {}, ["1", "0.1"]),
    ("long flat product", "*".join(["x"] * 256), {}, ["1.001", "-1"]),
    ("512 characters exactly", "x" + "+1" * 255 + " ", {}, ["0"]),
    ("constant-only expression", "sin(pi/2) + log(e)", {}, ["0", "5"]),
]

# (name, expression, parameters, kind, offset) -- offset is in characters, 0-based; None for
# parameter errors.
INVALID = [
    ("empty", "", {}, "empty", 0),
    ("only whitespace", " \t\r\n", {}, "empty", 0),
    ("513 characters", "x" + "+1" * 256, {}, "tooLong", 512),
    ("600 characters", "1" * 600, {}, "tooLong", 512),
    ("513 characters of garbage is refused by length first", "#" * 513, {}, "tooLong", 512),
    ("hash", "x # 1", {}, "unexpectedCharacter", 2),
    ("percent", "x % 2", {}, "unexpectedCharacter", 2),
    ("dollar", "$x", {}, "unexpectedCharacter", 0),
    ("semicolon", "x;", {}, "unexpectedCharacter", 1),
    ("brackets", "[x]", {}, "unexpectedCharacter", 0),
    ("double star is not power", "x**2", {}, "expectedOperand", 2),
    ("quote", "'x'", {}, "unexpectedCharacter", 0),
    ("vertical tab is not whitespace", "x\u000b+1", {}, "unexpectedCharacter", 1),
    ("form feed is not whitespace", "\u000cx", {}, "unexpectedCharacter", 0),
    ("NUL", "x\u0000", {}, "unexpectedCharacter", 1),
    ("DEL", "x\u007f", {}, "unexpectedCharacter", 1),
    ("non-ASCII letter", "x^\u00e4", {}, "unexpectedCharacter", 2),
    ("unicode minus", "\u22121", {}, "unexpectedCharacter", 0),
    ("unicode pi", "2*\u03c0", {}, "unexpectedCharacter", 2),
    ("emoji", "x+\U0001F600", {}, "unexpectedCharacter", 2),
    ("no-break space", "x\u00a0+1", {}, "unexpectedCharacter", 1),
    ("lone dot", ".", {}, "unexpectedCharacter", 0),
    ("dot then name", ".x", {}, "unexpectedCharacter", 0),
    ("hex is not supported", "0x1F", {}, "missingOperator", 1),
    ("exponent without digits", "1e", {}, "malformedNumber", 0),
    ("exponent sign without digits", "1e+", {}, "malformedNumber", 0),
    ("exponent minus without digits", "2.5E-", {}, "malformedNumber", 0),
    ("exponent then name", "2ex", {}, "malformedNumber", 0),
    ("digit separator", "1_000", {}, "missingOperator", 1),
    ("comma decimal", "1,5", {}, "unexpectedComma", 1),
    ("two dots", "1.2.3", {}, "missingOperator", 3),
    ("overflowing literal", "1e999", {}, "numberTooLarge", 0),
    ("overflowing literal in a sum", "x + 1e309", {}, "numberTooLarge", 4),
    ("long overflowing literal", "9" * 400, {}, "numberTooLarge", 0),
    ("just past the largest double", "1.797693134862316e308", {}, "numberTooLarge", 0),
    ("trailing operator", "x+", {}, "expectedOperand", 2),
    ("trailing power", "2^", {}, "expectedOperand", 2),
    ("leading star", "*x", {}, "expectedOperand", 0),
    ("leading slash", "/2", {}, "expectedOperand", 0),
    ("leading caret", "^2", {}, "expectedOperand", 0),
    ("two operators", "x*/2", {}, "expectedOperand", 2),
    ("empty parentheses", "()", {}, "expectedOperand", 1),
    ("operator before closing", "(x+)", {}, "expectedOperand", 3),
    ("sign then end", "-", {}, "expectedOperand", 1),
    ("implicit multiplication number name", "2x", {}, "missingOperator", 1),
    ("implicit multiplication name name", "a b", {"a": 1.0, "b": 2.0}, "missingOperator", 2),
    ("implicit multiplication number paren", "2(x)", {}, "missingOperator", 1),
    ("implicit multiplication paren paren", "(x)(x)", {}, "missingOperator", 3),
    ("implicit multiplication paren name", "(x)x", {}, "missingOperator", 3),
    ("two numbers", "1 2", {}, "missingOperator", 2),
    ("call of x", "x(2)", {}, "callOfNonFunction", 0),
    ("call of pi", "pi(2)", {}, "callOfNonFunction", 0),
    ("call of e", "e(1)", {}, "callOfNonFunction", 0),
    ("call of a parameter", "2*a(x)", {"a": 1.0}, "callOfNonFunction", 2),
    ("call of an unknown name", "foo(x)", {}, "unknownName", 0),
    ("function without call", "sin", {}, "functionWithoutCall", 0),
    ("function as a value", "sin + 1", {}, "functionWithoutCall", 0),
    ("function with power but no call", "sin^2(x)", {}, "functionWithoutCall", 0),
    ("max without call", "2*max", {}, "functionWithoutCall", 2),
    ("sin with no arguments", "sin()", {}, "wrongArgumentCount", 0),
    ("sin with two arguments", "1+sin(1, 2)", {}, "wrongArgumentCount", 2),
    ("min with one argument", "min(x)", {}, "wrongArgumentCount", 0),
    ("max with no arguments", "max()", {}, "wrongArgumentCount", 0),
    ("empty argument", "min(1,,2)", {}, "expectedOperand", 6),
    ("trailing comma", "max(1,2,)", {}, "expectedOperand", 8),
    ("leading comma", "min(,1)", {}, "expectedOperand", 4),
    ("comma at top level", "1, 2", {}, "unexpectedComma", 1),
    ("comma in parentheses", "(1, 2)", {}, "unexpectedComma", 2),
    ("unclosed parenthesis", "(x+1", {}, "unclosedParenthesis", 0),
    ("unclosed inner parenthesis", "((x+1)", {}, "unclosedParenthesis", 0),
    ("unclosed call", "sin(x", {}, "unclosedParenthesis", 3),
    ("unclosed call after comma", "min(x, 2", {}, "unclosedParenthesis", 3),
    ("unmatched closing", "x+1)", {}, "unmatchedClosingParenthesis", 3),
    ("closing first", ")x", {}, "expectedOperand", 0),
    ("unknown name", "y", {}, "unknownName", 0),
    ("capitalised function", "2*Sin(x)", {}, "unknownName", 2),
    ("capital X", "X^2", {}, "unknownName", 0),
    ("capital PI", "PI", {}, "unknownName", 0),
    ("misspelt function", "sqr(x)", {}, "unknownName", 0),
    ("tan is not built in", "tan(x)", {}, "unknownName", 0),
    ("ln is not built in", "ln(x)", {}, "unknownName", 0),
    ("misspelt parameter", "alpah*x", {"alpha": 1.0}, "unknownName", 0),
    ("dropped parameter", "p64", {f"p{i:02d}": float(i) for i in range(65)}, "droppedParameter", 0),
    ("64 nested parentheses", "(" * 64 + "x" + ")" * 64, {}, "nestingTooDeep", 64),
    ("255 nested parentheses", "(" * 255 + "x" + ")" * 255, {}, "nestingTooDeep", 64),
    ("64 unary minus signs", "-" * 64 + "x", {}, "nestingTooDeep", 64),
    ("511 unary minus signs", "-" * 511 + "x", {}, "nestingTooDeep", 64),
    ("power chain of 64", "^".join(["2"] * 65), {}, "nestingTooDeep", 128),
    ("nested calls past the limit", "sin(" * 64 + "x" + ")" * 64, {}, "nestingTooDeep", 256),
    ("parameter named x", "x", {"x": 1.0}, "reservedParameterName", None),
    ("parameter named pi", "x", {"pi": 1.0}, "reservedParameterName", None),
    ("parameter named sin", "x", {"sin": 1.0}, "reservedParameterName", None),
    ("parameter named max", "x", {"max": 1.0}, "reservedParameterName", None),
    ("parameter name with a space", "x", {"a b": 1.0}, "invalidParameterName", None),
    ("parameter name starting with a digit", "x", {"1a": 1.0}, "invalidParameterName", None),
    ("empty parameter name", "x", {"": 1.0}, "invalidParameterName", None),
    ("non-ASCII parameter name", "x", {"\u00e4": 1.0}, "invalidParameterName", None),
    ("parameter name with a dash", "x", {"a-b": 1.0}, "invalidParameterName", None),
    ("NaN parameter", "a*x", {"a": math.nan}, "parameterIsNaN", None),
]


# The math-plot language (`"language": "mathPlot"`): (name, expression, parameters, xs).
BELOW_2, ABOVE_2 = repr(math.nextafter(2.0, 0.0)), repr(math.nextafter(2.0, 3.0))
BELOW_M1, ABOVE_M1 = repr(math.nextafter(-1.0, -2.0)), repr(math.nextafter(-1.0, 0.0))
TWO_52 = 2.0 ** 52
ROUNDING_X = STANDARD_X + [
    "2", BELOW_2, ABOVE_2, "-1", BELOW_M1, ABOVE_M1, "-0.5", "0.49999999999999994", "-0.49999999999999994",
    "5e-324", "-5e-324", repr(TWO_52 - 0.5), repr(-(TWO_52 - 0.5)), repr(TWO_52 + 2), repr(-(TWO_52 + 2)),
    "1e300", "-1e300", "1.7976931348623157e308",
]
HALVES_X = ["0.5", "-0.5", "1.5", "-1.5", "2.5", "-2.5", "3.5", "0.49999999999999994", "-0.49999999999999994",
            "0.5000000000000001", "-0.4", "-0", "0", repr(TWO_52 - 0.5), repr(-(TWO_52 - 0.5)), repr(TWO_52 + 1)]
MOD_X = STANDARD_X + ["1.5", "-1.5", "3", "4.5", "-4.5", "1e-300", "-1e-300", "1e17", "-1e17", "1e300", "-1e300",
                      "5e-324", "-5e-324", "1.4999999999999998"]

MATH_VALID = [
    # floor and ceil: exact integers, a step either side, ±0, past 2^52, negatives
    ("floor", "floor(x)", {}, ROUNDING_X),
    ("ceil", "ceil(x)", {}, ROUNDING_X),
    ("floor and ceil of the infinities and NaN", "floor(1/x) + 0*ceil(1/x)", {}, ["0", "-0"]),
    ("ceil of an infinity", "ceil(1/x)", {}, ["0", "-0"]),
    ("floor of NaN", "floor(0/0)", {}, ["0"]),
    ("floor of a parameter", "floor(a) + ceil(d*x)", P, ["0.5", "-0.5", "2"]),
    ("floor squared", "floor(x)^2", {}, ["-1.5", "-0.5", "-0", "0.5", "2.5"]),
    ("ceil of minus a half is minus zero", "1/ceil(x)", {}, ["-0.5", "-0", "0", "0.5"]),
    # round: halves away from zero
    ("round", "round(x)", {}, HALVES_X + ROUNDING_X),
    ("round of minus a fraction is minus zero", "1/round(x)", {}, ["-0.4", "-0", "0.4"]),
    ("round of the infinities and NaN", "round(1/x)", {}, ["0", "-0", "2"]),
    ("round of NaN", "round(0/0)", {}, ["0"]),
    # sign (sgn)
    ("sign", "sign(x)", {}, STANDARD_X + ["5e-324", "-5e-324", "1e300", "-1e300"]),
    ("sign keeps the zero's sign", "1/sign(x)", {}, ["-0", "0"]),
    ("sign of the infinities", "sign(1/x)", {}, ["0", "-0"]),
    ("sign of NaN", "sign(0/0)", {}, ["0"]),
    ("sgn is sign", "sgn(x) - sign(x)", {}, ["-2", "3"]),
    ("sgn", "sgn(x)", {}, ["-2", "-0", "0", "3"]),
    # mod: every sign combination, exact multiples, a result that rounds up to b, b = 0, infinities
    ("mod by a positive", "mod(x, 1.5)", {}, MOD_X),
    ("mod by a negative", "mod(x, -1.5)", {}, MOD_X),
    ("mod of a positive by x", "mod(7, x)", {}, ["2", "-2", "7", "-7", "3.5", "-3.5", "1e-300", "-1e-300", "8", "-8", "0.1"]),
    ("mod of a negative by x", "mod(-7, x)", {}, ["2", "-2", "7", "-7", "3.5", "-3.5", "1e-300", "-1e-300", "8", "-8", "0.1"]),
    ("mod positive positive", "mod(5, 3)", {}, ["0"]),
    ("mod negative positive", "mod(-5, 3)", {}, ["0"]),
    ("mod positive negative", "mod(5, -3)", {}, ["0"]),
    ("mod negative negative", "mod(-5, -3)", {}, ["0"]),
    ("mod of an exact multiple takes b's sign", "1/mod(x, 1.5)", {}, ["3", "-3", "0", "-0", "1.5", "-1.5"]),
    ("mod of an exact multiple by a negative takes b's sign", "1/mod(x, -1.5)", {}, ["3", "-3", "0", "-0", "1.5", "-1.5"]),
    ("mod of a tiny negative rounds up to b", "mod(-1e-20, 1)", {}, ["0"]),
    ("mod of a tiny positive by a negative rounds to b", "mod(1e-20, -1)", {}, ["0"]),
    ("mod of a step below b", "mod(x, 1)", {}, [repr(math.nextafter(1.0, 0.0)), repr(-math.nextafter(1.0, 0.0)), "-5e-324", "0.1", "-0.1", "1e16", "-1e16", "-2.5"]),
    ("mod by zero is NaN", "mod(x, 0)", {}, ["1", "0", "-1"]),
    ("mod by minus zero is NaN", "mod(x, -0)", {}, ["1", "0"]),
    ("mod of an infinity is NaN", "mod(1/x, 2)", {}, ["0", "-0", "4"]),
    ("mod by an infinity is NaN", "mod(2, 1/x)", {}, ["0", "-0", "4"]),
    ("mod of NaN", "mod(0/0, 1) + mod(1, 0/0)", {}, ["0"]),
    ("mod of doubles that are not multiples", "mod(x, 0.1)", {}, ["5.5", "-5.5", "0.3", "-0.3", "1", "-1"]),
    ("mod by two pi", "mod(x, 2*pi)", {}, ["7", "-7", "100", "-100", "1e22", "-1e22"]),
    ("mod with parameters", "mod(a*x, b) - mod(x, d)", P, STANDARD_X),
    # tan, log2, log10, cbrt, hypot (Math/reference.py)
    ("tan", "tan(x)", {}, STANDARD_X + ["1.5707963267948966", "-1.5707963267948966", "4.71238898038469", "1e-300", "5e-324",
                                        "1e22", "-1e300", "3.141592653589793", "0.7853981633974483"]),
    ("tan of the infinities and NaN", "tan(1/x)", {}, ["0", "-0"]),
    ("log2", "log2(x)", {}, STANDARD_X + ["8", "0.125", "5e-324", "1e300", "3", "-0", "0"]),
    ("log10", "log10(x)", {}, STANDARD_X + ["1000", "1e22", "1e23", "0.001", "5e-324", "-0", "0"]),
    ("cbrt", "cbrt(x)", {}, STANDARD_X + ["27", "-27", "5e-324", "-1e300", "0.001", "-0"]),
    ("hypot", "hypot(x, 4)", {}, STANDARD_X + ["3", "-3", "1e300", "1e-300", "5e-324"]),
    ("hypot of two vectors", "hypot(x, x*1e300)", {}, ["1", "-1e10", "1e10", "0", "-0"]),
    ("hypot of the infinities", "hypot(1/x, 0/0)", {}, ["0", "-0"]),
    # The hyperbolic and inverse functions, cot, sec, csc, log(b, x) (Math/reference.py)
    ("sinh cosh tanh", "sinh(x) + cosh(x)*tanh(x)", {}, STANDARD_X + ["1e-300", "20", "-20", "710", "-0.25"]),
    ("sinh of tiny and huge", "sinh(x)", {}, ["5e-324", "-1e-300", "1e-8", "709", "711", "-711"]),
    ("tanh saturates", "tanh(x)", {}, ["19", "-19", "40", "1e300", "-0", "0.2500000000000001"]),
    ("asin acos on their domain", "asin(x) - acos(x)", {}, ["-1", "-0.5", "-0", "0", "0.5", "1", "1.0000000000000002", "-2"]),
    ("arcsin arccos spellings", "arcsin(x) + arccos(x)", {}, ["-1", "0.25", "1"]),
    ("asinh acosh atanh", "asinh(x) + acosh(x + 2) + atanh(x/4)", {}, STANDARD_X + ["-3.9", "1e-300"]),
    ("atanh at its poles", "atanh(x)", {}, ["-1", "1", "0.9999999999999999", "-0", "2"]),
    ("acosh at 1", "acosh(x)", {}, ["1", "0.9999999999999999", "1e300", "2"]),
    ("arsinh arcosh artanh spellings", "arsinh(x) + arccosh(x + 2) + arctanh(x/4) - arcsinh(x)", {}, ["0.5", "-1"]),
    ("cot sec csc", "cot(x) + sec(x) + csc(x)", {}, STANDARD_X + ["1.5707963267948966", "3.141592653589793", "1e22"]),
    ("log to a base", "log(2, x) + log(10, x) - log(x, 8)", {}, ["8", "1000", "0.5", "2", "1", "-1", "0", "1e300"]),
    ("log to a base of vectors", "log(x, x*x)", {}, ["2", "0.5", "10", "1", "-2"]),
    ("gamma and factorial", "gamma(x) + factorial(x/2)", {}, STANDARD_X + ["-0.5", "-1", "-2.5", "1e-300", "-1e-300", "23", "171.6", "171.7", "-180.5", "1.4616321449683622"]),
    ("gamma at its poles and integers", "gamma(x)", {}, ["0", "-0", "-1", "-170", "1", "2", "10", "171", "-1e300", "5e-324"]),
    # x! (math.js's precedence: tighter than ^ on both sides and than a sign)
    ("postfix factorial", "x!", {}, STANDARD_X + ["3", "5", "22", "-0.5", "170", "171"]),
    ("factorial binds tighter than a power's exponent", "2^x!", {}, ["3", "0", "1.5", "-0.5"]),
    ("factorial binds tighter than a power's base", "x!^2", {}, ["3", "0.5", "-1.5"]),
    ("factorial binds tighter than a sign", "-x! + -3!", {}, ["3", "0", "2.5"]),
    ("factorial of a factorial", "x!!", {}, ["3", "2", "0.5"]),
    ("factorial of a parenthesis, a call and a piecewise", "(x + 1)! + abs(x)! + {x < 0: 1, x}!", {}, ["3", "-2", "0.25"]),
    # atan (arctan)
    ("atan", "atan(x)", {}, STANDARD_X + ["-1", "1e-10", "-1e-10", "5e-324", "-5e-324", "1e-300", "1e10", "-1e10",
                                          "1e300", "-1e300", "0.0625", "15.5", "1152921504606846976", "1152921504606846720"]),
    ("atan of the infinities and NaN", "atan(1/x)", {}, ["0", "-0", "1", "-1"]),
    ("atan of NaN", "atan(0/0)", {}, ["0"]),
    ("four atan of one", "4*atan(1)", {}, ["0"]),
    ("arctan is atan", "arctan(x)", {}, ["-1", "0.5", "2"]),
    ("arctan minus atan", "arctan(x) - atan(x)", {}, ["-1", "0.5", "2"]),
    # atan2: quadrants, axes with signed zeros, infinities, extreme ratios
    ("atan2 in the four quadrants", "atan2(x, 1) + atan2(1, x) - atan2(x, -1)", {}, ["1", "-1", "0.5", "-3"]),
    ("atan2 first quadrant", "atan2(1, 1)", {}, ["0"]),
    ("atan2 second quadrant", "atan2(1, -1)", {}, ["0"]),
    ("atan2 third quadrant", "atan2(-1, -1)", {}, ["0"]),
    ("atan2 fourth quadrant", "atan2(-1, 1)", {}, ["0"]),
    ("atan2 of y against 1", "atan2(x, 1)", {}, STANDARD_X + ["1e300", "-1e-300"]),
    ("atan2 of y against -1", "atan2(x, -1)", {}, STANDARD_X + ["1e300", "-1e-300"]),
    ("atan2 of 1 against x", "atan2(1, x)", {}, STANDARD_X + ["1e300", "-1e300", "1e-300"]),
    ("atan2 of -1 against x", "atan2(-1, x)", {}, STANDARD_X),
    ("atan2 on the axes with signed zeros", "atan2(x, 2)", {}, ["0", "-0"]),
    ("atan2 on the negative axis with signed zeros", "atan2(x, -2)", {}, ["0", "-0"]),
    ("atan2 on the vertical axis", "atan2(3, x) + atan2(-3, x)", {}, ["0", "-0"]),
    ("atan2 up the vertical axis", "atan2(3, x)", {}, ["0", "-0"]),
    ("atan2 down the vertical axis", "atan2(-3, x)", {}, ["0", "-0"]),
    ("atan2 at the origin, plus zero", "atan2(0, x)", {}, ["0", "-0"]),
    ("atan2 at the origin, minus zero", "atan2(-0, x)", {}, ["0", "-0"]),
    ("atan2 of infinite y", "atan2(1/x, 1) + 0*atan2(1/x, -1)", {}, ["0", "-0"]),
    ("atan2 of infinite y against -1", "atan2(1/x, -1)", {}, ["0", "-0"]),
    ("atan2 against an infinite x", "atan2(1, 1/x)", {}, ["0", "-0"]),
    ("atan2 of minus one against an infinite x", "atan2(-1, 1/x)", {}, ["0", "-0"]),
    ("atan2 of two infinities", "atan2(1/x, 1/0)", {}, ["0", "-0"]),
    ("atan2 of two infinities, x negative", "atan2(1/x, -1/0)", {}, ["0", "-0"]),
    ("atan2 with NaN", "atan2(0/0, 1) + atan2(1, 0/0)", {}, ["0"]),
    ("atan2 of extreme ratios", "atan2(x, 1e300)", {}, ["1e-300", "-1e-300", "5e-324", "1e300", "1e308"]),
    ("atan2 of extreme ratios, steep", "atan2(1e300, x)", {}, ["1e-300", "-1e-300", "5e-324", "-5e-324", "1e308", "-1e308"]),
    ("atan2 of subnormals", "atan2(x, 5e-324)", {}, ["5e-324", "-5e-324", "1e-320", "1e-310"]),
    ("atan2 of huge doubles", "atan2(x, 1.7976931348623157e308)", {}, ["1.7976931348623157e308", "-1e308", "1e307"]),
    ("atan2 with parameters", "a*atan2(b*x, c) + d", P, STANDARD_X),
    # ln, and the new functions beside the protocol's
    ("ln is log", "ln(x)", {}, STANDARD_X + ["2.718281828459045"]),
    ("ln minus log", "ln(x) - log(x)", {}, ["0.5", "3", "-1"]),
    ("protocol functions keep their values in math plots", "a*sin(b*x + c) + d + sqrt(abs(x)) + max(x, 1) + exp(-x^2)", P, STANDARD_X),
    ("a staircase", "floor(x) + mod(x, 1)", {}, ["2.25", "-2.25", "0.75", "-0"]),
    ("nested new functions", "sign(atan2(floor(x), ceil(-x))) * round(mod(x*10, 7))", {}, STANDARD_X + ["0.33", "-0.77"]),
    ("the new functions fold with constants", "floor(pi) + ceil(e) + round(2.5) + sign(-3) + mod(10, 4) + atan2(0, -1) + atan(1) + ln(e)", {}, ["0"]),
    ("a math-plot function name may be a parameter, but the call is the function", "floor(x)", {"floor": 100.0}, ["2.5", "-2.5"]),
    # Two vector operands: atan2's block form (CurveMath's vector builds) and mod's loop, over
    # enough points for a vector body and its tail, special values among them.
    ("atan2 of two vectors: the diagonal", "atan2(x, x)", {}, ["0", "-0", "1", "-1", "5e-324", "-5e-324", "1e308", "-1e308",
                                                              "1e-310", "3", "-7", "1.7976931348623157e308", "0.1", "-0.1"]),
    ("atan2 of two vectors: the infinities", "atan2(1/x, 1/x) + 0*atan2(1/x, -1/x)", {}, ["0", "-0", "1"]),
    ("atan2 of two vectors: inf against -inf", "atan2(1/x, -1/x)", {}, ["0", "-0", "2"]),
    ("atan2 of two vectors: a sweep", "atan2(x, 1 - x*x)", {}, [repr(k / 8) for k in range(-16, 17)] + ["-0", "1", "-1"]),
    ("atan2 of two vectors: sin and cos", "atan2(sin(x), cos(x))", {}, [repr(k * 0.37) for k in range(-12, 13)] + ["-0", "3.141592653589793", "-3.141592653589793"]),
    ("atan2 of two vectors: extreme ratios", "atan2(x, 1/x)", {}, ["1e-200", "-1e-200", "1e200", "-1e200", "1e-160", "1e160", "5e-324",
                                                                   "-5e-324", "1e-300", "1e300", "1e-155", "1e155", "1", "-1", "0", "-0"]),
    ("atan2 of two vectors: a scaled copy", "atan2(x*1e300, x) - atan2(x, x*1e300)", {}, ["1", "-1", "1e-300", "1e8", "-1e-8", "0", "-0"]),
    ("atan2 of two vectors with NaN and minus zero", "atan2(x, sqrt(x))", {}, ["-1", "4", "0", "-0", "1e-320", "0.25", "-0.25", "1e300"]),
    ("mod of two vectors", "mod(x, x - 3)", {}, [repr(k / 4) for k in range(-16, 17)] + ["-0"]),
    ("mod of two vectors: zeros and infinities", "mod(x*x, x) + mod(1/x, x)", {}, ["0", "-0", "2.5", "-2.5", "1e-200", "1e200"]),
    ("mod of two vectors: signs of zeros", "1/mod(x*x, x)", {}, ["2", "-2", "3", "-3", "0.5", "-0.5"]),
]

# Piecewise and restrictions (math plots).
MATH_VALID += [
    ("piecewise with a default", "{x < 0: -x, x}", {}, ["-2", "-0", "0", "0.5", "3", "-5e-324"]),
    ("piecewise without a default is NaN where no condition holds", "{x < 0: 1, x > 1: 2}", {}, ["-1", "0", "0.5", "1", "2"]),
    ("the first branch that holds wins", "{x < 1: 1, x < 2: 2, 3}", {}, ["0", "1", "1.5", "2", "9"]),
    ("a lone condition is 1 where it holds", "{x >= 0}", {}, ["-1", "-0", "0", "1", "-5e-324"]),
    ("a restriction", "x^2 {0 < x < 1}", {}, ["0", "0.5", "1", "-0.5", "0.999", "0.9999999999999999"]),
    ("two restrictions", "sin(x) {x > 0}{x < 5}", {}, ["-1", "0", "1", "4.99", "5", "6"]),
    ("a chained condition with a computed middle", "{-0.5 <= sin(x) <= 0.5: 1, 0}", {}, ["0", "0.5", "1", "-1", "3", "0.5235987755982989"]),
    ("a chain of three comparisons", "{0 < x < 1 < x + 1: 1, 0}", {}, ["0.5", "0", "1", "-1"]),
    ("equality in a condition", "{floor(x) = 2: 10, -10}", {}, ["1.5", "2", "2.5", "3", "-2"]),
    ("a condition with a NaN side is false", "{sqrt(x) < 1: 1, 2}", {}, ["-1", "0.25", "4"]),
    ("nested piecewise", "{x < 0: {x < -1: -2, -1}, x > 1: {x > 2: 2, 1}, 0}", {}, ["-3", "-0.5", "0", "1.5", "3"]),
    ("a restriction binds loosest", "1 + x {x > 0}", {}, ["-1", "1"]),
    ("a restriction inside parentheses", "(x {x > 0}) + 1", {}, ["-1", "1"]),
    ("a piecewise of a parameter", "{a < 2: x, -x}", {"a": 1.5}, ["-1", "3"]),
    ("piecewise in a power and a product", "2^{x < 0: x, -x} + {x <= 1: x}*3", {}, ["-2", "0", "1", "2"]),
    ("every comparison", "{x < 1: 1, 0} + {x <= 1: 10, 0} + {x > 1: 100, 0} + {x >= 1: 1000, 0} + {x = 1: 10000, 0}", {},
     ["0", "1", "2", "0.9999999999999999", "1.0000000000000002"]),
    ("a constant condition folds", "{pi > 3: x, 0} + {2 < 1: 5, 6}", {}, ["1", "-1"]),
    ("a branch of constants", "{x < 0: pi, e}", {}, ["-1", "1"]),
    ("a piecewise over the infinities", "{1/x > 0: 1/x, 0}", {}, ["0", "-0", "2"]),
    ("a piecewise inside a call", "min({x < 0: -1, 1}, x)", {}, ["-2", "-0.5", "0.5", "2"]),
]

# (name, expression, parameters, kind, offset) in the math-plot language.
MATH_INVALID = [
    ("log with three arguments", "log(2, x, 3)", {}, "wrongArgumentCount", 0),
    ("ln with two arguments", "ln(2, x)", {}, "wrongArgumentCount", 0),
    ("arcsin without a call", "1 + arcsin", {}, "functionWithoutCall", 4),
    ("mod with one argument", "mod(1)", {}, "wrongArgumentCount", 0),
    ("atan2 with three arguments", "atan2(1,2,3)", {}, "wrongArgumentCount", 0),
    ("mod with three arguments after a sum", "x + mod(x, 1, 2)", {}, "wrongArgumentCount", 4),
    ("atan2 with one argument", "2*atan2(x)", {}, "wrongArgumentCount", 2),
    ("floor with two arguments", "floor(1, 2)", {}, "wrongArgumentCount", 0),
    ("round with no arguments", "1 - round()", {}, "wrongArgumentCount", 4),
    ("floor without a call", "floor + 1", {}, "functionWithoutCall", 0),
    ("mod without a call", "2*mod", {}, "functionWithoutCall", 2),
    ("tan without a call", "x*tan", {}, "functionWithoutCall", 2),
    ("ln without a call", "ln^2", {}, "functionWithoutCall", 0),
    ("a math-plot function name given as a parameter is still the function", "tan*2", {"tan": 1.0}, "functionWithoutCall", 0),
    ("a name math plots lack", "lgamma(x)", {}, "unknownName", 0),
    ("a name math plots lack after a sum", "x + erf(x)", {}, "unknownName", 4),
    ("math plots have no beta", "beta(x, 2)", {}, "unknownName", 0),
    ("math plots have no fmod", "fmod(x, 2)", {}, "unknownName", 0),
    ("capitalised math-plot function", "Floor(x)", {}, "unknownName", 0),
    ("unclosed mod", "mod(x, 2", {}, "unclosedParenthesis", 3),
    ("empty second argument of atan2", "atan2(x,)", {}, "expectedOperand", 8),
    ("call of pi in a math plot", "pi(2)", {}, "callOfNonFunction", 0),
    ("unclosed brace", "{x < 0: 1", {}, "unclosedBrace", 0),
    ("unclosed restriction", "x {x > 0", {}, "unclosedBrace", 2),
    ("unmatched closing brace", "x}", {}, "unmatchedClosingBrace", 1),
    ("a parenthesis closed by a brace", "(x}", {}, "mismatchedBracket", 2),
    ("a call closed by a brace", "2*sin(x}", {}, "mismatchedBracket", 7),
    ("a piecewise closed by a parenthesis", "{x > 0: x)", {}, "mismatchedBracket", 9),
    ("a restriction closed by a parenthesis", "x {x > 0)", {}, "mismatchedBracket", 8),
    ("a factorial of nothing", "!x", {}, "expectedOperand", 0),
    ("a factorial after an operator", "2*!3", {}, "expectedOperand", 2),
    ("a comparison outside braces", "x < 1", {}, "misplacedComparison", 2),
    ("a colon outside braces", "x: 1", {}, "misplacedComparison", 1),
    ("a comparison in parentheses", "(x <= 1)", {}, "misplacedComparison", 3),
    ("a comparison in a call", "sin(x = 1)", {}, "misplacedComparison", 6),
    ("equals outside braces", "x = 1", {}, "misplacedComparison", 2),
    ("an item without a comparison", "{x: 1}", {}, "expectedComparison", 2),
    ("a bare default must be last", "{1, x < 0: 2}", {}, "expectedComparison", 2),
    ("a bare default needs a branch before it", "{x}", {}, "expectedComparison", 2),
    ("a restriction without a comparison", "x {x}", {}, "expectedComparison", 4),
    ("a condition without its colon", "{x < 0, 1}", {}, "expectedColon", 6),
    ("a restriction holds one condition", "x {x > 0, x < 1}", {}, "unexpectedComma", 8),
    ("an empty branch value", "{x < 0: }", {}, "expectedOperand", 8),
    ("empty braces", "{}", {}, "expectedOperand", 1),
    ("a comparison without its right side", "{x < : 1}", {}, "expectedOperand", 5),
    ("too many branches", "{" + ", ".join("x < %d: %d" % (k, k) for k in range(33)) + "}", {}, "tooManyBranches",
     1 + sum(len("x < %d: %d, " % (k, k)) for k in range(32))),
]

# The protocol's language (frames) refuses the math-plot names.
PROTOCOL_REFUSES = [
    ("floor is not built in", "floor(x)", {}, "unknownName", 0),
    ("ceil is not built in", "ceil(x)", {}, "unknownName", 0),
    ("round is not built in", "round(x)", {}, "unknownName", 0),
    ("sign is not built in", "sign(x)", {}, "unknownName", 0),
    ("sgn is not built in", "sgn(x)", {}, "unknownName", 0),
    ("atan is not built in", "atan(x)", {}, "unknownName", 0),
    ("arctan is not built in", "arctan(x)", {}, "unknownName", 0),
    ("atan2 is not built in", "atan2(x, 1)", {}, "unknownName", 0),
    ("mod is not built in", "mod(x, 2)", {}, "unknownName", 0),
    ("mod without a call is an unknown name in a frame", "2*mod", {}, "unknownName", 2),
    # Read otherwise in a math plot (a piecewise's braces and conditions); see MATH_INVALID.
    ("braces", "{x}", {}, "unexpectedCharacter", 0),
    ("equals", "x = 1", {}, "unexpectedCharacter", 2),
    ("a frame has no piecewise", "{x < 0: 1, 2}", {}, "unexpectedCharacter", 0),
    ("a frame has no restriction", "x {x > 0}", {}, "unexpectedCharacter", 2),
    ("a frame has no comparison", "x < 1", {}, "unexpectedCharacter", 2),
    ("a frame has no factorial", "3!", {}, "unexpectedCharacter", 1),
    ("a frame has no braces to mismatch", "(x}", {}, "unexpectedCharacter", 2),
]

# In a frame a math-plot function name is free for a parameter.
PROTOCOL_VALID = [
    ("a math-plot function name is a parameter in a frame", "floor*x + tan", {"floor": 2.0, "tan": 0.5}, ["3"]),
]

def encode_params(params):
    return {k: show(v) for k, v in params.items()}


def main():
    cases = []

    def valid(name, expression, params, xs, language=None):
        points = []
        for xt in dict.fromkeys(xs):  # each x once, in order
            x = float(xt)
            points.append([xt, show(Evaluator(expression, params, x, language).run())])
        case = {"name": name}
        if language:
            case["language"] = language
        case.update({"expression": expression, "parameters": encode_params(params), "points": points})
        cases.append(case)

    # The cases a frame reads otherwise than a math plot: the protocol's language only. A case
    # with no language reads alike in both (the Swift tests check that).
    PROTOCOL_ONLY = {"tan is not built in", "ln is not built in"}

    def invalid(name, expression, params, kind, offset, language=None):
        language = language or ("curveLayer" if name in PROTOCOL_ONLY else None)
        case = {"name": name}
        if language:
            case["language"] = language
        case.update({"expression": expression, "parameters": encode_params(params), "error": {"kind": kind, "offset": offset}})
        cases.append(case)

    for case in VALID:
        valid(*case)
    for case in INVALID:
        invalid(*case)
    for case in MATH_VALID:
        valid(*case, language="mathPlot")
    for case in MATH_INVALID:
        invalid(*case, language="mathPlot")
    for case in PROTOCOL_VALID:
        valid(*case, language="curveLayer")
    for case in PROTOCOL_REFUSES:
        invalid(*case, language="curveLayer")
    names = [c["name"] for c in cases]
    assert len(names) == len(set(names)), "case names must be unique"
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "conformance", "expressions.json")
    doc = {
        "description": "CurveKit expression conformance corpus. Values are shortest round-trip decimals "
                       "(exact bits); 'nan' matches any NaN. Parameters are given as the same strings. "
                       "Error offsets are 0-based character offsets; null for parameter errors. "
                       "A case with \"language\": \"mathPlot\" is in the math-plot language, one with "
                       "\"curveLayer\" in the protocol's (a frame's curve layer) alone; one without reads "
                       "alike in both. "
                       "Generated by Grammar/tools/make_expression_corpus.py.",
        "cases": cases,
    }
    with open(out, "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=True)
        f.write("\n")
    valid_count = len(VALID) + len(MATH_VALID) + len(PROTOCOL_VALID)
    invalid_count = len(INVALID) + len(MATH_INVALID) + len(PROTOCOL_REFUSES)
    math_plot = len(MATH_VALID) + len(MATH_INVALID)
    print(f"{len(cases)} cases ({valid_count} valid, {invalid_count} invalid; {math_plot} in the math-plot language) -> {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
