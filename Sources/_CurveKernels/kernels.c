#include "CurveKernels.h"
#include "CurveMath.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#pragma clang fp contract(off)
#pragma STDC FP_CONTRACT OFF

#include "dispatch.h"


// MARK: Scalar semantics (the same as Arithmetic.swift)

static inline double op_add(double a, double b) { return a + b; }
static inline double op_sub(double a, double b) { return a - b; }
static inline double op_mul(double a, double b) { return a * b; }
static inline double op_div(double a, double b) { return a / b; }
static inline double op_min(double a, double b) {
  if (a < b) return a;
  if (b < a) return b;
  if (a != a) return a;
  if (b != b) return b;
  return signbit(a) ? a : b;
}
static inline double op_max(double a, double b) {
  if (a > b) return a;
  if (b > a) return b;
  if (a != a) return a;
  if (b != b) return b;
  return signbit(a) ? b : a;
}

#if CURVE_X86
// Vector forms, element for element the same as the scalar ones above.
AVX2 static inline __m256d v_add(__m256d a, __m256d b) { return _mm256_add_pd(a, b); }
AVX2 static inline __m256d v_sub(__m256d a, __m256d b) { return _mm256_sub_pd(a, b); }
AVX2 static inline __m256d v_mul(__m256d a, __m256d b) { return _mm256_mul_pd(a, b); }
AVX2 static inline __m256d v_div(__m256d a, __m256d b) { return _mm256_div_pd(a, b); }
// Lowest priority first: equal values pick by sign, then NaNs win, then the strict orders.
AVX2 static inline __m256d v_min(__m256d a, __m256d b) {
  __m256d r = _mm256_blendv_pd(b, a, a);  // equal: a when a is negative (-0), else b
  r = _mm256_blendv_pd(r, b, _mm256_cmp_pd(b, b, _CMP_UNORD_Q));
  r = _mm256_blendv_pd(r, a, _mm256_cmp_pd(a, a, _CMP_UNORD_Q));
  r = _mm256_blendv_pd(r, b, _mm256_cmp_pd(b, a, _CMP_LT_OQ));
  return _mm256_blendv_pd(r, a, _mm256_cmp_pd(a, b, _CMP_LT_OQ));
}
AVX2 static inline __m256d v_max(__m256d a, __m256d b) {
  __m256d r = _mm256_blendv_pd(a, b, a);  // equal: b when a is negative (so +0 wins), else a
  r = _mm256_blendv_pd(r, b, _mm256_cmp_pd(b, b, _CMP_UNORD_Q));
  r = _mm256_blendv_pd(r, a, _mm256_cmp_pd(a, a, _CMP_UNORD_Q));
  r = _mm256_blendv_pd(r, b, _mm256_cmp_pd(a, b, _CMP_LT_OQ));
  return _mm256_blendv_pd(r, a, _mm256_cmp_pd(b, a, _CMP_LT_OQ));
}
#endif

// MARK: Binary kernels

#if CURVE_X86
#define AVX2_BINARY(name)                                                                          \
  AVX2 static void name##_vv_avx2(double *d, const double *a, const double *b, long n) {           \
    long i = 0;                                                                                    \
    for (; i + 4 <= n; i += 4)                                                                     \
      _mm256_storeu_pd(d + i, v_##name(_mm256_loadu_pd(a + i), _mm256_loadu_pd(b + i)));           \
    for (; i < n; i++) d[i] = op_##name(a[i], b[i]);                                               \
  }                                                                                                \
  AVX2 static void name##_vs_avx2(double *d, const double *a, double b, long n) {                  \
    long i = 0;                                                                                    \
    __m256d vb = _mm256_set1_pd(b);                                                                \
    for (; i + 4 <= n; i += 4) _mm256_storeu_pd(d + i, v_##name(_mm256_loadu_pd(a + i), vb));      \
    for (; i < n; i++) d[i] = op_##name(a[i], b);                                                  \
  }                                                                                                \
  AVX2 static void name##_sv_avx2(double *d, double a, const double *b, long n) {                  \
    long i = 0;                                                                                    \
    __m256d va = _mm256_set1_pd(a);                                                                \
    for (; i + 4 <= n; i += 4) _mm256_storeu_pd(d + i, v_##name(va, _mm256_loadu_pd(b + i)));      \
    for (; i < n; i++) d[i] = op_##name(a, b[i]);                                                  \
  }
