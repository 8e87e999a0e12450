#!/usr/bin/env python3
"""The digests same_bits.c prints, computed with Math/reference.py (the Python transliteration of
CurveKit's math) over the same generated arguments: what every target must print.

  python3 Tests/Math/same_bits.py            digests, one line per function
  python3 Tests/Math/same_bits.py --dump F   every argument and value of F
"""
import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Math"))
import reference  # noqa: E402

COUNT = 20000
MASK = (1 << 64) - 1
state = 0


def next_value():
    global state
    state ^= state >> 12
    state ^= (state << 25) & MASK
    state ^= state >> 27
    return (state * 0x2545F4914F6CDD1D) & MASK


def from_bits(b):
    return struct.unpack("<d", struct.pack("<Q", b & MASK))[0]


def to_bits(v):
    return 0x7FF8000000000000 if v != v else struct.unpack("<Q", struct.pack("<d", v))[0]


def uniform(a, b):
    return a + (b - a) * ((next_value() >> 11) * reference.hexf("0x1p-53"))


SPECIALS = [0.0, -0.0, float("inf"), float("-inf"), float("nan"), 1.0, -1.0, reference.hexf("0x1p-1074"),
            reference.hexf("0x1.fffffffffffffp+1023"), reference.hexf("0x1p-1022"), 0.5, 2.0, 3.0, 709.78, -745.13, 1e-300]


def argument():
    c = next_value() % 6
    if c == 0:
        b = next_value()
        if ((b >> 52) & 0x7FF) == 0x7FF:
            b &= ~(1 << 62)
        return from_bits(b)
    if c == 1:
        return uniform(-10, 10)
    if c == 2:
        return uniform(-1000, 1000)
    if c == 3:
        k = float(next_value() % (1 << 20))
        return from_bits(to_bits(k * reference.hexf("0x1.921fb54442d18p+0")) + next_value() % 4)
    if c == 4:
        e = (next_value() % 2046) + 1
        mantissa = next_value() & 0xFFFFFFFFFFFFF
        sign = next_value() & (1 << 63)
        return from_bits((e << 52) | mantissa | sign)
    return SPECIALS[next_value() % 16]


def exponent():
    c = next_value() % 4
    if c == 0:
        return uniform(-40, 40)
    if c == 1:
        return float((next_value() % 121) - 60)
    if c == 2:
        return argument()
    return SPECIALS[next_value() % 16]


FUNCTIONS = [("sin", reference.sin, False), ("cos", reference.cos, False), ("exp", reference.exp, False),
             ("log", reference.log, False), ("pow", reference.pow, True), ("cube", reference.cube, False),
             ("atan", reference.atan, False), ("atan2", reference.atan2, True), ("tan", reference.tan, False),
             ("log2", reference.log2, False), ("log10", reference.log10, False),
             ("cbrt", reference.cbrt, False), ("hypot", reference.hypot, True),
             ("sinh", reference.sinh, False), ("cosh", reference.cosh, False), ("tanh", reference.tanh, False),
             ("asin", reference.asin, False), ("acos", reference.acos, False),
             ("asinh", reference.asinh, False), ("acosh", reference.acosh, False), ("atanh", reference.atanh, False),
             ("cot", reference.cot, False), ("sec", reference.sec, False), ("csc", reference.csc, False),
             ("log_base", reference.log_base, True), ("gamma", reference.gamma, False)]


def main():
    global state
    dump = sys.argv[2] if len(sys.argv) == 3 and sys.argv[1] == "--dump" else None
    for index, (name, function, binary) in enumerate(FUNCTIONS):
        state = (0x9E3779B97F4A7C15 + index) & MASK
        pairs = []
        for _ in range(COUNT):
            x = argument()
            pairs.append((x, exponent() if binary else 0.0))
        digest = 0xCBF29CE484222325
        for x, y in pairs:
            value = function(x, y) if binary else function(x)
            b = to_bits(value)
            for k in range(8):
                digest = ((digest ^ ((b >> (8 * k)) & 0xFF)) * 0x100000001B3) & MASK
            if dump == name:
                print(f"{to_bits(x):016x} {to_bits(y):016x} {b:016x}")
        if not dump:
            print(f"{name} {COUNT} {digest:016x}")


if __name__ == "__main__":
    main()
