// The block forms of CurveKit's math over four lanes, included once per instruction set with
// BLOCK(name) naming its functions. A lane that needs what only the scalar code handles (a huge
// sin argument, exp near overflow, log of a subnormal, pow's special cases) is recomputed by
// the scalar function, so every lane gives the bits the scalar function gives. Not API.
#include "CurveMath.h"

#define REAL Lanes
#define BITS LaneBits
#define MASK LaneBits
#include "core.h"

/// Positive, normal and finite.
static inline __attribute__((always_inline)) LaneBits lanes_positive_normal(Lanes x) {
  return (bits_of(x) >= 0x0010000000000000LL) & (bits_of(x) < 0x7FF0000000000000LL);
}

#define UNARY_BLOCK(name, core, covered)                                                           \
  void BLOCK(name)(double *d, const double *a, long n) {                                           \
    long i = 0;                                                                                    \
    for (; i + 4 <= n; i += 4) {                                                                   \
      Lanes x = *(const Lanes *)(a + i);                                                           \
      Lanes v = core;                                                                              \
      LaneBits outside = (covered) == 0;                                                           \
      if (any_set(outside))                                                                        \
        for (int k = 0; k < 4; k++)                                                                \
          if (outside[k]) v[k] = curve_##name(x[k]);                                               \
      *(Lanes *)(d + i) = v;                                                                       \
    }                                                                                              \
    for (; i < n; i++) d[i] = curve_##name(a[i]);                                                  \
  }

UNARY_BLOCK(sin, sin_core(x, 0), magnitude(x) < 0x1p19)
UNARY_BLOCK(cos, sin_core(x, 1), magnitude(x) < 0x1p19)
UNARY_BLOCK(exp, exp_core(x, 0), magnitude(x) < 708)
UNARY_BLOCK(log, log_core(x, 0), lanes_positive_normal(x))
#if defined(CURVE_LANES_FMA)
UNARY_BLOCK(cube, cube_core_fma(x), (magnitude(x) > 0x1p-320) & (magnitude(x) < 0x1p340))
#else
UNARY_BLOCK(cube, cube_core(x), (magnitude(x) > 0x1p-340) & (magnitude(x) < 0x1p340))
#endif
UNARY_BLOCK(atan, atan_core(x), magnitude(x) < 0x1p60)
UNARY_BLOCK(tan, tan_core(x), magnitude(x) < 0x1p19)
UNARY_BLOCK(log2, log_scaled_core(x, 0, CURVE_INV_LN2_HI, CURVE_INV_LN2_LO), lanes_positive_normal(x))
UNARY_BLOCK(log10, log_scaled_core(x, 0, CURVE_INV_LN10_HI, CURVE_INV_LN10_LO), lanes_positive_normal(x))
UNARY_BLOCK(sinh, sinh_core(x), magnitude(x) < 708)
UNARY_BLOCK(cosh, cosh_core(x), magnitude(x) < 708)
UNARY_BLOCK(tanh, tanh_core(x), magnitude(x) < 22)
UNARY_BLOCK(asin, asin_core(x), magnitude(x) <= 1)
UNARY_BLOCK(acos, acos_core(x), magnitude(x) <= 1)
UNARY_BLOCK(asinh, asinh_core(x), magnitude(x) <= 0x1.fffffffffffffp1023)
UNARY_BLOCK(acosh, acosh_core(x), (x >= 1) & (x <= 0x1.fffffffffffffp1023))
UNARY_BLOCK(atanh, atanh_core(x), magnitude(x) < 1)
UNARY_BLOCK(cot, reciprocal_trig_core(x, 0), magnitude(x) < 0x1p19)
UNARY_BLOCK(sec, reciprocal_trig_core(x, 1), magnitude(x) < 0x1p19)
UNARY_BLOCK(csc, reciprocal_trig_core(x, 2), magnitude(x) < 0x1p19)
UNARY_BLOCK(cbrt, cbrt_core(x, magnitude(x), 0), lanes_positive_normal(magnitude(x)))

