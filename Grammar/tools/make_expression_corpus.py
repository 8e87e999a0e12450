#!/usr/bin/env python3
"""Writes Grammar/conformance/expressions.json from the cases below.

Expected values come from an evaluator written here, independently of the Swift engine, from
Grammar/expression.ebnf: a recursive-descent parser with Python floats (IEEE binary64, round to
nearest) for + - * / and sqrt, and CurveKit's sin cos exp log pow from Math/reference.py (a
Python transliteration of the C, checked against mpmath by `python3 Math/reference.py --check`).
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

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Math"))
import reference  # noqa: E402

FUNCTIONS1 = {
    "sin": reference.sin, "cos": reference.cos, "exp": reference.exp, "log": reference.log,
    "sqrt": lambda v: math.sqrt(v) if v >= 0 else math.nan,  # IEEE: sqrt(-0) is -0
    "abs": math.fabs,
}


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


TOKEN = re.compile(r"\s*(?:(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|(.))")


class Evaluator:
    """expression = term {(+|-) term}; term = unary {(*|/) unary}; unary = sign unary | power;
    power = primary [^ unary]; primary = number | name | call | ( expression )."""

    def __init__(self, text, params, x):
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
        if self.peek() == ("op", "^"):
            self.take()
            exponent = self.unary()
            return reference.pow(base, exponent)
        return base

    def primary(self):
        kind, value = self.take()
        if kind == "num":
            return value
        if kind == "op" and value == "(":
            v = self.expression()
            self.take(")")
            return v
        assert kind == "id", (kind, value)
        if value in FUNCTIONS1 or value in ("min", "max"):
            self.take("(")
            args = [self.expression()]
            while self.peek() == ("op", ","):
                self.take()
                args.append(self.expression())
            self.take(")")
            if value in FUNCTIONS1:
                assert len(args) == 1
                return FUNCTIONS1[value](args[0])
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
    ("braces", "{x}", {}, "unexpectedCharacter", 0),
    ("equals", "x = 1", {}, "unexpectedCharacter", 2),
    ("double star is not power", "x**2", {}, "expectedOperand", 2),
    ("exclamation", "3!", {}, "unexpectedCharacter", 1),
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


def encode_params(params):
    return {k: show(v) for k, v in params.items()}


def main():
    cases = []
    for name, expression, params, xs in VALID:
        points = []
        for xt in xs:
            x = float(xt)
            points.append([xt, show(Evaluator(expression, params, x).run())])
        cases.append({"name": name, "expression": expression, "parameters": encode_params(params), "points": points})
    for name, expression, params, kind, offset in INVALID:
        cases.append({"name": name, "expression": expression, "parameters": encode_params(params),
                      "error": {"kind": kind, "offset": offset}})
    names = [c["name"] for c in cases]
    assert len(names) == len(set(names)), "case names must be unique"
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "..", "conformance", "expressions.json")
    doc = {
        "description": "CurveKit expression conformance corpus. Values are shortest round-trip decimals "
                       "(exact bits); 'nan' matches any NaN. Parameters are given as the same strings. "
                       "Error offsets are 0-based character offsets; null for parameter errors. "
                       "Generated by Grammar/tools/make_expression_corpus.py.",
        "cases": cases,
    }
    with open(out, "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=True)
        f.write("\n")
    print(f"{len(cases)} cases ({len(VALID)} valid, {len(INVALID)} invalid) -> {os.path.normpath(out)}")


if __name__ == "__main__":
    main()
