#!/usr/bin/env python3
"""CurveKit's sin cos exp log pow (and the cube), atan atan2 tan log2 log10 cbrt hypot, sinh cosh
tanh asin acos asinh acosh atanh cot sec csc log_base, transliterated to Python from the method
description in Math/DESIGN.md and the C in Sources/_CurveMath/Math (core.h, scalar.c).

Python's floats are IEEE binary64 with round-to-nearest + - * / (and math.sqrt, correctly
rounded as IEEE requires, which hypot uses like the C), no contraction, so this gives the bits
the C gives on every target; it shares only the tables and constants (data, read from
tables.c and constants.h). The conformance corpora take their expected function values
from here, and `python3 Math/reference.py --check` compares it with mpmath at 120 digits on
random and hard inputs, so the expected bits are checked against an exact oracle too.
"""
import math
import os
import re
import struct
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SHIMS = os.path.join(ROOT, "Sources", "_CurveMath", "Math")


def _read_tables():
    with open(os.path.join(SHIMS, "tables.c")) as f:
        text = f.read()
    tables = {}
    for name, body in re.findall(r"const (?:double|unsigned) (\w+)\[\d+\] = \{(.*?)\};", text, re.S):
        values = [v.strip() for v in body.split(",") if v.strip()]
        tables[name] = [int(v, 16) if name.endswith("bits") else float.fromhex(v) for v in values]
    with open(os.path.join(SHIMS, "constants.h")) as f:
        constants = {n: float.fromhex(v) for n, v in re.findall(r"#define (CURVE_\w+) (\S+)", f.read())}
    return tables, constants


hexf = float.fromhex  # C's hexadecimal literals, which Python does not read
_T, C = _read_tables()
EXP_TABLE, LOG_TABLE, TRIG_TABLE = _T["curve_exp_table"], _T["curve_log_table"], _T["curve_trig_table"]
ATAN_TABLE = _T["curve_atan_table"]
TWO_OVER_PI_BITS = _T["curve_two_over_pi_bits"]
SHIFT = hexf("0x1.8p52")
SHIFT_BITS = 0x4338000000000000
INT64_MIN = -(1 << 63)
INF = float("inf")
NAN = float("nan")


def bits(v):
    """The 64 bits of v as a signed integer."""
    return struct.unpack("<q", struct.pack("<d", v))[0]


def double(b):
    """The double whose bits are b (taken modulo 2^64)."""
    return struct.unpack("<d", struct.pack("<Q", b & 0xFFFFFFFFFFFFFFFF))[0]


def wrap(b):
    """b as a signed 64-bit integer (two's complement)."""
    b &= 0xFFFFFFFFFFFFFFFF
    return b - (1 << 64) if b >> 63 else b


def magnitude(x):
    return double(bits(x) & 0x7FFFFFFFFFFFFFFF)


# Exact sums and products.

def two_sum(a, b):
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)


def fast_two_sum(a, b):
    s = a + b
    return s, b - (s - a)


def two_product(a, b):
    p = a * b
    ta, tb = 134217729.0 * a, 134217729.0 * b
    ah, bh = ta - (ta - a), tb - (tb - b)
    al, bl = a - ah, b - bh
    return p, ((ah * bh - p) + ah * bl + al * bh) + al * bl


def integer_value(k):
    return double(k + SHIFT_BITS) - SHIFT


# exp

def exp_parts(x, tail):
    t = x * C["CURVE_INV_LN2_128"] + SHIFT
    k = wrap(bits(t) - SHIFT_BITS)
    kd = t - SHIFT
    r = x - kd * C["CURVE_LN2_128_HI"]
    r = (r - kd * C["CURVE_LN2_128_LO"]) + tail
    j = (k & 127) * 2
    th, tl = EXP_TABLE[j], EXP_TABLE[j + 1]
    p = r + r * r * (0.5 + r * (C["CURVE_EXPM1_C3"] + r * (C["CURVE_EXPM1_C4"] + r * C["CURVE_EXPM1_C5"])))
    return (th, th * p + tl), k


def exp_core(x, tail):
    (hi, lo), k = exp_parts(x, tail)
    return (hi + lo) * double(((k >> 7) + 1023) << 52)


def scaled(hi, lo, m):
    if m > 1023:
        return (hi + lo) * double((m - 1 + 1023) << 52) * 2
    if m >= -1022:
        return (hi + lo) * double((m + 1023) << 52)
    scale = double((m + 1022 + 1023) << 52)
    th, tl = fast_two_sum(1.0, hi * scale)
    return ((th + (tl + lo * scale)) - 1.0) * hexf("0x1p-1022")


def exp_wide(x, tail):
    (hi, lo), k = exp_parts(x, tail)
    return scaled(hi, lo, k >> 7)


def exp(x):
    if magnitude(x) < 708:
        return exp_core(x, 0.0)
    if x != x:
        return x + x
    if x > 709.8:
        return INF
    if x < -746:
        return 0.0
    return exp_wide(x, 0.0)


# log

def log_reduce(x, k_offset):
    ix = bits(x)
    tmp = ix - 0x3FE6100000000000
    k = tmp >> 52
    j = ((tmp >> 45) & 127) * 3
    z = double(ix - (k << 52))
    c = LOG_TABLE[j]
    zh = double(bits(z) & ~0xFFFFF)
    r, rl = two_sum(zh * c - 1, (z - zh) * c)
    kd = integer_value(k) + k_offset
    head = kd * C["CURVE_LN2_HI"] + LOG_TABLE[j + 1]
    tail = kd * C["CURVE_LN2_LO"] + LOG_TABLE[j + 2]
    return r, rl, head, tail


def log1p_cubic(r):
    return C["CURVE_LOG1P_C3"] + r * (C["CURVE_LOG1P_C4"] + r * (C["CURVE_LOG1P_C5"] + r * (C["CURVE_LOG1P_C6"] + r * (C["CURVE_LOG1P_C7"] + r * C["CURVE_LOG1P_C8"]))))