void BLOCK(hypot_vv)(double *d, const double *x, const double *y, long n) {
  long i = 0;
  for (; i + 4 <= n; i += 4) {
    Lanes vx = *(const Lanes *)(x + i), vy = *(const Lanes *)(y + i);
    Lanes v = hypot_core(vx, vy);
    LaneBits outside = hypot_covered(vx, vy) == 0;
    if (any_set(outside))
      for (int k = 0; k < 4; k++)
        if (outside[k]) v[k] = curve_hypot(vx[k], vy[k]);
    *(Lanes *)(d + i) = v;
  }
  for (; i < n; i++) d[i] = curve_hypot(x[i], y[i]);
}

void BLOCK(log_base_vv)(double *d, const double *b, const double *x, long n) {
  long i = 0;
  for (; i + 4 <= n; i += 4) {
    Lanes vb = *(const Lanes *)(b + i), vx = *(const Lanes *)(x + i);
    Lanes v = log_base_core(vb, vx, 0, 0);
    LaneBits outside = log_base_covered(vb, vx) == 0;
    if (any_set(outside))
      for (int k = 0; k < 4; k++)
        if (outside[k]) v[k] = curve_log_base(vb[k], vx[k]);
    *(Lanes *)(d + i) = v;
  }
  for (; i < n; i++) d[i] = curve_log_base(b[i], x[i]);
}

void BLOCK(atan2_vv)(double *d, const double *y, const double *x, long n) {
  long i = 0;
  for (; i + 4 <= n; i += 4) {
    Lanes vy = *(const Lanes *)(y + i), vx = *(const Lanes *)(x + i);
    Lanes v = atan2_core(vy, vx);
    LaneBits outside = atan2_covered(vy, vx) == 0;
    if (any_set(outside))
      for (int k = 0; k < 4; k++)
        if (outside[k]) v[k] = curve_atan2(vy[k], vx[k]);
    *(Lanes *)(d + i) = v;
  }
  for (; i < n; i++) d[i] = curve_atan2(y[i], x[i]);
}

/// pow over four lanes: |x|^y with the sign of an odd integer power of a negative base, x * x
/// for y = 2 and the cube for y = 3 (as curve_pow). Any other lane is the scalar function's when
/// x is not normal, |y| >= 2^51, x < 0 with y not an integer, or |y·log|x|| >= 708.
static inline __attribute__((always_inline)) Lanes pow_lanes(Lanes x, Lanes y) {
  Lanes ax = magnitude(x), ay = magnitude(y), z;
  Lanes v = pow_core(x, y, 0, &z);
  Lanes t = ay + ROUNDING_SHIFT;
  LaneBits integer = (t - ROUNDING_SHIFT) == ay, odd = (bits_of(t) & 1) != 0;
  LaneBits negative = x < 0;
  LaneBits covered = lanes_positive_normal(ax) & (ay < 0x1p51) & (magnitude(z) < 708) &
                     ((negative == 0) | integer);
  v = double_of(bits_of(v) ^ (negative & integer & odd & INT64_MIN));
  LaneBits square = y == 2, cube = y == 3;
  v = choose(square, x * x, choose(cube, cube_core(x), v));
  covered = (covered & ~(square | cube)) | square | (cube & (ax > 0x1p-340) & (ax < 0x1p340));
  LaneBits outside = covered == 0;
  if (any_set(outside))
    for (int k = 0; k < 4; k++)
      if (outside[k]) v[k] = curve_pow(x[k], y[k]);
  return v;
}

void BLOCK(pow_vv)(double *d, const double *a, const double *b, long n) {
  long i = 0;
  for (; i + 4 <= n; i += 4) *(Lanes *)(d + i) = pow_lanes(*(const Lanes *)(a + i), *(const Lanes *)(b + i));
  for (; i < n; i++) d[i] = curve_pow(a[i], b[i]);
}
void BLOCK(pow_vs)(double *d, const double *a, double b, long n) {
  long i = 0;
  Lanes vb = b;
  for (; i + 4 <= n; i += 4) *(Lanes *)(d + i) = pow_lanes(*(const Lanes *)(a + i), vb);
  for (; i < n; i++) d[i] = curve_pow(a[i], b);
}
void BLOCK(pow_sv)(double *d, double a, const double *b, long n) {
  long i = 0;
  Lanes va = a;
  for (; i + 4 <= n; i += 4) *(Lanes *)(d + i) = pow_lanes(va, *(const Lanes *)(b + i));
  for (; i < n; i++) d[i] = curve_pow(a, b[i]);
}
