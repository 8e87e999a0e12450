#include "CurveGeometryKernels.h"

#include <math.h>

#pragma clang fp contract(off)
#pragma STDC FP_CONTRACT OFF

#include "dispatch.h"

// MARK: Grid

#if CURVE_X86
AVX2 static void grid_avx2(double *d, double lo, double hi, long n, long m) {
  double steps = (double)(n - 1), span = hi - lo, whole = span * steps;
  long i = 0;
  if (whole - whole == 0) {
    __m256d vlo = _mm256_set1_pd(lo), vspan = _mm256_set1_pd(span), vsteps = _mm256_set1_pd(steps);
    __m256d index = _mm256_setr_pd(0, 1, 2, 3), four = _mm256_set1_pd(4);
    for (; i + 4 <= m && i + 4 <= n - 1; i += 4) {
      _mm256_storeu_pd(d + i, _mm256_add_pd(vlo, _mm256_div_pd(_mm256_mul_pd(vspan, index), vsteps)));
      index = _mm256_add_pd(index, four);
    }
  }
  for (; i < m; i++) d[i] = curve_grid_value(lo, hi, i, n);
}
#endif
void curve_grid(double *d, double lo, double hi, long n, long m) {
  DISPATCH(grid_avx2(d, lo, hi, n, m), for (long i = 0; i < m; i++) d[i] = curve_grid_value(lo, hi, i, n))
}

// MARK: Extent

static void extent_plain(const double *v, long n, double *low, double *high) {
  double l = INFINITY, h = -INFINITY;
  for (long i = 0; i < n; i++) {
    double x = v[i];
    if (x - x != 0) continue;  // not finite: out of the extent
    l = x < l ? x : l;   // Swift's min(l, x): the first of equals
    h = x >= h ? x : h;  // Swift's max(h, x): the last of equals
  }
  *low = l;
  *high = h;
}

#if CURVE_X86
AVX2 static void extent_avx2(const double *v, long n, double *low, double *high) {
  __m256d zero = _mm256_setzero_pd();
  __m256d l = _mm256_set1_pd(INFINITY), h = _mm256_set1_pd(-INFINITY);
  long i = 0;
  for (; i + 4 <= n; i += 4) {
    __m256d x = _mm256_loadu_pd(v + i);
    // Non-finite values stay out of the extent (as ±infinity, which never wins).
    __m256d finite = _mm256_cmp_pd(_mm256_sub_pd(x, x), zero, _CMP_EQ_OQ);
    l = _mm256_min_pd(l, _mm256_blendv_pd(l, x, finite));
    h = _mm256_max_pd(h, _mm256_blendv_pd(h, x, finite));
  }
  double ls[4], hs[4];
  _mm256_storeu_pd(ls, l);
  _mm256_storeu_pd(hs, h);
  double lt, ht;
  extent_plain(v + i, n - i, &lt, &ht);
  double rl = lt, rh = ht;
  for (int k = 0; k < 4; k++) {
    rl = ls[k] < rl ? ls[k] : rl;
    rh = hs[k] > rh ? hs[k] : rh;
  }
  // Lanes lose which of two equal values came first; only 0 and -0 are equal yet differ, so a
  // zero end is settled by the plain loop.
  if (rl == 0 || rh == 0) {
    extent_plain(v, n, low, high);
    return;
  }
  *low = rl;
  *high = rh;
}
#endif
void curve_extent(const double *v, long n, double *low, double *high) {
  DISPATCH(extent_avx2(v, n, low, high), extent_plain(v, n, low, high))
}

// MARK: Hull

static void hull_plain(const double *x, const double *y, const double *slope, long n, double *hull) {
  double left = INFINITY, right = -INFINITY, top = INFINITY, bottom = -INFINITY;
  for (long i = 0; i < n; i++) {
    left = x[i] < left ? x[i] : left;
    right = x[i] > right ? x[i] : right;
    top = y[i] < top ? y[i] : top;
    bottom = y[i] > bottom ? y[i] : bottom;
  }
  if (slope) {
    for (long i = 0; i + 1 < n; i++) {
      double d = (x[i + 1] - x[i]) / 3;
      double u = y[i] + d * slope[i], v = y[i + 1] - d * slope[i + 1];
      top = u < top ? u : top;
      bottom = u > bottom ? u : bottom;
      top = v < top ? v : top;
      bottom = v > bottom ? v : bottom;
    }
  }
  hull[0] = left;
  hull[1] = right;
  hull[2] = top;
  hull[3] = bottom;
}