def log_core(x, k_offset):
    r, rl, head, tail = log_reduce(x, k_offset)
    r2 = r * r
    poly = r2 * (-0.5 + r * log1p_cubic(r))
    s, e = fast_two_sum(head, r)
    return s + (e + ((tail + rl) + poly))


def log_pair(x, k_offset):
    r, rl, head, tail = log_reduce(x, k_offset)
    sq, sql = two_product(r, r)
    s, e = fast_two_sum(head, r)
    u, ue = fast_two_sum(s, -0.5 * sq)
    small = (rl - 0.5 * sql) - r * rl + r * sq * log1p_cubic(r)
    return fast_two_sum(u, e + ue + (small + tail))


def log(x):
    ix = bits(x) & 0xFFFFFFFFFFFFFFFF
    if (ix - 0x0010000000000000) & 0xFFFFFFFFFFFFFFFF < 0x7FE0000000000000:
        return log_core(x, 0.0)
    if x != x:
        return x + x
    if x == 0:
        return -INF
    if x < 0:
        return NAN
    if x == INF:
        return x
    return log_core(x * hexf("0x1p52"), -52.0)


# log2 and log10

def log_scaled_core(x, k_offset, hi, lo):
    lh, ll = log_pair(x, k_offset)
    ph, pl = two_product(lh, hi)
    return ph + (pl + (lh * lo + ll * hi))


def log_scaled(x, hi, lo):
    ix = bits(x) & 0xFFFFFFFFFFFFFFFF
    if (ix - 0x0010000000000000) & 0xFFFFFFFFFFFFFFFF < 0x7FE0000000000000:
        return log_scaled_core(x, 0.0, hi, lo)
    if x != x:
        return x + x
    if x == 0:
        return -INF
    if x < 0:
        return NAN
    if x == INF:
        return x
    return log_scaled_core(x * hexf("0x1p52"), -52.0, hi, lo)


def log2(x):
    return log_scaled(x, C["CURVE_INV_LN2_HI"], C["CURVE_INV_LN2_LO"])


def log10(x):
    return log_scaled(x, C["CURVE_INV_LN10_HI"], C["CURVE_INV_LN10_LO"])


# cube and pow

def cube_core(x):
    sq, sql = two_product(x, x)
    c, cl = two_product(x, sq)
    return c + (cl + x * sql)


def cube(x):
    ax = magnitude(x)
    if hexf("0x1p-340") < ax < hexf("0x1p340"):
        return cube_core(x)
    return (x * x) * x


def integer_kind(y):
    iy = bits(y)
    e = ((iy >> 52) & 0x7FF) - 1023
    if e < 0:
        return 2 if y == 0 else 0
    if e > 52:
        return 2
    mantissa = (iy & 0xFFFFFFFFFFFFF) | (1 << 52)
    if mantissa & ((1 << (52 - e)) - 1):
        return 0
    return 1 if (mantissa >> (52 - e)) & 1 else 2


def pow_core(x, y, k_offset):
    lh, ll = log_pair(magnitude(x), k_offset)
    p, pe = two_product(y, lh)
    zh, zl = fast_two_sum(p, pe + y * ll)
    return exp_core(zh, zl), zh


def pow(x, y):
    if y == 2:
        return x * x
    if y == 3:
        return cube(x)
    ax, ay = magnitude(x), magnitude(y)
    x_normal = (bits(ax) - 0x0010000000000000) & 0xFFFFFFFFFFFFFFFF < 0x7FE0000000000000
    if x_normal and x > 0 and ay < hexf("0x1p64"):
        v, z = pow_core(x, y, 0.0)
        if magnitude(z) < 708:
            return v
    if y == 0 or x == 1:
        return 1.0
    if x != x or y != y:
        return x + y
    kind = integer_kind(y)
    if ax == 0:
        if y < 0:
            return (-INF if bits(x) < 0 else INF) if kind == 1 else INF  # 1/x in C
        return x if kind == 1 else 0.0
    if ay == INF:
        if ax == 1:
            return 1.0
        return INF if (ax < 1) == (y < 0) else 0.0
    if ax == INF:
        m = 0.0 if y < 0 else INF
        return -m if (x < 0 and kind == 1) else m
    if x < 0 and kind == 0:
        return NAN
    sign = -1.0 if (x < 0 and kind == 1) else 1.0
    if ax == 1:
        return sign
    k_offset = 0.0
    if not x_normal:
        ax *= hexf("0x1p52")
        k_offset = -52.0
    if ay >= hexf("0x1p64"):
        below_one = k_offset != 0 or ax < 1
        return sign * INF if below_one == (y < 0) else sign * 0.0
    lh, ll = log_pair(ax, k_offset)
    p, pe = two_product(y, lh)
    zh, zl = fast_two_sum(p, pe + y * ll)
    if zh > 710:
        return sign * INF
    if zh < -746:
        return sign * 0.0
    return sign * exp_wide(zh, zl)


# sin and cos

def sin_reduced_pair(r, rl, quadrant):
    """The pair (before its sign) and the sign bits to apply, as core.h's sin_reduced_pair."""
    sign = bits(r) & INT64_MIN
    a = double(bits(r) ^ sign)
    al = double(bits(rl) ^ sign)
    t = a * 128 + SHIFT
    cosine = (quadrant & 1) != 0
    record = ((bits(t) & 127) * 2 + (quadrant & 1)) * 4
    d = a - (t - SHIFT) * hexf("0x1p-7")
    d2 = d * d
    sin_d_tail = d * d2 * (C["CURVE_SIND_C3"] + d2 * C["CURVE_SIND_C5"]) + al
    cos_d_minus_1 = d2 * (-0.5 + d2 * (C["CURVE_COSM1D_C4"] + d2 * C["CURVE_COSM1D_C6"])) - d * al
    ph, pl, q_rest, ql = TRIG_TABLE[record:record + 4]
    lead = d * 0 if cosine else d * 0 + 1
    hh, hl = fast_two_sum(ph, d * lead)
    lo = hl + ((pl + (q_rest + ql) * d) + ((q_rest + lead) * sin_d_tail + ph * cos_d_minus_1))
    negate = (INT64_MIN if quadrant & 2 else 0) ^ (0 if cosine else sign)
    return hh, lo, negate


