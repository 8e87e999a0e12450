// Block kernels of the batch VM: one loop per operation and operand shape, over n doubles.
//
// Exact kernels compute exactly what the scalar operation computes (IEEE add, subtract,
// multiply, divide and sqrt are correctly rounded in any vector width; min/max follow CurveKit's
// NaN and signed-zero rules; sin cos exp log pow call the scalar libm per element). They use
// AVX2 when the CPU has it (checked at run time) and plain C otherwise. This file is compiled
// with floating-point contraction off, so no a*b+c ever becomes a fused multiply-add.
//
// Fast kernels (sin cos exp log pow) call glibc's libmvec AVX2 functions, found at run time with
// dlopen; each element, tails included, goes through the vector function, so a block and a
// single value give the same bits. Without libmvec or AVX2 they fall back to the scalar libm.
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
CURVE_DECLARE_BINARY(pow)
CURVE_DECLARE_BINARY(fastpow)

void curve_neg(double *d, const double *a, long n);
void curve_abs(double *d, const double *a, long n);
void curve_sqrt_v(double *d, const double *a, long n);
void curve_sin_v(double *d, const double *a, long n);
void curve_cos_v(double *d, const double *a, long n);
void curve_exp_v(double *d, const double *a, long n);
void curve_log_v(double *d, const double *a, long n);
void curve_fastsin(double *d, const double *a, long n);
void curve_fastcos(double *d, const double *a, long n);
void curve_fastexp(double *d, const double *a, long n);
void curve_fastlog(double *d, const double *a, long n);

/// d = (a * s) + t, rounded after the product and after the sum (never fused).
void curve_affine(double *d, const double *a, double s, double t, long n);
/// d = a + (b * s), rounded after the product and after the sum; with `squared`, b is (b * b)
/// first; with `has_offset`, + t after that. Never fused into a multiply-add.
void curve_axpy(double *d, const double *a, const double *b, double s, int squared, int has_offset, double t, long n);
/// d = a (a copy; overlapping blocks are allowed).
void curve_copy(double *d, const double *a, long n);
/// d = a * a.
void curve_square(double *d, const double *a, long n);
/// d = (a * a) * a.
void curve_cube(double *d, const double *a, long n);

/// 1 when the exact kernels use AVX2 on this CPU.
int curve_kernels_use_avx2(void);
/// 1 when the fast kernels found libmvec's AVX2 functions (else they use the scalar libm).
int curve_fast_math_available(void);

#ifdef __cplusplus
}
#endif
#endif
