// Block kernels of the batch VM: one loop per operation and operand shape, over n doubles.
//
// Each computes exactly what the scalar operation computes: IEEE add, subtract, multiply,
// divide and sqrt are correctly rounded in any vector width, and min/max follow CurveKit's NaN
// and signed-zero rules. They use AVX2 when the CPU has it (checked at run time) and plain C
// otherwise, compiled with floating-point contraction off, so no a*b+c ever becomes a fused
// multiply-add. The blocks of sin cos exp log pow are CurveKit's own math (CurveMath.h).
#ifndef CURVE_KERNELS_H
#define CURVE_KERNELS_H

#ifdef __cplusplus
extern "C" {
#endif

// Shapes: vv = vector op vector, vs = vector op scalar, sv = scalar op vector.
#define CURVE_DECLARE_BINARY(name)                                                                  \
  void curve_##name##_vv(double *d, const double *a, const double *b, long n);                     \
  void curve_##name##_vs(double *d, const double *a, double b, long n);                            \
  void curve_##name##_sv(double *d, double a, const double *b, long n);

CURVE_DECLARE_BINARY(add)
CURVE_DECLARE_BINARY(sub)
CURVE_DECLARE_BINARY(mul)
CURVE_DECLARE_BINARY(div)
CURVE_DECLARE_BINARY(min)
CURVE_DECLARE_BINARY(max)
CURVE_DECLARE_BINARY(mod)
/// The language's atan2(y, x): C's, with a zero of either sign read as +0, as the real function
/// knows no -0 (C gives atan2(-0, -1) = -π; the angle of (-1, 0) is π, and of the origin 0).
double curve_angle(double y, double x);
void curve_angle_vv(double *d, const double *y, const double *x, long n);
void curve_angle_vs(double *d, const double *y, double x, long n);
void curve_angle_sv(double *d, double y, const double *x, long n);
/// hypot(x, y) with one operand constant (two vectors: CurveMath's curve_hypot_vv).
void curve_hypot_vs(double *d, const double *x, double y, long n);
void curve_hypot_sv(double *d, double x, const double *y, long n);
/// log(b, x) with one operand constant (two vectors: CurveMath's curve_log_base_vv).
void curve_log_base_vs(double *d, const double *b, double x, long n);
void curve_log_base_sv(double *d, double b, const double *x, long n);

void curve_neg(double *d, const double *a, long n);
void curve_abs(double *d, const double *a, long n);
void curve_sqrt_v(double *d, const double *a, long n);
void curve_floor_v(double *d, const double *a, long n);
void curve_ceil_v(double *d, const double *a, long n);
/// Halves away from zero (C's `round`).
void curve_round_v(double *d, const double *a, long n);
void curve_sign_v(double *d, const double *a, long n);

/// -1, 1, or the argument itself for ±0 and NaN.
static inline __attribute__((always_inline)) double curve_sign(double a) { return a > 0 ? 1.0 : a < 0 ? -1.0 : a; }

/// a − b·floor(a/b) of the reals, correctly rounded, with the sign of b: fmod's remainder is
/// exact, and where its sign differs from b's the result is it plus b, rounded once. A zero
/// takes b's sign (as Python's `%`). NaN for b = 0 and for a NaN or infinite argument.
static inline __attribute__((always_inline)) double curve_mod(double a, double b) {
  if (!(__builtin_fabs(a) <= __DBL_MAX__) || !(__builtin_fabs(b) <= __DBL_MAX__) || b == 0) return __builtin_nan("");
  double r = __builtin_fmod(a, b);
  if (r == 0) return __builtin_copysign(0.0, b);
  return (r < 0) != (b < 0) ? r + b : r;
}

/// d = (a * s) + t, rounded after the product and after the sum (never fused).
void curve_affine(double *d, const double *a, double s, double t, long n);
/// d = a + (b * s), rounded after the product and after the sum; with `squared`, b is (b * b)
/// first; with `has_offset`, + t after that. Never fused into a multiply-add.
void curve_axpy(double *d, const double *a, const double *b, double s, int squared, int has_offset, double t, long n);
/// d = a (a copy; overlapping blocks are allowed).
void curve_copy(double *d, const double *a, long n);
/// d = a * a.
void curve_square_v(double *d, const double *a, long n);

#ifdef __cplusplus
}
#endif
#endif
