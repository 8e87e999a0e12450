// CurveKit's math for one double: the cores of core.h for the arguments they cover, and
// everything else here (huge sin/cos arguments, exp near overflow and into subnormals, log of
// subnormals, and pow's special cases as C99 Annex F gives them).
#include "CurveMath.h"

#define REAL double
#define BITS int64_t
#define MASK int
#include "core.h"

#pragma clang fp contract(off)
#pragma STDC FP_CONTRACT OFF

static inline double quiet_nan(void) { return __builtin_nan(""); }
static inline double infinity(void) { return __builtin_inf(); }

// MARK: sin and cos

/// Bits j ... j + 31 of 2/pi after the point (j >= -63; bits at and before the point are 0).
static uint32_t two_over_pi_bits(int j) {
  int p = j - 1 + 64, word = p / 32, offset = p % 32;
  uint32_t high = curve_two_over_pi_bits[word];
  if (offset == 0) return high;
  return (high << offset) | (curve_two_over_pi_bits[word + 1] >> (32 - offset));
}

/// Payne–Hanek reduction for 2^19 <= |x| < inf: x = quadrant·pi/2 + r, |r| <= pi/4. With
/// x = m·2^e (m a 53-bit integer), only the 192 bits of 2/pi from bit e - 1 on matter: earlier
/// ones add multiples of 4 to x·2/pi, later ones less than 2^-137. m times that window, modulo
/// 2^192, is x·2/pi mod 4 in fixed point with 190 fraction bits.
static Pair reduce_large(double x, int64_t *quadrant) {
  int64_t ix = bits_of(x);
  int e = (int)((ix >> 52) & 0x7FF) - 1075;
  uint64_t m = (uint64_t)(ix & 0xFFFFFFFFFFFFFLL) | (1ULL << 52);
  uint32_t window[6];  // least significant first
  for (int n = 0; n < 6; n++) window[5 - n] = two_over_pi_bits(e - 1 + 32 * n);
  // m·window mod 2^192 as m0·window + (m1·window << 32), m = m1·2^32 + m0.
  uint64_t m0 = m & 0xFFFFFFFF, m1 = m >> 32;
  uint32_t product[6];
  uint64_t carry = 0;
  for (int n = 0; n < 6; n++) {
    uint64_t v = m0 * window[n] + carry;
    product[n] = (uint32_t)v;
    carry = v >> 32;
  }
  carry = 0;
  uint64_t high_carry = 0;
  for (int n = 1; n < 6; n++) {
    uint64_t v = m1 * window[n - 1] + high_carry;
    high_carry = v >> 32;
    uint64_t sum = (uint64_t)product[n] + (uint32_t)v + carry;
    product[n] = (uint32_t)sum;
    carry = sum >> 32;
  }
  int64_t q = product[5] >> 30;
  product[5] &= 0x3FFFFFFF;
  int negative = 0;
  if (product[5] & 0x20000000) {  // fraction >= 1/2: the next quadrant, fraction - 1
    q += 1;
    negative = 1;
    int64_t borrow = 0;
    for (int n = 0; n < 6; n++) {  // 2^190 - fraction, limb by limb
      int64_t v = (n == 5 ? 0x40000000LL : 0) - (int64_t)product[n] - borrow;
      borrow = v < 0;
      product[n] = (uint32_t)(v + (borrow << 32));
    }
  }
  // The fraction as a pair: limbs added from the top (each exact, the sum carried by TwoSum).
  Pair f = {0, 0};
  for (int n = 5; n >= 0; n--) {
    double limb = (double)product[n] * double_of((int64_t)(1023 + 32 * n - 190) << 52);
    Pair s = two_sum(f.hi, limb);
    f.hi = s.hi;
    f.lo += s.lo;
  }
  f = fast_two_sum(f.hi, f.lo);
  Pair r = two_product(f.hi, CURVE_PIO2_HI);
  r = fast_two_sum(r.hi, r.lo + (f.hi * CURVE_PIO2_LO + f.lo * CURVE_PIO2_HI));
  if (negative) { r.hi = -r.hi; r.lo = -r.lo; }
  if (x < 0) { r.hi = -r.hi; r.lo = -r.lo; q = -q; }
  *quadrant = q;
  return r;
}