def sin_reduced(r, rl, quadrant):
    hi, lo, negate = sin_reduced_pair(r, rl, quadrant)
    return double(bits(hi + lo) ^ negate)


def reduce_medium(x):
    t = x * C["CURVE_TWO_OVER_PI"] + SHIFT
    k = t - SHIFT
    quadrant = bits(t)
    r0 = x - k * C["CURVE_PIO2_1"]
    r1, e1 = two_sum(r0, -(k * C["CURVE_PIO2_2"]))
    r2, e2 = two_sum(r1, -(k * C["CURVE_PIO2_3"]))
    minus_low = k * C["CURVE_PIO2_4"] - (e1 + e2)  # a subtraction keeps x = -0 as -0
    r = r2 - minus_low
    return r, (r2 - r) - minus_low, quadrant


def sin_core(x, quadrant_offset):
    r, rl, quadrant = reduce_medium(x)
    return sin_reduced(r, rl, quadrant + quadrant_offset)


def two_over_pi_bits(j):
    p = j - 1 + 64
    word, offset = p // 32, p % 32
    high = TWO_OVER_PI_BITS[word]
    if offset == 0:
        return high
    return ((high << offset) | (TWO_OVER_PI_BITS[word + 1] >> (32 - offset))) & 0xFFFFFFFF


def reduce_large(x):
    """Payne–Hanek, as scalar.c (Python's integers hold the 192-bit product directly)."""
    ix = bits(x)
    e = ((ix >> 52) & 0x7FF) - 1075
    m = (ix & 0xFFFFFFFFFFFFF) | (1 << 52)
    window = 0
    for n in range(6):
        window = (window << 32) | two_over_pi_bits(e - 1 + 32 * n)
    product = (m * window) & ((1 << 192) - 1)
    q = product >> 190
    fraction = product & ((1 << 190) - 1)
    negative = False
    if fraction >> 189:
        q += 1
        negative = True
        fraction = (1 << 190) - fraction
    fh, fl = 0.0, 0.0
    for n in range(5, -1, -1):
        limb = float((fraction >> (32 * n)) & 0xFFFFFFFF) * double((1023 + 32 * n - 190) << 52)
        fh, e2 = two_sum(fh, limb)
        fl += e2
    fh, fl = fast_two_sum(fh, fl)
    rh, rl = two_product(fh, C["CURVE_PIO2_HI"])
    rh, rl = fast_two_sum(rh, rl + (fh * C["CURVE_PIO2_LO"] + fl * C["CURVE_PIO2_HI"]))
    if negative:
        rh, rl = -rh, -rl
    if x < 0:
        rh, rl, q = -rh, -rl, -q
    return rh, rl, q


def sine_turned(x, quadrant_offset):
    ax = magnitude(x)
    if ax < hexf("0x1p19"):
        return sin_core(x, quadrant_offset)
    if not ax < INF:
        return NAN
    r, rl, q = reduce_large(x)
    return sin_reduced(r, rl, q + quadrant_offset)


def sin(x):
    return sine_turned(x, 0)


def cos(x):
    return sine_turned(x, 1)


# tan

def tan_reduced(r, rl, quadrant):
    sh, sl, ns = sin_reduced_pair(r, rl, quadrant)
    ch, cl, nc = sin_reduced_pair(r, rl, quadrant + 1)
    sh, sl = fast_two_sum(double(bits(sh) ^ ns), double(bits(sl) ^ ns))
    ch, cl = fast_two_sum(double(bits(ch) ^ nc), double(bits(cl) ^ nc))
    q = sh / ch
    ph, pl = two_product(q, ch)
    m = ((ph - sh) + pl + (q * cl - sl)) / ch
    return q - m


def tan(x):
    ax = magnitude(x)
    if ax < hexf("0x1p19"):
        r, rl, quadrant = reduce_medium(x)
        return tan_reduced(r, rl, quadrant)
    if not ax < INF:
        return NAN
    r, rl, q = reduce_large(x)
    return tan_reduced(r, rl, q)


# atan and atan2

def atan_turned(a, al, base_hi, base_lo, turn):
    s = a * 64 + SHIFT
    i = wrap(bits(s) - SHIFT_BITS)
    if not 0 <= i <= 64:
        i = 0
    c = (s - SHIFT) * hexf("0x1p-6")
    ah = double(bits(a) & ~0x7FFFFFF)
    dh, dl = fast_two_sum(1 + ah * c, (a - ah) * c + al * c)
    nh = a - c
    th = nh / dh
    ph, pl = two_product(th, dh)
    tl = (((nh - ph) - pl) + (al - th * dl)) / dh
    t2 = th * th
    cubic = th * t2 * (C["CURVE_ATAN_C3"] + t2 * (C["CURVE_ATAN_C5"] + t2 * (C["CURVE_ATAN_C7"] + t2 * C["CURVE_ATAN_C9"])))
    hh, hl = fast_two_sum(ATAN_TABLE[2 * i], th)
    small = hl + ((ATAN_TABLE[2 * i + 1] + tl) + cubic)
    uh, ul = fast_two_sum(base_hi, turn * hh)
    return uh + (ul + (base_lo + turn * small))


def atan_ratio(n, d, base_hi, base_lo, turn):
    q = n / d
    ph, pl = two_product(q, d)
    return atan_turned(q, ((n - ph) - pl) / d, base_hi, base_lo, turn)


def atan_core(x):
    sign = bits(x) & INT64_MIN
    ax = double(bits(x) ^ sign)
    if ax > 1:
        v = atan_ratio(1.0, ax, C["CURVE_PIO2_HI"], C["CURVE_PIO2_LO"], -1.0)
    else:
        v = atan_ratio(ax, 1.0, 0.0, 0.0, 1.0)
    return double(bits(v) ^ sign)


def atan(x):
    if magnitude(x) < hexf("0x1p60"):
        return atan_core(x)
    if x != x:
        return x + x
    return double(bits(C["CURVE_PIO2_HI"]) ^ (bits(x) & INT64_MIN))


