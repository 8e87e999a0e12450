// MPFR (on GMP) for the 256-bit reference evaluator. MPFR's predicates are macros, which Swift
// cannot import, so they are wrapped here.
#ifndef CMPFR_SHIM_H
#define CMPFR_SHIM_H
#include <mpfr.h>

static inline int cmpfr_nan_p(mpfr_srcptr x) { return mpfr_nan_p(x); }
static inline int cmpfr_inf_p(mpfr_srcptr x) { return mpfr_inf_p(x); }
static inline int cmpfr_zero_p(mpfr_srcptr x) { return mpfr_zero_p(x); }
static inline int cmpfr_signbit(mpfr_srcptr x) { return mpfr_signbit(x); }
static inline int cmpfr_sgn(mpfr_srcptr x) { return mpfr_sgn(x); }
static inline long cmpfr_get_exp(mpfr_srcptr x) { return (long)mpfr_get_exp(x); }
#endif