static double sine_turned(double x, int64_t quadrant_offset) {
  double ax = magnitude(x);
  if (ax < 0x1p19) return sin_core(x, quadrant_offset);
  if (!(ax < infinity())) return quiet_nan();
  int64_t quadrant;
  Pair r = reduce_large(x, &quadrant);
  return sin_reduced(r.hi, r.lo, quadrant + quadrant_offset);
}

double curve_sin(double x) { return sine_turned(x, 0); }
double curve_cos(double x) { return sine_turned(x, 1); }

// MARK: tan

double curve_tan(double x) {
  double ax = magnitude(x);
  if (ax < 0x1p19) return tan_core(x);
  if (!(ax < infinity())) return quiet_nan();
  int64_t quadrant;
  Pair r = reduce_large(x, &quadrant);
  return tan_reduced(r.hi, r.lo, quadrant);
}

// MARK: exp

/// (hi + lo)·2^m for hi + lo in [0.99, 2.01] and any m exp needs (|x| <= 746), rounded once.
/// A subnormal result is rounded where it is in [1, 2) after adding 1 (in units of 2^-1022,
/// where that binade's ulp is the subnormal quantum), with lo carried until then.
static double scaled(Pair y, int64_t m) {
  if (m > 1023) return (y.hi + y.lo) * double_of((int64_t)(m - 1 + 1023) << 52) * 2;
  if (m >= -1022) return (y.hi + y.lo) * double_of((int64_t)(m + 1023) << 52);
  double scale = double_of((int64_t)(m + 1022 + 1023) << 52);  // 2^(m + 1022), normal
  Pair t = fast_two_sum(1.0, y.hi * scale);                       // products exact
  return ((t.hi + (t.lo + y.lo * scale)) - 1.0) * 0x1p-1022;     // exact after the sum
}

/// exp(x + tail) for |x| <= 746 and |tail| < 2^-40, with overflow and subnormal results.
static double exp_wide(double x, double tail) {
  int64_t k;
  Pair y = exp_parts(x, tail, &k);
  return scaled(y, k >> 7);
}

double curve_exp(double x) {
  if (magnitude(x) < 708) return exp_core(x, 0);
  if (x != x) return x + x;
  if (x > 709.8) return infinity();
  if (x < -746) return 0;
  return exp_wide(x, 0);
}

// MARK: log

double curve_log(double x) {
  uint64_t ix = (uint64_t)bits_of(x);
  if (ix - 0x0010000000000000ULL < 0x7FE0000000000000ULL) return log_core(x, 0);  // positive normal
  if (x != x) return x + x;
  if (x == 0) return -infinity();
  if (x < 0) return quiet_nan();
  if (x == infinity()) return x;
  return log_core(x * 0x1p52, -52);  // subnormal
}

// MARK: log2 and log10

/// log(x) times hi + lo, with log's special values.
static double log_scaled(double x, double hi, double lo) {
  uint64_t ix = (uint64_t)bits_of(x);
  if (ix - 0x0010000000000000ULL < 0x7FE0000000000000ULL) return log_scaled_core(x, 0, hi, lo);  // positive normal
  if (x != x) return x + x;
  if (x == 0) return -infinity();
  if (x < 0) return quiet_nan();
  if (x == infinity()) return x;
  return log_scaled_core(x * 0x1p52, -52, hi, lo);  // subnormal
}

double curve_log2(double x) { return log_scaled(x, CURVE_INV_LN2_HI, CURVE_INV_LN2_LO); }
double curve_log10(double x) { return log_scaled(x, CURVE_INV_LN10_HI, CURVE_INV_LN10_LO); }

// MARK: cube and pow

double curve_cube(double x) {
  double ax = magnitude(x);
  if (ax > 0x1p-340 && ax < 0x1p340) return cube_core(x);
  return (x * x) * x;  // 0, overflow to inf, NaN, or a subnormal cube within 1 ulp
}

/// 0 when y is not an integer, 1 when it is odd, 2 when it is even (y finite).
static int integer_kind(double y) {
  int64_t iy = bits_of(y);
  int e = (int)((iy >> 52) & 0x7FF) - 1023;
  if (e < 0) return y == 0 ? 2 : 0;
  if (e > 52) return 2;
  uint64_t mantissa = (uint64_t)(iy & 0xFFFFFFFFFFFFFLL) | (1ULL << 52);
  uint64_t fraction_bits = (1ULL << (52 - e)) - 1;
  if (mantissa & fraction_bits) return 0;
  return ((mantissa >> (52 - e)) & 1) ? 1 : 2;
}