def atan2_covered(y, x):
    ax, ay = magnitude(x), magnitude(y)
    n, d = (ax, ay) if ay > ax else (ay, ax)
    return n >= hexf("0x1p-900") * d and d >= hexf("0x1p-1022") and d < hexf("0x1p1022") and n > 0


def atan2_core(y, x):
    sign = bits(y) & INT64_MIN
    ax, ay = magnitude(x), magnitude(y)
    steep, left = ay > ax, x < 0
    n, d = (ax, ay) if steep else (ay, ax)
    scale = double((2046 << 52) - (bits(d) & 0x7FF0000000000000))
    if steep:
        base_hi, base_lo = C["CURVE_PIO2_HI"], C["CURVE_PIO2_LO"]
    elif left:
        base_hi, base_lo = C["CURVE_PI_HI"], C["CURVE_PI_LO"]
    else:
        base_hi, base_lo = 0.0, 0.0
    turn = -1.0 if steep != left else 1.0
    v = atan_ratio(n * scale, d * scale, base_hi, base_lo, turn)
    return double(bits(v) ^ sign)


def atan2(y, x):
    if atan2_covered(y, x):
        return atan2_core(y, x)
    if x != x or y != y:
        return x + y
    ax, ay = magnitude(x), magnitude(y)
    left = bits(x) < 0
    if ay == 0:
        v = C["CURVE_PI_HI"] if left else 0.0
    elif ax == INF:
        if ay == INF:
            v = C["CURVE_3PIO4"] if left else C["CURVE_PIO4"]
        else:
            v = C["CURVE_PI_HI"] if left else 0.0
    elif ax == 0 or ay == INF:
        v = C["CURVE_PIO2_HI"]
    else:
        d = ay if ay > ax else ax
        s = hexf("0x1p-2") if d >= hexf("0x1p1022") else hexf("0x1p200")
        if atan2_covered(y * s, x * s):
            return atan2_core(y * s, x * s)
        if ay > ax:
            v = C["CURVE_PIO2_HI"]
        elif left:
            v = C["CURVE_PI_HI"]
        else:
            v = ay / ax
    return double(bits(v) ^ (bits(y) & INT64_MIN))


# cbrt and hypot

def cbrt(x):
    ax = magnitude(x)
    if not ax < INF or ax == 0:
        return x + x
    offset = 0
    if ax < hexf("0x1p-1022"):
        ax *= hexf("0x1p54")
        offset = -54
    ix = bits(ax)
    n = (ix >> 52) - 1023 + offset + 1200
    k, j = n // 3 - 400, n % 3
    m = double((ix & 0xFFFFFFFFFFFFF) | 0x3FF0000000000000)
    a = m if j == 0 else (m * 2 if j == 1 else m * 4)
    y = C["CURVE_CBRT_C0"] + m * (C["CURVE_CBRT_C1"] + m * (C["CURVE_CBRT_C2"] + m * (C["CURVE_CBRT_C3"] + m * C["CURVE_CBRT_C4"])))
    y = y if j == 0 else (y * C["CURVE_CBRT2"] if j == 1 else y * C["CURVE_CBRT4"])
    y = y - (y * y * y - a) / (3 * (y * y))
    y = y - (y * y * y - a) / (3 * (y * y))
    sq, sql = two_product(y, y)
    cu, cul = two_product(y, sq)
    residual = ((a - cu) - cul) - y * sql
    v = (y + residual / (3 * sq)) * double((k + 1023) << 52)
    return double(bits(v) | (bits(x) & INT64_MIN))


def hypot(x, y):
    # The C runs the same steps unscaled where the larger magnitude is in [2^-450, 2^450]
    # (hypot_core): scaling by powers of 2 changes no rounding there, so the bits are these.
    ax, ay = magnitude(x), magnitude(y)
    if ax == INF or ay == INF:
        return INF
    if ax != ax or ay != ay:
        return x + y
    big, small = (ax, ay) if ax > ay else (ay, ax)
    if small == 0:
        return big
    if small < big * hexf("0x1p-31"):
        return big
    offset = 0
    if big < hexf("0x1p-1022"):
        big *= hexf("0x1p54")
        small *= hexf("0x1p54")
        offset = -54
    if big >= hexf("0x1p1023"):
        big *= 0.5
        small *= 0.5
        offset = 1
    e = ((bits(big) >> 52) & 0x7FF) - 1023
    scale = double((1023 - e) << 52)
    b, s = big * scale, small * scale
    b2, b2l = two_product(b, b)
    s2, s2l = two_product(s, s)
    sh, sl = two_sum(b2, s2)
    hh, hl = fast_two_sum(sh, sl + (b2l + s2l))
    r = math.sqrt(hh)
    rr, rrl = two_product(r, r)
    vh, vl = r, (((hh - rr) - rrl) + hl) / (2 * r)
    m = e + offset
    if vh >= 2:
        vh, vl, m = vh * 0.5, vl * 0.5, m + 1
    return scaled(vh, vl, m)


# sinh, cosh and tanh

def exp_both(a):
    (uh, ul), ku = exp_parts(a, 0.0)
    (dh, dl), kd = exp_parts(-a, 0.0)
    su, sd = double(((ku >> 7) + 1023) << 52), double(((kd >> 7) + 1023) << 52)
    return uh * su, ul * su, dh * sd, dl * sd


def odd_series(a, c3, rest):
    if a < hexf("0x1p-28"):
        return a
    sq, sql = two_product(a, a)
    cu, cul = two_product(a, sq)
    cube_lo = cul + a * sql
    mh, ml = two_product(cu, c3)
    hh, hl = fast_two_sum(a, mh)
    return hh + (hl + (ml + (cube_lo * c3 + cu * rest)))


def with_sign_of(v, x):
    return double(bits(v) ^ (bits(x) & INT64_MIN))


