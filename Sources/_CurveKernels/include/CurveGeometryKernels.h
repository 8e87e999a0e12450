// Kernels of the curve sampler: the grid, extents, the data-to-pt scale, and the
// slopes of d3's curveMonotoneX. Each formula is written once here as an inline scalar
// function; the block kernels compute exactly the same bits (AVX2 when the CPU has it, checked at
// run time, else a loop over the scalar function). Compiled with floating-point contraction off.
#ifndef CURVE_GEOMETRY_KERNELS_H
#define CURVE_GEOMETRY_KERNELS_H

#ifdef __cplusplus
extern "C" {
#endif

#pragma clang fp contract(off)

/// The i-th of n evenly spaced values from lo to hi (n >= 2, both ends finite):
/// lo + ((hi - lo) * i) / (n - 1), the last exactly hi. Where that product could overflow (a span
/// over 1.7e308 / (n - 1)) the step is divided first, lo + ((hi - lo) / (n - 1)) * i; where the
/// span itself overflows (past ±8.9e307 each way) everything is halved as well,
/// 2 * (lo/2 + ((hi/2 - lo/2) / (n - 1)) * i). Which formula is decided for the whole grid, and in
/// each no step overflows, so every value of a finite domain is finite and in order.
static inline __attribute__((always_inline)) double curve_grid_value(double lo, double hi, long i, long n) {
  if (i == n - 1) return hi;
  double steps = (double)(n - 1), span = hi - lo, whole = span * steps;
  if (whole - whole == 0) return lo + span * (double)i / steps;
  if (span - span == 0) return lo + (span / steps) * (double)i;
  return 2 * (lo / 2 + ((hi / 2 - lo / 2) / steps) * (double)i);
}

/// A value limited to [lo, hi] with Swift's `min(max(v, lo), hi)`: NaN stays NaN.
static inline __attribute__((always_inline)) double curve_clamp(double v, double lo, double hi) {
  double low = lo >= v ? lo : v;
  return hi < low ? hi : low;
}

/// Data to pt, like d3's scaleLinear: t = (v - d0) / (d1 - d0), then r0 * (1 - t) + r1 * t,
/// saturated at ±2^64 pt (t first at ±2^60, so infinities cannot meet as NaN). Nothing a canvas
/// shows changes: a line to a point at 2^64 pt leaves a plot of 10,000 pt less than 1e-11 pt
/// from where it would leave it for a point further out. A domain whose width overflows (wider
/// than 1.7e308) is measured halved, (v/2 - d0/2) / (d1/2 - d0/2): halving is exact there, so t
/// is the true ratio. NaN stays NaN.
static inline __attribute__((always_inline)) double curve_scale_value(double v, double d0, double d1, double r0, double r1) {
  double width = d1 - d0;
  double ratio = width - width == 0 ? (v - d0) / width : (v / 2 - d0 / 2) / (d1 / 2 - d0 / 2);
  double t = curve_clamp(ratio, -0x1p60, 0x1p60);
  return curve_clamp(r0 * (1 - t) + r1 * t, -0x1p64, 0x1p64);
}

/// Steffen's slope at a point from the secant slopes s0 and s1 of the intervals before and after
/// it, of widths h0 and h1 (d3's `slope3` once s0 and s1 are known). NaN and zero give 0, as
/// d3's `|| 0` makes them.
static inline __attribute__((always_inline)) double curve_monotone_slope3_secants(double h0, double h1, double s0, double s1) {
  double p = (s0 * h1 + s1 * h0) / (h0 + h1);
  double a0 = __builtin_fabs(s0), a1 = __builtin_fabs(s1), ap = 0.5 * __builtin_fabs(p);
  if (a0 != a0 || a1 != a1 || ap != ap) return 0;  // Math.min of a NaN is NaN, and NaN || 0 is 0
  double m = a1 < a0 ? a1 : a0;
  m = ap < m ? ap : m;
  double slope = ((s0 < 0 ? -1.0 : 1.0) + (s1 < 0 ? -1.0 : 1.0)) * m;
  return (slope != slope || slope == 0) ? 0 : slope;
}

/// d3's `slope3`: h0 and h1 are the widths of the intervals before and after the point, dy0 and
/// dy1 their rises. A zero width divides by a zero signed as JavaScript's
/// `h0 || (h1 < 0 && -0)` makes it.
static inline __attribute__((always_inline)) double curve_monotone_slope3(double h0, double h1, double dy0, double dy1) {
  double d0 = (h0 != 0 && h0 == h0) ? h0 : (h1 < 0 ? -0.0 : 0.0);
  double d1 = (h1 != 0 && h1 == h1) ? h1 : (h0 < 0 ? -0.0 : 0.0);
  return curve_monotone_slope3_secants(h0, h1, dy0 / d0, dy1 / d1);
}

/// d3's `slope2`, the one-sided slope at an end of a run: h and dy are the end interval's width
/// and rise, t the slope at its other end.
static inline __attribute__((always_inline)) double curve_monotone_slope2(double h, double dy, double t) {
  return (h != 0 && h == h) ? (3 * dy / h - t) / 2 : t;
}

/// d[i] = curve_grid_value(lo, hi, i, n) for i < m (m <= n): the first m values of the grid.
void curve_grid(double *d, double lo, double hi, long n, long m);

/// Stores the least and greatest finite values of v in low and high (low > high when none is
/// finite). Between equal values (0 and -0) the first wins for low and the last for high, as
/// Swift's `min(low, v)` and `max(high, v)` decide.
void curve_extent(const double *v, long n, double *low, double *high);

/// The least and greatest of x[0..n) and of y[0..n) into hull (left, right, top, bottom); with
/// slopes (d3's monotoneX), the Bézier control points' y too: y[i] + d*slope[i] and
/// y[i+1] - d*slope[i+1] with d = (x[i+1] - x[i]) / 3. NaN values are passed over.
void curve_hull(const double *x, const double *y, const double *slope, long n, double *hull);

/// The first index in [start, n) whose sample has no value (x not finite; y NaN when
/// `function_mode`, else y not finite), or n when every one has.
long curve_next_gap(const double *x, const double *y, long start, long n, int function_mode);

/// d[i] = curve_scale_value(v[i], d0, d1, r0, r1) for i < n.
void curve_scale(double *d, const double *v, long n, double d0, double d1, double r0, double r1);

/// d3's curveMonotoneX through n >= 3 points, as the points and the slope at each: x[0..n) then
/// y[0..n) then the slopes into out (3n values); the slopes are `slope2` at the ends and `slope3`
/// inside. Returns 1, with out unspecified, when a point equals the one before it (d3 skips such a
/// point: drop them and call again), else 0.
int curve_monotone(double *out, const double *x, const double *y, long n);

#ifdef __cplusplus
}
#endif
#endif
