// CurveKit's own sin cos tan exp log log2 log10 pow atan atan2 cbrt hypot sinh cosh tanh asin
// acos asinh acosh atanh cot sec csc log_base gamma (and the cube): the same bits on every target, within
// 1 ulp of the exact result for every binary64 argument (gamma's 0.51 ulp is measured against MPFR,
// not proven: Math/DESIGN.md), special values as C99 Annex F gives them.
// The block forms compute exactly what the scalar ones do, four lanes at a time (SSE2 or AVX2 on
// x86-64, chosen at run time; NEON on aarch64; SIMD128 or scalars on wasm32), unless the
// environment sets CURVEKIT_SCALAR_MATH=1, which makes them loop over the scalar functions (the
// same bits, for checking that); gamma's block forms loop over the scalar function everywhere.
// Math/DESIGN.md has the methods; the tests measure them against MPFR.
#ifndef CURVE_MATH_H
#define CURVE_MATH_H

#ifdef __cplusplus
extern "C" {
#endif

double curve_sin(double x);
double curve_cos(double x);
double curve_tan(double x);
double curve_exp(double x);
double curve_log(double x);
/// Exact at powers of 2 (log2) and at 10^k for k = 0 ... 22 (log10).
double curve_log2(double x);
double curve_log10(double x);
/// pow(x, 2) is x * x and pow(x, 3) is curve_cube(x): correctly rounded and nearly so.
double curve_pow(double x, double y);
/// x^3 from the exact square of x (within 0.5 ulp plus 2^-100 relative).
double curve_cube(double x);
double curve_atan(double x);
/// The angle of (x, y) in [-pi, pi], with C99 Annex F's signed zeros and infinities.
double curve_atan2(double y, double x);
double curve_cbrt(double x);
/// sqrt(x^2 + y^2) without spurious overflow or underflow; hypot(±inf, NaN) = +inf (Annex F).
double curve_hypot(double x, double y);
/// sinh(-0) = -0, tanh(-0) = -0, tanh(±inf) = ±1; sinh and cosh overflow from |x| = 710.4758600739439.
double curve_sinh(double x);
double curve_cosh(double x);
double curve_tanh(double x);
/// NaN outside [-1, 1]; asin(-0) = -0, acos(1) = +0.
double curve_asin(double x);
double curve_acos(double x);
/// acosh is NaN below 1 and +0 at 1; atanh is NaN outside [-1, 1] and ±inf at ±1.
double curve_asinh(double x);
double curve_acosh(double x);
double curve_atanh(double x);
/// cos x/sin x, 1/cos x, 1/sin x; cot(±0) = csc(±0) = ±inf.
double curve_cot(double x);
double curve_sec(double x);
double curve_csc(double x);
/// log(x)/log(b), exact where x is a power of b that is a double (log_base(2, 8) = 3,
/// log_base(10, 1000) = 3); NaN for b <= 0 or x < 0; b = 1 gives log(x)/+0 (±inf, NaN at x = 1).
double curve_log_base(double b, double x);
/// Gamma(x) (factorial(x) is gamma(x + 1)), as C99's tgamma: ±inf at ±0, NaN at -1, -2, ... and
/// -inf, +inf from 171.62437695630272 on, ±0 below -190 (the sign gamma has on that unit interval).
double curve_gamma(double x);
/// gamma(x + 1), x + 1 rounded first.
double curve_factorial(double x);
/// Where gamma turns: n = 0 its minimum on (0, inf), n = k + 1 on (-k - 1, -k) for k < 190. Sets
/// `*turn` to the double nearest the turning point (which lies within one ulp of it) and `*least`
/// to a double at or below the least |gamma| there, and returns 1; 0 for another n.
int curve_gamma_turn(int n, double *turn, double *least);

/// sqrt is correctly rounded in IEEE-754 already: the instruction, on every target.
static inline __attribute__((always_inline)) double curve_sqrt(double x) { return __builtin_sqrt(x); }

/// d[i] = f(a[i]) for i < n.
void curve_sin_v(double *d, const double *a, long n);
void curve_cos_v(double *d, const double *a, long n);
void curve_tan_v(double *d, const double *a, long n);
void curve_exp_v(double *d, const double *a, long n);
void curve_log_v(double *d, const double *a, long n);
void curve_log2_v(double *d, const double *a, long n);
void curve_log10_v(double *d, const double *a, long n);
void curve_cube_v(double *d, const double *a, long n);
void curve_atan_v(double *d, const double *a, long n);
void curve_sinh_v(double *d, const double *a, long n);
void curve_cosh_v(double *d, const double *a, long n);
void curve_tanh_v(double *d, const double *a, long n);
void curve_asin_v(double *d, const double *a, long n);
void curve_acos_v(double *d, const double *a, long n);
void curve_asinh_v(double *d, const double *a, long n);
void curve_acosh_v(double *d, const double *a, long n);
void curve_atanh_v(double *d, const double *a, long n);
void curve_cot_v(double *d, const double *a, long n);
void curve_sec_v(double *d, const double *a, long n);
void curve_csc_v(double *d, const double *a, long n);
/// d[i] = atan2(y[i], x[i]).
void curve_atan2_vv(double *d, const double *y, const double *x, long n);
void curve_cbrt_v(double *d, const double *a, long n);
/// A loop over the scalar function (on every path), as is factorial's.
void curve_gamma_v(double *d, const double *a, long n);
void curve_factorial_v(double *d, const double *a, long n);
/// d[i] = hypot(x[i], y[i]).
void curve_hypot_vv(double *d, const double *x, const double *y, long n);
/// d[i] = log_base(b[i], x[i]).
void curve_log_base_vv(double *d, const double *b, const double *x, long n);
/// d[i] = pow(a[i], b[i]), pow(a[i], b) and pow(a, b[i]).
void curve_pow_vv(double *d, const double *a, const double *b, long n);
void curve_pow_vs(double *d, const double *a, double b, long n);
void curve_pow_sv(double *d, double a, const double *b, long n);

/// 1 where this is an x86-64 CPU with AVX2 and FMA (asked once), else 0: the one CPU query by
/// which both the block forms here and the kernels of _CurveKernels choose their build.
int curve_cpu_has_avx2(void);

/// Which code the block forms run on this machine: 0 the scalar loop (CURVEKIT_SCALAR_MATH=1),
/// 1 the portable four-lane code (SSE2 on x86-64, NEON, SIMD128), 2 its AVX2 build.
int curve_math_block_path(void);
/// 1 when this machine can run block path `path` (0 and 1 always; 2 where the CPU has AVX2 and
/// FMA).
int curve_math_has_block_path(int path);
/// Makes the block forms run `path` and returns the previous one, or -1 (changing nothing) when
/// `path` is not available here. For tests and benchmarks, which compare the paths in one
/// process.
int curve_math_use_block_path(int path);

#ifdef __cplusplus
}
#endif
#endif
