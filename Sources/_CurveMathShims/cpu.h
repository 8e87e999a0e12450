// CPU dispatch shared by the C kernels (not API): AVX2 when the CPU has it, checked once at
// run time, so the package needs no build flags.
#ifndef CURVE_CPU_H
#define CURVE_CPU_H

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define CURVE_X86 1
#include <immintrin.h>
#endif

#if CURVE_X86
static int avx2_state = -1;  // -1 unknown; racing first calls store the same value
static inline int has_avx2(void) {
  int state = __atomic_load_n(&avx2_state, __ATOMIC_RELAXED);
  if (__builtin_expect(state < 0, 0)) {
    __builtin_cpu_init();
    state = __builtin_cpu_supports("avx2") ? 1 : 0;
    __atomic_store_n(&avx2_state, state, __ATOMIC_RELAXED);
  }
  return state;
}
#define AVX2 __attribute__((target("avx2")))
#else
static inline int has_avx2(void) { return 0; }
#endif

#if CURVE_X86
#define DISPATCH(call_avx2, call_plain)                                                            \
  if (has_avx2()) { call_avx2; return; }                                                           \
  call_plain;
#else
#define DISPATCH(call_avx2, call_plain) call_plain;
#endif

#endif