double curve_pow(double x, double y) {
  if (y == 2) return x * x;
  if (y == 3) return curve_cube(x);
  double ax = magnitude(x), ay = magnitude(y);
  uint64_t ixa = (uint64_t)bits_of(ax);
  int x_normal = ixa - 0x0010000000000000ULL < 0x7FE0000000000000ULL;
  if (x_normal && x > 0 && ay < 0x1p64) {  // the common case
    double z;
    double v = pow_core(x, y, 0, &z);
    if (magnitude(z) < 708) return v;
  }
  // Annex F, in its order.
  if (y == 0) return 1;
  if (x == 1) return 1;
  if (x != x || y != y) return x + y;
  int kind = integer_kind(y);  // (y may be infinite: kind 2, handled before it matters)
  if (ax == 0) {
    if (y < 0) return kind == 1 ? 1 / x : infinity();
    return kind == 1 ? x : 0;
  }
  if (ay == infinity()) {
    if (ax == 1) return 1;
    return (ax < 1) == (y < 0) ? infinity() : 0;
  }
  if (ax == infinity()) {
    double magnitude_result = y < 0 ? 0 : infinity();
    return (x < 0 && kind == 1) ? -magnitude_result : magnitude_result;
  }
  if (x < 0 && kind == 0) return quiet_nan();
  double sign = (x < 0 && kind == 1) ? -1 : 1;
  if (ax == 1) return sign;
  // Finite x != 0, |x| != 1, finite y: y·log|x| decides.
  double k_offset = 0;
  if (!x_normal) { ax *= 0x1p52; k_offset = -52; }
  if (ay >= 0x1p64) {  // |y·log|x|| >= 2^64·2^-53: far past overflow and underflow
    int below_one = k_offset != 0 || ax < 1;
    return below_one == (y < 0) ? sign * infinity() : sign * 0;
  }
  Pair l = log_pair(ax, k_offset);
  Pair p = two_product(y, l.hi);
  Pair z = fast_two_sum(p.hi, p.lo + y * l.lo);
  if (z.hi > 710) return sign * infinity();
  if (z.hi < -746) return sign * 0;
  return sign * exp_wide(z.hi, z.lo);
}

// MARK: atan and atan2

double curve_atan(double x) {
  double ax = magnitude(x);
  if (ax < 0x1p60) return atan_core(x);
  if (x != x) return x + x;
  // |x| >= 2^60: pi/2 - 1/|x| rounds to pi/2's double (1/|x| <= 2^-60 < pi/2's tail), as for infinity.
  return double_of(bits_of(CURVE_PIO2_HI) ^ (bits_of(x) & INT64_MIN));
}

double curve_atan2(double y, double x) {
  if (atan2_covered(y, x)) return atan2_core(y, x);
  if (x != x || y != y) return x + y;
  double ax = magnitude(x), ay = magnitude(y), v;
  int left = bits_of(x) < 0;  // x < 0 or x = -0
  // Annex F's special values (as magnitudes; the sign of y is put back below).
  if (ay == 0) v = left ? CURVE_PI_HI : 0;
  else if (ax == infinity()) v = ay == infinity() ? (left ? CURVE_3PIO4 : CURVE_PIO4) : (left ? CURVE_PI_HI : 0);
  else if (ax == 0 || ay == infinity()) v = CURVE_PIO2_HI;
  else {
    // Finite and non-zero, outside the core's range: scaled by the same power of 2 (exact where
    // it matters), or a ratio below 2^-900, where atan(n/d) = n/d to 2^-1800 relative.
    double d = ay > ax ? ay : ax;
    double s = d >= 0x1p1022 ? 0x1p-2 : 0x1p200;
    if (atan2_covered(y * s, x * s)) return atan2_core(y * s, x * s);
    if (ay > ax) v = CURVE_PIO2_HI;  // pi/2 -+ 2^-900
    else if (left) v = CURVE_PI_HI;  // pi - 2^-900
    else v = ay / ax;                // rounded once, also where it is subnormal
  }
  return double_of(bits_of(v) ^ (bits_of(y) & INT64_MIN));
}

// MARK: cbrt