def sinh_core(x):
    a = magnitude(x)
    if a < 0.5:
        a2 = a * a
        v = odd_series(a, C["CURVE_SINH_C3"], a2 * (C["CURVE_SINH_C5"] + a2 * (C["CURVE_SINH_C7"] + a2 * (C["CURVE_SINH_C9"] + a2 * (C["CURVE_SINH_C11"] + a2 * C["CURVE_SINH_C13"])))))
    else:
        uh, ul, dh, dl = exp_both(a)
        sh, sl = fast_two_sum(uh, -dh)
        v = (sh + (sl + (ul - dl))) * 0.5
    return with_sign_of(v, x)


def cosh_core(x):
    uh, ul, dh, dl = exp_both(magnitude(x))
    sh, sl = fast_two_sum(uh, dh)
    return (sh + (sl + (ul + dl))) * 0.5


def tanh_core(x):
    a = magnitude(x)
    if a < 0.25:
        a2 = a * a
        v = odd_series(a, C["CURVE_TANH_C3"], a2 * (C["CURVE_TANH_C5"] + a2 * (C["CURVE_TANH_C7"] + a2 * (C["CURVE_TANH_C9"] + a2 * (C["CURVE_TANH_C11"] + a2 * (C["CURVE_TANH_C13"] + a2 * (C["CURVE_TANH_C15"] + a2 * C["CURVE_TANH_C17"])))))))
    else:
        uh, ul, dh, dl = exp_both(a)
        nh, nl = fast_two_sum(uh, -dh)
        dh2, dl2 = fast_two_sum(uh, dh)
        nh, nl = fast_two_sum(nh, nl + (ul - dl))
        dh2, dl2 = fast_two_sum(dh2, dl2 + (ul + dl))
        q = nh / dh2
        ph, pl = two_product(q, dh2)
        v = q + (((nh - ph) - pl) + (nl - q * dl2)) / dh2
    return with_sign_of(v, x)


def half_exp(a):
    (hi, lo), k = exp_parts(a, 0.0)
    return scaled(hi, lo, (k >> 7) - 1)


def sinh(x):
    a = magnitude(x)
    if a < 708:
        return sinh_core(x)
    if x != x:
        return x + x
    v = half_exp(a) if a < 711 else INF
    return double(bits(v) | (bits(x) & INT64_MIN))


def cosh(x):
    a = magnitude(x)
    if a < 708:
        return cosh_core(x)
    if x != x:
        return x + x
    return half_exp(a) if a < 711 else INF


def tanh(x):
    if magnitude(x) < 22:
        return tanh_core(x)
    if x != x:
        return x + x
    return 1.0 if x > 0 else -1.0


# asin and acos

def sqrt_one_minus_square(a):
    ph, pl = two_product(a, a)
    hh, hl = two_sum(1.0, -ph)
    uh, ul = fast_two_sum(hh, hl - pl)
    r = math.sqrt(uh)
    if r == 0:
        return 0.0, 0.0
    sh, sl = two_product(r, r)
    return r, (((uh - sh) - sl) + ul) / (2 * r)


def atan_pair_ratio(nh, nl, dh, dl, base_hi, base_lo, turn):
    q = nh / dh
    ph, pl = two_product(q, dh)
    return atan_turned(q, (((nh - ph) - pl) + (nl - q * dl)) / dh, base_hi, base_lo, turn)


def asin(x):
    if not magnitude(x) <= 1:
        return x + x if x != x else NAN
    a = magnitude(x)
    sh, sl = sqrt_one_minus_square(a)
    if sh < a:
        v = atan_pair_ratio(sh, sl, a, 0.0, C["CURVE_PIO2_HI"], C["CURVE_PIO2_LO"], -1.0)
    else:
        v = atan_pair_ratio(a, 0.0, sh, sl, 0.0, 0.0, 1.0)
    return with_sign_of(v, x)


def acos(x):
    if not magnitude(x) <= 1:
        return x + x if x != x else NAN
    a = magnitude(x)
    left = x < 0
    sh, sl = sqrt_one_minus_square(a)
    if sh > a:
        return atan_pair_ratio(a, 0.0, sh, sl, C["CURVE_PIO2_HI"], C["CURVE_PIO2_LO"], 1.0 if left else -1.0)
    if left:
        return atan_pair_ratio(sh, sl, a, 0.0, C["CURVE_PI_HI"], C["CURVE_PI_LO"], -1.0)
    return atan_pair_ratio(sh, sl, a, 0.0, 0.0, 0.0, 1.0)


# asinh, acosh and atanh

def log_of_pair(y, yl, k_offset):
    lh, ll = log_pair(y, k_offset)
    return lh + (ll + yl / y)


def asinh(x):
    if not magnitude(x) < INF:
        return x + x
    a = magnitude(x)
    if a < 0.0625:
        a2 = a * a
        v = odd_series(a, C["CURVE_ASINH_C3"], a2 * (C["CURVE_ASINH_C5"] + a2 * (C["CURVE_ASINH_C7"] + a2 * (C["CURVE_ASINH_C9"] + a2 * (C["CURVE_ASINH_C11"] + a2 * C["CURVE_ASINH_C13"])))))
    elif a >= hexf("0x1p40"):
        lh, ll = log_pair(a, 1.0)
        v = lh + ll
    else:
        ph, pl = two_product(a, a)
        uh, ul = two_sum(ph, 1.0)
        uh, ul = fast_two_sum(uh, ul + pl)
        r = math.sqrt(uh)
        sh, sl = two_product(r, r)
        rl = (((uh - sh) - sl) + ul) / (2 * r)
        yh, yl = fast_two_sum(r, a)
        yh, yl = fast_two_sum(yh, yl + rl)
        v = log_of_pair(yh, yl, 0.0)
    return with_sign_of(v, x)