#else
#define AVX2_BINARY(name)
#endif

#define BINARY(name)                                                                               \
  AVX2_BINARY(name)                                                                                \
  void curve_##name##_vv(double *d, const double *a, const double *b, long n) {                    \
    DISPATCH(name##_vv_avx2(d, a, b, n), for (long i = 0; i < n; i++) d[i] = op_##name(a[i], b[i])) \
  }                                                                                                \
  void curve_##name##_vs(double *d, const double *a, double b, long n) {                           \
    DISPATCH(name##_vs_avx2(d, a, b, n), for (long i = 0; i < n; i++) d[i] = op_##name(a[i], b))   \
  }                                                                                                \
  void curve_##name##_sv(double *d, double a, const double *b, long n) {                           \
    DISPATCH(name##_sv_avx2(d, a, b, n), for (long i = 0; i < n; i++) d[i] = op_##name(a, b[i]))   \
  }

BINARY(add)
BINARY(sub)
BINARY(mul)
BINARY(div)
BINARY(min)
BINARY(max)

// mod, and atan2, hypot and log(b, x) with a constant operand: plain loops over the scalar
// function (atan2, hypot and log_base of two vectors are CurveMath's four-lane forms).
#define SCALAR_OPERAND(name, f)                                                                    \
  void curve_##name##_vs(double *d, const double *a, double b, long n) {                           \
    for (long i = 0; i < n; i++) d[i] = f(a[i], b);                                                \
  }                                                                                                \
  void curve_##name##_sv(double *d, double a, const double *b, long n) {                           \
    for (long i = 0; i < n; i++) d[i] = f(a, b[i]);                                                \
  }

SCALAR_OPERAND(mod, curve_mod)
SCALAR_OPERAND(angle, curve_angle)
SCALAR_OPERAND(hypot, curve_hypot)
SCALAR_OPERAND(log_base, curve_log_base)

void curve_mod_vv(double *d, const double *a, const double *b, long n) {
  for (long i = 0; i < n; i++) d[i] = curve_mod(a[i], b[i]);
}

double curve_angle(double y, double x) { return curve_atan2(y + 0.0, x + 0.0); }

// atan2 of two vectors is CurveMath's four-lane form where no operand is zero, else the scalar
// loop (d may be y or x: no lane is read after it is written).
void curve_angle_vv(double *d, const double *y, const double *x, long n) {
  for (long i = 0; i < n; i++) {
    if (y[i] == 0 || x[i] == 0) {
      for (long j = 0; j < n; j++) d[j] = curve_angle(y[j], x[j]);
      return;
    }
  }
  curve_atan2_vv(d, y, x, n);
}

// MARK: Unary kernels