#if CURVE_X86
// minpd(v, acc) is `v < acc ? v : acc` and maxpd(v, acc) `v > acc ? v : acc`, the plain loop's
// selects, so a NaN is passed over the same way; four lanes of accumulators, folded at the end.
AVX2 static void hull_avx2(const double *x, const double *y, const double *slope, long n, double *hull) {
  __m256d left = _mm256_set1_pd(INFINITY), right = _mm256_set1_pd(-INFINITY);
  __m256d top = left, bottom = right;
  long i = 0;
  for (; i + 4 <= n; i += 4) {
    __m256d vx = _mm256_loadu_pd(x + i), vy = _mm256_loadu_pd(y + i);
    left = _mm256_min_pd(vx, left);
    right = _mm256_max_pd(vx, right);
    top = _mm256_min_pd(vy, top);
    bottom = _mm256_max_pd(vy, bottom);
  }
  long j = 0;
  if (slope) {
    __m256d three = _mm256_set1_pd(3);
    for (; j + 5 <= n; j += 4) {  // segments j ... j + 3
      __m256d x0 = _mm256_loadu_pd(x + j), x1 = _mm256_loadu_pd(x + j + 1);
      __m256d d = _mm256_div_pd(_mm256_sub_pd(x1, x0), three);
      __m256d u = _mm256_add_pd(_mm256_loadu_pd(y + j), _mm256_mul_pd(d, _mm256_loadu_pd(slope + j)));
      __m256d v = _mm256_sub_pd(_mm256_loadu_pd(y + j + 1), _mm256_mul_pd(d, _mm256_loadu_pd(slope + j + 1)));
      top = _mm256_min_pd(v, _mm256_min_pd(u, top));
      bottom = _mm256_max_pd(v, _mm256_max_pd(u, bottom));
    }
  }
  double lanes[4][4];
  _mm256_storeu_pd(lanes[0], left);
  _mm256_storeu_pd(lanes[1], right);
  _mm256_storeu_pd(lanes[2], top);
  _mm256_storeu_pd(lanes[3], bottom);
  // The rest: points from i, segments from j (each a plain pass over the few left).
  double rest[4];
  hull_plain(x + i, y + i, NULL, n - i, rest);
  if (slope && j + 1 < n) {
    double tail[4];
    hull_plain(x + j, y + j, slope + j, n - j, tail);
    rest[2] = tail[2] < rest[2] ? tail[2] : rest[2];
    rest[3] = tail[3] > rest[3] ? tail[3] : rest[3];
  }
  for (int k = 0; k < 4; k++) {
    rest[0] = lanes[0][k] < rest[0] ? lanes[0][k] : rest[0];
    rest[1] = lanes[1][k] > rest[1] ? lanes[1][k] : rest[1];
    rest[2] = lanes[2][k] < rest[2] ? lanes[2][k] : rest[2];
    rest[3] = lanes[3][k] > rest[3] ? lanes[3][k] : rest[3];
  }
  for (int k = 0; k < 4; k++) hull[k] = rest[k];
}
#endif

void curve_hull(const double *x, const double *y, const double *slope, long n, double *hull) {
  DISPATCH(hull_avx2(x, y, slope, n, hull), hull_plain(x, y, slope, n, hull))
}

// MARK: Gaps

static inline int has_value(double x, double y, int function_mode) {
  return x - x == 0 && (function_mode ? y == y : y - y == 0);
}

#if CURVE_X86
AVX2 static long next_gap_avx2(const double *x, const double *y, long start, long n, int function_mode) {
  __m256d zero = _mm256_setzero_pd();
  long i = start;
  for (; i + 4 <= n; i += 4) {
    __m256d vx = _mm256_loadu_pd(x + i), vy = _mm256_loadu_pd(y + i);
    __m256d ok = _mm256_cmp_pd(_mm256_sub_pd(vx, vx), zero, _CMP_EQ_OQ);  // x finite
    ok = _mm256_and_pd(ok, function_mode ? _mm256_cmp_pd(vy, vy, _CMP_ORD_Q) : _mm256_cmp_pd(_mm256_sub_pd(vy, vy), zero, _CMP_EQ_OQ));
    if (_mm256_movemask_pd(ok) != 0xF) break;  // the gap is in this block
  }
  for (; i < n; i++) if (!has_value(x[i], y[i], function_mode)) return i;
  return n;
}
#endif