def acosh(x):
    if not (x >= 1 and x < INF):
        if x != x:
            return x + x
        return x if x == INF else NAN
    if x >= hexf("0x1p40"):
        lh, ll = log_pair(x, 1.0)
        return lh + ll
    ph, pl = two_product(x, x)
    uh, ul = two_sum(ph, -1.0)
    uh, ul = fast_two_sum(uh, ul + pl)
    r = math.sqrt(uh)
    rl = 0.0
    if r > 0:
        sh, sl = two_product(r, r)
        rl = (((uh - sh) - sl) + ul) / (2 * r)
    yh, yl = fast_two_sum(x, r)
    yh, yl = fast_two_sum(yh, yl + rl)
    return log_of_pair(yh, yl, 0.0)


def atanh(x):
    a = magnitude(x)
    if not a < 1:
        if x != x:
            return x + x
        return x * INF if a == 1 else NAN
    if a < 0.0625:
        a2 = a * a
        v = odd_series(a, C["CURVE_ATANH_C3"], a2 * (C["CURVE_ATANH_C5"] + a2 * (C["CURVE_ATANH_C7"] + a2 * (C["CURVE_ATANH_C9"] + a2 * (C["CURVE_ATANH_C11"] + a2 * C["CURVE_ATANH_C13"])))))
    else:
        nh, nl = fast_two_sum(1.0, a)
        dh, dl = fast_two_sum(1.0, -a)
        q = nh / dh
        ph, pl = two_product(q, dh)
        ql = (((nh - ph) - pl) + (nl - q * dl)) / dh
        v = 0.5 * log_of_pair(q, ql, 0.0)
    return with_sign_of(v, x)


# cot, sec and csc

def pair_quotient(nh, nl, dh, dl):
    q = nh / dh
    ph, pl = two_product(q, dh)
    m = ((ph - nh) + pl + (q * dl - nl)) / dh
    return q - m


def reciprocal_trig_reduced(r, rl, quadrant, kind):
    sh, sl, ns = sin_reduced_pair(r, rl, quadrant)
    ch, cl, nc = sin_reduced_pair(r, rl, quadrant + 1)
    sh, sl = fast_two_sum(double(bits(sh) ^ ns), double(bits(sl) ^ ns))
    ch, cl = fast_two_sum(double(bits(ch) ^ nc), double(bits(cl) ^ nc))
    if kind == 0:
        return pair_quotient(ch, cl, sh, sl)
    return pair_quotient(1.0, 0.0, ch, cl) if kind == 1 else pair_quotient(1.0, 0.0, sh, sl)


def reciprocal_trig(x, kind):
    ax = magnitude(x)
    if ax < hexf("0x1p19"):
        if kind != 1 and ax < hexf("0x1p-40"):
            return with_sign_of(INF, x) if x == 0 else 1 / x
        r, rl, quadrant = reduce_medium(x)
        return reciprocal_trig_reduced(r, rl, quadrant, kind)
    if not ax < INF:
        return NAN
    r, rl, q = reduce_large(x)
    return reciprocal_trig_reduced(r, rl, q, kind)


def cot(x):
    return reciprocal_trig(x, 0)


def sec(x):
    return reciprocal_trig(x, 1)


def csc(x):
    return reciprocal_trig(x, 2)


# log_base

def ieee_divide(a, b):
    """a / b as IEEE divides (Python raises at b = 0)."""
    if b != 0 or a != a:
        return a / b if b != 0 else a
    if a == 0:
        return NAN
    return double(bits(INF) ^ ((bits(a) ^ bits(b)) & INT64_MIN))


def log_base_core(b, x, b_offset, x_offset):
    bh, bl = log_pair(b, b_offset)
    xh, xl = log_pair(x, x_offset)
    if xh == 0:
        return xh / bh
    return pair_quotient(xh, xl, bh, bl)


def log_base(b, x):
    normal = lambda v: 0x0010000000000000 <= bits(v) < 0x7FF0000000000000
    if normal(b) and normal(x) and b != 1:
        return log_base_core(b, x, 0.0, 0.0)
    if b != b or x != x:
        return b + x
    if not b > 0 or x < 0:
        return NAN
    if x == 0 or x == INF or b == INF:
        return ieee_divide(log(x), log(b))
    bs, xs, b_offset, x_offset = b, x, 0.0, 0.0
    if b < hexf("0x1p-1022"):
        bs, b_offset = b * hexf("0x1p52"), -52.0
    if x < hexf("0x1p-1022"):
        xs, x_offset = x * hexf("0x1p52"), -52.0
    if b == 1:
        return log_pair(xs, x_offset)[0] * INF
    return log_base_core(bs, xs, b_offset, x_offset)


# gamma

def pair_product(ah, al, bh, bl):
    ph, pl = two_product(ah, bh)
    return fast_two_sum(ph, pl + (ah * bl + al * bh))


def pair_sum(ah, al, bh, bl):
    sh, sl = two_sum(ah, bh)
    return fast_two_sum(sh, sl + (al + bl))


def log_gamma_stirling(zh, zl):
    lh, ll = log_pair(zh, 0)
    lh, ll = fast_two_sum(lh, ll + zl / zh)
    ah, al = two_sum(zh - 0.5, zl)
    mh, ml = pair_product(ah, al, lh, ll)
    mh, ml = pair_sum(mh, ml, -zh, -zl)
    mh, ml = pair_sum(mh, ml, hexf("0x1.d67f1c864beb5p-1"), hexf("-0x1.65b5a1b7ff5dfp-55"))
    t = 1.0 / zh
    th, tlo = two_product(t, zh)
    tl = (((1.0 - th) - tlo) - t * zl) / zh
    w = t * t
    c = [hexf(v) for v in ("-0x1.6c16c16c16c17p-9", "0x1.a01a01a01a01ap-11", "-0x1.3813813813814p-11", "0x1.b951e2b18ff23p-11",
                           "-0x1.f6ab0d9993c7dp-10", "0x1.a41a41a41a41ap-8", "-0x1.e4286cb0f5398p-6", "0x1.6fe96381e0680p-3")]
    inner = c[7]
    for coefficient in reversed(c[:7]):
        inner = coefficient + w * inner
    rest = w * inner
    sh, sl = two_sum(hexf("0x1.5555555555555p-4"), rest)
    sl += hexf("0x1.5555555555555p-58")
    ph, pl = pair_product(sh, sl, t, tl)
    return pair_sum(mh, ml, ph, pl)


