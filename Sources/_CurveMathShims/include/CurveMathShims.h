// The libm entry points CurveKit evaluates with. One place, so the scalar VM, the batch VM, the
// constant folder and the tests all call the very same functions (and so agree bit for bit).
#ifndef CURVE_MATH_SHIMS_H
#define CURVE_MATH_SHIMS_H

#include <math.h>

#include "CurveKernels.h"
#include "CurveGeometryKernels.h"

static inline __attribute__((always_inline)) double curve_sin(double x) { return sin(x); }
static inline __attribute__((always_inline)) double curve_cos(double x) { return cos(x); }
static inline __attribute__((always_inline)) double curve_exp(double x) { return exp(x); }
static inline __attribute__((always_inline)) double curve_log(double x) { return log(x); }
static inline __attribute__((always_inline)) double curve_sqrt(double x) { return sqrt(x); }
static inline __attribute__((always_inline)) double curve_pow(double x, double y) { return pow(x, y); }

#endif