long curve_next_gap(const double *x, const double *y, long start, long n, int function_mode) {
#if CURVE_X86
  if (curve_cpu_has_avx2()) return next_gap_avx2(x, y, start, n, function_mode);
#endif
  for (long i = start; i < n; i++) if (!has_value(x[i], y[i], function_mode)) return i;
  return n;
}

// MARK: Scale

#if CURVE_X86
AVX2 static inline __m256d clamp_avx2(__m256d v, __m256d lo, __m256d hi) {
  __m256d low = _mm256_blendv_pd(v, lo, _mm256_cmp_pd(lo, v, _CMP_GE_OQ));
  return _mm256_blendv_pd(low, hi, _mm256_cmp_pd(hi, low, _CMP_LT_OQ));
}
AVX2 static void scale_avx2(double *d, const double *v, long n, double d0, double d1, double r0, double r1) {
  __m256d vd0 = _mm256_set1_pd(d0), width = _mm256_set1_pd(d1 - d0);
  __m256d vr0 = _mm256_set1_pd(r0), vr1 = _mm256_set1_pd(r1), one = _mm256_set1_pd(1);
  __m256d tlo = _mm256_set1_pd(-0x1p60), thi = _mm256_set1_pd(0x1p60);
  __m256d plo = _mm256_set1_pd(-0x1p64), phi = _mm256_set1_pd(0x1p64);
  long i = 0;
  // A width that overflows is measured halved: the scalar formula below does that.
  double w = d1 - d0;
  long vectorEnd = w - w == 0 ? n : 0;
  for (; i + 4 <= vectorEnd; i += 4) {
    __m256d t = clamp_avx2(_mm256_div_pd(_mm256_sub_pd(_mm256_loadu_pd(v + i), vd0), width), tlo, thi);
    __m256d p = _mm256_add_pd(_mm256_mul_pd(vr0, _mm256_sub_pd(one, t)), _mm256_mul_pd(vr1, t));
    _mm256_storeu_pd(d + i, clamp_avx2(p, plo, phi));
  }
  for (; i < n; i++) d[i] = curve_scale_value(v[i], d0, d1, r0, r1);
}
#endif
void curve_scale(double *d, const double *v, long n, double d0, double d1, double r0, double r1) {
  DISPATCH(scale_avx2(d, v, n, d0, d1, r0, r1), for (long i = 0; i < n; i++) d[i] = curve_scale_value(v[i], d0, d1, r0, r1))
}

// MARK: Monotone

// Bit 0: some point equals the one before it (d3 compares the values: infinities can be equal);
// bit 1: some width is zero or NaN (d3's `h || …` then takes a signed zero). Pairs i … n-2.
static int widths_plain(const double *x, const double *y, long i, long n) {
  int flags = 0;
  for (; i < n - 1; i++) {
    if (x[i + 1] == x[i] && y[i + 1] == y[i]) flags |= 3;
    else if (!(x[i + 1] - x[i] != 0)) flags |= 2;
  }
  return flags;
}

// The slopes inside the run, j … n-2, by d3's `slope3` (zero widths divide by signed zeros).
static void slopes_plain(double *t, const double *x, const double *y, long j, long n) {
  for (; j < n - 1; j++) t[j] = curve_monotone_slope3(x[j] - x[j - 1], x[j + 1] - x[j], y[j] - y[j - 1], y[j + 1] - y[j]);
}

static int monotone_plain(double *out, const double *x, const double *y, long n) {
  if (widths_plain(x, y, 0, n) & 1) return 1;
  for (long i = 0; i < n; i++) {
    out[i] = x[i];
    out[n + i] = y[i];
  }
  slopes_plain(out + 2 * n, x, y, 1, n);
  return 0;
}