def gamma(x):
    if x != x:
        return x + x
    if x == INF:
        return x
    if x > 171.625:
        return INF
    ax = magnitude(x)
    if ax < hexf("0x1p-54"):
        if ax < hexf("0x1p-900"):
            return ieee_divide(1.0, x)
        r = 1.0 / x
        ph, pl = two_product(r, x)
        e = ((1.0 - ph) - pl) / x
        return r + (e - hexf("0x1.2788cfc6fb619p-1"))
    if x < 0:
        if ax >= hexf("0x1p52"):
            return NAN
        n = (ax + hexf("0x1p52")) - hexf("0x1p52")
        if n == ax:
            return NAN
        if x < -190:
            c = n if n > ax else n + 1
            half = c * 0.5
            return 0.0 if (half + hexf("0x1p52")) - hexf("0x1p52") == half else -0.0
    ph, pl = 1.0, 0.0
    p_scale = 0
    k = 0.0
    zh, zl = x, 0.0
    while zh < 12:
        ph, pl = pair_product(ph, pl, zh, zl)
        if magnitude(ph) > hexf("0x1p600"):
            ph, pl = ph * hexf("0x1p-600"), pl * hexf("0x1p-600")
            p_scale += 600
        k += 1
        zh, zl = two_sum(x, k)
    negative = ph < 0
    if negative:
        ph, pl = -ph, -pl
    lh, ll = log_gamma_stirling(zh, zl)
    (eh, el), e_scale = exp_parts(lh, ll)
    qh = eh / ph
    qph, qpl = two_product(qh, ph)
    ql = (((eh - qph) - qpl) + (el - qh * pl)) / ph
    q_exponent = ((bits(qh) >> 52) & 0x7FF) - 1023
    unscale = double((1023 - q_exponent) << 52)
    qh, ql = fast_two_sum(qh * unscale, ql * unscale)
    value = scaled(qh, ql, (e_scale >> 7) + q_exponent - p_scale)
    return -value if negative else value


FUNCTIONS = {"sin": sin, "cos": cos, "exp": exp, "log": log, "atan": atan, "tan": tan, "log2": log2, "log10": log10, "cbrt": cbrt,
             "sinh": sinh, "cosh": cosh, "tanh": tanh,
             "asin": asin, "acos": acos,
             "asinh": asinh, "acosh": acosh, "atanh": atanh,
             "cot": cot, "sec": sec, "csc": csc, "gamma": gamma}