/// cbrt_core (core.h), a subnormal scaled by 2^54 first (exactly).
double curve_cbrt(double x) {
  double ax = magnitude(x);
  if (!(ax < infinity()) || ax == 0) return x + x;  // NaN, ±inf and ±0 are their own cube roots
  if (ax < 0x1p-1022) return cbrt_core(x, ax * 0x1p54, -54);
  return cbrt_core(x, ax, 0);
}

// MARK: hypot

/// sqrt(x^2 + y^2) without spurious overflow or underflow: both scaled by the power of 2 that puts
/// the larger in [1, 2) (exact; the smaller is then above 2^-31 or does not count), the squares
/// exact by Dekker's product and summed as a pair, the root the correctly rounded sqrt corrected by
/// its exact remainder, and the pair scaled back by `scaled` (exp's), which rounds once also where
/// the result is subnormal or overflows. Where hypot_covered, hypot_core does the same unscaled.
double curve_hypot(double x, double y) {
  double ax = magnitude(x), ay = magnitude(y);
  if (ax == infinity() || ay == infinity()) return infinity();  // even with a NaN (Annex F)
  if (ax != ax || ay != ay) return x + y;
  if (hypot_covered(x, y)) return hypot_core(x, y);
  double big = ax > ay ? ax : ay, small = ax > ay ? ay : ax;
  if (small == 0) return big;
  if (small < big * 0x1p-31) return big;  // big·sqrt(1 + r^2), r^2/2 < 2^-63: rounds to big
  int offset = 0;
  if (big < 0x1p-1022) { big *= 0x1p54; small *= 0x1p54; offset = -54; }  // exact
  if (big >= 0x1p1023) { big *= 0.5; small *= 0.5; offset = 1; }  // exact: small >= 2^-31·big
  int64_t e = ((bits_of(big) >> 52) & 0x7FF) - 1023;
  double scale = double_of((int64_t)(1023 - e) << 52);  // 2^-e, normal: e in [-1022, 1022]
  double b = big * scale, s = small * scale;                   // b in [1, 2), s > 2^-31: exact
  Pair b2 = two_product(b, b), s2 = two_product(s, s);
  Pair sum = two_sum(b2.hi, s2.hi);
  Pair h = fast_two_sum(sum.hi, sum.lo + (b2.lo + s2.lo));  // x^2 + y^2 in [1, 8), to 2^-104
  double r = __builtin_elementwise_sqrt(h.hi);  // IEEE sqrt, correctly rounded (no errno, no libm)
  Pair rr = two_product(r, r);
  Pair v = {r, (((h.hi - rr.hi) - rr.lo) + h.lo) / (2 * r)};  // h.hi - rr.hi exact (Sterbenz)
  int64_t m = e + offset;
  if (v.hi >= 2) { v.hi *= 0.5; v.lo *= 0.5; m += 1; }  // head in [1, 2) for `scaled`
  return scaled(v, m);
}


// MARK: sinh, cosh and tanh

/// e^|x|/2 for 708 <= |x| < 746, rounded once (exp's `scaled`, which overflows to inf where the
/// result does): e^-|x| is below 2^-2000 of it.
static double half_exp(double a) {
  int64_t k;
  Pair y = exp_parts(a, 0, &k);
  return scaled(y, (k >> 7) - 1);
}

double curve_sinh(double x) {
  double a = magnitude(x);
  if (a < 708) return sinh_core(x);
  if (x != x) return x + x;
  double v = a < 711 ? half_exp(a) : infinity();  // sinh overflows from 710.4758600739439
  return double_of(bits_of(v) | (bits_of(x) & INT64_MIN));
}

double curve_cosh(double x) {
  double a = magnitude(x);
  if (a < 708) return cosh_core(x);
  if (x != x) return x + x;
  return a < 711 ? half_exp(a) : infinity();
}

double curve_tanh(double x) {
  if (magnitude(x) < 22) return tanh_core(x);
  if (x != x) return x + x;
  return x > 0 ? 1.0 : -1.0;  // 1 - tanh|x| < 2e^-44 < 2^-63: rounds to 1
}

// MARK: asin and acos

double curve_asin(double x) {
  if (magnitude(x) <= 1) return asin_core(x);
  if (x != x) return x + x;
  return quiet_nan();  // |x| > 1
}

double curve_acos(double x) {
  if (magnitude(x) <= 1) return acos_core(x);
  if (x != x) return x + x;
  return quiet_nan();
}

