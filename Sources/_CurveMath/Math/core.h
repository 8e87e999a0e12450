// CurveKit's sin cos exp log pow, written once over a lane type and compiled for one double
// (scalar.c) and for four (blocks.h), so both give the same bits. Before including,
// define REAL (double or Lanes), BITS (int64_t or LaneBits) and MASK (int or LaneBits).
//
// Only IEEE-754 basic operations, exact bit moves and table reads, with contraction off: no
// libm, no fused multiply-add, nothing a target may round differently. Each function here
// covers the arguments that need no special handling (its comment says which); scalar.c
// handles the rest. Math/DESIGN.md has the methods and their error budgets.
#include "lanes.h"
#include "tables.h"

#pragma clang fp contract(off)
#pragma STDC FP_CONTRACT OFF

/// Adding 1.5·2^52 rounds a value below 2^51 in magnitude to an integer, held in the low bits.
#define ROUNDING_SHIFT 0x1.8p52
#define ROUNDING_SHIFT_BITS 0x4338000000000000LL

/// A value as an unevaluated sum hi + lo, |lo| <= ulp(hi)/2.
typedef struct {
  REAL hi, lo;
} Pair;

/// a + b exactly, as a pair (Knuth's TwoSum: any magnitudes).
static inline __attribute__((always_inline)) Pair two_sum(REAL a, REAL b) {
  REAL s = a + b, bb = s - a;
  Pair p = {s, (a - (s - bb)) + (b - bb)};
  return p;
}

/// a + b exactly when |a| >= |b| or a = 0 (Dekker's Fast2Sum).
static inline __attribute__((always_inline)) Pair fast_two_sum(REAL a, REAL b) {
  REAL s = a + b;
  Pair p = {s, b - (s - a)};
  return p;
}