def _check(count=20000):
    """Against mpmath at 120 digits: at most 1 ulp on random and hard inputs."""
    import json
    import random
    import mpmath
    mpmath.mp.dps = 120
    rng = random.Random(7)

    def ulp_error(value, exact):
        if value != value:
            return 0.0 if exact != exact else INF
        e = mpmath.frexp(exact)[1] if exact != 0 else -1073
        return float(abs(mpmath.mpf(value) - exact) / mpmath.ldexp(1, max(e - 53, -1074)))

    hard = json.load(open(os.path.join(ROOT, "Tests", "CurveAccuracyTests", "hard-arguments.json")))
    hard = [float.fromhex(v) for v in hard["arguments"]][::10]
    cases = {
        "sin": [rng.uniform(-10, 10) for _ in range(count)] + [rng.uniform(-1e22, 1e22) for _ in range(count // 4)] + hard,
        "cos": [rng.uniform(-10, 10) for _ in range(count)] + hard,
        "exp": [rng.uniform(-745, 709.7) for _ in range(count)],
        "log": [rng.uniform(0, 3) for _ in range(count)] + [2.0 ** rng.uniform(-1070, 1020) for _ in range(count // 4)],
        "pow": [(rng.uniform(0, 10), rng.uniform(-30, 30)) for _ in range(count)] + [(-rng.uniform(0, 4), float(rng.randint(-50, 50))) for _ in range(count // 4)],
        "tan": [rng.uniform(-10, 10) for _ in range(count)] + [rng.uniform(-1e22, 1e22) for _ in range(count // 4)] + hard,
        "log2": [rng.uniform(0, 3) for _ in range(count)] + [2.0 ** rng.uniform(-1070, 1020) for _ in range(count // 4)] + [2.0 ** k for k in range(-1074, 1024)],
        "log10": [rng.uniform(0, 3) for _ in range(count)] + [2.0 ** rng.uniform(-1070, 1020) for _ in range(count // 4)] + [10.0 ** k for k in range(23)],
        "cbrt": [rng.uniform(-30, 30) for _ in range(count)] + [2.0 ** rng.uniform(-1074, 1023) * rng.choice([-1, 1]) for _ in range(count // 4)],
        "hypot": [(rng.uniform(-10, 10), rng.uniform(-10, 10)) for _ in range(count)] + [(2.0 ** rng.uniform(-1074, 1023) * rng.choice([-1, 1]), 2.0 ** rng.uniform(-1074, 1023) * rng.choice([-1, 1])) for _ in range(count // 4)],
        "atan": [rng.uniform(-3, 3) for _ in range(count)] + [2.0 ** rng.uniform(-1070, 1020) * rng.choice([-1, 1]) for _ in range(count // 4)],
        "sinh": [rng.uniform(-3, 3) for _ in range(count)] + [2.0 ** rng.uniform(-1074, 9.47) * rng.choice([-1, 1]) for _ in range(count // 4)],
        "cosh": [rng.uniform(-3, 3) for _ in range(count)] + [2.0 ** rng.uniform(-1074, 9.47) * rng.choice([-1, 1]) for _ in range(count // 4)],
        "tanh": [rng.uniform(-3, 3) for _ in range(count)] + [2.0 ** rng.uniform(-1074, 5) * rng.choice([-1, 1]) for _ in range(count // 4)],
        "asin": [rng.uniform(-1, 1) for _ in range(count)] + [rng.choice([-1, 1]) * (1 - 2.0 ** rng.uniform(-53, -1)) for _ in range(count // 4)] + [2.0 ** rng.uniform(-1074, 0) * rng.choice([-1, 1]) for _ in range(count // 4)],
        "acos": [rng.uniform(-1, 1) for _ in range(count)] + [rng.choice([-1, 1]) * (1 - 2.0 ** rng.uniform(-53, -1)) for _ in range(count // 4)] + [2.0 ** rng.uniform(-1074, 0) * rng.choice([-1, 1]) for _ in range(count // 4)],
        "asinh": [rng.uniform(-3, 3) for _ in range(count)] + [2.0 ** rng.uniform(-1074, 1023) * rng.choice([-1, 1]) for _ in range(count // 4)],
        "acosh": [1 + 2.0 ** rng.uniform(-52, 3) for _ in range(count)] + [2.0 ** rng.uniform(0, 1023) for _ in range(count // 4)],
        "atanh": [rng.uniform(-1, 1) for _ in range(count)] + [rng.choice([-1, 1]) * (1 - 2.0 ** rng.uniform(-53, -1)) for _ in range(count // 4)] + [2.0 ** rng.uniform(-1074, 0) * rng.choice([-1, 1]) for _ in range(count // 4)],
        "cot": [rng.uniform(-10, 10) for _ in range(count)] + [rng.uniform(-1e22, 1e22) for _ in range(count // 4)] + hard,
        "sec": [rng.uniform(-10, 10) for _ in range(count)] + [rng.uniform(-1e22, 1e22) for _ in range(count // 4)] + hard,
        "csc": [rng.uniform(-10, 10) for _ in range(count)] + [rng.uniform(-1e22, 1e22) for _ in range(count // 4)] + hard,
        "log_base": [(rng.uniform(0, 10), rng.uniform(0, 100)) for _ in range(count)] + [(2.0 ** rng.uniform(-1074, 1023), 2.0 ** rng.uniform(-1074, 1023)) for _ in range(count // 4)],
        "gamma": [rng.uniform(-30, 30) for _ in range(count // 4)] + [rng.uniform(-190, 171.6) for _ in range(count // 4)] + [v for v in (n + rng.choice([-1, 1]) * 2.0 ** rng.uniform(-52, -1) * max(1, -n) for n in range(-180, 0) for _ in range(5)) if v != int(v)],
        "atan2": [(rng.uniform(-3, 3), rng.uniform(-3, 3)) for _ in range(count)] + [(2.0 ** rng.uniform(-1070, 1020) * rng.choice([-1, 1]), 2.0 ** rng.uniform(-1070, 1020) * rng.choice([-1, 1])) for _ in range(count // 4)],
    }
    exact = {"sin": mpmath.sin, "cos": mpmath.cos, "exp": mpmath.exp, "log": mpmath.log, "atan": mpmath.atan, "tan": mpmath.tan,
             "log2": lambda v: mpmath.log(v, 2), "log10": mpmath.log10,
             "cbrt": lambda v: mpmath.sign(v) * mpmath.cbrt(abs(v)),
             "sinh": mpmath.sinh, "cosh": mpmath.cosh, "tanh": mpmath.tanh, "asin": mpmath.asin, "acos": mpmath.acos,
             "asinh": mpmath.asinh, "acosh": mpmath.acosh, "atanh": mpmath.atanh,
             "cot": mpmath.cot, "sec": mpmath.sec, "csc": mpmath.csc, "gamma": mpmath.gamma}
    worst_all = 0.0
    for name, inputs in cases.items():
        worst = 0.0
        for v in inputs:
            if name == "pow":
                x, y = v
                e = mpmath.power(mpmath.mpf(x), mpmath.mpf(y)) if x > 0 or y == int(y) else None
                got = pow(x, y)
                if e is None or abs(e) > mpmath.mpf(2) ** 1024 or (e != 0 and abs(e) < mpmath.mpf(2) ** -1074):
                    continue
            elif name == "hypot":
                x, y = v
                e = mpmath.hypot(mpmath.mpf(x), mpmath.mpf(y))
                got = hypot(x, y)
                if e > mpmath.mpf(2) ** 1024:
                    continue
            elif name == "log_base":
                b, x = v
                e = mpmath.log(mpmath.mpf(x)) / mpmath.log(mpmath.mpf(b))
                got = log_base(b, x)
            elif name == "atan2":
                y, x = v
                e = mpmath.atan2(mpmath.mpf(y), mpmath.mpf(x))
                got = atan2(y, x)
            else:
                e = exact[name](mpmath.mpf(v))
                got = FUNCTIONS[name](v)
            worst = max(worst, ulp_error(got, e))
        print(f"reference {name}: {len(inputs)} inputs, max {worst:.3f} ulp against mpmath")
        worst_all = max(worst_all, worst)
    if worst_all > 1:
        sys.exit("the reference is more than 1 ulp off")
    inexact = [k for k in range(-1074, 1024) if log2(2.0 ** k) != k] + [k for k in range(23) if log10(10.0 ** k) != k]
    if inexact:
        sys.exit(f"log2 or log10 is not exact at the powers {inexact}")
    print("reference log2 and log10: exact at 2^-1074 ... 2^1023 and 10^0 ... 10^22")
    powers = [(b, float(mpmath.mpf(b) ** k), k) for b in (2.0, 3.0, 10.0, 0.5, 1.5, 7.0) for k in range(-1074, 1024)
              if 0 < abs(mpmath.mpf(b) ** k) < mpmath.mpf(2) ** 1024 and float(mpmath.mpf(b) ** k) == mpmath.mpf(b) ** k]
    inexact = [(b, k) for b, x, k in powers if log_base(b, x) != k]
    if inexact:
        sys.exit(f"log_base is not exact at the powers {inexact[:10]}")
    print(f"reference log_base: exact at {len(powers)} powers of 2, 3, 10, 0.5, 1.5 and 7 that are doubles")


if __name__ == "__main__":
    if "--check" in sys.argv:
        _check()
    elif len(sys.argv) == 3:
        print(FUNCTIONS[sys.argv[1]](float.fromhex(sys.argv[2])).hex())
    else:
        print(__doc__)
