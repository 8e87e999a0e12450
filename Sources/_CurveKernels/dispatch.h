// How a kernel chooses its build: its AVX2 form where curve_cpu_has_avx2() says the CPU has it
// (CurveMath.h: the one CPU query of the C code), else its plain C form. Not API.
#ifndef CURVE_KERNELS_DISPATCH_H
#define CURVE_KERNELS_DISPATCH_H

#include "CurveMath.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define CURVE_X86 1
#include <immintrin.h>
#define AVX2 __attribute__((target("avx2")))
#define DISPATCH(call_avx2, call_plain)                                                            \
  if (curve_cpu_has_avx2()) { call_avx2; return; }                                                 \
  call_plain;
#else
#define DISPATCH(call_avx2, call_plain) call_plain;
#endif

#endif