// MARK: asinh, acosh and atanh

double curve_asinh(double x) {
  if (magnitude(x) < infinity()) return asinh_core(x);
  return x + x;  // ±inf, NaN
}

double curve_acosh(double x) {
  if (x >= 1 && x < infinity()) return acosh_core(x);
  if (x != x) return x + x;
  return x == infinity() ? x : quiet_nan();  // x < 1: NaN
}

double curve_atanh(double x) {
  double a = magnitude(x);
  if (a < 1) return atanh_core(x);
  if (x != x) return x + x;
  return a == 1 ? x * infinity() : quiet_nan();  // ±1: ±inf
}

// MARK: cot, sec and csc

static double reciprocal_trig(double x, int kind) {
  double ax = magnitude(x);
  if (ax < 0x1p19) return reciprocal_trig_core(x, kind);
  if (!(ax < infinity())) return quiet_nan();
  int64_t quadrant;
  Pair r = reduce_large(x, &quadrant);
  return reciprocal_trig_reduced(r.hi, r.lo, quadrant, kind);
}

double curve_cot(double x) { return reciprocal_trig(x, 0); }
double curve_sec(double x) { return reciprocal_trig(x, 1); }
double curve_csc(double x) { return reciprocal_trig(x, 2); }

// MARK: log_base

double curve_log_base(double b, double x) {
  if (log_base_covered(b, x)) return log_base_core(b, x, 0, 0);
  if (b != b || x != x) return b + x;
  if (!(b > 0) || x < 0) return quiet_nan();  // a base <= 0 (also ±0), a negative argument
  // An infinite log (x = 0 or +inf, b = +inf): the IEEE quotient of the logs, which is the real
  // one (-inf/log b, log x/inf = ±0, inf/inf = NaN, -inf/0 = -inf for b = 1).
  if (x == 0 || x == infinity() || b == infinity()) return curve_log(x) / curve_log(b);
  double bs = b, xs = x, b_offset = 0, x_offset = 0;
  if (b < 0x1p-1022) bs = b * 0x1p52, b_offset = -52;  // subnormal: exact
  if (x < 0x1p-1022) xs = x * 0x1p52, x_offset = -52;
  if (b == 1) return log_pair(xs, x_offset).hi * infinity();  // log x/+0: ±inf, NaN for x = 1
  return log_base_core(bs, xs, b_offset, x_offset);
}

// MARK: gamma

/// (a.hi + a.lo)·(b.hi + b.lo) as a pair, within about 2^-104 relative (the heads' product exact).
static Pair pair_product(Pair a, Pair b) {
  Pair p = two_product(a.hi, b.hi);
  return fast_two_sum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}

/// (a.hi + a.lo) + (b.hi + b.lo) as a pair, within about 2^-104 of the larger magnitude.
static Pair pair_sum(Pair a, Pair b) {
  Pair s = two_sum(a.hi, b.hi);
  return fast_two_sum(s.hi, s.lo + (a.lo + b.lo));
}

/// log gamma(z) for z = z.hi + z.lo in [12, 172) as a pair, by Stirling's series
/// (z - 1/2)·log z - z + log(2 pi)/2 + sum B_2k/(2k(2k - 1)·z^(2k - 1)) to k = 9: the next term is
/// below 2^-67.6 at z = 12. log z is log_pair's (2^-70 relative) with z.lo/z.hi added, so the
/// absolute error is about 2^-60 at z = 171.6 (where (z - 1/2)·log z is 883) and less below;
/// the coefficients after 1/12 are in doubles (their sum is below 2^-15 of 1/12). Constants by mpmath.
static Pair log_gamma_stirling(Pair z) {
  Pair log_z = log_pair(z.hi, 0);
  log_z = fast_two_sum(log_z.hi, log_z.lo + z.lo / z.hi);
  Pair main = pair_product(two_sum(z.hi - 0.5, z.lo), log_z);  // z.hi - 1/2 exact for z.hi >= 1
  Pair minus_z = {-z.hi, -z.lo};
  Pair half_log_two_pi = {0x1.d67f1c864beb5p-1, -0x1.65b5a1b7ff5dfp-55};
  main = pair_sum(pair_sum(main, minus_z), half_log_two_pi);
  double t = 1.0 / z.hi;  // 1/z = t + tl, tl from the exact remainder of t·z.hi
  Pair tz = two_product(t, z.hi);
  double tl = (((1.0 - tz.hi) - tz.lo) - t * z.lo) / z.hi;  // 1 - tz.hi exact (Sterbenz)
  double w = t * t;
  double rest = w * (-0x1.6c16c16c16c17p-9 + w * (0x1.a01a01a01a01ap-11 + w * (-0x1.3813813813814p-11 +
                w * (0x1.b951e2b18ff23p-11 + w * (-0x1.f6ab0d9993c7dp-10 + w * (0x1.a41a41a41a41ap-8 +
                w * (-0x1.e4286cb0f5398p-6 + w * 0x1.6fe96381e0680p-3)))))));
  Pair series = two_sum(0x1.5555555555555p-4, rest);  // 1/12 + rest
  series.lo += 0x1.5555555555555p-58;
  Pair t_pair = {t, tl};
  return pair_sum(main, pair_product(series, t_pair));
}