/// a * b exactly (Dekker's product with Veltkamp's splitting; no fused multiply-add). Needs
/// |a|, |b| < 2^995 and a product that neither overflows nor underflows.
static inline __attribute__((always_inline)) Pair two_product(REAL a, REAL b) {
  REAL p = a * b;
  REAL ta = 134217729.0 * a, tb = 134217729.0 * b;  // 2^27 + 1
  REAL ah = ta - (ta - a), bh = tb - (tb - b);
  REAL al = a - ah, bl = b - bh;
  Pair r = {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
  return r;
}

/// An integer-valued REAL (|k| < 2^51) from its BITS.
static inline __attribute__((always_inline)) REAL integer_value(BITS k) {
  return double_of(k + ROUNDING_SHIFT_BITS) - ROUNDING_SHIFT;
}

// MARK: exp

/// exp(x + tail) = (hi + lo)·2^(k >> 7) with hi + lo in [0.99, 2.01], for |x| < 746 and
/// |tail| < 2^-40: k = round(x·128/ln2), r = x + tail - k·ln2/128 (Cody–Waite, the head product
/// exact), and hi + lo = 2^(j/128)·(1 + expm1(r)) from the table (j = k mod 128) and a degree-5
/// polynomial.
static inline __attribute__((always_inline)) Pair exp_parts(REAL x, REAL tail, BITS *k) {
  REAL t = x * CURVE_INV_LN2_128 + ROUNDING_SHIFT;
  *k = bits_of(t) - ROUNDING_SHIFT_BITS;
  REAL kd = t - ROUNDING_SHIFT;
  REAL r = x - kd * CURVE_LN2_128_HI;  // exact
  r = (r - kd * CURVE_LN2_128_LO) + tail;
  BITS j = (*k & 127) * 2;
  REAL th = gather(curve_exp_table, j), tl = gather(curve_exp_table, j + 1);
  REAL p = r + r * r * (0.5 + r * (CURVE_EXPM1_C3 + r * (CURVE_EXPM1_C4 + r * CURVE_EXPM1_C5)));
  Pair y = {th, th * p + tl};
  return y;
}

/// exp(x + tail) for |x| < 708 (the result is normal, the scale 2^(k >> 7) exact).
static inline __attribute__((always_inline)) REAL exp_core(REAL x, REAL tail) {
  BITS k;
  Pair y = exp_parts(x, tail, &k);
  return (y.hi + y.lo) * double_of(((k >> 7) + 1023) << 52);
}

// MARK: log

/// x = 2^k·z with z in [A, 2A), A just under 0.69, cut into 128 cells (cell 79 is centred on 1);
/// with c the cell's table value (20 bits), z·c - 1 = r + rl exactly: z's head (33 bits) times c
/// and its tail times c are exact, and the first minus 1 is exact by Sterbenz's lemma.
typedef struct {
  REAL k, r, rl, head, tail;  // log(x) = head + tail + log(1 + r + rl); head exact on 2^-42
} LogReduction;

/// For x positive, normal and finite; `k_offset` is added to the exponent (-52 when the caller
/// scaled a subnormal by 2^52).
static inline __attribute__((always_inline)) LogReduction log_reduce(REAL x, REAL k_offset) {
  BITS ix = bits_of(x);
  BITS tmp = ix - 0x3FE6100000000000LL;
  BITS k = tmp >> 52;
  BITS j = ((tmp >> 45) & 127) * 3;
  REAL z = double_of(ix - (k << 52));
  REAL c = gather(curve_log_table, j);
  REAL zh = double_of(bits_of(z) & ~0xFFFFFLL);
  Pair r = two_sum(zh * c - 1, (z - zh) * c);
  LogReduction out;
  out.k = integer_value(k) + k_offset;
  out.r = r.hi;
  out.rl = r.lo;
  out.head = out.k * CURVE_LN2_HI + gather(curve_log_table, j + 1);  // exact: both on the 2^-42 grid
  out.tail = out.k * CURVE_LN2_LO + gather(curve_log_table, j + 2);
  return out;
}

/// log(1 + r) - r + r^2/2 over r^3, the fitted polynomial (|r| <= 1/256 + 2^-19).
static inline __attribute__((always_inline)) REAL log1p_cubic(REAL r) {
  return CURVE_LOG1P_C3 + r * (CURVE_LOG1P_C4 + r * (CURVE_LOG1P_C5 + r * (CURVE_LOG1P_C6 + r * (CURVE_LOG1P_C7 + r * CURVE_LOG1P_C8))));
}

/// log(x) for x positive, normal and finite (see log_reduce for k_offset).
static inline __attribute__((always_inline)) REAL log_core(REAL x, REAL k_offset) {
  LogReduction v = log_reduce(x, k_offset);
  REAL r = v.r, r2 = r * r;
  REAL poly = r2 * (-0.5 + r * log1p_cubic(r));
  Pair s = fast_two_sum(v.head, r);  // |head| >= |r| unless head is 0
  return s.hi + (s.lo + ((v.tail + v.rl) + poly));
}

/// log(x) as a pair accurate to about 2^-70 relative, for pow: the square r^2 is exact.
static inline __attribute__((always_inline)) Pair log_pair(REAL x, REAL k_offset) {
  LogReduction v = log_reduce(x, k_offset);
  REAL r = v.r;
  Pair square = two_product(r, r);
  Pair s = fast_two_sum(v.head, r);
  Pair u = fast_two_sum(s.hi, -0.5 * square.hi);
  REAL small = (v.rl - 0.5 * square.lo) - r * v.rl + r * square.hi * log1p_cubic(r);
  return fast_two_sum(u.hi, s.lo + u.lo + (small + v.tail));
}

// MARK: log2 and log10

/// log(x)·(hi + lo) (hi + lo = 1/ln 2 or 1/ln 10) for x positive, normal and finite (see
/// log_reduce for k_offset): log_pair's pair (about 2^-70 relative) times the constant's pair,
/// the head product exact (Dekker), so the last addition is the only large rounding.
static inline __attribute__((always_inline)) REAL log_scaled_core(REAL x, REAL k_offset, REAL hi, REAL lo) {
  Pair l = log_pair(x, k_offset);
  Pair p = two_product(l.hi, hi);
  return p.hi + (p.lo + (l.hi * lo + l.lo * hi));
}

// MARK: pow

/// |x|^y for x non-zero, normal and finite and |y| < 2^64: exp(y·log|x|) with the product kept as
/// a pair. `*z` receives y·log|x| (rounded); the value is only right when |z| < 708.
static inline __attribute__((always_inline)) REAL pow_core(REAL x, REAL y, REAL k_offset, REAL *z) {
  REAL ax = magnitude(x);
  Pair l = log_pair(ax, k_offset);
  Pair p = two_product(y, l.hi);
  Pair e = fast_two_sum(p.hi, p.lo + y * l.lo);
  *z = e.hi;
  return exp_core(e.hi, e.lo);
}

// MARK: cube

/// x^3 for 2^-340 < |x| < 2^340 (no product overflows or underflows): x·x exactly as a pair,
/// then x times its head exactly, so one rounding is left.
static inline __attribute__((always_inline)) REAL cube_core(REAL x) {
  Pair square = two_product(x, x);
  Pair c = two_product(x, square.hi);
  return c.hi + (c.lo + x * square.lo);
}

#if defined(CURVE_LANES_FMA)
/// cube_core's value from the same two exact products, each error taken from one fused
/// multiply-add, for 2^-320 < |x| < 2^340. There both errors are exact doubles (x·x and x·x²
/// have no bits below 2^-1074), so Dekker's splitting and the fused multiply-add give the same
/// pair and the one rounding left is the same. Below 2^-320 the error of x·x² can fall under
/// the subnormal grid, where the two need not agree: those lanes take the scalar function.
static inline __attribute__((always_inline)) REAL cube_core_fma(REAL x) {
  REAL square = x * x;
  REAL square_lo = __builtin_elementwise_fma(x, x, -square);
  REAL cube = x * square;
  REAL cube_lo = __builtin_elementwise_fma(x, square, -cube);
  return cube + (cube_lo + x * square_lo);
}
#endif

// MARK: sin and cos

/// sin(r + rl) turned by `quadrant` quarter turns: sin for quadrant 0, cos for 1, -sin for 2,
/// -cos for 3 (mod 4), for |r| <= pi/4 + 2^-30 and |rl| <= ulp(r). With i/128 the table point
/// nearest |r| and d = |r| - i/128 (exact, |d| <= 1/256), sin|r| = S + C·sin d + S·(cos d - 1)
/// and cos|r| = C - S·sin d + C·(cos d - 1), S and C being sin and cos of i/128 (pairs, from the
/// table); sin d and cos d - 1 are short polynomials. A lane needs one of the two,
/// P + Q·sin d + P·(cos d - 1), and reads its record: (P, Q) = (S, C) or (C, -S). For a sine,
/// C·d is d + (C - 1)·d with S + d summed exactly, so where S and d are alike (small r) that
/// sum's rounding is the only large one.
static inline __attribute__((always_inline)) Pair sin_reduced_pair(REAL r, REAL rl, BITS quadrant, BITS *negate) {
  BITS sign = bits_of(r) & INT64_MIN;
  REAL a = double_of(bits_of(r) ^ sign), al = double_of(bits_of(rl) ^ sign);
  REAL t = a * 128 + ROUNDING_SHIFT;
  MASK cosine = (quadrant & 1) != 0;
  BITS record = ((bits_of(t) & 127) * 2 + (quadrant & 1)) * 4;
  REAL d = a - (t - ROUNDING_SHIFT) * 0x1p-7;  // exact
  REAL d2 = d * d;
  REAL sin_d_tail = d * d2 * (CURVE_SIND_C3 + d2 * CURVE_SIND_C5) + al;  // sin d - d
  REAL cos_d_minus_1 = d2 * (-0.5 + d2 * (CURVE_COSM1D_C4 + d2 * CURVE_COSM1D_C6)) - d * al;
  REAL ph, pl, q_rest, ql;
  gather_record(curve_trig_table, record, &ph, &pl, &q_rest, &ql);
  REAL lead = choose(cosine, (REAL)0.0, (REAL)1.0);  // 1 for a sine: Q = (C - 1) + 1
  Pair head = fast_two_sum(ph, d * lead);
  Pair v = {head.hi, head.lo + ((pl + (q_rest + ql) * d) + ((q_rest + lead) * sin_d_tail + ph * cos_d_minus_1))};
  // sin is odd (the sign of r), cos even; quadrants 2 and 3 negate.
  *negate = choose((quadrant & 2) != 0, (BITS)INT64_MIN, (BITS)0) ^ choose(cosine, (BITS)0, sign);
  return v;
}

/// sin_reduced_pair's value rounded, with its sign.
static inline __attribute__((always_inline)) REAL sin_reduced(REAL r, REAL rl, BITS quadrant) {
  BITS negate;
  Pair v = sin_reduced_pair(r, rl, quadrant, &negate);
  return double_of(bits_of(v.hi + v.lo) ^ negate);
}

/// Cody–Waite reduction for |x| < 2^19: x = quadrant·pi/2 + r + rl (see sin_core).
static inline __attribute__((always_inline)) REAL reduce_medium(REAL x, BITS *quadrant, REAL *rl) {
  REAL t = x * CURVE_TWO_OVER_PI + ROUNDING_SHIFT;
  REAL k = t - ROUNDING_SHIFT;
  *quadrant = bits_of(t);
  REAL r0 = x - k * CURVE_PIO2_1;  // exact
  Pair r1 = two_sum(r0, -(k * CURVE_PIO2_2));
  Pair r2 = two_sum(r1.hi, -(k * CURVE_PIO2_3));
  // r2 - (k·P4 - lows), |k·P4| < 2^-84 << |r|. A subtraction, so that x = -0 stays -0 (an
  // addition of +0 would make it +0) and sin(-0) is -0.
  REAL minus_low = k * CURVE_PIO2_4 - (r1.lo + r2.lo);
  REAL r = r2.hi - minus_low;
  *rl = (r2.hi - r) - minus_low;
  return r;
}

/// sin(x) (quadrant_offset 0) or cos(x) (1) for |x| < 2^19: k = round(x·2/pi) and
/// r = x - k·pi/2 with pi/2 in four parts (Cody–Waite; the first three products exact, 33 bits
/// each), the rounding errors of the first two subtractions and the last part carried in rl. The result is within 2^-135 of
/// the true r, which is never below 2^-61 there (at k = 29). For tiny x, r is x itself and sin
/// gives x (the sign of a zero kept), cos 1.
static inline __attribute__((always_inline)) REAL sin_core(REAL x, BITS quadrant_offset) {
  BITS quadrant;
  REAL rl, r = reduce_medium(x, &quadrant, &rl);
  return sin_reduced(r, rl, quadrant + quadrant_offset);
}

// MARK: tan

/// tan(x) from r + rl and the quadrant (x = quadrant·pi/2 + r + rl): sin x and cos x as pairs
/// (sin_reduced_pair, quadrant and quadrant + 1), then S/C as the rounded quotient of the heads
/// corrected by its exact remainder: q - m with m = (q·Ch - Sh + q·Cl - Sl)/Ch (a subtraction,
/// so tan(-0) is -0).
static inline __attribute__((always_inline)) REAL tan_reduced(REAL r, REAL rl, BITS quadrant) {
  BITS negate_s, negate_c;
  Pair s = sin_reduced_pair(r, rl, quadrant, &negate_s), c = sin_reduced_pair(r, rl, quadrant + 1, &negate_c);
  // Normalized (the pairs' tails reach 2^-10 of their heads), so that dividing the remainder by
  // the head of cos alone costs only 2^-53 of the correction.
  s = fast_two_sum(double_of(bits_of(s.hi) ^ negate_s), double_of(bits_of(s.lo) ^ negate_s));
  c = fast_two_sum(double_of(bits_of(c.hi) ^ negate_c), double_of(bits_of(c.lo) ^ negate_c));
  REAL q = s.hi / c.hi;
  Pair p = two_product(q, c.hi);  // p.hi - s.hi exact (Sterbenz)
  REAL m = ((p.hi - s.hi) + p.lo + (q * c.lo - s.lo)) / c.hi;
  return q - m;
}

/// tan(x) for |x| < 2^19 (the reduction of sin_core).
static inline __attribute__((always_inline)) REAL tan_core(REAL x) {
  BITS quadrant;
  REAL rl, r = reduce_medium(x, &quadrant, &rl);
  return tan_reduced(r, rl, quadrant);
}

// MARK: atan and atan2

/// base + turn·atan(a + al) (turn = ±1; base 0, pi/2 or pi as a pair, base_hi >= pi/4 unless 0)
/// for 0 <= a <= 1 and |al| <= ulp(a). With c = i/64 the table point nearest a,
/// atan(a + al) = atan(c) + atan(t), t = (a + al - c)/(1 + (a + al)·c), |t| <= 1/128 + 2^-50:
/// a - c is exact (Sterbenz), the denominator is a pair (a's 26-bit head times c and 1 plus it
/// exact, its tail times c exact), and t = th + tl with th the rounded quotient and tl from its
/// exact remainder. atan(t) = t + t^3·q(t^2) (degree 9). atan(c) + th is summed exactly, so the
/// last addition is the only large rounding.
static inline __attribute__((always_inline)) REAL atan_turned(REAL a, REAL al, REAL base_hi, REAL base_lo, REAL turn) {
  REAL s = a * 64 + ROUNDING_SHIFT;
  BITS i = bits_of(s) - ROUNDING_SHIFT_BITS;
  i = choose((i >= 0) & (i <= 64), i, (BITS)0);  // a lane the caller recomputes may hold anything
  REAL c = (s - ROUNDING_SHIFT) * 0x1p-6;
  REAL ah = double_of(bits_of(a) & ~0x7FFFFFFLL);  // 26 bits: ah·c (33 bits) and 1 + ah·c exact
  Pair den = fast_two_sum(1 + ah * c, (a - ah) * c + al * c);
  REAL nh = a - c;  // exact
  REAL th = nh / den.hi;
  Pair p = two_product(th, den.hi);  // p.hi - nh exact (Sterbenz)
  REAL tl = (((nh - p.hi) - p.lo) + (al - th * den.lo)) / den.hi;
  REAL t2 = th * th;
  REAL cubic = th * t2 * (CURVE_ATAN_C3 + t2 * (CURVE_ATAN_C5 + t2 * (CURVE_ATAN_C7 + t2 * CURVE_ATAN_C9)));
  Pair head = fast_two_sum(gather(curve_atan_table, 2 * i), th);  // atan(c) >= 1/64 > |th| unless 0
  REAL small = head.lo + ((gather(curve_atan_table, 2 * i + 1) + tl) + cubic);
  Pair u = fast_two_sum(base_hi, turn * head.hi);
  return u.hi + (u.lo + (base_lo + turn * small));
}

/// base + turn·atan(n/d) for 0 <= n <= d, d in [1, 2^60), and n/d >= 2^-920 or d = 1 (the
/// quotient then exact, its remainder 0): the quotient as a pair from its exact remainder
/// (Dekker's product).
static inline __attribute__((always_inline)) REAL atan_ratio(REAL n, REAL d, REAL base_hi, REAL base_lo, REAL turn) {
  REAL q = n / d;
  Pair p = two_product(q, d);  // p.hi - n exact (Sterbenz)
  return atan_turned(q, ((n - p.hi) - p.lo) / d, base_hi, base_lo, turn);
}

/// atan(x) for |x| < 2^60 (NaN not): atan|x| for |x| <= 1, pi/2 - atan(1/|x|) above, the sign of
/// x put back (so atan(-0) is -0).
static inline __attribute__((always_inline)) REAL atan_core(REAL x) {
  BITS sign = bits_of(x) & INT64_MIN;
  REAL ax = double_of(bits_of(x) ^ sign);
  MASK big = ax > 1;
  REAL v = atan_ratio(choose(big, (REAL)1.0, ax), choose(big, ax, (REAL)1.0), choose(big, (REAL)CURVE_PIO2_HI, (REAL)0.0),
                      choose(big, (REAL)CURVE_PIO2_LO, (REAL)0.0), choose(big, (REAL)-1.0, (REAL)1.0));
  return double_of(bits_of(v) ^ sign);
}

/// Where atan2_core applies: x and y finite and non-zero, the larger magnitude d in
/// [2^-1022, 2^1022) and the smaller at least 2^-900·d (so the scaled ratio below is normal).
static inline __attribute__((always_inline)) MASK atan2_covered(REAL y, REAL x) {
  REAL ax = magnitude(x), ay = magnitude(y);
  REAL n = choose(ay > ax, ax, ay), d = choose(ay > ax, ay, ax);
  return (n >= 0x1p-900 * d) & (d >= 0x1p-1022) & (d < 0x1p1022) & (n > 0);
}

/// atan2(y, x) where atan2_covered: with n/d the smaller magnitude over the larger, both scaled by
/// the power of 2 that puts d in [1, 2) (exact), the angle is atan(n/d) (|y| <= |x|, x > 0),
/// pi/2 - atan(n/d) (|y| > |x|, x > 0), pi/2 + atan(n/d) (|y| > |x|, x < 0) or pi - atan(n/d)
/// (|y| <= |x|, x < 0), with the sign of y.
static inline __attribute__((always_inline)) REAL atan2_core(REAL y, REAL x) {
  BITS sign = bits_of(y) & INT64_MIN;
  REAL ax = magnitude(x), ay = magnitude(y);
  MASK steep = ay > ax, left = x < 0;
  REAL n = choose(steep, ax, ay), d = choose(steep, ay, ax);
  REAL scale = double_of((BITS)(2046LL << 52) - (bits_of(d) & 0x7FF0000000000000LL));  // 2^(1023 - E)
  REAL base_hi = choose(steep, (REAL)CURVE_PIO2_HI, choose(left, (REAL)CURVE_PI_HI, (REAL)0.0));
  REAL base_lo = choose(steep, (REAL)CURVE_PIO2_LO, choose(left, (REAL)CURVE_PI_LO, (REAL)0.0));
  REAL turn = choose(steep ^ left, (REAL)-1.0, (REAL)1.0);
  REAL v = atan_ratio(n * scale, d * scale, base_hi, base_lo, turn);
  return double_of(bits_of(v) ^ sign);
}

// MARK: cbrt

/// cbrt(x) for x finite and non-zero, with `scaled` = |x| normal (|x| itself, or a subnormal
/// |x|·2^54 with `offset` -54). |x| = 2^(3k + j)·m, m in [1, 2), j in {0, 1, 2}: cbrt = ±2^k·cbrt(a),
/// a = 2^j·m in [1, 8) exactly. A degree-4 polynomial in m times cbrt(2^j) (2^-16.7), two Newton
/// steps (2^-50), then one step with the exact residual a - y^3 (y^2 and y·y^2 by Dekker's
/// product, a - y^3's head exact by Sterbenz): y + (a - y^3)/(3y^2) rounds once, the rest about
/// 2^-95 relative. The scaling by 2^k is exact (k in [-358, 341]); x's sign is put back.
static inline __attribute__((always_inline)) REAL cbrt_core(REAL x, REAL scaled, BITS offset) {
  BITS ix = bits_of(scaled);
  BITS n = (ix >> 52) - 1023 + offset + 1200;  // the exponent plus 3·400, so n >= 0
  BITS k = n / 3 - 400, j = n % 3;
  REAL m = double_of((ix & 0xFFFFFFFFFFFFFLL) | 0x3FF0000000000000LL);
  REAL a = choose(j == 0, m, choose(j == 1, m * 2, m * 4));
  REAL y = CURVE_CBRT_C0 + m * (CURVE_CBRT_C1 + m * (CURVE_CBRT_C2 + m * (CURVE_CBRT_C3 + m * CURVE_CBRT_C4)));
  y = choose(j == 0, y, choose(j == 1, y * CURVE_CBRT2, y * CURVE_CBRT4));
  y = y - (y * y * y - a) / (3 * (y * y));
  y = y - (y * y * y - a) / (3 * (y * y));
  Pair square = two_product(y, y);
  Pair cube = two_product(y, square.hi);
  REAL residual = ((a - cube.hi) - cube.lo) - y * square.lo;
  REAL v = (y + residual / (3 * square.hi)) * double_of((k + 1023) << 52);
  return double_of(bits_of(v) | (bits_of(x) & INT64_MIN));
}

// MARK: hypot

/// Where hypot_core applies: the larger magnitude in [2^-450, 2^450] (then no square, nor any
/// part of Dekker's products of the smaller when it counts, leaves the normal range). NaN not.
static inline __attribute__((always_inline)) MASK hypot_covered(REAL x, REAL y) {
  REAL ax = magnitude(x), ay = magnitude(y);
  REAL big = choose(ax > ay, ax, ay);
  return (big >= 0x1p-450) & (big <= 0x1p450);
}

/// sqrt(x^2 + y^2) where hypot_covered: curve_hypot's method without its scaling, which changes
/// no rounding there (powers of 2, and of 4 under the root), so the bits are the same. A smaller
/// magnitude below 2^-31 times the larger gives the larger.
static inline __attribute__((always_inline)) REAL hypot_core(REAL x, REAL y) {
  REAL ax = magnitude(x), ay = magnitude(y);
  REAL big = choose(ax > ay, ax, ay), small = choose(ax > ay, ay, ax);
  Pair b2 = two_product(big, big), s2 = two_product(small, small);
  Pair sum = two_sum(b2.hi, s2.hi);
  Pair h = fast_two_sum(sum.hi, sum.lo + (b2.lo + s2.lo));
  REAL r = __builtin_elementwise_sqrt(h.hi);  // IEEE sqrt, correctly rounded (no errno, no libm)
  Pair rr = two_product(r, r);
  REAL v = r + (((h.hi - rr.hi) - rr.lo) + h.lo) / (2 * r);
  return choose(small < big * 0x1p-31, big, v);
}

// MARK: sinh, cosh and tanh

/// a + a^3·(c3 + rest) for 0 <= a <= 1/2 (rest = a^2·q(a^2), |a^2·(c3 + rest)| <= 1/12): a^3 as a
/// pair (Dekker's products), its product with c3 exact, the sum with a exact (Fast2Sum), so the
/// last addition is the only rounding of size 0.5 ulp and the rest is about 2^-58 of the
/// correction. Below 2^-28 the correction is under a quarter ulp and a itself is returned (the
/// products would underflow).
static inline __attribute__((always_inline)) REAL odd_series(REAL a, REAL c3, REAL rest) {
  Pair square = two_product(a, a);
  Pair cube = two_product(a, square.hi);
  REAL cube_lo = cube.lo + a * square.lo;
  Pair m = two_product(cube.hi, c3);
  Pair h = fast_two_sum(a, m.hi);
  REAL v = h.hi + (h.lo + (m.lo + (cube_lo * c3 + cube.hi * rest)));
  return choose(a < 0x1p-28, a, v);
}

/// e^a and e^-a for 0 <= a < 708 as pairs (exp_parts's, each scaled by its 2^m, which is normal
/// there: exact for the heads): together about 2^-61 relative each.
static inline __attribute__((always_inline)) void exp_both(REAL a, Pair *up, Pair *down) {
  BITS ku, kd;
  Pair u = exp_parts(a, 0, &ku), d = exp_parts(-a, 0, &kd);
  REAL su = double_of(((ku >> 7) + 1023) << 52), sd = double_of(((kd >> 7) + 1023) << 52);
  up->hi = u.hi * su, up->lo = u.lo * su;
  down->hi = d.hi * sd, down->lo = d.lo * sd;
}

/// sinh(x) for |x| < 708 (NaN not): below 1/2, x + x^3·q(x^2) (degree 13, relative error
/// 2^-62.3) by odd_series, so a tiny x gives x and -0 stays -0; above, (e^|x| - e^-|x|)/2 from
/// exp_both with the heads' difference exact (Fast2Sum), where the relative error grows by
/// coth|x| <= 2.2 at most. The sign of x is put back.
static inline __attribute__((always_inline)) REAL sinh_core(REAL x) {
  BITS sign = bits_of(x) & INT64_MIN;
  REAL a = double_of(bits_of(x) ^ sign), a2 = a * a;
  REAL small = odd_series(a, CURVE_SINH_C3, a2 * (CURVE_SINH_C5 + a2 * (CURVE_SINH_C7 + a2 * (CURVE_SINH_C9 + a2 * (CURVE_SINH_C11 + a2 * CURVE_SINH_C13)))));
  Pair up, down;
  exp_both(choose(a < 0.5, (REAL)0.0, a), &up, &down);
  Pair s = fast_two_sum(up.hi, -down.hi);  // e^a >= e^-a
  REAL big = (s.hi + (s.lo + (up.lo - down.lo))) * 0.5;
  return double_of(bits_of(choose(a < 0.5, small, big)) ^ sign);
}

/// cosh(x) for |x| < 708 (NaN not): (e^|x| + e^-|x|)/2 from exp_both, no cancellation anywhere;
/// cosh(0) is 1 exactly.
static inline __attribute__((always_inline)) REAL cosh_core(REAL x) {
  Pair up, down;
  exp_both(magnitude(x), &up, &down);
  Pair s = fast_two_sum(up.hi, down.hi);
  return (s.hi + (s.lo + (up.lo + down.lo))) * 0.5;
}

/// tanh(x) for |x| < 22 (NaN not; above, tanh rounds to ±1): below 1/4, x + x^3·q(x^2) (degree
/// 17, relative error 2^-64.5); above, (e^a - e^-a)/(e^a + e^-a) with numerator and denominator
/// as pairs and the quotient corrected by its exact remainder (as tan's), one rounding left.
static inline __attribute__((always_inline)) REAL tanh_core(REAL x) {
  BITS sign = bits_of(x) & INT64_MIN;
  REAL a = double_of(bits_of(x) ^ sign), a2 = a * a;
  REAL small = odd_series(a, CURVE_TANH_C3, a2 * (CURVE_TANH_C5 + a2 * (CURVE_TANH_C7 + a2 * (CURVE_TANH_C9 + a2 * (CURVE_TANH_C11 + a2 * (CURVE_TANH_C13 + a2 * (CURVE_TANH_C15 + a2 * CURVE_TANH_C17)))))));
  Pair up, down;
  exp_both(choose(a < 0.25, (REAL)0.0, a), &up, &down);
  Pair n = fast_two_sum(up.hi, -down.hi), d = fast_two_sum(up.hi, down.hi);
  n = fast_two_sum(n.hi, n.lo + (up.lo - down.lo));
  d = fast_two_sum(d.hi, d.lo + (up.lo + down.lo));
  REAL q = n.hi / d.hi;
  Pair p = two_product(q, d.hi);  // p.hi - n.hi exact (Sterbenz)
  REAL big = q + (((n.hi - p.hi) - p.lo) + (n.lo - q * d.lo)) / d.hi;
  return double_of(bits_of(choose(a < 0.25, small, big)) ^ sign);
}

// MARK: asin and acos

/// sqrt(1 - a^2) for 0 <= a <= 1 as a pair good to about 2^-100 relative: a^2 exact (Dekker),
/// 1 minus it exact as a pair (TwoSum), the IEEE square root of its head corrected by the exact
/// remainder (as hypot's). 0 at a = 1.
static inline __attribute__((always_inline)) Pair sqrt_one_minus_square(REAL a) {
  Pair p = two_product(a, a);
  Pair h = two_sum(1.0, -p.hi);
  Pair u = fast_two_sum(h.hi, h.lo - p.lo);
  REAL s = __builtin_elementwise_sqrt(u.hi);  // IEEE sqrt, correctly rounded (no errno, no libm)
  Pair ss = two_product(s, s);                // u.hi - ss.hi exact (Sterbenz)
  REAL sl = (((u.hi - ss.hi) - ss.lo) + u.lo) / (2 * s);
  Pair r = {s, choose(s > 0, sl, (REAL)0.0)};
  return r;
}

/// base + turn·atan(n/d) for pairs 0 <= n <= d (n/d at most 1 + 2^-52), d > 0: the quotient's
/// head rounded, its tail from the exact remainder (Dekker's product), then atan_turned.
static inline __attribute__((always_inline)) REAL atan_pair_ratio(Pair n, Pair d, REAL base_hi, REAL base_lo, REAL turn) {
  REAL q = n.hi / d.hi;
  Pair p = two_product(q, d.hi);  // p.hi - n.hi exact (Sterbenz)
  return atan_turned(q, (((n.hi - p.hi) - p.lo) + (n.lo - q * d.lo)) / d.hi, base_hi, base_lo, turn);
}

/// asin(x) for |x| <= 1 (NaN not): with s = sqrt(1 - x^2) as a pair, asin|x| = atan(|x|/s) where
/// |x| <= s, else pi/2 - atan(s/|x|) (the angle of (s, |x|), as atan2's), the sign of x put back.
static inline __attribute__((always_inline)) REAL asin_core(REAL x) {
  BITS sign = bits_of(x) & INT64_MIN;
  REAL a = double_of(bits_of(x) ^ sign);
  Pair s = sqrt_one_minus_square(a);
  MASK steep = s.hi < a;
  Pair n = {choose(steep, s.hi, a), choose(steep, s.lo, (REAL)0.0)};
  Pair d = {choose(steep, a, s.hi), choose(steep, (REAL)0.0, s.lo)};
  REAL v = atan_pair_ratio(n, d, choose(steep, (REAL)CURVE_PIO2_HI, (REAL)0.0), choose(steep, (REAL)CURVE_PIO2_LO, (REAL)0.0),
                           choose(steep, (REAL)-1.0, (REAL)1.0));
  return double_of(bits_of(v) ^ sign);
}

/// acos(x) for |x| <= 1 (NaN not): the angle of (x, s), s = sqrt(1 - x^2) as a pair: atan(s/x)
/// for s <= x, pi/2 - atan(|x|/s) for s > |x| and x >= 0, pi/2 + atan(|x|/s) for s > |x| and x < 0,
/// pi - atan(s/|x|) for s <= |x| and x < 0. acos(1) = +0.
static inline __attribute__((always_inline)) REAL acos_core(REAL x) {
  REAL a = magnitude(x);
  MASK left = x < 0;
  Pair s = sqrt_one_minus_square(a);
  MASK steep = s.hi > a;
  Pair n = {choose(steep, a, s.hi), choose(steep, (REAL)0.0, s.lo)};
  Pair d = {choose(steep, s.hi, a), choose(steep, s.lo, (REAL)0.0)};
  REAL base_hi = choose(steep, (REAL)CURVE_PIO2_HI, choose(left, (REAL)CURVE_PI_HI, (REAL)0.0));
  REAL base_lo = choose(steep, (REAL)CURVE_PIO2_LO, choose(left, (REAL)CURVE_PI_LO, (REAL)0.0));
  return atan_pair_ratio(n, d, base_hi, base_lo, choose(steep ^ left, (REAL)-1.0, (REAL)1.0));
}

// MARK: asinh, acosh and atanh

/// log(y + yl) for y positive, normal and finite and |yl| <= ulp(y): log_pair(y) (about 2^-70
/// relative) plus yl/y (log(1 + yl/y) = yl/y to 2^-106), rounded once. Callers keep log(y) above
/// 2^-26 or 0, where the rounding of l.lo + yl/y (2^-106) stays below 2^-80 of the result.
static inline __attribute__((always_inline)) REAL log_of_pair(REAL y, REAL yl, REAL k_offset) {
  Pair l = log_pair(y, k_offset);
  return l.hi + (l.lo + yl / y);
}

/// asinh(x) for finite x (NaN not): below 1/16, odd_series (odd powers to x^13, relative error
/// 2^-68.1); up to 2^40, log(|x| + sqrt(x^2 + 1)) with the sum as a pair (x^2 exact, plus 1 exact
/// as a pair, the IEEE root corrected by its exact remainder, the sum with |x| by Fast2Sum) into
/// log_of_pair; from 2^40 on, log(2|x|) (log_pair with the exponent one more; the omitted
/// 1/(4x^2) is below 2^-86 of the result). The sign of x is put back.
static inline __attribute__((always_inline)) REAL asinh_core(REAL x) {
  BITS sign = bits_of(x) & INT64_MIN;
  REAL a = double_of(bits_of(x) ^ sign), a2 = a * a;
  REAL small = odd_series(a, CURVE_ASINH_C3, a2 * (CURVE_ASINH_C5 + a2 * (CURVE_ASINH_C7 + a2 * (CURVE_ASINH_C9 + a2 * (CURVE_ASINH_C11 + a2 * CURVE_ASINH_C13)))));
  MASK big = a >= 0x1p40;
  REAL m = choose(big, (REAL)1.0, a);  // lanes on another path compute on 1
  Pair p = two_product(m, m);
  Pair u = two_sum(p.hi, 1.0);
  u = fast_two_sum(u.hi, u.lo + p.lo);
  REAL s = __builtin_elementwise_sqrt(u.hi);  // IEEE sqrt, correctly rounded (no errno, no libm)
  Pair ss = two_product(s, s);                // u.hi - ss.hi exact (Sterbenz)
  REAL sl = (((u.hi - ss.hi) - ss.lo) + u.lo) / (2 * s);
  Pair y = fast_two_sum(s, m);  // s >= m
  y = fast_two_sum(y.hi, y.lo + sl);
  REAL middle = log_of_pair(y.hi, y.lo, 0);
  Pair l = log_pair(choose(big, a, (REAL)1.0), 1);
  REAL v = choose(a < 0.0625, small, choose(big, l.hi + l.lo, middle));
  return double_of(bits_of(v) ^ sign);
}

/// acosh(x) for 1 <= x < inf: up to 2^40, log(x + sqrt(x^2 - 1)) with the sum as a pair (x^2
/// exact, minus 1 exact as a pair: by Sterbenz near 1, where x^2 - 1 is formed without error, so
/// the root of it, at least 2^-25.5, carries full accuracy) into log_of_pair; from 2^40 on,
/// log(2x) (log_pair with the exponent one more; the omitted 1/(4x^2) is below 2^-86 relative).
/// acosh(1) = +0.
static inline __attribute__((always_inline)) REAL acosh_core(REAL x) {
  MASK big = x >= 0x1p40;
  REAL m = choose(big, (REAL)1.0, x);
  Pair p = two_product(m, m);
  Pair u = two_sum(p.hi, -1.0);
  u = fast_two_sum(u.hi, u.lo + p.lo);
  REAL s = __builtin_elementwise_sqrt(u.hi);
  Pair ss = two_product(s, s);
  REAL sl = choose(s > 0, (((u.hi - ss.hi) - ss.lo) + u.lo) / (2 * s), (REAL)0.0);
  Pair y = fast_two_sum(m, s);  // m >= s
  y = fast_two_sum(y.hi, y.lo + sl);
  REAL middle = log_of_pair(y.hi, y.lo, 0);
  Pair l = log_pair(choose(big, x, (REAL)1.0), 1);
  return choose(big, l.hi + l.lo, middle);
}

/// atanh(x) for |x| < 1 (NaN not): below 1/16, odd_series (odd powers to x^13, relative error
/// 2^-67.2); above, log((1 + |x|)/(1 - |x|))/2 with 1 + |x| and 1 - |x| exact as pairs (the latter
/// by Sterbenz from 1/2 on) and their quotient a pair (the exact remainder), into log_of_pair. The
/// sign of x is put back.
static inline __attribute__((always_inline)) REAL atanh_core(REAL x) {
  BITS sign = bits_of(x) & INT64_MIN;
  REAL a = double_of(bits_of(x) ^ sign), a2 = a * a;
  REAL small = odd_series(a, CURVE_ATANH_C3, a2 * (CURVE_ATANH_C5 + a2 * (CURVE_ATANH_C7 + a2 * (CURVE_ATANH_C9 + a2 * (CURVE_ATANH_C11 + a2 * CURVE_ATANH_C13)))));
  Pair n = fast_two_sum(1.0, a), d = fast_two_sum(1.0, -a);
  REAL q = n.hi / d.hi;
  Pair p = two_product(q, d.hi);  // p.hi - n.hi exact (Sterbenz)
  REAL ql = (((n.hi - p.hi) - p.lo) + (n.lo - q * d.lo)) / d.hi;
  REAL middle = 0.5 * log_of_pair(q, ql, 0);
  return double_of(bits_of(choose(a < 0.0625, small, middle)) ^ sign);
}

// MARK: cot, sec and csc

/// n/d for pairs (d.hi non-zero, the quotient within 2^-995 ... 2^995): the rounded quotient of the
/// heads corrected by its exact remainder, q - m with m = (q·d.hi - n.hi + q·d.lo - n.lo)/d.hi
/// (tan's division).
static inline __attribute__((always_inline)) REAL pair_quotient(Pair n, Pair d) {
  REAL q = n.hi / d.hi;
  Pair p = two_product(q, d.hi);  // p.hi - n.hi exact (Sterbenz)
  REAL m = ((p.hi - n.hi) + p.lo + (q * d.lo - n.lo)) / d.hi;
  return q - m;
}

/// sin x and cos x of x = quadrant·pi/2 + r + rl as normalized pairs with their signs
/// (sin_reduced_pair, quadrants `quadrant` and `quadrant + 1`), as tan_reduced takes them.
static inline __attribute__((always_inline)) void sin_cos_pairs(REAL r, REAL rl, BITS quadrant, Pair *s, Pair *c) {
  BITS negate_s, negate_c;
  Pair sv = sin_reduced_pair(r, rl, quadrant, &negate_s), cv = sin_reduced_pair(r, rl, quadrant + 1, &negate_c);
  *s = fast_two_sum(double_of(bits_of(sv.hi) ^ negate_s), double_of(bits_of(sv.lo) ^ negate_s));
  *c = fast_two_sum(double_of(bits_of(cv.hi) ^ negate_c), double_of(bits_of(cv.lo) ^ negate_c));
}

/// cot (kind 0), sec (1) or csc (2) of x = quadrant·pi/2 + r + rl: cos/sin, 1/cos or 1/sin of
/// the pairs, one corrected division. Near a pole the denominator is computed from r as a sine
/// (quadrant parity), so it keeps its relative accuracy. For |x| below 2^-40 the caller takes
/// 1/x for cot and csc (1/x - x/3 and 1/x + x/6 differ from 1/x by under 2^-81 relative).
static inline __attribute__((always_inline)) REAL reciprocal_trig_reduced(REAL r, REAL rl, BITS quadrant, int kind) {
  Pair s, c;
  sin_cos_pairs(r, rl, quadrant, &s, &c);
  Pair one = {1.0, 0.0};
  if (kind == 0) return pair_quotient(c, s);
  return pair_quotient(one, kind == 1 ? c : s);
}

/// cot, sec or csc (kind 0, 1, 2) for |x| < 2^19 (the reduction of sin_core); cot and csc of
/// |x| < 2^-40 (and of ±0: ±inf) are 1/x.
static inline __attribute__((always_inline)) REAL reciprocal_trig_core(REAL x, int kind) {
  BITS quadrant;
  REAL rl, r = reduce_medium(x, &quadrant, &rl);
  REAL v = reciprocal_trig_reduced(r, rl, quadrant, kind);
  if (kind == 1) return v;
  return choose(magnitude(x) < 0x1p-40, 1 / x, v);
}

// MARK: log_base

/// Where log_base_core applies: b and x positive, normal and finite, b != 1.
static inline __attribute__((always_inline)) MASK log_base_covered(REAL b, REAL x) {
  return (bits_of(b) >= 0x0010000000000000LL) & (bits_of(b) < 0x7FF0000000000000LL) & (bits_of(x) >= 0x0010000000000000LL) &
         (bits_of(x) < 0x7FF0000000000000LL) & (b != 1);
}

/// log(x)/log(b) for b and x positive, normal and finite and b != 1 (see log_reduce for the
/// offsets, -52 for an argument the caller scaled by 2^52): both logs as log_pair's pairs (about
/// 2^-70 relative, also near 1) and their quotient corrected by its exact remainder
/// (pair_quotient), one rounding of size 0.5 ulp; the quotient is within 2^-64 ... 2^63. Where x is
/// an exact power of b that is a double, the pairs' quotient is within 2^-66 of it relative, so
/// it comes out exact. log x = 0 (x = 1) gives the IEEE 0/log b, +0 or -0.
static inline __attribute__((always_inline)) REAL log_base_core(REAL b, REAL x, REAL b_offset, REAL x_offset) {
  Pair lb = log_pair(b, b_offset), lx = log_pair(x, x_offset);
  return choose(lx.hi == 0, lx.hi / lb.hi, pair_quotient(lx, lb));
}