void curve_neg(double *d, const double *a, long n) {
  for (long i = 0; i < n; i++) d[i] = -a[i];
}
void curve_abs(double *d, const double *a, long n) {
  for (long i = 0; i < n; i++) d[i] = fabs(a[i]);
}
// IEEE's roundings to an integer are exact: the instruction or libm, the same bits.
void curve_floor_v(double *d, const double *a, long n) {
  for (long i = 0; i < n; i++) d[i] = __builtin_floor(a[i]);
}
void curve_ceil_v(double *d, const double *a, long n) {
  for (long i = 0; i < n; i++) d[i] = __builtin_ceil(a[i]);
}
void curve_round_v(double *d, const double *a, long n) {
  for (long i = 0; i < n; i++) d[i] = __builtin_round(a[i]);
}
void curve_sign_v(double *d, const double *a, long n) {
  for (long i = 0; i < n; i++) d[i] = curve_sign(a[i]);
}
#if CURVE_X86
AVX2 static void sqrt_avx2(double *d, const double *a, long n) {
  long i = 0;
  for (; i + 4 <= n; i += 4) _mm256_storeu_pd(d + i, _mm256_sqrt_pd(_mm256_loadu_pd(a + i)));
  for (; i < n; i++) d[i] = curve_sqrt(a[i]);
}
AVX2 static void affine_avx2(double *d, const double *a, double s, double t, long n) {
  long i = 0;
  __m256d vs = _mm256_set1_pd(s), vt = _mm256_set1_pd(t);
  for (; i + 4 <= n; i += 4) _mm256_storeu_pd(d + i, _mm256_add_pd(_mm256_mul_pd(_mm256_loadu_pd(a + i), vs), vt));
  for (; i < n; i++) d[i] = a[i] * s + t;
}
AVX2 static void square_avx2(double *d, const double *a, long n) {
  long i = 0;
  for (; i + 4 <= n; i += 4) {
    __m256d x = _mm256_loadu_pd(a + i);
    _mm256_storeu_pd(d + i, _mm256_mul_pd(x, x));
  }
  for (; i < n; i++) d[i] = a[i] * a[i];
}
AVX2 static void axpy_avx2(double *d, const double *a, const double *b, double s, int squared, int has_offset, double t, long n) {
  __m256d vs = _mm256_set1_pd(s), vt = _mm256_set1_pd(t);
  long i = 0;
#define AXPY_LOOP(SQUARE, OFFSET)                                                                  \
  for (; i + 4 <= n; i += 4) {                                                                     \
    __m256d vb = _mm256_loadu_pd(b + i);                                                           \
    if (SQUARE) vb = _mm256_mul_pd(vb, vb);                                                        \
    __m256d r = _mm256_add_pd(_mm256_loadu_pd(a + i), _mm256_mul_pd(vb, vs));                      \
    if (OFFSET) r = _mm256_add_pd(r, vt);                                                          \
    _mm256_storeu_pd(d + i, r);                                                                    \
  }
  if (squared) { if (has_offset) { AXPY_LOOP(1, 1) } else { AXPY_LOOP(1, 0) } }
  else { if (has_offset) { AXPY_LOOP(0, 1) } else { AXPY_LOOP(0, 0) } }
#undef AXPY_LOOP
  for (; i < n; i++) {
    double v = squared ? b[i] * b[i] : b[i];
    double r = a[i] + v * s;
    d[i] = has_offset ? r + t : r;
  }
}
#endif
void curve_axpy(double *d, const double *a, const double *b, double s, int squared, int has_offset, double t, long n) {
  DISPATCH(axpy_avx2(d, a, b, s, squared, has_offset, t, n), for (long i = 0; i < n; i++) {
    double v = squared ? b[i] * b[i] : b[i];
    double r = a[i] + v * s;
    d[i] = has_offset ? r + t : r;
  })
}
#if CURVE_X86
AVX2 static void copy_avx2(double *d, const double *a, long n) {
  long i = 0;
  for (; i + 16 <= n; i += 16) {
    __m256d v0 = _mm256_loadu_pd(a + i), v1 = _mm256_loadu_pd(a + i + 4);
    __m256d v2 = _mm256_loadu_pd(a + i + 8), v3 = _mm256_loadu_pd(a + i + 12);
    _mm256_storeu_pd(d + i, v0);
    _mm256_storeu_pd(d + i + 4, v1);
    _mm256_storeu_pd(d + i + 8, v2);
    _mm256_storeu_pd(d + i + 12, v3);
  }
  for (; i < n; i++) d[i] = a[i];
}
#endif
// A plain loop for one block: glibc's memcpy takes its `rep movsb` path at this size, which is
// slow when the two buffers are not equally aligned (Swift arrays are 16-byte aligned).
void curve_copy(double *d, const double *a, long n) {
  if (d == a) return;
  if (d > a && d < a + n) {  // overlapping, destination after source: copy backwards
    for (long i = n - 1; i >= 0; i--) d[i] = a[i];
    return;
  }
  DISPATCH(copy_avx2(d, a, n), memmove(d, a, (size_t)n * sizeof(double)))
}

void curve_sqrt_v(double *d, const double *a, long n) {
  DISPATCH(sqrt_avx2(d, a, n), for (long i = 0; i < n; i++) d[i] = curve_sqrt(a[i]))
}
void curve_affine(double *d, const double *a, double s, double t, long n) {
  DISPATCH(affine_avx2(d, a, s, t, n), for (long i = 0; i < n; i++) d[i] = a[i] * s + t)
}
void curve_square_v(double *d, const double *a, long n) {
  DISPATCH(square_avx2(d, a, n), for (long i = 0; i < n; i++) d[i] = a[i] * a[i])
}
