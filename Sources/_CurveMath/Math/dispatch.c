// Which build of the block forms runs: AVX2 when the CPU has it, else the baseline four-lane
// code, or the scalar functions in a loop when CURVEKIT_SCALAR_MATH=1. Decided once; all three
// give the same bits (the tests check it).
#include "CurveMath.h"

#if __has_include(<stdlib.h>) && !defined(__wasm__)
#include <stdlib.h>
#define CURVE_HAS_GETENV 1
#endif

#define DECLARE_BUILDS(name, parameters)                                                          \
  void curve_##name##_baseline parameters;                                                         \
  void curve_##name##_avx2 parameters;
DECLARE_BUILDS(sin, (double *d, const double *a, long n))
DECLARE_BUILDS(cos, (double *d, const double *a, long n))
DECLARE_BUILDS(exp, (double *d, const double *a, long n))
DECLARE_BUILDS(log, (double *d, const double *a, long n))
DECLARE_BUILDS(cube, (double *d, const double *a, long n))
DECLARE_BUILDS(atan, (double *d, const double *a, long n))
DECLARE_BUILDS(tan, (double *d, const double *a, long n))
DECLARE_BUILDS(log2, (double *d, const double *a, long n))
DECLARE_BUILDS(log10, (double *d, const double *a, long n))
DECLARE_BUILDS(sinh, (double *d, const double *a, long n))
DECLARE_BUILDS(cosh, (double *d, const double *a, long n))
DECLARE_BUILDS(tanh, (double *d, const double *a, long n))
DECLARE_BUILDS(asin, (double *d, const double *a, long n))
DECLARE_BUILDS(acos, (double *d, const double *a, long n))
DECLARE_BUILDS(asinh, (double *d, const double *a, long n))
DECLARE_BUILDS(acosh, (double *d, const double *a, long n))
DECLARE_BUILDS(atanh, (double *d, const double *a, long n))
DECLARE_BUILDS(cot, (double *d, const double *a, long n))
DECLARE_BUILDS(sec, (double *d, const double *a, long n))
DECLARE_BUILDS(csc, (double *d, const double *a, long n))
DECLARE_BUILDS(cbrt, (double *d, const double *a, long n))
DECLARE_BUILDS(atan2_vv, (double *d, const double *y, const double *x, long n))
DECLARE_BUILDS(hypot_vv, (double *d, const double *x, const double *y, long n))
DECLARE_BUILDS(log_base_vv, (double *d, const double *b, const double *x, long n))
DECLARE_BUILDS(pow_vv, (double *d, const double *a, const double *b, long n))
DECLARE_BUILDS(pow_vs, (double *d, const double *a, double b, long n))
DECLARE_BUILDS(pow_sv, (double *d, double a, const double *b, long n))

static int block_path = -1;  // -1 undecided; racing first calls store the same value

int curve_math_block_path(void) {
  int path = __atomic_load_n(&block_path, __ATOMIC_RELAXED);
  if (__builtin_expect(path < 0, 0)) {
    path = curve_cpu_has_avx2() ? 2 : 1;
#if CURVE_HAS_GETENV
    const char *scalar = getenv("CURVEKIT_SCALAR_MATH");
    if (scalar && scalar[0] == '1' && scalar[1] == 0) path = 0;
#endif
    __atomic_store_n(&block_path, path, __ATOMIC_RELAXED);
  }
  return path;
}

int curve_math_has_block_path(int path) {
  return path == 0 || path == 1 || (path == 2 && curve_cpu_has_avx2());
}

int curve_math_use_block_path(int path) {
  if (!curve_math_has_block_path(path)) return -1;
  int previous = curve_math_block_path();
  __atomic_store_n(&block_path, path, __ATOMIC_RELAXED);
  return previous;
}

#if defined(__x86_64__)
#define AVX2_CALL(call) case 2: call; return;
#else
#define AVX2_CALL(call)
#endif

#define DISPATCH_BLOCK(function, name, parameters, arguments, scalar_loop)                        \
  void function parameters {                                                                     \
    switch (curve_math_block_path()) {                                                           \
    case 0: scalar_loop; return;                                                                 \
    AVX2_CALL(curve_##name##_avx2 arguments)                                                     \
    default: curve_##name##_baseline arguments; return;                                            \
    }                                                                                            \
  }

DISPATCH_BLOCK(curve_sin_v, sin, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_sin(a[i]))
DISPATCH_BLOCK(curve_cos_v, cos, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_cos(a[i]))
DISPATCH_BLOCK(curve_exp_v, exp, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_exp(a[i]))
DISPATCH_BLOCK(curve_log_v, log, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_log(a[i]))
DISPATCH_BLOCK(curve_cube_v, cube, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_cube(a[i]))
DISPATCH_BLOCK(curve_pow_vv, pow_vv, (double *d, const double *a, const double *b, long n), (d, a, b, n), for (long i = 0; i < n; i++) d[i] = curve_pow(a[i], b[i]))
DISPATCH_BLOCK(curve_pow_vs, pow_vs, (double *d, const double *a, double b, long n), (d, a, b, n), for (long i = 0; i < n; i++) d[i] = curve_pow(a[i], b))
DISPATCH_BLOCK(curve_pow_sv, pow_sv, (double *d, double a, const double *b, long n), (d, a, b, n), for (long i = 0; i < n; i++) d[i] = curve_pow(a, b[i]))
DISPATCH_BLOCK(curve_atan_v, atan, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_atan(a[i]))
DISPATCH_BLOCK(curve_atan2_vv, atan2_vv, (double *d, const double *y, const double *x, long n), (d, y, x, n), for (long i = 0; i < n; i++) d[i] = curve_atan2(y[i], x[i]))
DISPATCH_BLOCK(curve_tan_v, tan, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_tan(a[i]))
DISPATCH_BLOCK(curve_log2_v, log2, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_log2(a[i]))
DISPATCH_BLOCK(curve_log10_v, log10, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_log10(a[i]))
DISPATCH_BLOCK(curve_hypot_vv, hypot_vv, (double *d, const double *x, const double *y, long n), (d, x, y, n), for (long i = 0; i < n; i++) d[i] = curve_hypot(x[i], y[i]))
DISPATCH_BLOCK(curve_sinh_v, sinh, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_sinh(a[i]))
DISPATCH_BLOCK(curve_cosh_v, cosh, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_cosh(a[i]))
DISPATCH_BLOCK(curve_tanh_v, tanh, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_tanh(a[i]))
DISPATCH_BLOCK(curve_asin_v, asin, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_asin(a[i]))
DISPATCH_BLOCK(curve_acos_v, acos, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_acos(a[i]))
DISPATCH_BLOCK(curve_asinh_v, asinh, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_asinh(a[i]))
DISPATCH_BLOCK(curve_acosh_v, acosh, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_acosh(a[i]))
DISPATCH_BLOCK(curve_atanh_v, atanh, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_atanh(a[i]))
DISPATCH_BLOCK(curve_cot_v, cot, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_cot(a[i]))
DISPATCH_BLOCK(curve_sec_v, sec, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_sec(a[i]))
DISPATCH_BLOCK(curve_csc_v, csc, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_csc(a[i]))
DISPATCH_BLOCK(curve_cbrt_v, cbrt, (double *d, const double *a, long n), (d, a, n), for (long i = 0; i < n; i++) d[i] = curve_cbrt(a[i]))
DISPATCH_BLOCK(curve_log_base_vv, log_base_vv, (double *d, const double *b, const double *x, long n), (d, b, x, n), for (long i = 0; i < n; i++) d[i] = curve_log_base(b[i], x[i]))