#if CURVE_X86
// One pass over blocks of four inner points j … j+3: copies them to the x and y columns, takes
// the secants dy/h after each (one division), shifts in the secant before the block, and forms
// Steffen's slope with p = (s0·h1 + s1·h0)/(h0 + h1) (the second division). With no zero width
// d3's s0 and s1 are exactly these secants; a zero width anywhere sends the run to the plain
// rule instead. Returns the flags of widths_plain.
AVX2 static int monotone_avx2(double *out, const double *x, const double *y, long n) {
  const __m256d zero = _mm256_setzero_pd(), negzero = _mm256_set1_pd(-0.0), half = _mm256_set1_pd(0.5);
  const __m256d one = _mm256_set1_pd(1), minus = _mm256_set1_pd(-1);
  double *t = out + 2 * n;
  int flags = widths_plain(x, y, 0, 2);  // the first interval
  __m256d zeroWidth = zero;
  // The secant of the interval before the first block, in the last lane.
  __m256d previous = _mm256_set1_pd((y[1] - y[0]) / (x[1] - x[0]));
  long j = 1;
  for (; j + 4 <= n - 1; j += 4) {
    __m256d xb = _mm256_loadu_pd(x + j), yb = _mm256_loadu_pd(y + j);
    _mm256_storeu_pd(out + j, xb);
    _mm256_storeu_pd(out + n + j, yb);
    __m256d h1 = _mm256_sub_pd(_mm256_loadu_pd(x + j + 1), xb), dy1 = _mm256_sub_pd(_mm256_loadu_pd(y + j + 1), yb);
    __m256d h0 = _mm256_sub_pd(xb, _mm256_loadu_pd(x + j - 1));
    zeroWidth = _mm256_or_pd(zeroWidth, _mm256_cmp_pd(h1, zero, _CMP_EQ_UQ));  // zero or NaN
    __m256d s1 = _mm256_div_pd(dy1, h1);
    // The secants before j … j+3: the previous block's last, then this block's first three.
    __m256d s0 = _mm256_shuffle_pd(_mm256_permute2f128_pd(previous, s1, 0x21), s1, 5);
    previous = s1;
    __m256d p = _mm256_div_pd(_mm256_add_pd(_mm256_mul_pd(s0, h1), _mm256_mul_pd(s1, h0)), _mm256_add_pd(h0, h1));
    __m256d a0 = _mm256_andnot_pd(negzero, s0), a1 = _mm256_andnot_pd(negzero, s1);
    __m256d ap = _mm256_mul_pd(half, _mm256_andnot_pd(negzero, p));
    // Math.min of a NaN is NaN. A NaN secant makes p NaN too, so a NaN among the three is
    // always in ap, which min_pd returns when it is its second operand and unordered. Between
    // equal values min_pd's choice does not matter: both are +0 or the same number.
    __m256d m = _mm256_min_pd(_mm256_min_pd(a0, a1), ap);
    __m256d g0 = _mm256_blendv_pd(one, minus, _mm256_cmp_pd(s0, zero, _CMP_LT_OQ));
    __m256d g1 = _mm256_blendv_pd(one, minus, _mm256_cmp_pd(s1, zero, _CMP_LT_OQ));
    __m256d slope = _mm256_mul_pd(_mm256_add_pd(g0, g1), m);
    // NaN and ±0 become +0: d3's `|| 0`
    _mm256_storeu_pd(t + j, _mm256_andnot_pd(_mm256_cmp_pd(slope, zero, _CMP_EQ_UQ), slope));
  }
  flags |= widths_plain(x, y, j, n);
  // A zero or NaN width (rare) is told apart from a repeated point by the plain check.
  if (_mm256_movemask_pd(zeroWidth)) flags |= widths_plain(x, y, 0, n);
  if (flags) return flags;
  for (long k = j; k < n; k++) {
    out[k] = x[k];
    out[n + k] = y[k];
  }
  out[0] = x[0];
  out[n] = y[0];
  slopes_plain(t, x, y, j, n);
  return 0;
}
#endif

int curve_monotone(double *out, const double *x, const double *y, long n) {
  if (n < 3) return 0;
  int repeats;
#if CURVE_X86
  int flags = curve_cpu_has_avx2() ? monotone_avx2(out, x, y, n) : 2;
  repeats = (flags & 1) ? 1 : (flags & 2) ? monotone_plain(out, x, y, n) : 0;
#else
  repeats = monotone_plain(out, x, y, n);
#endif
  if (repeats) return 1;
  double *t = out + 2 * n;
  t[0] = curve_monotone_slope2(x[1] - x[0], y[1] - y[0], t[1]);
  t[n - 1] = curve_monotone_slope2(x[n - 1] - x[n - 2], y[n - 1] - y[n - 2], t[n - 2]);
  return 0;
}