double curve_gamma(double x) {
  if (x != x) return x + x;
  if (x == infinity()) return x;
  if (x > 171.625) return infinity();  // gamma overflows from 171.62437695630272
  double ax = magnitude(x);
  if (ax < 0x1p-54) {  // 1/x - gamma_E + O(x), the O(x) term below 2^-108 relative
    if (ax < 0x1p-900) return 1.0 / x;  // ±inf at ±0; Euler's constant below 2^-900 relative
    double r = 1.0 / x;
    Pair rx = two_product(r, x);
    double e = ((1.0 - rx.hi) - rx.lo) / x;  // 1/x - r
    return r + (e - 0x1.2788cfc6fb619p-1);
  }
  if (x < 0) {
    if (ax >= 0x1p52) return quiet_nan();  // every such double is an integer, a pole; -inf too
    double n = (ax + 0x1p52) - 0x1p52;  // |x| rounded to an integer (exact below 2^52)
    if (n == ax) return quiet_nan();
    // Below -190, |gamma(x)| < 2^-1100 even one ulp from a pole: a zero with gamma's sign,
    // (-1)^c on (-c, -c + 1).
    if (x < -190) {
      double c = n > ax ? n : n + 1, half = c * 0.5;
      return (half + 0x1p52) - 0x1p52 == half ? 0.0 : -0.0;
    }
  }
  // gamma(x) = gamma(z)/P with z = x + n >= 12 and P = x(x + 1)...(x + n - 1), each x + k an exact
  // pair and P kept as a pair times 2^p_scale (at most 202 factors, each below 202).
  Pair product = {1, 0};
  int64_t p_scale = 0;
  double k = 0;
  Pair z = {x, 0};
  while (z.hi < 12) {
    product = pair_product(product, z);
    if (magnitude(product.hi) > 0x1p600) {
      product.hi *= 0x1p-600;
      product.lo *= 0x1p-600;
      p_scale += 600;
    }
    k += 1;
    z = two_sum(x, k);
  }
  int negative = product.hi < 0;
  if (negative) { product.hi = -product.hi; product.lo = -product.lo; }
  Pair l = log_gamma_stirling(z);
  int64_t e_scale;
  Pair e = exp_parts(l.hi, l.lo, &e_scale);  // gamma(z) = (e.hi + e.lo)·2^(e_scale >> 7)
  // q = e/product: the rounded quotient corrected by its exact remainder.
  double qh = e.hi / product.hi;
  Pair qp = two_product(qh, product.hi);
  double ql = (((e.hi - qp.hi) - qp.lo) + (e.lo - qh * product.lo)) / product.hi;
  int64_t q_exponent = ((bits_of(qh) >> 52) & 0x7FF) - 1023;  // qh normal: P < 2^610, e ~ 1
  double unscale = double_of((int64_t)(1023 - q_exponent) << 52);
  Pair q = fast_two_sum(qh * unscale, ql * unscale);  // in [1, 2)
  double value = scaled(q, (e_scale >> 7) + q_exponent - p_scale);
  return negative ? -value : value;
}

double curve_factorial(double x) { return curve_gamma(x + 1); }

void curve_gamma_v(double *d, const double *a, long n) {
  for (long i = 0; i < n; i++) d[i] = curve_gamma(a[i]);
}

void curve_factorial_v(double *d, const double *a, long n) {
  for (long i = 0; i < n; i++) d[i] = curve_gamma(a[i] + 1);
}
